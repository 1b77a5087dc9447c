/**
 * SUBTWEET's contract (kit/game.ts).
 *
 * No secrets on the phone: the tweets, and who each is about, are written on paper and
 * stay there until the table turns the card over; the phone only counts cards and records
 * what the whole table has just seen. So every player may see the whole state: `view` is
 * the state itself and `secret` is always null (the kit's defaults, left out below).
 */
import { defineGame, type Moves } from '~/kit/game';
import { tableSummary } from './state';
import { bestCardSpec, tableSpec } from './store';

/**
 * Every move (engine.ts): each records something the table did in the open, on the one
 * phone the table keeps, so Undo takes any of them back (a mis-tap) and nothing it
 * returns to is a secret.
 */
export const moves = {
  /** Handles, who starts and the variations, typed in front of everyone. */
  setup: { by: 'table', travel: 'public' }, // ST-1, ST-2, ST-6
  /** Play again with the same players: Undo goes back to the finished game's winner. */
  rematch: { by: 'table', travel: 'public' }, // ST-1, ST-2, ST-6
  /** The card is read aloud; its recipient stays hidden on the paper. */
  playCard: { by: 'table', travel: 'public' }, // ST-3
  /** The fists were opened together: everyone saw them. */
  recordFavourites: { by: 'table', travel: 'public' }, // ST-3
  /** The corner was uncovered on the table; the penalty cards follow from it. */
  revealRecipient: { by: 'table', travel: 'public' }, // ST-4, ST-5
  /** Blank cards filled in, counted aloud. */
  writeTweets: { by: 'table', travel: 'public' }, // ST-3
  /** A blank-only hand passes. */
  passTurn: { by: 'table', travel: 'public' }, // ST-3
  /** A blank-only player pauses play for writing. */
  callFailWhale: { by: 'table', travel: 'public' }, // ST-6
  /** The writing pause is over. */
  resumePlay: { by: 'table', travel: 'public' }, // ST-6
} as const satisfies Moves;

/** A move's name, as `store.move` takes it. */
export type Move = keyof typeof moves;

export default /* @__PURE__ */ defineGame({
  /** Its folders (content/games/subtweet/, src/games/subtweet/) and addresses (/games/subtweet/). */
  slug: 'subtweet',
  /** The table's game (null before setup) and the best card typed at the end (store.ts). */
  stores: [tableSpec, bestCardSpec],
  /** The table tracker: setup, every turn, the winner and the best card (islands/Helper.tsx). */
  helper: () => import('./islands/Helper'),
  /** Whose turn, then every hand's size (state.ts). */
  summary: tableSummary,
  /** One turn with a wrong favourite and the hand cap, then a tweet that lands (lesson.ts). */
  lesson: () => import('./lesson').then((m) => m.lesson),
  /** How many play, from the game's data. */
  players: () => import('./data').then((m) => m.subtweet.players),
  /** The blank tweet cards and the player aid (print.ts). */
  printables: () => import('./print').then((m) => m.printables),
  /** Every move (above). */
  moves,
});
