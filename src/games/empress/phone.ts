import type { SecretStep } from '~/kit/handoff';
import { cardById, type CardId } from './data';
import type { WaitingPick } from './state';
import { isOver, lastPlay, pickCard, playableCards, position, totals, type MatchState, type Position } from './engine';

/**
 * What the two helpers show, as pure functions of the saved match, so the islands and
 * the property tests decide the screen the same way.
 *
 * Without cards, each play has two secret picks on the one phone: the lead's, then the
 * answer. The saved match holds only resolved plays; the lead's card waits apart (a
 * `WaitingPick`, saved without undo history) and joins the match as `pending` for the
 * engine. Undo therefore never returns to a half-made play: after a reveal it takes the
 * whole play back, before it it takes back the lead's pick (issue 13).
 */

export type { WaitingPick };

/** Names the play a secret pick belongs to; null when no pick is asked for. */
export function playKey(state: MatchState): string | null {
  const pos = position(state);
  return pos && !pos.forced ? `g${pos.game + 1}:p${pos.play}` : null;
}

/**
 * The match with the lead's waiting card in `pending`, when it belongs to this play and
 * is a card the lead holds; anything else (a pick left from another play) is ignored.
 */
export function withWaiting(match: MatchState, waiting: WaitingPick): MatchState {
  if (waiting === null || match.pending !== null || waiting.at !== playKey(match)) return match;
  const laid = pickCard(match, waiting.card);
  return laid.ok && laid.value.pending !== null ? laid.value : match;
}

/**
 * What a pick does to the two saves: the lead's card is set aside as the waiting pick;
 * the answer resolves the play into the match and clears the waiting pick.
 */
export function afterPick(full: MatchState, next: MatchState): { match: MatchState | null; waiting: WaitingPick } {
  if (next.pending !== null) return { match: null, waiting: { at: playKey(full)!, card: next.pending } };
  return { match: next, waiting: null };
}

/**
 * What Undo does: with a lead's card waiting, take it back (the lead picks again behind
 * the lead's hand-over); otherwise undo the last resolved play, both picks at once. (A
 * match saved by the earlier helper may hold its lead's card in the match itself: the
 * match's own Undo takes that back.)
 */
export function undoPlan(match: MatchState | null, waiting: WaitingPick): 'take-back-lead' | 'undo-play' {
  if (match === null || match.pending !== null) return 'undo-play';
  return withWaiting(match, waiting).pending !== null ? 'take-back-lead' : 'undo-play';
}

/** The player (index) who picks next, in no-cards mode. */
export const pickerOf = (pos: Position): 0 | 1 =>
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
  const name = state.players[pickerOf(pos)];
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
  return { picker: pickerOf(pos), cards: playableCards(state, pos.picking), answering: state.pending !== null };
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

/** The Resume line without cards: who leads the play in progress (nothing about the picks). */
export function phoneSummary(state: MatchState | null): string | null {
  if (state === null || isOver(state)) return null;
  const pos = position(state)!;
  const who = pos.forced ? 'the forced last play' : `${state.players[pos.leadPlayer]} leads`;
  return `Game ${pos.game + 1}, play ${pos.play}: ${who} · ${score(state)}`;
}

export const cardName = (card: CardId): string => cardById(card).name;
