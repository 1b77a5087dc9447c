// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/sibling-rivalry/table.json' with { type: 'json' };

/**
 * What the scoreboard's first screen (the players' names) reads, without house.ts's
 * schemas: the table size (SR-11), from the same table.json that house.ts checks at
 * build time, so the page's first load carries no valibot.
 */
export const seats: { min: number; max: number } = raw.players;
