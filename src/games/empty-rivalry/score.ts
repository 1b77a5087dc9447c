import { fail, ok, type Result } from '~/kit/result';
import { game } from './data';
import type { Decision } from './state';

/**
 * A round's score (ER-1, ER-2): the arithmetic, what is wrong with a round typed in or
 * played (in words for the table), and the rule that applied in one sentence. The round
 * helper's reveal, the saved match's sense check (state.ts), the odds and the rules
 * page's paper calculator all score with it.
 */

export interface RoundScore {
  wrongGuesses: number;
  defenderScore: number; // defenderRoll + 2 × wrongGuesses
  attackerPoints: number; // points the Attacker adds this round
  defenderPoints: number; // points the Defender adds this round
}

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

/** ER-1 and ER-2 from a count of wrong guesses; the input is already checked. */
export function settle(attackerRoll: number, defenderRoll: number, wrongGuesses: number, decision: Decision): RoundScore {
  const defenderScore = defenderRoll + game.pointsPerWrongGuess * wrongGuesses; // ER-1
  const difference = Math.abs(attackerRoll - defenderScore);
  // ER-2: the side the decision backed wins the difference; equal scores give nobody anything.
  const attackerWins = decision === 'call-out' ? attackerRoll > defenderScore : attackerRoll < defenderScore;
  const tie = attackerRoll === defenderScore;
  return {
    wrongGuesses,
    defenderScore,
    attackerPoints: !tie && attackerWins ? difference : 0,
    defenderPoints: !tie && !attackerWins ? difference : 0,
  };
}

/** Which of the ER-2 cases applied. */
export type Outcome = 'call-out-wins' | 'call-out-loses' | 'retreat-wins' | 'retreat-loses' | 'tie';

export function outcomeOf(attackerRoll: number, defenderScore: number, decision: Decision): Outcome {
  if (attackerRoll === defenderScore) return 'tie';
  const higher = attackerRoll > defenderScore;
  if (decision === 'call-out') return higher ? 'call-out-wins' : 'call-out-loses';
  return higher ? 'retreat-loses' : 'retreat-wins';
}

/** A sentence's first letter made a capital (a name or "the Attacker" starting it). */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The rule that applied, in one sentence, with the players' names. */
export function explainScore(
  score: RoundScore & { attackerRoll: number; decision: Decision },
  names: { attacker: string; defender: string } = { attacker: 'the Attacker', defender: 'the Defender' },
): string {
  const { attackerRoll: a, defenderScore: d } = score;
  const A = capital(names.attacker);
  const diff = Math.abs(a - d);
  const pts = `${diff} ${diff === 1 ? 'point' : 'points'}`;
  switch (outcomeOf(a, d, score.decision)) {
    case 'call-out-wins':
      return `${A} called ${names.defender} out and the d12 (${a}) beat the modified score (${d}), so ${names.attacker} scores the difference: ${pts}.`;
    case 'call-out-loses':
      return `${A} called ${names.defender} out but the modified score (${d}) beat the d12 (${a}), so ${names.defender} scores the difference: ${pts}.`;
    case 'retreat-wins':
      return `${A} retreated and the d12 (${a}) was lower than the modified score (${d}), so ${names.attacker} scores the difference: ${pts}.`;
    case 'retreat-loses':
      return `${A} retreated but the d12 (${a}) was higher than the modified score (${d}), so ${names.defender} scores the difference: ${pts}.`;
    case 'tie':
      return `The d12 and the modified score are both ${a}, and the rules give nobody points for a tie, so nobody scores.`;
  }
}
