// The bench's scripted turns (scripts/bench.ts): each game's own, in its folder
// (src/games/<slug>/turn.ts, the shape in src/kit/turn.ts), found for every game the
// registry has (scripts/games.ts). A game without one gets GENERIC_TAPS taps on the
// helper's first enabled button (skipping Undo, New game and other ways out); the unit
// test tests/unit/games/registry.test.ts fails for a game without one.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Step } from '../src/kit/turn.ts';
import { SLUGS } from './games.ts';

export type { Step };

const root = resolve(import.meta.dirname, '..');

/** A game's scripted turn, or undefined when its folder has no turn.ts. */
export async function turnOf(slug: string): Promise<Step[] | undefined> {
  const file = join(root, 'src', 'games', slug, 'turn.ts');
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { turn: Step[] }).turn;
}

/** Every game's scripted turn, by slug. */
export const TURNS: Record<string, Step[]> = Object.fromEntries(
  (await Promise.all(SLUGS.map(async (slug) => [slug, await turnOf(slug)] as const))).filter((e): e is readonly [string, Step[]] => e[1] !== undefined),
);

export const GENERIC_TAPS = 4;

/** Buttons a generic turn never taps: they end or undo the game rather than play it. */
export const NOT_A_MOVE = /undo|new game|start over|remove|delete|reset|clear|copy|later|dismiss|cancel|move (up|down)/i;
