import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkCount,
  checkRound,
  explainScore,
  outcomeOf,
  scoreRound,
  type RoundInput,
} from '~/games/empty-rivalry/score';
import type { Decision } from '~/games/empty-rivalry/state';

const T = true;
const F = false;

describe('scoreRound: every ER-2 branch, ties included', () => {
  it.each<[string, RoundInput, [number, number, number, number]]>([
    // name, input, [wrongGuesses, defenderScore, attackerPoints, defenderPoints]
    ['call out, d12 higher', { attackerRoll: 9, defenderRoll: 3, truths: [T, F, T, T], guesses: [T, T, F, T], decision: 'call-out' }, [2, 7, 2, 0]],
    ['call out, modified score higher', { attackerRoll: 5, defenderRoll: 3, truths: [T, F, T, T], guesses: [T, T, F, T], decision: 'call-out' }, [2, 7, 0, 2]],
    ['call out, equal', { attackerRoll: 7, defenderRoll: 3, truths: [T, F, T, T], guesses: [T, T, F, T], decision: 'call-out' }, [2, 7, 0, 0]],
    ['retreat, d12 lower', { attackerRoll: 3, defenderRoll: 1, truths: [T, T, T, T], guesses: [F, F, F, F], decision: 'retreat' }, [4, 9, 6, 0]],
    ['retreat, d12 higher', { attackerRoll: 12, defenderRoll: 1, truths: [T, T, T, T], guesses: [F, F, F, F], decision: 'retreat' }, [4, 9, 0, 3]],
    ['retreat, equal', { attackerRoll: 9, defenderRoll: 1, truths: [T, T, T, T], guesses: [F, F, F, F], decision: 'retreat' }, [4, 9, 0, 0]],
    ['call out, all read right, top d12', { attackerRoll: 12, defenderRoll: 4, truths: [F, F, F, F], guesses: [F, F, F, F], decision: 'call-out' }, [0, 4, 8, 0]],
    ['retreat, all read right, d12 of 1', { attackerRoll: 1, defenderRoll: 4, truths: [F, T, F, T], guesses: [F, T, F, T], decision: 'retreat' }, [0, 4, 3, 0]],
    ['lowest possible tie', { attackerRoll: 1, defenderRoll: 1, truths: [T, T, F, F], guesses: [T, T, F, F], decision: 'call-out' }, [0, 1, 0, 0]],
    ['highest possible tie', { attackerRoll: 12, defenderRoll: 4, truths: [T, F, T, F], guesses: [F, T, F, T], decision: 'retreat' }, [4, 12, 0, 0]],
    ['one wrong guess', { attackerRoll: 2, defenderRoll: 2, truths: [T, T, T, T], guesses: [T, T, T, F], decision: 'call-out' }, [1, 4, 0, 2]],
  ])('%s', (_name, input, [wrongGuesses, defenderScore, attackerPoints, defenderPoints]) => {
    expect(scoreRound(input)).toEqual({ wrongGuesses, defenderScore, attackerPoints, defenderPoints });
    expect(checkRound(input)).toEqual({ ok: true, value: { wrongGuesses, defenderScore, attackerPoints, defenderPoints } });
  });

  it('returns exactly the four fields of the issue', () => {
    const score = scoreRound({ attackerRoll: 6, defenderRoll: 2, truths: [T, T, T, T], guesses: [T, T, T, T], decision: 'retreat' });
    expect(Object.keys(score).sort()).toEqual(['attackerPoints', 'defenderPoints', 'defenderScore', 'wrongGuesses']);
  });
});

describe('scoreRound refuses bad input with a readable RangeError', () => {
  const good: RoundInput = { attackerRoll: 6, defenderRoll: 2, truths: [T, F, T, F], guesses: [T, T, T, T], decision: 'call-out' };
  it.each<[string, Partial<RoundInput> | Record<string, unknown>, RegExp]>([
    ['a d12 of 0', { attackerRoll: 0 }, /d12 shows 1 to 12, so the Attacker's 0/],
    ['a d12 of 13', { attackerRoll: 13 }, /d12 shows 1 to 12, so the Attacker's 13/],
    ['a d12 of 2.5', { attackerRoll: 2.5 }, /whole number from 1 to 12/],
    ['a d12 of NaN', { attackerRoll: Number.NaN }, /whole number from 1 to 12/],
    ['a d4 of 0', { defenderRoll: 0 }, /d4 shows 1 to 4, so the Defender's 0/],
    ['a d4 of 5', { defenderRoll: 5 }, /d4 shows 1 to 4, so the Defender's 5/],
    ['three records', { truths: [T, T, T], guesses: [T, T, T] }, /round has 4 questions, but the Defender's record holds 3 answers/],
    ['five records', { truths: [T, T, T, T, T], guesses: [T, T, T, T, T] }, /holds 5 answers/],
    ['three guesses for four records', { guesses: [T, T, T] }, /one guess for each of the 4 answers, but made 3/],
    ['a record that is not TRUE/FALSE', { truths: [T, T, 'yes', T] }, /TRUE or FALSE/],
    ['an unknown decision', { decision: 'attack' }, /Call Out or Retreat/],
  ])('%s', (_name, change, message) => {
    const input = { ...good, ...change } as RoundInput;
    expect(() => scoreRound(input)).toThrow(RangeError);
    expect(() => scoreRound(input)).toThrow(message);
    const checked = checkRound(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toMatch(message);
  });
});

const rounds = fc.record({
  attackerRoll: fc.integer({ min: 1, max: 12 }),
  defenderRoll: fc.integer({ min: 1, max: 4 }),
  truths: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  guesses: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  decision: fc.constantFrom<Decision>('call-out', 'retreat'),
});

describe('scoreRound invariants', () => {
  it('ER-1: modified score is the d4 plus two per guess that differs from the record', () => {
    fc.assert(
      fc.property(rounds, (input) => {
        const wrong = input.truths.filter((t, i) => t !== input.guesses[i]).length;
        const score = scoreRound(input);
        expect(score.wrongGuesses).toBe(wrong);
        expect(score.defenderScore).toBe(input.defenderRoll + 2 * wrong);
      }),
    );
  });

  it('ER-2: exactly one side scores the difference, nobody on a tie', () => {
    fc.assert(
      fc.property(rounds, (input) => {
        const s = scoreRound(input);
        const diff = Math.abs(input.attackerRoll - s.defenderScore);
        expect(s.attackerPoints + s.defenderPoints).toBe(diff);
        expect(s.attackerPoints === 0 || s.defenderPoints === 0).toBe(true);
      }),
    );
  });

  it('ER-2: swapping the decision swaps who scores (when not tied)', () => {
    fc.assert(
      fc.property(rounds, (input) => {
        const a = scoreRound(input);
        const b = scoreRound({ ...input, decision: input.decision === 'call-out' ? 'retreat' : 'call-out' });
        expect([b.attackerPoints, b.defenderPoints]).toEqual([a.defenderPoints, a.attackerPoints]);
      }),
    );
  });

  it('only the count of wrong guesses matters, not which questions', () => {
    fc.assert(
      fc.property(rounds, (input) => {
        const flipped = input.truths.map((t, i) => (t === input.guesses[i] ? !input.guesses[i]! : input.guesses[i]!));
        const reversed = { ...input, truths: [...input.truths].reverse(), guesses: [...input.guesses].reverse() };
        expect(scoreRound(reversed)).toEqual(scoreRound(input));
        // Complementing every record makes right guesses wrong and wrong ones right.
        expect(scoreRound({ ...input, truths: flipped }).wrongGuesses).toBe(4 - scoreRound(input).wrongGuesses);
      }),
    );
  });
});

describe('checkCount: the paper calculator', () => {
  it.each([
    [{ attackerRoll: 10, defenderRoll: 2, wrongGuesses: 1, decision: 'call-out' as const }, { wrongGuesses: 1, defenderScore: 4, attackerPoints: 6, defenderPoints: 0 }],
    [{ attackerRoll: 2, defenderRoll: 4, wrongGuesses: 3, decision: 'retreat' as const }, { wrongGuesses: 3, defenderScore: 10, attackerPoints: 8, defenderPoints: 0 }],
    [{ attackerRoll: 2, defenderRoll: 4, wrongGuesses: 3, decision: 'call-out' as const }, { wrongGuesses: 3, defenderScore: 10, attackerPoints: 0, defenderPoints: 8 }],
  ])('%o', (input, expected) => {
    expect(checkCount(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{ wrongGuesses: 5 }, /0 to 4/],
    [{ wrongGuesses: -1 }, /0 to 4/],
    [{ wrongGuesses: 1.5 }, /0 to 4/],
    [{ attackerRoll: 14 }, /d12 shows 1 to 12/],
    [{ defenderRoll: 6 }, /d4 shows 1 to 4/],
  ])('refuses %o', (change, message) => {
    const result = checkCount({ attackerRoll: 5, defenderRoll: 2, wrongGuesses: 1, decision: 'retreat', ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('agrees with scoreRound for every roll, count and decision', () => {
    for (let a = 1; a <= 12; a++)
      for (let d = 1; d <= 4; d++)
        for (let w = 0; w <= 4; w++)
          for (const decision of ['call-out', 'retreat'] as const) {
            const truths = [T, T, T, T];
            const guesses = truths.map((t, i) => (i < w ? !t : t));
            expect(checkCount({ attackerRoll: a, defenderRoll: d, wrongGuesses: w, decision })).toEqual({
              ok: true,
              value: scoreRound({ attackerRoll: a, defenderRoll: d, truths, guesses, decision }),
            });
          }
  });
});

describe('the rule that applied, in a sentence', () => {
  it.each<[number, number, Decision, string, RegExp]>([
    [9, 7, 'call-out', 'call-out-wins', /^Ana called Ben out and the d12 \(9\) beat the modified score \(7\), so Ana scores the difference: 2 points\.$/],
    [5, 7, 'call-out', 'call-out-loses', /so Ben scores the difference: 2 points/],
    [6, 7, 'retreat', 'retreat-wins', /^Ana retreated and the d12 \(6\).*Ana scores the difference: 1 point\.$/],
    [12, 7, 'retreat', 'retreat-loses', /^Ana retreated but the d12 \(12\).*Ben scores the difference: 5 points/],
    [7, 7, 'retreat', 'tie', /both 7.*nobody scores/],
  ])('d12 %i against %i, %s → %s', (a, d, decision, outcome, sentence) => {
    expect(outcomeOf(a, d, decision)).toBe(outcome);
    const score = { wrongGuesses: 0, defenderScore: d, attackerPoints: 0, defenderPoints: 0, attackerRoll: a, decision };
    expect(explainScore(score, { attacker: 'Ana', defender: 'Ben' })).toMatch(sentence);
  });

  it('capitalises the default names at the start of a sentence', () => {
    const score = { wrongGuesses: 0, defenderScore: 3, attackerPoints: 5, defenderPoints: 0, attackerRoll: 8, decision: 'call-out' as const };
    expect(explainScore(score)).toMatch(/^The Attacker called the Defender out/);
  });
});
