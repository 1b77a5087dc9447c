/**
 * SUBTWEET's contract (kit/game.ts).
 *
 * No secrets in the state: the tweets, and who each is about, are written on paper and
 * stay there until the table turns the card over; the phone only counts cards and records
 * what the whole table has just seen. So every player may see the whole state: `view` is
 * the state itself and `secret` is always null (the kit's defaults, left out below).
 * On own phones (own.ts) the two choices a table hides, each player's fist and the
 * author's hidden corner, are sealed moves kept apart from the state until all are opened
 * together, then recorded with `recordFavourites` and `revealRecipient` as on one phone.
 */
import { defineGame, defineRules, type Moves } from '~/kit/game';
import { gatherMoves } from '~/kit/link/table/gather-moves';
import { tableSummary } from './state';
import { bestCardSpec, tableSpec } from './store';

/** At most twelve at the table (ST-1): a seat argument, a list of seats. */
const MAX_SEATS = 12;
const seat = { t: 'seat' } as const;
/**
 * The bytes of a seat's own box of its sealed fist or corner (kit table/sealed.ts: an
 * ephemeral key, the salt and the move, a tag); tests/unit/subtweet/own-recovery.test.ts
 * holds it to what the kit makes. Here, not imported: a one-phone page reads these moves.
 */
const KEPT_BYTES = 97;

/**
 * Every move (engine.ts): each records something the table did in the open, on the one
 * phone the table keeps, so Undo takes any of them back (a mis-tap) and nothing it
 * returns to is a secret. On own phones (own.ts) the table phone makes the `table` moves
 * and says them to every phone; a seat's phone seals its fist or its corner.
 */
export const moves = {
  /** Handles, who starts and the variations, typed in front of everyone. */
  setup: { by: 'table', travel: 'public' }, // ST-1, ST-2, ST-6
  /** Play again with the same players: Undo goes back to the finished game's winner. */
  rematch: { by: 'table', travel: 'public', args: { rpsWinner: { t: 'opt', of: seat } } }, // ST-1, ST-2, ST-6
  /** The card is read aloud; its recipient stays hidden on the paper (on own phones: sealed on the author's). */
  playCard: { by: 'seat', travel: 'public', args: { author: seat } }, // ST-3
  /** The fists were opened together: everyone saw them. */
  recordFavourites: { by: 'table', travel: 'public', args: { favourites: { t: 'list', of: seat, max: MAX_SEATS - 1 } } }, // ST-3
  /** The corner was uncovered on the table; the penalty cards follow from it. */
  revealRecipient: { by: 'table', travel: 'public', args: { recipient: { t: 'opt', of: seat } } }, // ST-4, ST-5, ST-6
  /** Blank cards filled in, counted aloud. */
  writeTweets: { by: 'table', travel: 'public', args: { player: seat, count: { t: 'int', min: 1, max: 10 } } }, // ST-3, ST-4
  /** A blank-only hand passes. */
  passTurn: { by: 'table', travel: 'public', args: {} }, // ST-3
  /** A blank-only player pauses play for writing. */
  callFailWhale: { by: 'table', travel: 'public', args: { player: seat } }, // ST-6
  /** The writing pause is over. */
  resumePlay: { by: 'table', travel: 'public', args: {} }, // ST-6
  /** On own phones, a player's fist, sealed on their phone until every fist is sealed: `recordFavourites` is made from them all. */
  favourite: { by: 'seat', travel: 'sealed', engine: null, args: { yes: { t: 'bool' } } }, // ST-3
  /** On own phones, the author's hidden corner, sealed when the card is played: `revealRecipient` is made from it. */
  aboutWhom: { by: 'seat', travel: 'sealed', engine: null, args: { recipient: { t: 'opt', of: seat } } }, // ST-4, ST-6
  ...gatherMoves(MAX_SEATS),
  /**
   * On own phones, the table phone's own sealed choice, boxed to its own key, said with the
   * gathered seals when it fits the code: any phone then brings a lost table phone back still sealed.
   */
  tableBox: { by: 'table', travel: 'public', engine: null, args: { box: { t: 'bytes', length: KEPT_BYTES } } }, // ST-7
  /** On own phones, a phone back without its sealed choice once every seal was in: every phone seals the turn again (no reveal has been seen). */
  sealAgain: { by: 'table', travel: 'public', engine: null, args: {} }, // ST-7
} as const satisfies Moves;

/** A move's name, as `store.move` takes it. */
export type Move = keyof typeof moves;

/** The rules: what a phone that only follows or carries the game needs (kit game.ts `defineRules`). */
export const rules = /* @__PURE__ */ defineRules({
  /** Its folders (content/games/subtweet/, src/games/subtweet/) and addresses (/games/subtweet/). */
  slug: 'subtweet',
  /** The table's game (null before setup) and the best card typed at the end (store.ts). */
  stores: [tableSpec, bestCardSpec],
  /** Whose turn, then every hand's size (state.ts). */
  summary: tableSummary,
  /** Every move (above). */
  moves,
});

export default /* @__PURE__ */ defineGame(rules, {
  /** The table tracker: setup, every turn, the winner and the best card (islands/Helper.tsx). */
  helper: () => import('./islands/Helper'),
  /** One turn with a wrong favourite and the hand cap, then a tweet that lands (lesson.ts). */
  lesson: () => import('./lesson').then((m) => m.lesson),
  /** How many play, from the game's data. */
  players: () => import('./data').then((m) => m.subtweet.players),
  /** The blank tweet cards and the player aid (print.ts). */
  printables: () => import('./print').then((m) => m.printables),
});
