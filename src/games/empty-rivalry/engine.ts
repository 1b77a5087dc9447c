import { fail, ok, type Result } from '~/kit/result';
import { shuffle, type Rng } from '~/kit/random';
import { game, MAX_QUESTION_LENGTH } from './data';
import { checkRound, decisionProblem } from './score';
import { isDiceMode } from './setup';
import { attackerOfRound, other, phaseOf, type Decision, type DiceMode, type MatchState, type Phase, type Question, type RoundInProgress, type RoundRecord, type Seat } from './state';

/*
 * The moves of a match: state in, the next state (or a reason in words) out. The
 * schema, the sense check and where a match stands are in state.ts, the scoring in
 * score.ts, the odds in odds.ts; all are re-exported here, so tests and tools import
 * the whole game from one place while a page loads only the files it uses.
 */
export type { Decision, DiceMode, MatchState, Phase, Question, RoundInProgress, RoundRecord, Seat } from './state';
export { attackerOfRound, phaseOf, questionIndex, roles } from './state';
export * from './score';
export { settle } from './settle';
export * from './explain';
export * from './odds';
export * from './setup';
export { blindRolls } from './blind';
export { MAX_QUESTION_LENGTH };

const N = game.questionsPerRound;

/* -------------------------------------------------------------- the match */


/** Questions that may be asked: every question not vetoed (ER-4). */
export function availableQuestions(state: MatchState): Question[] {
  return state.questions.filter((q) => !state.vetoed.includes(q.id));
}

/** ER-4: why a round cannot start for lack of questions, or undefined. */
export function questionShortage(state: MatchState): string | undefined {
  const left = availableQuestions(state).length;
  if (left >= N) return undefined;
  return `Only ${left} ${left === 1 ? 'question is' : 'questions are'} left after vetoes, and a round needs ${N}. Bring a vetoed question back or add one of your own.`;
}

/** Ids of the questions already asked (answered) in the round being played. */
export function askedIds(round: RoundInProgress): string[] {
  return round.questionIds.slice(0, round.truths.length);
}

/** Questions the Attacker may choose next: not vetoed (ER-4) and not already asked this round. */
export function choosableQuestions(state: MatchState): Question[] {
  const asked = new Set(state.current ? askedIds(state.current) : []);
  return availableQuestions(state).filter((q) => !asked.has(q.id));
}

function wrongPhase(state: MatchState, expected: Phase, action: string): Result<never> | undefined {
  const phase = phaseOf(state);
  return phase === expected ? undefined : fail(`You can't ${action} now.`);
}

function withRound(state: MatchState, round: RoundInProgress): MatchState {
  return { ...state, current: round };
}

/** ER-4: veto a question or bring it back. Only between rounds or while choosing questions. */
export function setVeto(state: MatchState, args: { id: string; vetoed: boolean }): Result<MatchState> {
  const phase = phaseOf(state);
  if (!['safety', 'choose', 'between', 'over'].includes(phase)) {
    return fail('Questions can be vetoed before a round or while choosing, not in the middle of one.');
  }
  if (typeof args.vetoed !== 'boolean') return fail('A question is either vetoed or in play.');
  if (!state.questions.some((q) => q.id === args.id)) return fail('That question is not on the list.');
  const vetoed = state.vetoed.filter((id) => id !== args.id);
  if (args.vetoed) vetoed.push(args.id);
  // A question already answered stays in the round's record; only one not yet asked drops out.
  const current = state.current && args.vetoed
    ? {
        ...state.current,
        questionIds: [
          ...askedIds(state.current),
          ...state.current.questionIds.slice(state.current.truths.length).filter((id) => id !== args.id),
        ],
      }
    : state.current;
  return ok({ ...state, vetoed, current });
}

/** ER-4: the table adds a question of its own. */
export function addQuestion(state: MatchState, args: { text: string }): Result<MatchState> {
  if (typeof args.text !== 'string') return fail('Type the question first.');
  const text = args.text.trim().replace(/\s+/g, ' ');
  if (text === '') return fail('Type the question first.');
  if (text.length > MAX_QUESTION_LENGTH) {
    return fail(`Keep questions to ${MAX_QUESTION_LENGTH} characters; this one has ${text.length}.`);
  }
  const folded = text.toLocaleLowerCase();
  if (state.questions.some((q) => q.text.toLocaleLowerCase() === folded)) return fail('That question is already on the list.');
  const n = state.questions.filter((q) => q.custom).length + 1;
  return ok({ ...state, questions: [...state.questions, { id: `c${n}`, text, custom: true }] });
}

export function setDiceMode(state: MatchState, args: { dice: DiceMode }): Result<MatchState> {
  if (!isDiceMode(args.dice)) return fail('Blind dice are rolled by the phone or by the table.');
  if (phaseOf(state) === 'reveal') return fail('Change how you roll before the reveal, not during it.');
  return ok({ ...state, dice: args.dice });
}

/** Begins the next round; the Attacker is whoever did not attack last time (ER-3). */
export function startRound(state: MatchState): Result<MatchState> {
  const phase = phaseOf(state);
  if (phase !== 'safety' && phase !== 'between') {
    return fail(phase === 'over' ? 'All the planned rounds are played: add more rounds to go on.' : 'Finish this round first.');
  }
  const shortage = questionShortage(state);
  if (shortage) return fail(shortage);
  return ok(withRound(state, {
    attacker: attackerOfRound(state, state.rounds.length),
    questionIds: [],
    truths: [],
    guesses: [],
    decision: null,
  }));
}

/** Real dice: both players have rolled under their cups, without looking (the seed's start of a round). */
export function coverDice(state: MatchState): Result<MatchState> {
  const bad = wrongPhase(state, 'cups', 'roll the blind dice');
  if (bad) return bad;
  return ok(withRound(state, { ...state.current!, cupsDown: true }));
}

function idsProblem(state: MatchState, ids: unknown[]): string | undefined {
  if (!ids.every((id) => typeof id === 'string')) return 'That question is not on the list.';
  if (new Set(ids).size !== ids.length) return 'Each question can be asked only once a round.';
  const asked = new Set(askedIds(state.current!));
  if (ids.some((id) => asked.has(id as string))) return 'That question was already asked this round: pick another.';
  const available = new Set(availableQuestions(state).map((q) => q.id));
  if (!ids.every((id) => available.has(id as string))) return 'A vetoed question is never asked: pick another.'; // ER-4
  return undefined;
}

/** The Attacker picks all four questions up front, in the order they will be asked. */
export function chooseQuestions(state: MatchState, args: { ids: string[] }): Result<MatchState> {
  const bad = wrongPhase(state, 'choose', 'choose questions');
  if (bad) return bad;
  const { ids } = args;
  if (!Array.isArray(ids)) return fail(`Pick ${N} questions.`);
  if (state.current!.truths.length > 0) return fail('This round is asked one question at a time: pick the next one.');
  if (ids.length !== N) return fail(`Pick ${N} questions; you have ${ids.length}.`);
  const problem = idsProblem(state, ids);
  if (problem) return fail(problem);
  return ok(withRound(state, { ...state.current!, questionIds: [...ids] }));
}

/** One question at a time: the Attacker picks the next question after hearing the previous answer. */
export function chooseQuestion(state: MatchState, args: { id: string }): Result<MatchState> {
  const bad = wrongPhase(state, 'choose', 'choose a question');
  if (bad) return bad;
  const problem = idsProblem(state, [args.id]);
  if (problem) return fail(problem);
  const round = state.current!;
  return ok(withRound(state, { ...round, questionIds: [...askedIds(round), args.id] }));
}

/**
 * Four questions drawn at random from those not vetoed, preferring ones not yet
 * asked this match so a table sees the whole list before repeats.
 */
export function drawQuestions(state: MatchState, rng: Rng): Result<string[]> {
  const shortage = questionShortage(state);
  if (shortage) return fail(shortage);
  const asked = new Set(state.rounds.flatMap((r) => r.questions));
  const available = availableQuestions(state);
  const fresh = shuffle(rng, available.filter((q) => !asked.has(q.text)));
  const repeats = shuffle(rng, available.filter((q) => asked.has(q.text)));
  return ok([...fresh, ...repeats].slice(0, N).map((q) => q.id));
}

/** The Defender's secret record for the question just answered aloud. */
export function recordTruth(state: MatchState, args: { truth: boolean }): Result<MatchState> {
  const bad = wrongPhase(state, 'truth', 'record an answer');
  if (bad) return bad;
  if (typeof args.truth !== 'boolean') return fail('Record the answer as TRUE or FALSE.');
  const round = state.current!;
  return ok(withRound(state, { ...round, truths: [...round.truths, args.truth] }));
}

/** The Attacker's secret guess for the same question. */
export function recordGuess(state: MatchState, args: { guess: boolean }): Result<MatchState> {
  const bad = wrongPhase(state, 'guess', 'guess');
  if (bad) return bad;
  if (typeof args.guess !== 'boolean') return fail('Record the guess as TRUE or FALSE.');
  const round = state.current!;
  return ok(withRound(state, { ...round, guesses: [...round.guesses, args.guess] }));
}

/** Call Out or Retreat, made before any die is seen. */
export function decide(state: MatchState, args: { decision: Decision }): Result<MatchState> {
  const bad = wrongPhase(state, 'decide', 'decide');
  if (bad) return bad;
  const problem = decisionProblem(args.decision);
  if (problem) return fail(problem);
  return ok(withRound(state, { ...state.current!, decision: args.decision }));
}

/** The reveal: the rolls (from the phone or typed from real dice) settle the round. */
export function revealRound(
  state: MatchState,
  args: { attackerRoll: number; defenderRoll: number },
): Result<MatchState> {
  const bad = wrongPhase(state, 'reveal', 'reveal');
  if (bad) return bad;
  const round = state.current!;
  const input = { ...args, truths: round.truths, guesses: round.guesses, decision: round.decision! };
  const scored = checkRound(input);
  if (!scored.ok) return scored;
  const byId = new Map(state.questions.map((q) => [q.id, q.text]));
  const record: RoundRecord = {
    attacker: round.attacker,
    questions: round.questionIds.map((id) => byId.get(id) ?? id),
    ...input,
    dice: state.dice,
    ...scored.value,
  };
  const totals: [number, number] = [...state.totals];
  totals[round.attacker] += scored.value.attackerPoints;
  totals[other(round.attacker)] += scored.value.defenderPoints;
  return ok({ ...state, totals, rounds: [...state.rounds, record], current: null });
}

/** ER-3: the table plays on; rounds come in pairs so each player attacks as often. */
export function addRounds(state: MatchState, args: { rounds: number }): Result<MatchState> {
  if (!Number.isInteger(args.rounds) || args.rounds < 1) return fail('Add at least one round.');
  if (state.plannedRounds + args.rounds > 20) return fail('A match is at most 20 rounds.');
  return ok({ ...state, plannedRounds: state.plannedRounds + args.rounds });
}

/** ER-3: highest total wins; equal totals are a tie (leader null). */
export function standings(state: MatchState): { totals: [number, number]; leader: Seat | null } {
  const [a, b] = state.totals;
  return { totals: state.totals, leader: a === b ? null : a > b ? 0 : 1 };
}
