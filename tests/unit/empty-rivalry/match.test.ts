import { describe, expect, it } from 'vitest';
import { chiSquare, CRITICAL_001 } from '../chi-square';
import * as v from 'valibot';
import fc from 'fast-check';
import { type Rng } from '~/kit/random';
import { seededRng } from '~/kit/seeded';
import { unwrap, type Result } from '~/kit/result';
import {
  addQuestion,
  addRounds,
  availableQuestions,
  blindRolls,
  chooseQuestions,
  decide,
  drawQuestions,
  questionShortage,
  recordGuess,
  recordTruth,
  revealRound,
  setDiceMode,
  setup,
  setVeto,
  standings,
  startRound,
} from '~/games/empty-rivalry/engine';
import { attackerOfRound, matchSchema, phaseOf, questionIndex, roles, type Decision, type MatchState } from '~/games/empty-rivalry/state';

const fresh = (): MatchState => unwrap(setup({ players: ['Ana', 'Ben'] }));
const errorOf = (r: Result<unknown>): string => (r.ok ? '' : r.error);

/** Plays the question part of a round: four records and four guesses. */
function answerAll(state: MatchState, truths: boolean[], guesses: boolean[]): MatchState {
  let s = state;
  for (let i = 0; i < 4; i++) {
    s = unwrap(recordTruth(s, { truth: truths[i]! }));
    s = unwrap(recordGuess(s, { guess: guesses[i]! }));
  }
  return s;
}

describe('setup', () => {
  it('starts with the fourteen printed questions, no vetoes, zero totals and two rounds (ER-3)', () => {
    const s = fresh();
    expect(s.players).toEqual(['Ana', 'Ben']);
    expect(s.questions).toHaveLength(14);
    expect(s.questions[6]).toEqual({ id: 'q7', text: 'iOS or Android?', custom: false });
    expect(s).toMatchObject({ plannedRounds: 2, firstAttacker: 0, dice: 'phone', vetoed: [], totals: [0, 0], rounds: [], current: null });
    expect(phaseOf(s)).toBe('safety');
    expect(v.safeParse(matchSchema, s).success).toBe(true);
  });

  it.each([
    [{ players: ['Ana'] }, /exactly 2 players/],
    [{ players: ['Ana', 'Ben', 'Cy'] }, /exactly 2 players/],
    [{ players: ['Ana', ' ana '] }, /Two players are called/],
    [{ players: ['Ana', ''] }, /Player 2 needs a name/],
    [{ players: ['Ana', 'Ben'], rounds: 0 }, /1 to 20 rounds/],
  ])('refuses %o', (options, message) => {
    expect(errorOf(setup(options))).toMatch(message);
  });
});

describe('each move alone', () => {
  it('setVeto takes a question out and puts it back', () => {
    const vetoed = unwrap(setVeto(fresh(), { id: 'q14', vetoed: true }));
    expect(vetoed.vetoed).toEqual(['q14']);
    expect(availableQuestions(vetoed).map((q) => q.id)).not.toContain('q14');
    expect(unwrap(setVeto(vetoed, { id: 'q14', vetoed: false })).vetoed).toEqual([]);
    expect(errorOf(setVeto(fresh(), { id: 'q99', vetoed: true }))).toMatch(/not on the list/);
  });

  it('addQuestion adds a trimmed custom question, refuses empty, long and repeated ones', () => {
    const s = unwrap(addQuestion(fresh(), { text: '  What is your   favorite snack? ' }));
    expect(s.questions.at(-1)).toEqual({ id: 'c1', text: 'What is your favorite snack?', custom: true });
    expect(errorOf(addQuestion(s, { text: '   ' }))).toMatch(/Type the question/);
    expect(errorOf(addQuestion(s, { text: 'x'.repeat(121) }))).toMatch(/120 characters/);
    expect(errorOf(addQuestion(s, { text: 'ios or android?' }))).toMatch(/already on the list/);
  });

  it('startRound makes the first Attacker ask', () => {
    const s = unwrap(startRound(fresh()));
    expect(s.current).toEqual({ attacker: 0, questionIds: [], truths: [], guesses: [], decision: null });
    expect(phaseOf(s)).toBe('choose');
    expect(roles(s)).toEqual({ attacker: 0, defender: 1 });
  });

  it('chooseQuestions needs four different questions that are not vetoed', () => {
    const s = unwrap(startRound(fresh()));
    expect(unwrap(chooseQuestions(s, { ids: ['q1', 'q2', 'q3', 'q4'] })).current!.questionIds).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(errorOf(chooseQuestions(s, { ids: ['q1', 'q2', 'q3'] }))).toMatch(/Pick 4 questions; you have 3/);
    expect(errorOf(chooseQuestions(s, { ids: ['q1', 'q1', 'q3', 'q4'] }))).toMatch(/only once/);
    expect(errorOf(chooseQuestions(s, { ids: ['q1', 'q2', 'q3', 'q99'] }))).toMatch(/vetoed/);
  });

  it('recordTruth then recordGuess fill the records question by question', () => {
    let s = unwrap(chooseQuestions(unwrap(startRound(fresh())), { ids: ['q1', 'q2', 'q3', 'q4'] }));
    expect(phaseOf(s)).toBe('truth');
    s = unwrap(recordTruth(s, { truth: false }));
    expect(phaseOf(s)).toBe('guess');
    expect(questionIndex(s.current!)).toBe(0);
    expect(errorOf(recordTruth(s, { truth: true }))).toMatch(/can't record an answer now/);
    s = unwrap(recordGuess(s, { guess: true }));
    expect(questionIndex(s.current!)).toBe(1);
    expect(s.current).toMatchObject({ truths: [false], guesses: [true] });
    expect(errorOf(recordGuess(s, { guess: true }))).toMatch(/can't guess now/);
  });

  it('decide records the choice once all four are guessed', () => {
    const s = answerAll(unwrap(chooseQuestions(unwrap(startRound(fresh())), { ids: ['q1', 'q2', 'q3', 'q4'] })), [true, true, true, true], [true, true, true, true]);
    expect(phaseOf(s)).toBe('decide');
    expect(errorOf(decide(s, { decision: 'charge' as Decision }))).toMatch(/Call Out or Retreat/);
    const d = unwrap(decide(s, { decision: 'retreat' }));
    expect(d.current!.decision).toBe('retreat');
    expect(phaseOf(d)).toBe('reveal');
  });

  it('setDiceMode switches between phone and table dice, except during the reveal', () => {
    expect(unwrap(setDiceMode(fresh(), { dice: 'table' })).dice).toBe('table');
  });

  it('addRounds extends the match', () => {
    expect(unwrap(addRounds(fresh(), { rounds: 2 })).plannedRounds).toBe(4);
    expect(errorOf(addRounds(fresh(), { rounds: 0 }))).toMatch(/at least one/);
    expect(errorOf(addRounds(fresh(), { rounds: 19 }))).toMatch(/at most 20/);
  });

  it.each<[string, (s: MatchState) => Result<MatchState>]>([
    ['choose', (s) => chooseQuestions(s, { ids: ['q1', 'q2', 'q3', 'q4'] })],
    ['record', (s) => recordTruth(s, { truth: true })],
    ['guess', (s) => recordGuess(s, { guess: true })],
    ['decide', (s) => decide(s, { decision: 'call-out' })],
    ['reveal', (s) => revealRound(s, { attackerRoll: 5, defenderRoll: 2 })],
  ])('%s is refused before a round starts', (_name, move) => {
    expect(move(fresh()).ok).toBe(false);
  });
});

describe('a whole match with fixed dice', () => {
  it('plays two rounds, switches roles, carries totals and names the winner', () => {
    let s = fresh();
    // Round 1: Ana attacks; she misreads two answers (Ben's d4 3 + 4 = 7); her d12 9 beats it on a Call Out.
    s = unwrap(startRound(s));
    s = unwrap(chooseQuestions(s, { ids: ['q1', 'q5', 'q7', 'q14'] }));
    s = answerAll(s, [true, false, true, true], [true, true, false, true]);
    s = unwrap(decide(s, { decision: 'call-out' }));
    s = unwrap(revealRound(s, { attackerRoll: 9, defenderRoll: 3 }));
    expect(s.totals).toEqual([2, 0]);
    expect(s.rounds[0]).toMatchObject({
      attacker: 0,
      questions: ['What is your favorite color?', 'What is your favorite book?', 'iOS or Android?', 'Who is your biggest rival?'],
      wrongGuesses: 2,
      defenderScore: 7,
      attackerPoints: 2,
      defenderPoints: 0,
      attackerRoll: 9,
      defenderRoll: 3,
      dice: 'phone',
    });
    expect(phaseOf(s)).toBe('between');
    expect(standings(s).leader).toBe(0);

    // Round 2: Ben attacks (ER-3); he retreats but his d12 of 11 beats Ana's 4 + 0: Ana scores 7.
    s = unwrap(startRound(s));
    expect(roles(s)).toEqual({ attacker: 1, defender: 0 });
    s = unwrap(chooseQuestions(s, { ids: ['q2', 'q3', 'q4', 'q6'] }));
    s = answerAll(s, [false, false, true, false], [false, false, true, false]);
    s = unwrap(decide(s, { decision: 'retreat' }));
    s = unwrap(revealRound(s, { attackerRoll: 11, defenderRoll: 4 }));
    expect(s.totals).toEqual([9, 0]);
    expect(phaseOf(s)).toBe('over');
    expect(standings(s)).toEqual({ totals: [9, 0], leader: 0 });
    expect(errorOf(startRound(s))).toMatch(/add more rounds/);

    // The table plays on: round 3 goes back to Ana.
    s = unwrap(addRounds(s, { rounds: 2 }));
    expect(phaseOf(s)).toBe('between');
    expect(unwrap(startRound(s)).current!.attacker).toBe(0);
  });
});

describe('rulings', () => {
  it('ER-1: the modified score is stored as d4 + 2 per wrong guess', () => {
    let s = unwrap(chooseQuestions(unwrap(startRound(fresh())), { ids: ['q1', 'q2', 'q3', 'q4'] }));
    s = answerAll(s, [true, true, true, false], [false, false, false, false]);
    s = unwrap(revealRound(unwrap(decide(s, { decision: 'call-out' })), { attackerRoll: 12, defenderRoll: 2 }));
    expect(s.rounds[0]).toMatchObject({ wrongGuesses: 3, defenderScore: 8, attackerPoints: 4 });
  });

  it('ER-2: an equal d12 and modified score gives nobody points', () => {
    let s = unwrap(chooseQuestions(unwrap(startRound(fresh())), { ids: ['q1', 'q2', 'q3', 'q4'] }));
    s = answerAll(s, [true, true, true, true], [true, true, true, true]);
    s = unwrap(revealRound(unwrap(decide(s, { decision: 'retreat' })), { attackerRoll: 3, defenderRoll: 3 }));
    expect(s.totals).toEqual([0, 0]);
    expect(s.rounds[0]).toMatchObject({ attackerPoints: 0, defenderPoints: 0 });
  });

  it('ER-3: roles switch every round from whoever attacks first; equal totals are a tie', () => {
    const s = unwrap(setup({ players: ['Ana', 'Ben'], firstAttacker: 1, rounds: 4 }));
    expect([0, 1, 2, 3].map((i) => attackerOfRound(s, i))).toEqual([1, 0, 1, 0]);
    expect(standings({ ...s, totals: [5, 5] }).leader).toBeNull();
    expect(standings({ ...s, totals: [5, 6] }).leader).toBe(1);
  });

  it('ER-4: with fewer than four questions left a round cannot start, and the reason is given', () => {
    let s = fresh();
    for (let i = 1; i <= 11; i++) s = unwrap(setVeto(s, { id: `q${i}`, vetoed: true }));
    expect(availableQuestions(s)).toHaveLength(3);
    expect(errorOf(startRound(s))).toBe(
      'Only 3 questions are left after vetoes, and a round needs 4. Bring a vetoed question back or add one of your own.',
    );
    expect(questionShortage(s)).toBeDefined();
    s = unwrap(addQuestion(s, { text: 'What did you have for breakfast?' }));
    expect(questionShortage(s)).toBeUndefined();
    expect(unwrap(startRound(s)).current).not.toBeNull();
  });

  it('ER-4: a vetoed question is never chosen nor drawn, and vetoing drops it from a choice in progress', () => {
    let s = unwrap(setVeto(unwrap(startRound(fresh())), { id: 'q2', vetoed: true }));
    expect(errorOf(chooseQuestions(s, { ids: ['q1', 'q2', 'q3', 'q4'] }))).toMatch(/vetoed question is never asked/);
    fc.assert(
      fc.property(fc.integer(), fc.uniqueArray(fc.integer({ min: 1, max: 14 }), { maxLength: 10 }), (seed, vetoes) => {
        let t = fresh();
        for (const v of vetoes) t = unwrap(setVeto(t, { id: `q${v}`, vetoed: true }));
        const drawn = unwrap(drawQuestions(t, seededRng(seed)));
        expect(new Set(drawn).size).toBe(4);
        for (const id of drawn) expect(t.vetoed).not.toContain(id);
      }),
    );
    s = unwrap(setVeto(s, { id: 'q2', vetoed: false }));
    s = unwrap(chooseQuestions(s, { ids: ['q1', 'q2', 'q3', 'q4'] }));
    expect(errorOf(setVeto(s, { id: 'q1', vetoed: true }))).toMatch(/not in the middle/);
  });

  it.each([
    [{ attackerRoll: 13, defenderRoll: 2 }, /d12 shows 1 to 12/],
    [{ attackerRoll: 0, defenderRoll: 2 }, /d12 shows 1 to 12/],
    [{ attackerRoll: 6, defenderRoll: 5 }, /d4 shows 1 to 4/],
  ])('ER-5: typed dice out of range are refused and the round is kept: %o', (rolls, message) => {
    let s = unwrap(chooseQuestions(unwrap(startRound(fresh())), { ids: ['q1', 'q2', 'q3', 'q4'] }));
    s = unwrap(decide(answerAll(s, [true, true, true, true], [true, true, true, true]), { decision: 'call-out' }));
    const refused = revealRound({ ...s, dice: 'table' }, rolls);
    expect(errorOf(refused)).toMatch(message);
  });

  it('ER-5: no roll exists in the saved state until the reveal', () => {
    let s = unwrap(chooseQuestions(unwrap(startRound(fresh())), { ids: ['q1', 'q2', 'q3', 'q4'] }));
    s = unwrap(decide(answerAll(s, [true, false, true, false], [true, true, true, true]), { decision: 'call-out' }));
    expect(JSON.stringify(s)).not.toMatch(/Roll/);
    const revealed = unwrap(revealRound(s, blindRolls(seededRng(7))));
    expect(JSON.stringify(revealed)).toMatch(/"attackerRoll":\d+/);
  });
});


describe('randomness', () => {
  it('ER-5: blind rolls are a fair d12 and a fair d4', () => {
    const rng = seededRng(2026);
    const d12 = new Array<number>(12).fill(0);
    const d4 = new Array<number>(4).fill(0);
    for (let i = 0; i < 48_000; i++) {
      const r = blindRolls(rng);
      d12[r.attackerRoll - 1]!++;
      d4[r.defenderRoll - 1]!++;
    }
    expect(chiSquare(d12)).toBeLessThan(CRITICAL_001[11]!);
    expect(chiSquare(d4)).toBeLessThan(CRITICAL_001[3]!);
  });

  it('draws every question equally often', () => {
    const rng = seededRng(11);
    const counts = new Array<number>(14).fill(0);
    const s = fresh();
    for (let i = 0; i < 14_000; i++) for (const id of unwrap(drawQuestions(s, rng))) counts[Number(id.slice(1)) - 1]!++;
    expect(chiSquare(counts)).toBeLessThan(CRITICAL_001[13]!);
  });

  it('prefers questions not yet asked this match', () => {
    let s = unwrap(startRound(fresh()));
    s = unwrap(chooseQuestions(s, { ids: ['q1', 'q2', 'q3', 'q4'] }));
    s = unwrap(revealRound(unwrap(decide(answerAll(s, [true, true, true, true], [true, true, true, true]), { decision: 'call-out' })), { attackerRoll: 1, defenderRoll: 1 }));
    for (let seed = 0; seed < 50; seed++) {
      const drawn = unwrap(drawQuestions(s, seededRng(seed)));
      expect(drawn.filter((id) => ['q1', 'q2', 'q3', 'q4'].includes(id))).toEqual([]);
    }
  });
});

describe('invariants over random matches', () => {
  /** Plays a whole match by random legal moves, checking every state on the way. */
  function playRandomly(rng: Rng, rounds: number, check: (s: MatchState) => void): MatchState {
    let s = unwrap(setup({ players: ['Ana', 'Ben'], rounds, firstAttacker: rng.int(0, 1) as 0 | 1 }));
    const coin = () => rng.int(0, 1) === 1;
    check(s);
    while (phaseOf(s) !== 'over') {
      const phase = phaseOf(s);
      if (phase === 'safety' || phase === 'between') s = unwrap(startRound(s));
      else if (phase === 'choose') s = unwrap(chooseQuestions(s, { ids: unwrap(drawQuestions(s, rng)) }));
      else if (phase === 'truth') s = unwrap(recordTruth(s, { truth: coin() }));
      else if (phase === 'guess') s = unwrap(recordGuess(s, { guess: coin() }));
      else if (phase === 'decide') s = unwrap(decide(s, { decision: coin() ? 'call-out' : 'retreat' }));
      else if (phase === 'reveal') s = unwrap(revealRound(s, blindRolls(rng)));
      check(s);
    }
    return s;
  }

  it('every state is valid saved JSON, totals are the sum of the rounds, roles alternate', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 8 }), (seed, rounds) => {
        const end = playRandomly(seededRng(seed), rounds, (s) => {
          expect(v.parse(matchSchema, JSON.parse(JSON.stringify(s)))).toEqual(s);
          const sum: [number, number] = [0, 0];
          for (const r of s.rounds) {
            sum[r.attacker] += r.attackerPoints;
            sum[r.attacker === 0 ? 1 : 0] += r.defenderPoints;
          }
          expect(s.totals).toEqual(sum);
        });
        expect(end.rounds).toHaveLength(rounds);
        end.rounds.forEach((r, i) => expect(r.attacker).toBe(attackerOfRound(end, i)));
      }),
      { numRuns: 60 },
    );
  });
});
