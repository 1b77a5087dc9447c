/**
 * The registry (kit/games.ts) is the one list of games: the Node scripts' and Playwright
 * specs' list (scripts/games.ts) names the same games in the site's order, and what a game
 * adds (its table size, worked examples, bench turn) is declared in its own folder.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { games } from '~/kit/games';
import { gameFacts } from '~/content.schema';
import { SLUGS } from '../../../scripts/games.ts';
import { turnOf } from '../../../scripts/turns.ts';

const facts = (slug: string) => gameFacts.parse(parse(readFileSync(`content/games/${slug}/index.mdx`, 'utf8').split(/^---$/m)[1]!));

it('scripts/games.ts lists exactly the registry’s games, in the order the site lists them', () => {
  expect([...SLUGS].sort()).toEqual(games.map((g) => g.slug).sort());
  expect(SLUGS.map((s) => facts(s).order)).toEqual([...SLUGS.map((s) => facts(s).order)].sort((a, b) => a - b));
});

describe.each(games.map((g) => [g.slug, g] as const))('%s', (slug, game) => {
  it('its rules page says the table size its data says', async () => {
    expect(facts(slug).players).toEqual(await game.players());
  });
  it('has a scripted bench turn in its folder (src/games/<slug>/turn.ts)', async () => {
    const turn = await turnOf(slug);
    expect(turn?.length).toBeGreaterThanOrEqual(3);
  });
});
