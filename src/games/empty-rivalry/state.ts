import * as v from 'valibot';
import { int, text } from '~/kit/schema';
import { game } from './data';
// score.ts imports only types from this file, so this runtime import makes no cycle.
import { settle } from './score';

/**
 * The shape of a saved Empty Rivalry match. Plain JSON (no classes, Maps or
 * Dates) so the phone can keep it in localStorage; the helper validates what it
 * reads back against these schemas.
 */

/** The two players are named by their seat: 0 or 1, in the order entered. */
export const seatSchema = v.picklist([0, 1]);

/** What the Attacker chooses after the four answers. */
export const decisionSchema = v.picklist(['call-out', 'retreat']);

/** Where the blind rolls come from: this phone, or real dice under a cup typed in at the reveal (ER-5). */
export const diceModeSchema = v.picklist(['phone', 'table']);

export const questionSchema = v.object({
  /** Stable id: `q1`…`q14` for the printed questions, `c1`… for the table's own. */
  id: text(),
  /** The question as it is read aloud. */
  text: text(),
  /** True when the table added it (ER-4); printed questions are never custom. */
  custom: v.boolean(),
});

/** A round being played: records fill in as the phone is passed around. */
export const roundInProgressSchema = v.object({
  /** Seat asking the questions this round (roles switch every round, ER-3). */
  attacker: seatSchema,
  /** Ids of the four questions, in the order they are asked; empty until chosen. */
  questionIds: v.array(v.string()),
  /** The Defender's secret TRUE/FALSE records, one per question answered so far. */
  truths: v.array(v.boolean()),
  /** The Attacker's secret TRUE/FALSE guesses, same order as `truths`. */
  guesses: v.array(v.boolean()),
  /** Call Out or Retreat, once the Attacker has chosen. */
  decision: v.nullable(decisionSchema),
  /** Real dice only: the table has rolled both blind dice under cups at the start of the round (absent in older saves). */
  cupsDown: v.optional(v.boolean()),
});

/** A finished round, kept whole so the table can look back at it. */
export const roundRecordSchema = v.object({
  /** Seat that attacked. */
  attacker: seatSchema,
  /** The four questions asked, as their text at the time (survives later edits). */
  questions: v.array(v.string()),
  /** The Defender's records. */
  truths: v.array(v.boolean()),
  /** The Attacker's guesses. */
  guesses: v.array(v.boolean()),
  /** What the Attacker chose. */
  decision: decisionSchema,
  /** The Attacker's d12. */
  attackerRoll: int(),
  /** The Defender's d4. */
  defenderRoll: int(),
  /** Whether the phone rolled or the table typed its dice in. */
  dice: diceModeSchema,
  /** Guesses that differ from the records. */
  wrongGuesses: int(),
  /** The Defender's d4 plus two per wrong guess (ER-1). */
  defenderScore: int(),
  /** Points the Attacker added this round. */
  attackerPoints: int(),
  /** Points the Defender added this round. */
  defenderPoints: int(),
});

export const matchSchema = v.object({
  /** The two names in the order entered. */
  players: v.strictTuple([v.string(), v.string()]),
  /** Rounds the table means to play (ER-3: default 2, so each attacks once); it can add more. */
  plannedRounds: int(1),
  /** Seat that attacks in round 1. */
  firstAttacker: seatSchema,
  /** Blind rolls by the phone or by real dice (ER-5). */
  dice: diceModeSchema,
  /** Every question the table can use: the printed fourteen, then its own. */
  questions: v.array(questionSchema),
  /** Ids the table vetoed (ER-4); they are never asked. */
  vetoed: v.array(v.string()),
  /** Running totals by seat. */
  totals: v.strictTuple([int(), int()]),
  /** Finished rounds, oldest first. */
  rounds: v.array(roundRecordSchema),
  /** The round being played, or null between rounds. */
  current: v.nullable(roundInProgressSchema),
});

export type Seat = v.InferOutput<typeof seatSchema>;
export type Decision = v.InferOutput<typeof decisionSchema>;
export type DiceMode = v.InferOutput<typeof diceModeSchema>;
export type Question = v.InferOutput<typeof questionSchema>;
export type RoundInProgress = v.InferOutput<typeof roundInProgressSchema>;
export type RoundRecord = v.InferOutput<typeof roundRecordSchema>;
export type MatchState = v.InferOutput<typeof matchSchema>;

/* Where a match stands, read from its state alone: the sense check below, the Resume
   line and the first screen need these, the moves (engine.ts) build on them. */

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** ER-3: roles switch every round, starting from the chosen first Attacker. */
export function attackerOfRound(state: MatchState, roundIndex: number): Seat {
  return roundIndex % 2 === 0 ? state.firstAttacker : other(state.firstAttacker);
}

/** Who asks and who answers in the round being played (or about to start). */
export function roles(state: MatchState): { attacker: Seat; defender: Seat } {
  const attacker = state.current?.attacker ?? attackerOfRound(state, state.rounds.length);
  return { attacker, defender: other(attacker) };
}

export type Phase =
  | 'safety' // before the first round: look at the questions together
  | 'cups' // real dice: both players roll blind under cups, at the start of the round as the seed has it
  | 'choose' // the Attacker picks the next question, or all four, or draws them
  | 'truth' // the Defender has answered aloud and records TRUE/FALSE in secret
  | 'guess' // the Attacker records a guess in secret
  | 'decide' // the Attacker chooses Call Out or Retreat
  | 'reveal' // both players: the rolls and the records come out
  | 'between' // a round is scored, more are planned
  | 'over'; // the planned rounds are played

export function phaseOf(state: MatchState): Phase {
  const round = state.current;
  if (!round) {
    if (state.rounds.length === 0) return 'safety';
    return state.rounds.length >= state.plannedRounds ? 'over' : 'between';
  }
  if (round.truths.length > round.guesses.length) return 'guess';
  if (round.truths.length >= game.questionsPerRound) return round.decision ? 'reveal' : 'decide';
  const started = round.questionIds.length > 0 || round.truths.length > 0;
  if (state.dice === 'table' && !round.cupsDown && !started) return 'cups';
  // One question at a time: the next one is chosen only after the previous answer is heard.
  if (round.questionIds.length <= round.truths.length) return 'choose';
  return 'truth';
}

/** Index of the question being answered or guessed (0-based). */
export function questionIndex(round: RoundInProgress): number {
  return round.truths.length > round.guesses.length ? round.truths.length - 1 : round.truths.length;
}

/**
 * What a saved match must make sense of beyond its shape, so the helper can draw
 * it: roles alternating from the first Attacker (ER-3), every round scored exactly
 * as the rules score it and the totals their sum, the round in progress filled in
 * order (four questions, then records and guesses in step, then the decision),
 * and question ids that exist.
 */
export function problem(s: MatchState): string | null {
  const N = game.questionsPerRound;
  if (s.plannedRounds > 20 || s.rounds.length > s.plannedRounds) return 'more rounds were played than planned';
  const ids = new Set(s.questions.map((q) => q.id));
  if (ids.size !== s.questions.length) return 'two questions share an id';
  if (!s.vetoed.every((id) => ids.has(id))) return 'a vetoed question is not on the list';
  const totals: [number, number] = [0, 0];
  for (const [i, r] of s.rounds.entries()) {
    if (r.attacker !== attackerOfRound(s, i)) return 'the Attacker did not alternate';
    if (r.questions.length !== N || r.truths.length !== N || r.guesses.length !== N) return 'a round has the wrong number of answers';
    // The schema has the shapes (whole numbers, TRUE/FALSE, a decision): only the dice's faces are left.
    if (r.attackerRoll < 1 || r.attackerRoll > game.attackerDie || r.defenderRoll < 1 || r.defenderRoll > game.defenderDie) {
      return 'a round has impossible rolls';
    }
    const wrong = r.truths.filter((truth, j) => truth !== r.guesses[j]).length;
    const { wrongGuesses, defenderScore, attackerPoints, defenderPoints } = settle(r.attackerRoll, r.defenderRoll, wrong, r.decision);
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

/** The Resume line on the home page: where the match stands and the scores. */
export function summary(state: MatchState | null): string | null {
  if (state === null) return null;
  const scores = `${state.players[0]} ${state.totals[0]}, ${state.players[1]} ${state.totals[1]}`;
  const phase = phaseOf(state);
  if (phase === 'over') return `Match over · ${scores}`;
  if (phase === 'safety') return `Safety check before round 1 · ${scores}`;
  const { attacker } = roles(state);
  const n = state.rounds.length + (state.current ? 1 : 0);
  if (phase === 'between') return `Round ${n + 1} of ${state.plannedRounds} next: ${state.players[attacker]} attacks · ${scores}`;
  const q = state.current ? Math.min(questionIndex(state.current) + 1, game.questionsPerRound) : 1;
  const where = phase === 'decide' || phase === 'reveal' ? 'scoring' : `question ${q}`;
  return `Round ${n} of ${state.plannedRounds}, ${where}: ${state.players[attacker]} attacks · ${scores}`;
}

/* ------------------------------------------------ the rules page's blind dice */

/**
 * The blind dice on their own (islands/BlindRolls.tsx), for tables that keep their notes
 * on paper but have no d12, no d4 or no cups. At the start of a round the phone "rolls" and shows nothing;
 * at the scoring one tap reveals both. As in the round helper (ER-5), nothing is drawn
 * before the reveal, so nothing of the roll can be in the page or the save until then;
 * the drawn dice are saved at once, so a reload shows the same dice and can't re-roll.
 */
export const blindStateSchema = v.object({
  /** Rounds rolled on this phone so far; 0 before the first. Shown, so a quiet re-roll is seen. */
  round: int(0),
  /** The dice, once revealed; null while they are still under the (virtual) cup. */
  revealed: v.nullable(
    v.object({
      /** The Attacker's d12. */
      attackerRoll: int(1, 12),
      /** The Defender's d4. */
      defenderRoll: int(1, 4),
    }),
  ),
});

export type BlindState = v.InferOutput<typeof blindStateSchema>;

/** Beyond the shape: dice can only have been revealed in a round that was rolled. */
export function blindProblem(state: BlindState): string | null {
  return state.round === 0 && state.revealed !== null ? 'dice were revealed before any round was rolled' : null;
}

export const initialBlind = (): BlindState => ({ round: 0, revealed: null });

export type BlindStage = 'idle' | 'hidden' | 'shown';

export function blindStage(state: BlindState): BlindStage {
  if (state.round === 0) return 'idle';
  return state.revealed === null ? 'hidden' : 'shown';
}
