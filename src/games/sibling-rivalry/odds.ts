import { TOP_SQUARE, type TrackNumber } from './data';
import { catchThreshold, diceLeft, legalTracks, type State } from './engine';

/**
 * Exact odds for the next roll. Every die shows a 1 (set aside), the track's face
 * (one square) or something else, each face with chance 1/6, so the counts follow
 * the binomial / trinomial law. Counts are whole numbers of the 6^n equally likely
 * rolls, so nothing here is sampled or rounded until it is shown.
 */

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

export interface CatchOdds {
  /** Rolls (out of `total`) that show at least the 1s needed. */
  ways: number;
  /** Every equally likely roll of the dice: 6^dice. */
  total: number;
  /** ways / total. */
  chance: number;
}

/** Chance that `dice` dice show at least `onesNeeded` 1s: P(X >= k), X ~ Binomial(dice, 1/6). */
export function catchOdds(dice: number, onesNeeded: number): CatchOdds {
  const total = 6 ** dice;
  let ways = 0;
  for (let k = Math.max(0, onesNeeded); k <= dice; k++) ways += choose(dice, k) * 5 ** (dice - k);
  return { ways, total, chance: ways / total };
}

/**
 * Expected squares a pawn gains from one roll on a track: each matching die is a
 * square, capped by the `room` left below the top, and a roll that catches you
 * gains nothing (SR-5). Summed exactly over the trinomial (ones, matches, other).
 */
export function expectedGain(dice: number, onesNeeded: number, room: number): number {
  let sum = 0;
  for (let ones = 0; ones < onesNeeded && ones <= dice; ones++) {
    for (let hits = 0; hits + ones <= dice; hits++) {
      const others = dice - ones - hits;
      const ways = choose(dice, ones) * choose(dice - ones, hits) * 4 ** others;
      sum += ways * Math.min(hits, room);
    }
  }
  return sum / 6 ** dice;
}

export interface TrackOdds {
  /** The legal track. */
  track: TrackNumber;
  /** Square the pawn would climb from: its own square when staying, else 0. */
  from: number;
  /** Expected squares gained on this track by the next roll (a catch gains none). */
  expected: number;
}

export interface NextRollOdds {
  /** Dice the next roll uses. */
  dice: number;
  /** 1s that would catch the player now. */
  threshold: number;
  /** 1s still needed for a catch on the next roll. */
  onesNeeded: number;
  /** The exact chance of being caught by the next roll. */
  caught: CatchOdds;
  /** Expected gain on every track the player could choose. */
  tracks: TrackOdds[];
}

/** What the next roll holds for the player whose turn it is. */
export function nextRollOdds(state: State): NextRollOdds {
  const dice = diceLeft(state);
  const threshold = catchThreshold(state);
  const onesNeeded = threshold - state.turn.ones;
  const pawn = state.players[state.turn.player]!.pawn;
  const tracks = legalTracks(state).map((track) => {
    const from = pawn && pawn.track === track ? pawn.square : 0;
    return { track, from, expected: expectedGain(dice, onesNeeded, TOP_SQUARE - from) };
  });
  return { dice, threshold, onesNeeded, caught: catchOdds(dice, onesNeeded), tracks };
}

/** "31%", "under 1%", "about 0.5%": a chance as a person reads it. */
export function percent(chance: number): string {
  if (chance === 0) return '0%';
  if (chance === 1) return '100%';
  if (chance < 0.01) return 'under 1%';
  if (chance > 0.99) return 'over 99%';
  return `${Math.round(chance * 100)}%`;
}
