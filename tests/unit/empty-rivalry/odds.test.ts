import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decisionCounts, decisionOdds, exactly, wrongGuessChances } from '~/games/empty-rivalry/odds';
import { scoreRound } from '~/games/empty-rivalry/score';
import type { Decision } from '~/games/empty-rivalry/state';

// Worked by hand: with modified score s, a Call Out pays on the 12 - s faces above s
// (points summing to (12-s)(13-s)/2) and backfires on the s - 1 faces below it.
describe('decisionCounts: exact counts over the 48 pairs of rolls', () => {
  it.each<[number, Decision, [number, number, number, number, number]]>([
    // [attackerScores, defenderScores, ties, attackerPointSum, defenderPointSum]
    [0, 'call-out', [38, 6, 4, 202, 10]],
    [0, 'retreat', [6, 38, 4, 10, 202]],
    [4, 'call-out', [6, 38, 4, 10, 202]],
    [4, 'retreat', [38, 6, 4, 202, 10]],
    // w = 2: s is 5..8 → above: 7+6+5+4 = 22, below: 4+5+6+7 = 22.
    [2, 'call-out', [22, 22, 4, 10 * 0 + (28 + 21 + 15 + 10), 10 + 15 + 21 + 28]],
  ])('%i wrong, %s', (w, decision, [a, d, t, ap, dp]) => {
    expect(decisionCounts(w, decision)).toEqual({
      attackerScores: a,
      defenderScores: d,
      ties: t,
      attackerPointSum: ap,
      defenderPointSum: dp,
    });
  });

  it('matches a brute force over scoreRound itself', () => {
    for (let w = 0; w <= 4; w++) {
      for (const decision of ['call-out', 'retreat'] as const) {
        let attackerPointSum = 0;
        let attackerScores = 0;
        for (let a = 1; a <= 12; a++)
          for (let d = 1; d <= 4; d++) {
            const s = scoreRound({ attackerRoll: a, defenderRoll: d, truths: [true, true, true, true], guesses: [0, 1, 2, 3].map((i) => i >= w), decision });
            attackerPointSum += s.attackerPoints;
            if (s.attackerPoints > 0) attackerScores++;
          }
        expect(decisionCounts(w, decision)).toMatchObject({ attackerPointSum, attackerScores });
      }
    }
  });
});

describe('decisionOdds', () => {
  it('for a known count is the counts over 48', () => {
    expect(decisionOdds(exactly(0), 'call-out')).toEqual({
      attackerScores: 38 / 48,
      defenderScores: 6 / 48,
      ties: 4 / 48,
      attackerPoints: 202 / 48,
      defenderPoints: 10 / 48,
    });
  });

  it('net expectation of a Call Out is 4 - 2 × wrong guesses (E[d12] - E[d4] - 2w), a Retreat the opposite', () => {
    for (let w = 0; w <= 4; w++) {
      const c = decisionOdds(exactly(w), 'call-out');
      const r = decisionOdds(exactly(w), 'retreat');
      expect(c.attackerPoints - c.defenderPoints).toBeCloseTo(4 - 2 * w, 12);
      expect(r.attackerPoints - r.defenderPoints).toBeCloseTo(2 * w - 4, 12);
    }
  });

  it('chances add up to one for any estimate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 }).filter((c) => c.some((x) => x > 1e-6)),
        fc.constantFrom<Decision>('call-out', 'retreat'),
        (chances, decision) => {
          const o = decisionOdds(chances, decision);
          expect(o.attackerScores + o.defenderScores + o.ties).toBeCloseTo(1, 9);
        },
      ),
    );
  });

  it('refuses a malformed estimate (programmer error)', () => {
    expect(() => decisionOdds([1, 0, 0], 'call-out')).toThrow(RangeError);
    expect(() => decisionOdds([0, 0, 0, 0, 0], 'call-out')).toThrow(RangeError);
    expect(() => decisionOdds([1, -1, 0, 0, 1], 'call-out')).toThrow(RangeError);
  });
});

describe('wrongGuessChances: binomial from the Attacker confidence', () => {
  it.each([
    [1, [1, 0, 0, 0, 0]],
    [0, [0, 0, 0, 0, 1]],
    [0.5, [1 / 16, 4 / 16, 6 / 16, 4 / 16, 1 / 16]],
    [0.75, [81 / 256, 108 / 256, 54 / 256, 12 / 256, 1 / 256]],
  ])('right with chance %d', (p, expected) => {
    wrongGuessChances(p).forEach((c, i) => expect(c).toBeCloseTo(expected[i]!, 12));
  });

  it('at a coin-flip confidence, both decisions are even in expectation', () => {
    const c = decisionOdds(wrongGuessChances(0.5), 'call-out');
    expect(c.attackerPoints - c.defenderPoints).toBeCloseTo(0, 12);
  });
});
