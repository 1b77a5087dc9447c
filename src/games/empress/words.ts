import { cardById, outcomeById, type CardId, type OutcomeId } from './data';
import { gamesInMatch, holderOf, isOver, lastPlay, other, settlement, winner, type MatchState, type Position } from './state';

/**
 * Sentences the helpers show, built from the match so both modes (and the tests) say the
 * same thing the same way.
 */

export const cardPhrase = (card: CardId): string => (card === 'citizen' ? 'a Citizen' : `the ${cardById(card).name}`);

export const points = (n: number): string => `${n} ${n === 1 ? 'point' : 'points'}`;

/** Whole coins print plainly; parts of a coin always with two decimals (0.50, not 0.5). */
export const formatCoins = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

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

/** "The Empress beats a Citizen: Ann +1", so the scorer is clear before the tap; a draw says who leads next (EP-2). */
export function outcomeLabel(state: MatchState, pos: Position, id: OutcomeId): string {
  const o = outcomeById(id);
  if (!o.winner) return `Two Citizens: a draw, ${state.players[other(pos.leadPlayer)]} leads next`;
  return `${o.label}: ${state.players[holderOf(state, pos.game, o.winner)]} +${o.points}`;
}

/**
 * Where a play stands, for its step heading: "Game 2 of 4, play 1" (the game within the
 * set, EP-4), with the set first when the match has more than one ("Set 2, game 1 of 4, play 3").
 */
export function playOf(state: MatchState, pos: Position): string {
  const game = `game ${pos.gameInSet} of ${gamesInMatch(state) / state.sets}, play ${pos.play}`;
  return state.sets > 1 ? `Set ${pos.set}, ${game}` : game.charAt(0).toUpperCase() + game.slice(1);
}

/**
 * "Each on our own phone" (own.ts, islands/OwnPhones.tsx): what the phones say beyond the
 * kit's own refusals (kit/link/words.ts), in Empress's words (a play, not a round).
 */
export const OWN = {
  notNow: "This phone isn't waiting for that now.",
  sameName: (name: string) => `The other phone's player is also called ${name}: one of you joins again with an initial added.`,
  notYourStart: (seated: string, mine: string) => `This start code seats ${seated}, not ${mine}: scan the start code made after your seat code.`,
  sealBroken: (lead: string) => `This reveal doesn't match what ${lead} sealed: the card was changed after sealing. Scan ${lead}'s reveal again.`,
  stakeTooLong: 'That stake is too long to pass between phones: type a smaller one.',
  earlier: 'This code is from an earlier play: scan the code on the other phone now.',
  later: 'This code is from a later play: finish this play on this phone first.',
};

/** Why Undo is off after each stop move of game.ts `undo` ("Undo is off: …"; EP-7). */
export const UNDO_OFF = {
  answer: 'both cards of the play were turned over, so neither pick is taken back.',
} as const;
