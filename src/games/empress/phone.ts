import type { SecretStep } from '~/kit/handoff';
import type { Saved } from '~/kit/persist';
import { cardById, type CardId } from './data';
import { isOver, lastPlay, playableCards, position, totals, type MatchState, type Position } from './engine';

/**
 * What the two helpers show, as pure functions of the saved match, so the islands and
 * the property tests decide the screen the same way.
 *
 * Without cards, each play has two secret picks on the one phone: the lead's, then the
 * answer. The lead's card waits in `state.pending` until the answer resolves the play.
 */

/** The player (index) who picks next, in no-cards mode. */
export const pickerOf = (state: MatchState, pos: Position): 0 | 1 =>
  pos.picking === 'empress' ? pos.empressHolder : pos.assassinHolder;

/**
 * The secret step the phone is at: whose pick, for which play. Null when nothing secret
 * is asked for (no match yet, the match is over, or the forced last play of EP-2).
 * The id changes with every pick, so each pick is unlocked through its own hand-over.
 */
export function secretPick(state: MatchState | null): SecretStep | null {
  if (state === null) return null;
  const pos = position(state);
  if (!pos || pos.forced) return null;
  const lead = state.pending === null;
  const name = state.players[pickerOf(state, pos)];
  return {
    id: `pick:g${pos.game + 1}:p${pos.play}:${lead ? 'lead' : 'answer'}`,
    owner: name,
    what: `${name}'s ${lead ? 'lead' : 'answer'} for play ${pos.play} of game ${pos.game + 1}`,
  };
}

/** What the picker sees once the phone is theirs: their own hand, never the other pick. */
export interface PickView {
  picker: 0 | 1;
  /** The cards they may lay. */
  cards: CardId[];
  /** True when the other player has laid a card face down (which card is not said). */
  answering: boolean;
}

export function pickView(state: MatchState): PickView | null {
  const pos = position(state);
  if (!pos || pos.forced) return null;
  return { picker: pickerOf(state, pos), cards: playableCards(state, pos.picking), answering: state.pending !== null };
}

/** Cards face up on the table: only the plays already resolved, the latest one. */
export interface FaceUp {
  /** 0-based game and 1-based play the cards belong to. */
  game: number;
  play: number;
  cards: { player: 0 | 1; card: CardId }[];
}

export function faceUp(state: MatchState): FaceUp | null {
  const last = lastPlay(state);
  if (!last) return null;
  const e = last.empressHolder;
  return {
    game: last.game,
    play: last.play,
    cards: [
      { player: e, card: last.outcome.empressHandCard },
      { player: e === 0 ? 1 : 0, card: last.outcome.assassinHandCard },
    ],
  };
}

/**
 * Undo returns only to states where no pick is half made: a revealed play is taken back
 * whole (both picks), so nobody re-picks knowing a card that was shown (issue 13).
 */
export const isUndoPoint = (state: MatchState | null): boolean => state === null || state.pending === null;

/**
 * Undo back to the latest state `isPoint` accepts (the kit's undo pops one state). Written
 * for any saved value so the kit's persist.undo could take the same predicate.
 */
export function undoToPoint<T>(saved: Saved<T>, isPoint: (state: T) => boolean): Saved<T> {
  let history = saved.history;
  while (history.length > 0) {
    const state = history[history.length - 1]!;
    history = history.slice(0, -1);
    if (isPoint(state)) return { state, history };
  }
  return saved.history.length === 0 ? saved : { state: saved.history[0]!, history: [] };
}

const score = (state: MatchState): string => {
  const [a, b] = totals(state);
  return `${state.players[0]} ${a}, ${state.players[1]} ${b}`;
};

/** The home page's Resume line for the real-cards tracker. */
export function trackerSummary(state: MatchState | null): string | null {
  if (state === null || isOver(state)) return null;
  const pos = position(state)!;
  return `Game ${pos.game + 1}, play ${pos.play}: ${state.players[pos.leadPlayer]} leads · ${score(state)}`;
}

/** The Resume line without cards: whose pick it is, never which card is waiting. */
export function phoneSummary(state: MatchState | null): string | null {
  if (state === null || isOver(state)) return null;
  const pos = position(state)!;
  const who = pos.forced ? 'the forced last play' : `${state.players[pickerOf(state, pos)]} to ${state.pending === null ? 'lead' : 'answer'}`;
  return `Game ${pos.game + 1}, play ${pos.play}: ${who} · ${score(state)}`;
}

export const cardName = (card: CardId): string => cardById(card).name;
