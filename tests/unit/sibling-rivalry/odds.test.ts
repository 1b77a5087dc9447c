import { describe, expect, it } from 'vitest';
import { catchOdds, expectedGain, nextRollOdds, percent } from '~/games/sibling-rivalry/odds';
import { position } from './helpers';

/** Every roll of `n` dice, as arrays of faces. */
function allRolls(n: number): number[][] {
  let rolls: number[][] = [[]];
  for (let i = 0; i < n; i++) rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f]));
  return rolls;
}

const cases = [1, 2, 3, 4, 5].flatMap((dice) => [1, 2, 3, 4].map((need) => [dice, need] as const));

describe('catch odds are exact (binomial)', () => {
  it.each(cases)('%i dice, %i 1s needed: matches counting every roll', (dice, need) => {
    const rolls = allRolls(dice);
    const ways = rolls.filter((r) => r.filter((f) => f === 1).length >= need).length;
    expect(catchOdds(dice, need)).toEqual({ ways, total: rolls.length, chance: ways / rolls.length });
  });

  it.each([
    [5, 3, 276, 7776],
    [3, 1, 91, 216],
    [4, 2, 171, 1296],
    [3, 3, 1, 216],
  ])('%i dice needing %i: %i of %i rolls', (dice, need, ways, total) => {
    expect(catchOdds(dice, need)).toMatchObject({ ways, total });
  });
});

describe('expected squares gained', () => {
  it.each(cases.flatMap(([d, k]) => [1, 3, 7].map((room) => [d, k, room] as const)))(
    '%i dice, %i 1s to catch, room %i: matches counting every roll (track 4)',
    (dice, need, room) => {
      const rolls = allRolls(dice);
      const total = rolls.reduce((sum, r) => {
        const caught = r.filter((f) => f === 1).length >= need;
        return sum + (caught ? 0 : Math.min(room, r.filter((f) => f === 4).length));
      }, 0);
      expect(expectedGain(dice, need, room)).toBeCloseTo(total / rolls.length, 12);
    },
  );

  it('with no catch possible and room to spare it is dice / 6', () => {
    expect(expectedGain(5, 6, 7)).toBeCloseTo(5 / 6, 12);
  });
});

describe('nextRollOdds', () => {
  it('uses the dice left, the threshold where the scoring pawn stands, and each legal track', () => {
    const s = position(['Ann', 'Ben'], {
      scores: [9, 0], // a Little Devil: two 1s catch
      pawns: [{ track: 3, square: 5 }, { track: 3, square: 6 }],
      turn: { ones: 1, rolls: 1 },
    });
    const odds = nextRollOdds(s);
    expect(odds).toMatchObject({ dice: 4, threshold: 2, onesNeeded: 1, caught: { ways: 671, total: 1296 } });
    expect(odds.tracks.map((t) => [t.track, t.from])).toEqual([[3, 5], [4, 0]]);
    expect(odds.tracks[0]!.expected).toBeCloseTo(expectedGain(4, 1, 2), 12);
    expect(odds.tracks[1]!.expected).toBeCloseTo(expectedGain(4, 1, 7), 12);
  });
});

describe('percent', () => {
  it.each([
    [0, '0%'],
    [1 / 216, 'under 1%'],
    [276 / 7776, '4%'],
    [0.4213, '42%'],
    [0.995, 'over 99%'],
    [1, '100%'],
  ])('%f reads %s', (chance, text) => {
    expect(percent(chance)).toBe(text);
  });
});
