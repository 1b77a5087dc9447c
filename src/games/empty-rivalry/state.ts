import * as z from 'zod/mini';

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
