/**
 * The registry: every game's contract (src/games/<slug>/game.ts), in the order the site
 * lists the games. Read at build time and in tests only (the home page's Resume, the
 * settings backup, the print page, the lesson and store tests): a page's script never
 * imports it, so no game's code reaches a page through here.
 */
import type { GameModule } from './game';

const modules = import.meta.glob<{ default: GameModule<any> }>('../games/*/game.ts', { eager: true });

/** Every game, by slug (alphabetical: the home page orders its cards itself). */
export const games: readonly GameModule<any>[] = Object.values(modules)
  .map((m) => m.default)
  .sort((a, b) => a.slug.localeCompare(b.slug));

/** One game's contract; throws for a slug no game has (a programmer's error). */
export function gameOf(slug: string): GameModule<any> {
  const game = games.find((g) => g.slug === slug);
  if (!game) throw new Error(`No game "${slug}" in src/games/*/game.ts`);
  return game;
}

/** Every store of every game, for the store tests and the settings backup. */
export const everyStore = () => games.flatMap((g) => g.stores.map((spec) => ({ game: g.slug, spec })));
