// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/subtweet/subtweet.json' with { type: 'json' };
import type { Variations } from './state';

/**
 * What the table tracker's first screen (the players' handles) reads, without data.ts's
 * and state.ts's schemas, so the page's first load carries no valibot: the table size
 * (ST-1), from the same subtweet.json that data.ts checks at build time, and the setup's
 * starting variations.
 */
export const seats: { min: number; max: number } = raw.players;

/** Every variation off: a new game's setup starts here. */
export const NO_VARIATIONS: Variations = { everyoneFavs: false, faceValue: false, failWhale: false };
