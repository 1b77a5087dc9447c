import { unwrap } from '~/kit/result';
import {
  playCard,
  recordFavourites,
  revealRecipient,
  setup,
  type SetupOptions,
  type SubtweetState,
} from '~/games/subtweet/engine';

/** A game with the given handles (seat order); defaults give four players, Al first. */
export function newGame(options: Partial<SetupOptions> = {}): SubtweetState {
  return unwrap(setup({ handles: ['Al', 'Bea', 'Cyd', 'Dora'], ...options }));
}

/** One whole turn: the author plays, `favourites` fav it, `recipient` is revealed. */
export function playTurn(state: SubtweetState, author: number, favourites: number[], recipient: number | null): SubtweetState {
  const played = unwrap(playCard(state, { author }));
  const faved = unwrap(recordFavourites(played, { favourites }));
  return unwrap(revealRecipient(faved, { recipient }));
}

/** Hands as [written, blank] pairs, for compact assertions. */
export const hands = (state: SubtweetState): [number, number][] => state.players.map((p) => [p.written, p.blank]);

/** Sets hands directly (spread a state to reach an exact position). */
export function withHands(state: SubtweetState, pairs: [number, number][]): SubtweetState {
  return { ...state, players: state.players.map((p, i) => ({ ...p, written: pairs[i]![0], blank: pairs[i]![1] })) };
}
