import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { seededRng } from '~/kit/seeded';
import { unwrap, type Result } from '~/kit/result';
import {
  chooseQuestion,
  chooseQuestions,
  choosableQuestions,
  coverDice,
  decide,
  recordGuess,
  recordTruth,
  revealBlind,
  rollBlind,
  setDiceMode,
  setup,
  setVeto,
  startRound,
} from '~/games/empty-rivalry/engine';
import { blindStage, initialBlind, matchSchema, phaseOf, questionIndex, summary, type MatchState } from '~/games/empty-rivalry/state';
import { lastTapLine } from '~/games/empty-rivalry/words';

const errorOf = (r: Result<unknown>): string => (r.ok ? '' : r.error);
const started = (dice: 'phone' | 'table' = 'phone'): MatchState => unwrap(startRound(unwrap(setup({ players: ['Ana', 'Ben'], dice }))));

describe('the engine refuses malformed input from code', () => {
  it.each([
    [{ players: ['Ana', 'Ben'], firstAttacker: 2 }, /seat 0 .* or seat 1/],
    [{ players: ['Ana', 'Ben'], firstAttacker: -1 }, /seat 0 .* or seat 1/],
    [{ players: ['Ana', 'Ben'], firstAttacker: '1' }, /seat 0 .* or seat 1/],
    [{ players: ['Ana', 'Ben'], dice: 'cups' }, /phone or by the table/],
    [{ players: 'Ana, Ben' }, /names/],
  ])('setup(%j) is refused', (options, message) => {
    expect(errorOf(setup(options as never))).toMatch(message);
  });

  it('refuses an unknown dice mode later too', () => {
    const s = unwrap(setup({ players: ['Ana', 'Ben'] }));
    expect(errorOf(setDiceMode(s, { dice: 'dice' as never }))).toMatch(/phone or by the table/);
  });

  it.each([['yes'], [1], [null], [undefined]])('refuses a record or a guess of %j', (value) => {
    let s = unwrap(chooseQuestions(started(), { ids: ['q1', 'q2', 'q3', 'q4'] }));
    expect(errorOf(recordTruth(s, { truth: value as never }))).toBe('Record the answer as TRUE or FALSE.');
    s = unwrap(recordTruth(s, { truth: true }));
    expect(errorOf(recordGuess(s, { guess: value as never }))).toBe('Record the guess as TRUE or FALSE.');
  });

  it('refuses a veto that is neither on nor off', () => {
    const s = unwrap(setup({ players: ['Ana', 'Ben'] }));
    expect(errorOf(setVeto(s, { id: 'q1', vetoed: 'yes' as never }))).toMatch(/vetoed or in play/);
  });
});

describe('real dice are rolled under cups at the start of the round', () => {
  it('a table-dice round starts with the cups step, and questions wait for it', () => {
    const s = started('table');
    expect(phaseOf(s)).toBe('cups');
    expect(errorOf(chooseQuestions(s, { ids: ['q1', 'q2', 'q3', 'q4'] }))).toMatch(/can't choose questions now/);
    const covered = unwrap(coverDice(s));
    expect(phaseOf(covered)).toBe('choose');
    expect(lastTapLine(covered)).toBe('The blind dice are under the cups.');
    expect(v.safeParse(matchSchema, covered).success).toBe(true);
  });

  it('a phone-dice round has no cups step, and cups are refused there', () => {
    const s = started('phone');
    expect(phaseOf(s)).toBe('choose');
    expect(errorOf(coverDice(s))).toMatch(/can't roll the blind dice now/);
  });

  it('a save from before this step (no cupsDown field) still loads', () => {
    const s = started('phone');
    const { cupsDown: _, ...old } = s.current!;
    expect(v.safeParse(matchSchema, { ...s, current: old }).success).toBe(true);
  });
});

describe('the Attacker may pick each question after hearing the previous answer', () => {
  it('asks one at a time: pick, record, guess, then pick the next', () => {
    let s = started();
    s = unwrap(chooseQuestion(s, { id: 'q5' }));
    expect(phaseOf(s)).toBe('truth');
    expect(questionIndex(s.current!)).toBe(0);
    s = unwrap(recordTruth(s, { truth: false }));
    s = unwrap(recordGuess(s, { guess: true }));
    expect(phaseOf(s)).toBe('choose');
    // The question already asked is not offered again, and can't be forced.
    expect(choosableQuestions(s).map((q) => q.id)).not.toContain('q5');
    expect(errorOf(chooseQuestion(s, { id: 'q5' }))).toMatch(/already asked this round/);
    // Four at once is refused once a round has gone one at a time.
    expect(errorOf(chooseQuestions(s, { ids: ['q1', 'q2', 'q3', 'q4'] }))).toMatch(/one question at a time/);
    for (const id of ['q1', 'q9', 'q14']) {
      s = unwrap(chooseQuestion(s, { id }));
      s = unwrap(recordTruth(s, { truth: true }));
      s = unwrap(recordGuess(s, { guess: true }));
    }
    expect(phaseOf(s)).toBe('decide');
    expect(s.current!.questionIds).toEqual(['q5', 'q1', 'q9', 'q14']);
    expect(errorOf(chooseQuestion(s, { id: 'q2' }))).toMatch(/can't choose a question now/);
    expect(phaseOf(unwrap(decide(s, { decision: 'retreat' })))).toBe('reveal');
  });

  it('refuses a vetoed or unknown question, and a veto mid-round keeps the questions already answered', () => {
    let s = started();
    s = unwrap(setVeto(s, { id: 'q3', vetoed: true }));
    expect(errorOf(chooseQuestion(s, { id: 'q3' }))).toMatch(/vetoed question is never asked/);
    expect(errorOf(chooseQuestion(s, { id: 'nope' }))).toMatch(/vetoed question is never asked|not on the list/);
    s = unwrap(chooseQuestion(s, { id: 'q1' }));
    s = unwrap(recordGuess(unwrap(recordTruth(s, { truth: true })), { guess: false }));
    s = unwrap(setVeto(s, { id: 'q1', vetoed: true }));
    expect(s.current!.questionIds).toEqual(['q1']);
    expect(s.current!.truths).toEqual([true]);
  });
});

describe('the Resume line', () => {
  it('says where the match stands and the scores; nothing when no match', () => {
    expect(summary(null)).toBeNull();
    const s = unwrap(setup({ players: ['Ana', 'Ben'] }));
    expect(summary(s)).toBe('Safety check before round 1 · Ana 0, Ben 0');
    expect(summary(started())).toBe('Round 1 of 2, question 1: Ana attacks · Ana 0, Ben 0');
  });
});

describe('blind dice on the rules page (ER-5)', () => {
  it('draws nothing at the start, draws both at the reveal, and will not draw a revealed round again', () => {
    let draws = 0;
    const base = seededRng(7);
    const counting = { int: (a: number, b: number) => (draws++, base.int(a, b)) };
    let s = initialBlind();
    expect(errorOf(revealBlind(s, counting))).toMatch(/Roll the blind dice at the start/);
    s = unwrap(rollBlind(s));
    expect(blindStage(s)).toBe('hidden');
    expect(s).toEqual({ round: 1, revealed: null });
    expect(draws).toBe(0);
    expect(errorOf(rollBlind(s))).toMatch(/already rolled and hidden/);
    s = unwrap(revealBlind(s, counting));
    expect(draws).toBe(2);
    expect(s.revealed!.attackerRoll).toBeGreaterThanOrEqual(1);
    expect(s.revealed!.attackerRoll).toBeLessThanOrEqual(12);
    expect(s.revealed!.defenderRoll).toBeGreaterThanOrEqual(1);
    expect(s.revealed!.defenderRoll).toBeLessThanOrEqual(4);
    expect(errorOf(revealBlind(s, counting))).toMatch(/already revealed; they can't be rolled again/);
    expect(draws).toBe(2);
    s = unwrap(rollBlind(s));
    expect(s).toEqual({ round: 2, revealed: null });
  });
});

describe('load-time invariants (problem) know rounds asked one at a time', () => {
  it('accepts each state of a one-at-a-time round and refuses questions picked too far ahead', async () => {
    const { problem } = await import('~/games/empty-rivalry/state');
    let s = unwrap(coverDice(started('table')));
    expect(problem(s)).toBeNull();
    s = unwrap(chooseQuestion(s, { id: 'q2' }));
    expect(problem(s)).toBeNull();
    s = unwrap(recordTruth(s, { truth: true }));
    expect(problem(s)).toBeNull();
    s = unwrap(recordGuess(s, { guess: true }));
    expect(problem(s)).toBeNull();
    s = unwrap(chooseQuestion(s, { id: 'q3' }));
    expect(problem(s)).toBeNull();
    expect(problem({ ...s, current: { ...s.current!, questionIds: ['q2', 'q3', 'q4'] } })).toMatch(/before the questions were chosen/);
  });
});
