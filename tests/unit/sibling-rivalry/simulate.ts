import { type Rng } from '~/kit/random';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { squareOf, TOP_SQUARE, type Layout, type TrackNumber } from '~/games/sibling-rivalry/data';
import { advance, advancedPawn, legalTracks, rollWith, setup, standing, stop, type State } from '~/games/sibling-rivalry/engine';
import { nextRollOdds } from '~/games/sibling-rivalry/odds';

/**
 * Plays whole games with a simple bot, to see how long a score-track layout makes
 * the game (SR-1). Uses the engine's own moves, so it can never play a rule the
 * helper does not.
 */

/** Points the bot hopes for from a pawn position: top squares count double (extra turn). */
function hope(state: State, track: TrackNumber, square: number): number {
  const points = squareOf(track, square).points;
  if (square === TOP_SQUARE) return points * 2;
  const rivals = state.players.filter((p, i) => i !== state.turn.player && p.pawn?.track === track);
  return rivals.every((p) => p.pawn!.square < square) ? points : 0;
}

/** Bot: use the track whose result it hopes most from; staying wins ties. */
export function botTrack(state: State): TrackNumber {
  const me = state.players[state.turn.player]!;
  let best: { track: TrackNumber; value: number } | null = null;
  for (const track of legalTracks(state)) {
    const pawn = advancedPawn(me.pawn, track, state.turn.roll ?? []);
    const value = (pawn ? hope(state, track, pawn.square) : -1) + (me.pawn?.track === track ? 0.5 : 0);
    if (!best || value > best.value) best = { track, value };
  }
  return best!.track;
}

/** Bot: stop once its challenge would stand and the next roll is risky, or when it is very risky. */
export function botStops(state: State): boolean {
  const odds = nextRollOdds(state);
  const risk = odds.caught.chance;
  const where = standing(state);
  if (where === 'alone' || where === 'ahead') return risk >= 0.15 || state.turn.rolls >= 3;
  return risk >= 0.5;
}

export interface GameResult {
  /** Index of the winner. */
  winner: number;
  /** Ordinary turns each player started. */
  turns: number[];
}

/** One whole game with the bot in every seat. Throws if it runs past `maxTurns` (a bug). */
export function playGame(rng: Rng, players: number, layout: Layout, maxTurns = 5000): GameResult {
  let state = unwrap(setup({ players: Array.from({ length: players }, (_, i) => `Bot ${i + 1}`), layout }));
  for (let moves = 0; state.winner === null; moves++) {
    if (moves > maxTurns * 10) throw new Error('The simulated game did not end');
    if (state.turn.awaitingTrack) state = unwrap(advance(state, { track: botTrack(state) }));
    else if (state.turn.rolls > 0 && botStops(state)) state = unwrap(stop(state));
    else state = unwrap(rollWith(state, rng));
  }
  return { winner: state.winner, turns: state.players.map((p) => p.turns) };
}

export interface LayoutReport {
  /** Games played. */
  games: number;
  /** Median over games of the turns per player (total ordinary turns / players). */
  medianTurnsPerPlayer: number;
  /** How often each seat won, first seat first. */
  winsBySeat: number[];
}

/** Plays `games` seeded games on a layout and reports the median turns per player. */
export function simulateLayout(options: { layout: Layout; players: number; games: number; seed: number }): LayoutReport {
  const rng = seededRng(options.seed);
  const perPlayer: number[] = [];
  const winsBySeat = new Array<number>(options.players).fill(0);
  for (let g = 0; g < options.games; g++) {
    const result = playGame(rng, options.players, options.layout);
    perPlayer.push(result.turns.reduce((a, b) => a + b, 0) / options.players);
    winsBySeat[result.winner]!++;
  }
  return { games: options.games, medianTurnsPerPlayer: median(perPlayer), winsBySeat };
}

/** Middle value (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('No values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

