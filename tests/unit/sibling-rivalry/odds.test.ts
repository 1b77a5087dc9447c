import { describe, expect, it } from 'vitest';
import { catchCosts, catchOdds, describeCatchCost, expectedGain, holdOdds, nextRollOdds, percent } from '~/games/sibling-rivalry/odds';
import { squareOf } from '~/games/sibling-rivalry/data';
import { advancedPawn, catchThreshold } from '~/games/sibling-rivalry/engine';
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

describe('holdOdds: what each choice can expect to hold after the next roll (issue 12)', () => {
  /** Brute force: every roll of the dice left, applied with the engine's own advancedPawn rule. */
  function bruteHold(s: ReturnType<typeof position>, track: 2 | 3 | 4 | 5 | 6) {
    const dice = 5 - s.turn.ones;
    const need = catchThreshold(s) - s.turn.ones;
    const pawn = s.players[s.turn.player]!.pawn;
    let square = 0;
    let points = 0;
    const rolls = allRolls(dice);
    for (const r of rolls) {
      if (r.filter((f) => f === 1).length >= need) continue;
      const after = advancedPawn(pawn, track, r);
      if (!after) continue;
      square += after.square;
      points += squareOf(track, after.square).points;
    }
    return { square: square / rolls.length, points: points / rolls.length };
  }

  it('the issue\'s case: staying on Tickles at square 5 beats switching to Ouchies from the bottom', () => {
    const s = position(['Ann', 'Ben'], {
      pawns: [{ track: 4, square: 5 }, { track: 4, square: 3 }],
      turn: { ones: 2, rolls: 2 },
    });
    const [tickles, ouchies] = holdOdds(s);
    expect(tickles).toMatchObject({ track: 4, stay: true, from: 5 });
    expect(ouchies).toMatchObject({ track: 5, stay: false, from: 0 });
    // Gains alone (the old display) put them nearly level; what you hold does not.
    expect(nextRollOdds(s).tracks[1]!.expected).toBeGreaterThan(nextRollOdds(s).tracks[0]!.expected);
    expect(tickles!.square).toBeGreaterThan(3 * ouchies!.square);
    expect(tickles!.points).toBeGreaterThan(ouchies!.points);
    for (const h of [tickles!, ouchies!]) {
      const b = bruteHold(s, h.track);
      expect(h.square).toBeCloseTo(b.square, 12);
      expect(h.points).toBeCloseTo(b.points, 12);
    }
  });

  it.each([
    [0, 0, null],
    [2, 1, { track: 3, square: 6 } as const],
    [9, 1, { track: 2, square: 2 } as const],
    [5, 3, { track: 3, square: 1 } as const],
  ])('score %i, %i 1s aside, pawn %o: every track matches brute force', (score, ones, pawn) => {
    const s = position(['Ann', 'Ben'], { scores: [score, 0], pawns: [pawn, { track: 3, square: 2 }], turn: { ones, rolls: ones > 0 || pawn ? 1 : 0 } });
    for (const h of holdOdds(s)) {
      const b = bruteHold(s, h.track);
      expect(h.square).toBeCloseTo(b.square, 12);
      expect(h.points).toBeCloseTo(b.points, 12);
      expect(h.nothing).toBeGreaterThanOrEqual(catchOdds(5 - ones, catchThreshold(s) - ones).chance - 1e-12);
    }
  });
});

describe('catchCosts: what a catch would cost', () => {
  it('counts every number of 1s that could catch you, back one square per 1, sliding past taken squares (SR-5, SR-9)', () => {
    const s = position(['Ann', 'Ben'], { scores: [12, 0], turn: { ones: 2, rolls: 2 } }); // 12 is an Angel: four 1s catch
    const costs = catchCosts(s);
    expect(costs.map((c) => c.ones)).toEqual([4, 5]);
    expect(describeCatchCost(costs[0]!, 12)).toBe('back 4: to square 8');
    const devil = position(['Ann', 'Ben'], { scores: [11, 0], turn: { ones: 1, rolls: 1 } });
    const c = catchCosts(devil);
    expect(describeCatchCost(c[0]!, 11)).toBe('back 3: to square 8');
    const toDevil = position(['Ann', 'Ben'], { scores: [12, 10], turn: {} });
    expect(describeCatchCost(catchCosts(toDevil)[0]!, 12)).toBe('back 4: to square 8');
    const three = position(['Ann', 'Ben'], { scores: [13, 0], turn: { ones: 2, rolls: 1 } });
    expect(describeCatchCost(catchCosts(three)[0]!, 13)).toBe('back 3: to square 10');
    const slide = position(['Ann', 'Ben'], { scores: [14, 11], turn: { ones: 2, rolls: 1 } });
    expect(describeCatchCost(catchCosts(slide)[0]!, 14)).toBe('back 3: to square 10');
    const intoDevil = position(['Ann', 'Ben'], { scores: [18, 0], turn: { ones: 2, rolls: 1 } });
    expect(describeCatchCost(catchCosts(intoDevil)[0]!, 18)).toBe('back 3: to square 15');
    const devil16 = position(['Ann', 'Ben'], { scores: [20, 0], turn: { ones: 2 } });
    expect(describeCatchCost(catchCosts(devil16)[0]!, 20)).toBe('back 3: to square 17');
  });

  it('names a Little Devil or Angel landing square, Start, and sums to the catch chance', () => {
    const devil = position(['Ann', 'Ben'], { scores: [13, 0], turn: { ones: 2, rolls: 1 } });
    // SR-1 layout: Angels 5, 12, 19; Devils 9, 16, 23. Ben on 10 pushes Ann on to the Devil on 9.
    expect(catchCosts(devil)[0]).toMatchObject({ ones: 3, to: 10, kind: 'plain' });
    const toNine = position(['Ann', 'Ben'], { scores: [13, 10], turn: { ones: 2, rolls: 1 } });
    expect(describeCatchCost(catchCosts(toNine)[0]!, 13)).toBe('back 3: to square 9, a Little Devil');
    const toAngel = position(['Ann', 'Ben'], { scores: [8, 0], turn: { ones: 2, rolls: 1 } });
    expect(describeCatchCost(catchCosts(toAngel)[0]!, 8)).toBe('back 3: to square 5, a Little Angel');
    const toStart = position(['Ann', 'Ben'], { scores: [2, 0], turn: { ones: 2, rolls: 1 } });
    expect(describeCatchCost(catchCosts(toStart)[0]!, 2)).toBe('back 3: to Start');
    const atStart = position(['Ann', 'Ben'], { turn: {} });
    expect(describeCatchCost(catchCosts(atStart)[0]!, 0)).toMatch(/^nothing on the score track/);
    for (const s of [devil, toNine, toAngel, atStart]) {
      const total = catchCosts(s).reduce((sum, c) => sum + c.chance, 0);
      expect(total).toBeCloseTo(nextRollOdds(s).caught.chance, 12);
    }
  });
});
