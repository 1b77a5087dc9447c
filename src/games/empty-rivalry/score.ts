import { fail, ok, type Result } from '~/kit/result';
import { game } from './data';
import { settle, type RoundScore } from './settle';
import type { Decision } from './state';

/**
 * Scoring a round typed in or played (ER-1, ER-2), with what is wrong with it in words
 * for the table: the round helper's reveal and the rules page's paper calculator share
 * it. Apart from the moves (engine.ts), so a page that only scores never loads them.
 */
export type { RoundScore } from './settle';

export interface RoundInput {
  attackerRoll: number; // d12, 1–12
  defenderRoll: number; // d4, 1–4
  truths: boolean[]; // Defender's secret records, one per question (4)
  guesses: boolean[]; // Attacker's secret guesses, same order
  decision: Decision;
}

/** The same round as a paper table reports it: a count of wrong guesses instead of the records. */
export interface CountInput {
  attackerRoll: number;
  defenderRoll: number;
  wrongGuesses: number;
  decision: Decision;
}

const N = game.questionsPerRound;

function rollProblem(who: string, value: unknown, sides: number): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return `The ${who}'s d${sides} must be a whole number from 1 to ${sides}.`;
  }
  if (value < 1 || value > sides) return `A d${sides} shows 1 to ${sides}, so the ${who}'s ${value} can't be right.`;
  return undefined;
}

export function decisionProblem(decision: unknown): string | undefined {
  return decision === 'call-out' || decision === 'retreat' ? undefined : 'Choose Call Out or Retreat.';
}

/** Why a paper round cannot be scored, in words for the table; undefined when it can. */
export function countProblem(input: CountInput): string | undefined {
  const { wrongGuesses } = input;
  return (
    rollProblem('Attacker', input.attackerRoll, game.attackerDie) ??
    rollProblem('Defender', input.defenderRoll, game.defenderDie) ??
    (typeof wrongGuesses !== 'number' || !Number.isInteger(wrongGuesses) || wrongGuesses < 0 || wrongGuesses > N
      ? `Wrong guesses must be a whole number from 0 to ${N}.`
      : undefined) ??
    decisionProblem(input.decision)
  );
}

/** Why a round cannot be scored, in words for the table; undefined when it can. */
export function roundProblem(input: RoundInput): string | undefined {
  const rolls =
    rollProblem('Attacker', input.attackerRoll, game.attackerDie) ??
    rollProblem('Defender', input.defenderRoll, game.defenderDie);
  if (rolls) return rolls;
  const { truths, guesses } = input;
  if (!Array.isArray(truths) || truths.length !== N) {
    const n = Array.isArray(truths) ? truths.length : 0;
    return `A round has ${N} questions, but the Defender's record holds ${n} ${n === 1 ? 'answer' : 'answers'}.`;
  }
  if (!Array.isArray(guesses) || guesses.length !== truths.length) {
    const n = Array.isArray(guesses) ? guesses.length : 0;
    return `The Attacker needs one guess for each of the ${N} answers, but made ${n}.`;
  }
  if (![...truths, ...guesses].every((b) => typeof b === 'boolean')) {
    return 'Every record and guess must be TRUE or FALSE.';
  }
  return decisionProblem(input.decision);
}

/**
 * Scores one round (ER-1, ER-2). Bad input is refused with a RangeError whose
 * message a player can read; helpers call `checkRound` instead, which returns
 * that message rather than throwing.
 */
export function scoreRound(input: RoundInput): RoundScore {
  const problem = roundProblem(input);
  if (problem) throw new RangeError(problem);
  const wrong = input.truths.filter((truth, i) => truth !== input.guesses[i]).length;
  return settle(input.attackerRoll, input.defenderRoll, wrong, input.decision);
}

/** `scoreRound` for the helpers: a player's bad input becomes a message, not a crash. */
export function checkRound(input: RoundInput): Result<RoundScore> {
  const problem = roundProblem(input);
  return problem ? fail(problem) : ok(scoreRound(input));
}

/** The score calculator for paper tables: the same rules from a count of wrong guesses. */
export function checkCount(input: CountInput): Result<RoundScore> {
  const problem = countProblem(input);
  return problem
    ? fail(problem)
    : ok(settle(input.attackerRoll, input.defenderRoll, input.wrongGuesses, input.decision));
}
