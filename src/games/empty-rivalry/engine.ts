import { fail, ok, type Result } from '~/kit/result';
import { validatePlayers } from '~/kit/players';
import { rollDie, shuffle, type Rng } from '~/kit/random';
import { game, MAX_QUESTION_LENGTH } from './data';
import { checkRound, decisionProblem } from './score';
import {
  attackerOfRound,
  blindStage,
  other,
  phaseOf,
  type BlindState,
  type Decision,
  type DiceMode,
  type MatchState,
  type Phase,
  type Question,
  type RoundInProgress,
  type RoundRecord,
  type Seat,
} from './state';

/*
 * Every move of Empty Rivalry, the setup included: state in, the next state (or a reason
 * in words) out. The saved shape, its sense check and where a match stands are in
 * state.ts; a round's score in score.ts; the odds in odds.ts.
 */

const N = game.questionsPerRound;

/* -------------------------------------------------------------- a new match */

export const DEFAULT_ROUNDS = 2; // ER-3

export interface SetupOptions {
  /** The two names, in seating order. */
  players: string[];
  /** Rounds to play (ER-3, default 2). */
  rounds?: number;
  /** Seat that attacks first (default: the first name). */
  firstAttacker?: Seat;
  /** Phone-rolled or real dice (ER-5, default the phone). */
  dice?: DiceMode;
}

/** The printed questions with stable ids. */
export function printedQuestions(): Question[] {
  return game.questions.map((text, i) => ({ id: `q${i + 1}`, text, custom: false }));
}

const isSeat = (value: unknown): value is Seat => value === 0 || value === 1;
const isDiceMode = (value: unknown): value is DiceMode => value === 'phone' || value === 'table';

/** A new match (ER-3, ER-5): two names, the rounds planned, the first Attacker and who rolls the blind dice. */
export function setup(options: SetupOptions): Result<MatchState> {
  // Calls from code are checked too: a save built from bad options would be set aside on the next load.
  if (!Array.isArray(options.players)) return fail('Give the two players’ names.');
  if (options.firstAttacker !== undefined && !isSeat(options.firstAttacker)) {
    return fail('The first Attacker is one of the two players: seat 0 (the first name) or seat 1.');
  }
  if (options.dice !== undefined && !isDiceMode(options.dice)) return fail('Blind dice are rolled by the phone or by the table.');
  const names = validatePlayers(options.players, 2, 2);
  if (!names.ok) return names;
  const rounds = options.rounds ?? DEFAULT_ROUNDS;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) return fail('Play from 1 to 20 rounds.');
  return ok({
    players: [names.value[0]!, names.value[1]!],
    plannedRounds: rounds,
    firstAttacker: options.firstAttacker ?? 0,
    dice: options.dice ?? 'phone',
    questions: printedQuestions(),
    vetoed: [],
    totals: [0, 0],
    rounds: [],
    current: null,
  });
}

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

/**
 * ER-5: the phone's blind rolls. Called only at the reveal, so no roll exists
 * anywhere (page, storage, memory) before the players ask to see it.
 */
export function blindRolls(rng: Rng): { attackerRoll: number; defenderRoll: number } {
  return { attackerRoll: rollDie(rng, game.attackerDie), defenderRoll: rollDie(rng, game.defenderDie) };
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

/* ------------------------------------------------ the rules page's blind dice */

/** Start of a round: both dice go under the cup. Nothing is drawn yet. */
export function rollBlind(state: BlindState): Result<BlindState> {
  if (blindStage(state) === 'hidden') return fail('The dice for this round are already rolled and hidden: reveal them at the scoring.');
  return ok({ round: state.round + 1, revealed: null });
}

/** The scoring: the dice are drawn now and shown; a revealed round can't be rolled again. */
export function revealBlind(state: BlindState, rng: Rng): Result<BlindState> {
  const stage = blindStage(state);
  if (stage === 'idle') return fail('Roll the blind dice at the start of the round first.');
  if (stage === 'shown') return fail(`The dice of round ${state.round} are already revealed; they can't be rolled again.`);
  return ok({ ...state, revealed: blindRolls(rng) });
}
