import { fail, ok, type Result } from '~/kit/result';
import { validatePlayers } from '~/kit/players';
import type { Rng } from '~/kit/random';
import { cardById, data, handById, outcomeById, type CardId, type HandId, type Outcome, type OutcomeId } from './data';
import {
  FACE_DOWN,
  FORCED,
  MAX_SETS,
  isOver,
  playableCards,
  playKey,
  position,
  type MatchState,
  type PlayerIndex,
  type WaitingPick,
} from './state';

/**
 * Empress's moves: state in, state out (the state, its reads and its sense check are in
 * state.ts). A refusal is a result in words, never a throw.
 */

export interface SetupOptions {
  players: readonly [string, string];
  sets: number;
  /** Coins per point; null, undefined or 0 for no stake. */
  stake?: number | null;
  /** Index of the player who takes the Empress hand first, or 'toss' for the helper's coin (EP-4). */
  firstEmpress: PlayerIndex | 'toss';
}

/** Starts a match. A coin toss takes the injected Rng, so tests can fix it. */
export function setup(options: SetupOptions, rng?: Rng): Result<MatchState> {
  const names = validatePlayers(options.players, data.players, data.players);
  if (!names.ok) return names;
  const players = names.value as [string, string];
  if (!Number.isInteger(options.sets) || options.sets < 1 || options.sets > MAX_SETS) {
    return fail(`Choose a whole number of sets from 1 to ${MAX_SETS}.`);
  }
  const stake = options.stake ?? null;
  if (stake !== null && (!Number.isFinite(stake) || stake < 0)) {
    return fail('A stake is a number of coins per point, 0 or more (leave it empty to play for points only).');
  }
  let firstEmpress: PlayerIndex;
  if (options.firstEmpress === 'toss') {
    if (!rng) throw new Error('setup needs an Rng for a coin toss');
    firstEmpress = rng.int(0, 1) as PlayerIndex;
  } else {
    firstEmpress = options.firstEmpress;
  }
  return ok({
    players,
    sets: options.sets,
    stake: stake === 0 ? null : stake,
    firstEmpress,
    tossed: options.firstEmpress === 'toss',
    games: [[]],
    pending: null,
  });
}

/**
 * The four matchups (EP-3), whichever order the two cards are given in. Two
 * cards from the same hand can never meet; that is a player's slip, not a bug.
 */
export function resolvePlay(a: CardId, b: CardId): Result<Outcome> {
  const found = data.outcomes.find(
    (o) => (o.empressHandCard === a && o.assassinHandCard === b) || (o.empressHandCard === b && o.assassinHandCard === a),
  );
  if (!found) {
    return fail(`The ${cardById(a).name} and the ${cardById(b).name} can't meet: there is only one of each, in the same hand.`);
  }
  return ok(found);
}

/** Physical-cards mode: the table says what the flipped cards showed. */
export function recordOutcome(state: MatchState, id: OutcomeId): Result<MatchState> {
  const pos = position(state);
  if (!pos) return fail('The match is over: start a new match to play again.');
  // Saved matches and code can hand us any string; only the four matchups of EP-3 exist.
  if (!data.outcomes.some((o) => o.id === id)) {
    return fail(
      `Empress has no outcome called "${String(id)}": a play ends in one of ${data.outcomes.map((o) => `"${o.label}"`).join(', ')}.`,
    );
  }
  if (state.pending !== null) return fail('A card has already been picked in secret for this play; finish that play first.');
  const result = outcomeById(id);
  if (pos.citizensLeft === 0 && (result.empressHandCard === 'citizen' || result.assassinHandCard === 'citizen')) {
    return fail(
      `No Citizens are left after four draws: only the Empress and the Assassin remain, so the last play is "${FORCED.label}".`,
    );
  }
  const games = state.games.map((g) => g.slice());
  games[pos.game]!.push(id);
  const next: MatchState = { ...state, games, pending: null };
  if (id !== 'draw' && !isOver(next)) games.push([]); // hands swap: the next game starts (EP-4)
  return ok(next);
}

/** Why `hand` can't lay `card` now, in words, or null when it can. */
export function cardRefusal(state: MatchState, hand: HandId, card: CardId): string | null {
  if (playableCards(state, hand).includes(card)) return null;
  const name = handById(hand).name;
  if (card === 'citizen') return `The ${name} has no Citizens left: all four were played in draws.`;
  return `The ${name} holds no ${cardById(card).name}.`;
}

/**
 * No-cards mode: the lead picks first in secret, then the other hand; the second
 * pick resolves the play. The lead's card waits in `pending` (never on screen).
 */
export function pickCard(state: MatchState, card: CardId): Result<MatchState> {
  const pos = position(state);
  if (!pos) return fail('The match is over: start a new match to play again.');
  const refusal = cardRefusal(state, pos.picking, card);
  if (refusal) return fail(refusal);
  if (state.pending === null) return ok({ ...state, pending: card });
  if (state.pending === FACE_DOWN) throw new Error("pickCard was given a player's view: answer on the match itself");
  const resolved = resolvePlay(state.pending, card);
  if (!resolved.ok) return resolved; // cannot happen: the two picks come from different hands
  return recordOutcome({ ...state, pending: null }, resolved.value.id);
}

/**
 * A lead's card saved by an earlier version of the helper, in its own store (state.ts
 * `WaitingPick`), laid into the match: when it belongs to this play and is a card the lead
 * holds. Anything else (a pick left from another play) is dropped.
 */
export function withWaitingPick(match: MatchState, waiting: WaitingPick): MatchState {
  if (waiting === null || match.pending !== null || waiting.at !== playKey(match)) return match;
  const laid = pickCard(match, waiting.card);
  return laid.ok && laid.value.pending !== null ? laid.value : match;
}

/**
 * A stake typed by a player: empty means no stake (EP-5 makes it optional); a comma
 * works as the decimal point, since many tables write coins that way.
 */
export function parseStake(text: string): Result<number | null> {
  const t = text.trim().replace(',', '.');
  if (t === '') return ok(null);
  if (!/^\d+(\.\d{1,2})?$/.test(t)) {
    return fail('Type the stake as coins per point, like 1 or 0.50, or leave it empty to play for points only.');
  }
  const value = Number(t);
  return ok(value === 0 ? null : value);
}

