import * as z from 'zod/mini';
// engine.ts imports only types from this file, so these runtime imports make no cycle.
import { game } from './data';
import { attackerOfRound, checkRound } from './engine';

/**
 * The shape of a saved Empty Rivalry match. Plain JSON (no classes, Maps or
 * Dates) so the phone can keep it in localStorage; the helper validates what it
 * reads back against these schemas.
 */

/** The two players are named by their seat: 0 or 1, in the order entered. */
export const seatSchema = z.union([z.literal(0), z.literal(1)]);

/** What the Attacker chooses after the four answers. */
export const decisionSchema = z.enum(['call-out', 'retreat']);

/** Where the blind rolls come from: this phone, or real dice under a cup typed in at the reveal (ER-5). */
export const diceModeSchema = z.enum(['phone', 'table']);

export const questionSchema = z.object({
  /** Stable id: `q1`…`q14` for the printed questions, `c1`… for the table's own. */
  id: z.string().check(z.minLength(1)),
  /** The question as it is read aloud. */
  text: z.string().check(z.minLength(1)),
  /** True when the table added it (ER-4); printed questions are never custom. */
  custom: z.boolean(),
});

/** A round being played: records fill in as the phone is passed around. */
export const roundInProgressSchema = z.object({
  /** Seat asking the questions this round (roles switch every round, ER-3). */
  attacker: seatSchema,
  /** Ids of the four questions, in the order they are asked; empty until chosen. */
  questionIds: z.array(z.string()),
  /** The Defender's secret TRUE/FALSE records, one per question answered so far. */
  truths: z.array(z.boolean()),
  /** The Attacker's secret TRUE/FALSE guesses, same order as `truths`. */
  guesses: z.array(z.boolean()),
  /** Call Out or Retreat, once the Attacker has chosen. */
  decision: z.nullable(decisionSchema),
  /** Real dice only: the table has rolled both blind dice under cups at the start of the round (absent in older saves). */
  cupsDown: z.optional(z.boolean()),
});

/** A finished round, kept whole so the table can look back at it. */
export const roundRecordSchema = z.object({
  /** Seat that attacked. */
  attacker: seatSchema,
  /** The four questions asked, as their text at the time (survives later edits). */
  questions: z.array(z.string()),
  /** The Defender's records. */
  truths: z.array(z.boolean()),
  /** The Attacker's guesses. */
  guesses: z.array(z.boolean()),
  /** What the Attacker chose. */
  decision: decisionSchema,
  /** The Attacker's d12. */
  attackerRoll: z.int(),
  /** The Defender's d4. */
  defenderRoll: z.int(),
  /** Whether the phone rolled or the table typed its dice in. */
  dice: diceModeSchema,
  /** Guesses that differ from the records. */
  wrongGuesses: z.int(),
  /** The Defender's d4 plus two per wrong guess (ER-1). */
  defenderScore: z.int(),
  /** Points the Attacker added this round. */
  attackerPoints: z.int(),
  /** Points the Defender added this round. */
  defenderPoints: z.int(),
});

export const matchSchema = z.object({
  /** The two names in the order entered. */
  players: z.tuple([z.string(), z.string()]),
  /** Rounds the table means to play (ER-3: default 2, so each attacks once); it can add more. */
  plannedRounds: z.int().check(z.minimum(1)),
  /** Seat that attacks in round 1. */
  firstAttacker: seatSchema,
  /** Blind rolls by the phone or by real dice (ER-5). */
  dice: diceModeSchema,
  /** Every question the table can use: the printed fourteen, then its own. */
  questions: z.array(questionSchema),
  /** Ids the table vetoed (ER-4); they are never asked. */
  vetoed: z.array(z.string()),
  /** Running totals by seat. */
  totals: z.tuple([z.int(), z.int()]),
  /** Finished rounds, oldest first. */
  rounds: z.array(roundRecordSchema),
  /** The round being played, or null between rounds. */
  current: z.nullable(roundInProgressSchema),
});

export type Seat = z.infer<typeof seatSchema>;
export type Decision = z.infer<typeof decisionSchema>;
export type DiceMode = z.infer<typeof diceModeSchema>;
export type Question = z.infer<typeof questionSchema>;
export type RoundInProgress = z.infer<typeof roundInProgressSchema>;
export type RoundRecord = z.infer<typeof roundRecordSchema>;
export type MatchState = z.infer<typeof matchSchema>;

/**
 * What a saved match must make sense of beyond its shape, so the helper can draw
 * it: roles alternating from the first Attacker (ER-3), every round scored exactly
 * as the rules score it and the totals their sum, the round in progress filled in
 * order (four questions, then records and guesses in step, then the decision),
 * and question ids that exist.
 */
export function matchProblem(s: MatchState): string | null {
  const N = game.questionsPerRound;
  if (s.plannedRounds > 20 || s.rounds.length > s.plannedRounds) return 'more rounds were played than planned';
  const ids = new Set(s.questions.map((q) => q.id));
  if (ids.size !== s.questions.length) return 'two questions share an id';
  if (!s.vetoed.every((id) => ids.has(id))) return 'a vetoed question is not on the list';
  const totals: [number, number] = [0, 0];
  for (const [i, r] of s.rounds.entries()) {
    if (r.attacker !== attackerOfRound(s, i)) return 'the Attacker did not alternate';
    if (r.questions.length !== N || r.truths.length !== N || r.guesses.length !== N) return 'a round has the wrong number of answers';
    const scored = checkRound({ attackerRoll: r.attackerRoll, defenderRoll: r.defenderRoll, truths: r.truths, guesses: r.guesses, decision: r.decision });
    if (!scored.ok) return 'a round has impossible rolls';
    const { wrongGuesses, defenderScore, attackerPoints, defenderPoints } = scored.value;
    if (r.wrongGuesses !== wrongGuesses || r.defenderScore !== defenderScore || r.attackerPoints !== attackerPoints || r.defenderPoints !== defenderPoints) {
      return 'a round was not scored by the rules';
    }
    totals[r.attacker] += attackerPoints;
    totals[r.attacker === 0 ? 1 : 0] += defenderPoints;
  }
  if (totals[0] !== s.totals[0] || totals[1] !== s.totals[1]) return "the totals don't add up";
  const c = s.current;
  if (c) {
    if (c.attacker !== attackerOfRound(s, s.rounds.length)) return 'the Attacker did not alternate';
    if (c.questionIds.length > N || new Set(c.questionIds).size !== c.questionIds.length || !c.questionIds.every((id) => ids.has(id))) {
      return 'the questions of this round are not on the list';
    }
    // All four chosen up front, or one at a time: each answer has its question and at most
    // the next question is chosen ahead, once the last answer's guess is in.
    const q = c.questionIds.length;
    const inStep = q === N || q === c.truths.length || (q === c.truths.length + 1 && c.guesses.length === c.truths.length);
    if (!inStep) return 'answers were recorded before the questions were chosen';
    if (c.truths.length > N || (c.guesses.length !== c.truths.length && c.guesses.length !== c.truths.length - 1)) return 'the records and guesses are out of step';
    if (c.decision !== null && (c.truths.length !== N || c.guesses.length !== N)) return 'a decision came before every guess';
  }
  return null;
}
