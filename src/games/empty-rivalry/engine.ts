import { fail, ok, type Result } from '~/kit/result';
import { rollDie, shuffle, type Rng } from '~/kit/random';
import { validatePlayers } from '~/kit/players';
import { game } from './data';
import type { Decision, DiceMode, MatchState, Question, RoundInProgress, RoundRecord, Seat } from './state';

export type { Decision, DiceMode, MatchState, Question, RoundInProgress, RoundRecord, Seat } from './state';

/* ------------------------------------------------------------------ scoring */

export interface RoundInput {
  attackerRoll: number; // d12, 1–12
  defenderRoll: number; // d4, 1–4
  truths: boolean[]; // Defender's secret records, one per question (4)
  guesses: boolean[]; // Attacker's secret guesses, same order
  decision: Decision;
}

export interface RoundScore {
  wrongGuesses: number;
  defenderScore: number; // defenderRoll + 2 × wrongGuesses
  attackerPoints: number; // points the Attacker adds this round
  defenderPoints: number; // points the Defender adds this round
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

function decisionProblem(decision: unknown): string | undefined {
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

/** ER-1 and ER-2 from a count of wrong guesses; the input is already checked. */
function settle(attackerRoll: number, defenderRoll: number, wrongGuesses: number, decision: Decision): RoundScore {
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

/**
 * Scores one round (ER-1, ER-2). Bad input is refused with a RangeError whose
 * message a player can read; helpers call `checkRound` instead, which returns
 * that message rather than throwing.
 */
export function scoreRound(input: {
  attackerRoll: number; // d12, 1–12
  defenderRoll: number; // d4, 1–4
  truths: boolean[]; // Defender's secret records, one per question (4)
  guesses: boolean[]; // Attacker's secret guesses, same order
  decision: Decision;
}): {
  wrongGuesses: number;
  defenderScore: number; // defenderRoll + 2 × wrongGuesses
  attackerPoints: number; // points the Attacker adds this round
  defenderPoints: number; // points the Defender adds this round
} {
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

/** Which of the ER-2 cases applied. */
export type Outcome = 'call-out-wins' | 'call-out-loses' | 'retreat-wins' | 'retreat-loses' | 'tie';

export function outcomeOf(attackerRoll: number, defenderScore: number, decision: Decision): Outcome {
  if (attackerRoll === defenderScore) return 'tie';
  const higher = attackerRoll > defenderScore;
  if (decision === 'call-out') return higher ? 'call-out-wins' : 'call-out-loses';
  return higher ? 'retreat-loses' : 'retreat-wins';
}

/** The rule that applied, in one sentence, with the players' names. */
export function explainScore(
  score: RoundScore & { attackerRoll: number; decision: Decision },
  names: { attacker: string; defender: string } = { attacker: 'the Attacker', defender: 'the Defender' },
): string {
  const { attackerRoll: a, defenderScore: d } = score;
  const A = names.attacker.charAt(0).toUpperCase() + names.attacker.slice(1);
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

/* ------------------------------------------------------------ decision odds */

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

/* -------------------------------------------------------------- the match */

export const DEFAULT_ROUNDS = 2; // ER-3
export const MAX_QUESTION_LENGTH = 120;

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

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** ER-3: roles switch every round, starting from the chosen first Attacker. */
export function attackerOfRound(state: MatchState, roundIndex: number): Seat {
  return roundIndex % 2 === 0 ? state.firstAttacker : other(state.firstAttacker);
}

/** Who asks and who answers in the round being played (or about to start). */
export function roles(state: MatchState): { attacker: Seat; defender: Seat } {
  const attacker = state.current?.attacker ?? attackerOfRound(state, state.rounds.length);
  return { attacker, defender: other(attacker) };
}

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
  if (round.truths.length >= N) return round.decision ? 'reveal' : 'decide';
  const started = round.questionIds.length > 0 || round.truths.length > 0;
  if (state.dice === 'table' && !round.cupsDown && !started) return 'cups';
  // One question at a time: the next one is chosen only after the previous answer is heard.
  if (round.questionIds.length <= round.truths.length) return 'choose';
  return 'truth';
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

/** Index of the question being answered or guessed (0-based). */
export function questionIndex(round: RoundInProgress): number {
  return round.truths.length > round.guesses.length ? round.truths.length - 1 : round.truths.length;
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

/**
 * ER-5: the phone's blind rolls. Called only at the reveal, so no roll exists
 * anywhere (page, storage, memory) before the players ask to see it.
 */
export function blindRolls(rng: Rng): { attackerRoll: number; defenderRoll: number } {
  return { attackerRoll: rollDie(rng, game.attackerDie), defenderRoll: rollDie(rng, game.defenderDie) };
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
