import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { gameFacts } from '~/content.schema';
import { data as emperor } from '~/games/emperor/data';
import { handById } from '~/games/empress/data';
import { subtweet } from '~/games/subtweet/data';
import { rulesHeadingIds } from '../rules-headings';
import { games } from '~/kit/games';

/*
 * The rules pages' words: the frontmatter the top of each page is built from,
 * in step with the game data it restates; questions in place of ruling boxes, with the
 * ruling ID only as an anchor; every term explained.
 */

const GAMES = games.map((g) => g.slug);
const source = (game: string) => readFileSync(`content/games/${game}/index.mdx`, 'utf8');
const facts = (game: string) => gameFacts.parse(parse(source(game).split(/^---$/m)[1]!));
// The project's rulings (RULINGS.md at the repository's root): the one list the pages' questions and the code's `// SR-5` cite.
const rulings = new Set([...readFileSync('RULINGS.md', 'utf8').matchAll(/\*\*([A-Z]{2}-\d+) /g)].map((m) => m[1]!));

describe.each(GAMES)('%s', (game) => {
  const mdx = source(game);
  const page = facts(game);
  const body = mdx.split(/^---$/m).slice(2).join('---');

  it('has a 30-second box, a setup checklist and a jump bar whose stops are headings of the page', () => {
    expect(Object.values(page.summary).every((s) => s.length >= 20 && s.length <= 240)).toBe(true);
    expect(page.setup.length).toBeGreaterThanOrEqual(3);
    const ids = rulesHeadingIds(game);
    for (const jump of page.jumps) expect(ids, jump.label).toContain(jump.to);
    expect(page.jumps.map((j) => j.label)).toEqual(expect.arrayContaining(['Setup', 'Winning', 'Questions']));
    expect(ids).toContain('questions-at-the-table');
  });

  it('asks questions instead of showing ruling boxes: an ID only as a Ruling anchor, never in words a player reads', () => {
    expect(body).not.toMatch(/class="clarification"/);
    const words = body.replace(/<Ruling id=\{?[^>]*\/>/g, '').replace(/^import .*$/gm, '');
    expect(words).not.toMatch(/\b(SR|ER|EP|EW|ST)-\d+\b/);
    expect(words).not.toMatch(/\bruling\b/i);
    for (const m of body.matchAll(/<Ruling id=\{?([^/>]*)\}?\s*\/>/g)) {
      for (const id of m[1]!.match(/[A-Z]{2}-\d+/g)!) expect(rulings, id).toContain(id);
    }
    // A Ruling tag stands just above a question's heading.
    for (const m of body.matchAll(/<Ruling[^>]*\/>\n\n(.*)/g)) expect(m[1]).toMatch(/^### .+\?$/);
  });

  it('explains every term it marks, and marks every term it explains', () => {
    const used = new Set([...body.matchAll(/<Term t="([a-z-]+)">/g)].map((m) => m[1]!));
    expect(new Set(Object.keys(page.glossary))).toEqual(used);
  });

  it('keeps the helper’s words in the folded On the phone section', () => {
    const [rules] = body.split('<OnThePhone>');
    expect(body).toContain('<OnThePhone>');
    // Outside the fold the rules may name the play page, never how the helper works.
    expect(rules).not.toMatch(/\b(Undo|reload|scoreboard|tracker|round helper|hand-over)\b/i);
  });
});

describe('the checklist items parse as written', () => {
  it('Empress: the ten cards are one item, not three', () => {
    expect(facts('empress').components).toEqual(['ten cards (1 Empress, 1 Assassin, 8 Citizens), printable', 'coins if you play for stakes']);
  });
  it.each(GAMES)('%s: every item has its brackets closed (a comma never splits one)', (game) => {
    for (const item of facts(game).components) expect((item.match(/\(/g) ?? []).length, item).toBe((item.match(/\)/g) ?? []).length);
  });
});

describe('the checklists restate the game data exactly', () => {
  it('the Emperor: the pool to shuffle for each table size', () => {
    const steps = facts('emperor').setup.filter((s) => s.players);
    expect(steps.map((s) => Number(s.players))).toEqual(emperor.drawPools.map((p) => p.players));
    for (const pool of emperor.drawPools) {
      const step = steps.find((s) => Number(s.players) === pool.players)!.step;
      expect(step).toContain(`${pool.cards.emperor} Emperor, ${pool.cards.rebel} Rebel and ${pool.cards.loyalist} Loyalist`);
    }
    expect(facts('emperor').glossary['instinct-card']!.means).toContain(
      emperor.abilityCards.filter((c) => c.instinct).map((c) => c.name).slice(0, -1).join(', '),
    );
  });
  it('Empress: four Citizens in each hand', () => {
    const hands = facts('empress').setup.map((s) => s.step).join(' ');
    expect(handById('empress').citizens).toBe(4);
    expect(handById('assassin').citizens).toBe(4);
    expect(hands).toContain('Empress and four Citizens');
    expect(hands).toContain('Assassin and four Citizens');
  });
  it('SUBTWEET: the cards each player starts with', () => {
    expect(facts('subtweet').setup[0]!.step).toContain(`${subtweet.startingCards} blank cards`);
  });
});

describe('RULINGS.md', () => {
  it('holds every ruling the code, the tests and the pages cite', () => {
    const files = ['src', 'tests', 'content', 'scripts'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx|astro|mdx)$/.test(f)).map((f) => `${dir}/${f}`),
    );
    const cited = new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\b(?:SR|ER|EP|EW|ST)-\d+\b/g)].map((m) => m[0])));
    expect(cited.size).toBeGreaterThan(30);
    expect([...cited].filter((id) => !rulings.has(id)).sort()).toEqual([]);
  });
});
