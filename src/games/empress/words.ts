import { cardById, handById, type CardId, type HandId } from './data';
import { isOver, lastPlay, settlement, winner, type MatchState } from './engine';

/**
 * Sentences the helpers show, built from the engine's state so both modes (and
 * the tests) say the same thing the same way.
 */

export const cardPhrase = (card: CardId): string => (card === 'citizen' ? 'a Citizen' : `the ${cardById(card).name}`);

export const points = (n: number): string => `${n} ${n === 1 ? 'point' : 'points'}`;

/** Whole coins print plainly; parts of a coin always with two decimals (0.50, not 0.5). */
export const formatCoins = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** "Ann (Empress hand)". */
export const withHand = (state: MatchState, player: 0 | 1, hand: HandId): string =>
  `${state.players[player]} (${handById(hand).name})`;

/** What the last play was and what follows from it, or null before the first play. */
export function describeLastPlay(state: MatchState): string | null {
  const last = lastPlay(state);
  if (!last) return null;
  const e = last.empressHolder;
  const a = e === 0 ? 1 : 0;
  const { outcome } = last;
  const cards =
    `Game ${last.game + 1}, play ${last.play}: ${withHand(state, e, 'empress')} showed ${cardPhrase(outcome.empressHandCard)}, ` +
    `${withHand(state, a, 'assassin')} showed ${cardPhrase(outcome.assassinHandCard)}.`;
  if (last.scorer === null) {
    // EP-2: after a draw the lead passes to the other hand.
    const nextLead = last.play % 2 === 1 ? a : e;
    return `${cards} A draw: both Citizens go aside and ${state.players[nextLead]} leads the next play.`;
  }
  const scored = `${outcome.label}: ${state.players[last.scorer]} scores ${points(outcome.points)}.`;
  const after = isOver(state) ? 'That was the last game of the match.' : 'The players swap hands for the next game.';
  return `${cards} ${scored} ${after}`;
}

/** The final word on the match: who won and who owes whom (EP-5). */
export function describeResult(state: MatchState): string | null {
  if (winner(state) === null) return null; // the match is still going
  const s = settlement(state);
  if (s.even) return 'The match is a tie on points, so nobody owes anything.';
  const lead = `${state.players[s.creditor]} wins the match by ${points(s.points)}.`;
  if (s.coins === null) return `${lead} No stake was set, so only the glory changes hands.`;
  return `${lead} ${state.players[s.debtor]} owes ${state.players[s.creditor]} ${formatCoins(s.coins)} coins (${points(s.points)} at ${formatCoins(state.stake!)} a point).`;
}

/**
 * The outcome of the latest play in one short line, for under the two face-up cards
 * ("A draw: both Citizens go aside." / "The Empress beats a Citizen: Ann +1. Hands swap.").
 * Who leads next is said beside the buttons, so it is not repeated here.
 */
export function shortOutcome(state: MatchState): string | null {
  const last = lastPlay(state);
  if (!last) return null;
  if (last.scorer === null) return 'A draw: both Citizens go aside.';
  const after = isOver(state) ? 'That was the last game.' : 'Hands swap.';
  return `${last.outcome.label}: ${state.players[last.scorer]} +${last.outcome.points}. ${after}`;
}
