import * as v from 'valibot';
import { int, text } from '~/kit/schema';

/**
 * The saved shapes of Empress, apart from the moves (engine.ts) and the data (data.ts),
 * so a screen that only needs to read a save does not pull in the rules.
 */

export const MAX_SETS = 10;

/** The three kinds of card; every Citizen is the same as every other. */
export const cardId = v.picklist(['empress', 'assassin', 'citizen']);
/** The two hands, named for the royal card each holds. */
export const handId = v.picklist(['empress', 'assassin']);
/** The four ways a play can end (EP-3), one per matchup. */
export const outcomeId = v.picklist(['draw', 'empress-beats-citizen', 'citizen-catches-assassin', 'assassin-slays-empress']);

export type CardId = v.InferOutput<typeof cardId>;
export type HandId = v.InferOutput<typeof handId>;
export type OutcomeId = v.InferOutput<typeof outcomeId>;

export const playerIndex = v.picklist([0, 1]);
export type PlayerIndex = v.InferOutput<typeof playerIndex>;

export const matchState = v.object({
  /** The two players' names, in the order they were entered. */
  players: v.strictTuple([text(), text()]),
  /** How many sets the table agreed to play (EP-4). */
  sets: int(1, MAX_SETS),
  /** Coins per point, or null when the table plays for points only (EP-5). */
  stake: v.nullable(v.pipe(v.number(), v.finite(), v.check((coins) => coins > 0, 'A stake is more than 0 coins.'))),
  /** Who holds the Empress hand in the first game; hands swap every game after (EP-4). */
  firstEmpress: playerIndex,
  /** True when the helper's coin toss chose `firstEmpress`, so the page can say so. */
  tossed: v.boolean(),
  /**
   * One list of outcomes per game, oldest first: the finished games, then the game
   * in progress (while the match is not over). Every outcome but a game's last is a draw.
   */
  games: v.array(v.array(outcomeId)),
  /** No-cards mode: the lead's secret card for the play in progress, until the other player picks. */
  pending: v.nullable(cardId),
});
export type MatchState = v.InferOutput<typeof matchState>;

/** The lead's secret card while the answer is still to come (see phone.ts `withWaiting`). */
export const waitingPick = v.nullable(
  v.object({
    /** The play it was laid for (`playKey`): a pick left over from another play is ignored. */
    at: text(),
    card: cardId,
  }),
);
/** The lead's card for the play `at` (a `playKey`), or null. */
export type WaitingPick = v.InferOutput<typeof waitingPick>;
