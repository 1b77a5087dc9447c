import { game } from './data';
import { settle } from './score';
import type { Decision } from './state';

const N = game.questionsPerRound;

/** How one decision plays out over all 48 equally likely pairs of rolls. */
export interface DecisionCounts {
  /** Pairs where the Attacker scores. */
  attackerScores: number;
  /** Pairs where the Defender scores. */
  defenderScores: number;
  /** Pairs where nobody scores. */
  ties: number;
  /** Points the Attacker would score, summed over all pairs. */
  attackerPointSum: number;
  /** Points the Defender would score, summed over all pairs. */
  defenderPointSum: number;
}

/** Every d12 × d4 pair, counted exactly for a known number of wrong guesses. */
export function decisionCounts(wrongGuesses: number, decision: Decision): DecisionCounts {
  const counts: DecisionCounts = { attackerScores: 0, defenderScores: 0, ties: 0, attackerPointSum: 0, defenderPointSum: 0 };
  for (let a = 1; a <= game.attackerDie; a++) {
    for (let d = 1; d <= game.defenderDie; d++) {
      const s = settle(a, d, wrongGuesses, decision);
      if (s.attackerPoints > 0) counts.attackerScores++;
      else if (s.defenderPoints > 0) counts.defenderScores++;
      else counts.ties++;
      counts.attackerPointSum += s.attackerPoints;
      counts.defenderPointSum += s.defenderPoints;
    }
  }
  return counts;
}

/** Chances and expected points of one decision. */
export interface DecisionOdds {
  /** Chance the Attacker scores. */
  attackerScores: number;
  /** Chance the Defender scores. */
  defenderScores: number;
  /** Chance nobody scores. */
  ties: number;
  /** Points the Attacker can expect. */
  attackerPoints: number;
  /** Points the Defender can expect. */
  defenderPoints: number;
}

export const PAIRS = game.attackerDie * game.defenderDie;

/**
 * Exact odds of a decision when the number of wrong guesses is uncertain:
 * `chances[w]` is the Attacker's estimate that exactly `w` guesses are wrong.
 * Enumerates d12 × d4 × wrong guesses; nothing is sampled.
 */
export function decisionOdds(chances: readonly number[], decision: Decision): DecisionOdds {
  if (chances.length !== N + 1 || chances.some((c) => !(c >= 0))) {
    throw new RangeError(`decisionOdds needs ${N + 1} non-negative chances`);
  }
  const total = chances.reduce((a, b) => a + b, 0);
  if (total <= 0) throw new RangeError('decisionOdds needs some chance somewhere');
  const odds: DecisionOdds = { attackerScores: 0, defenderScores: 0, ties: 0, attackerPoints: 0, defenderPoints: 0 };
  chances.forEach((chance, w) => {
    if (chance === 0) return;
    const c = decisionCounts(w, decision);
    const weight = chance / total; // exactly 1 for a known count, so those odds are exact fractions of 48
    odds.attackerScores += (c.attackerScores * weight) / PAIRS;
    odds.defenderScores += (c.defenderScores * weight) / PAIRS;
    odds.ties += (c.ties * weight) / PAIRS;
    odds.attackerPoints += (c.attackerPointSum * weight) / PAIRS;
    odds.defenderPoints += (c.defenderPointSum * weight) / PAIRS;
  });
  return odds;
}

/** A known number of wrong guesses as a chance list for `decisionOdds`. */
export function exactly(wrongGuesses: number): number[] {
  return Array.from({ length: N + 1 }, (_, w) => (w === wrongGuesses ? 1 : 0));
}

/**
 * The chance of 0…4 wrong guesses when each guess is independently right with
 * chance `right` (the Attacker's confidence): a binomial distribution.
 */
export function wrongGuessChances(right: number): number[] {
  if (!(right >= 0 && right <= 1)) throw new RangeError('A confidence is a chance from 0 to 1');
  const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
  return Array.from({ length: N + 1 }, (_, w) => choose(N, w) * (1 - right) ** w * right ** (N - w));
}
