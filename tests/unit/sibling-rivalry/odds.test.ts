import { describe, expect, it } from 'vitest';
import { catchCosts, catchOdds, catchRule, expectedGain, keepOdds, keptPoints, moveOdds, nextRollOdds, percent } from '~/games/sibling-rivalry/odds';
import { catchCostWords } from '~/games/sibling-rivalry/words';
import { unwrap } from '~/kit/result';
import { squareOf, type TrackNumber } from '~/games/sibling-rivalry/data';
import { advance, catchThreshold, diceLeft, legalTracks, roll, stop, type State } from '~/games/sibling-rivalry/engine';
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

describe('keepOdds: what each choice would keep after a stop, against every roll', () => {
  /**
   * Brute force with the engine's own moves: every one of the 6^k rolls of the dice left,
   * used on `track` when the engine asks (SR-4), then a stop (SR-6); kept = the square and
   * points of the pawn still standing after the stop, or the top square (SR-7), else nothing.
   */
  function bruteKeep(s: State, track: TrackNumber) {
    const me = s.turn.player;
    let square = 0;
    let points = 0;
    let nothing = 0;
    const rolls = allRolls(diceLeft(s));
    for (const r of rolls) {
      const rolled = unwrap(roll(s, { dice: r }));
      if (s.turn.ones + r.filter((f) => f === 1).length >= catchThreshold(s)) {
        nothing++;
        continue;
      }
      const used = rolled.turn.awaitingTrack ? unwrap(advance(rolled, { track })) : rolled;
      if (used.winner === me || (used.turn.player === me && used.turn.rolls === 0)) {
        // SR-7: the top square scored at once, and another turn began.
        const top = rolled.turn.awaitingTrack ? track : legalTracks(s)[0]!; // a roll moved for you has one legal track
        square += 7;
        points += squareOf(top, 7).points;
        continue;
      }
      const pawn = unwrap(stop(used)).players[me]!.pawn;
      if (!pawn) nothing++;
      else {
        square += pawn.square;
        points += squareOf(pawn.track, pawn.square).points;
      }
    }
    return { square: square / rolls.length, points: points / rolls.length, nothing: nothing / rolls.length };
  }

  function expectExact(s: State) {
    const keep = keepOdds(s);
    expect(keep.map((k) => k.track)).toEqual(legalTracks(s));
    for (const k of keep) {
      const b = bruteKeep(s, k.track);
      expect(k.square, `square kept on track ${k.track}`).toBeCloseTo(b.square, 12);
      expect(k.points, `points kept on track ${k.track}`).toBeCloseTo(b.points, 12);
      expect(k.nothing, `nothing kept on track ${k.track}`).toBeCloseTo(b.nothing, 12);
    }
    return keep;
  }

  it("the issue's case: Cy on Faces 3 behind Ben on 5 keeps points only by passing him (about 0.2, not 3.7)", () => {
    const s = position(['Ann', 'Ben', 'Cy'], {
      pawns: [null, { track: 3, square: 5 }, { track: 3, square: 3 }],
      turn: { player: 2, rolls: 1 },
    });
    const [faces] = expectExact(s);
    expect(faces).toMatchObject({ track: 3, stay: true, from: 3 });
    // Three 3s reach square 6 (6 points): 10 × 25 rolls; four or five reach the top (7 points): 26 rolls.
    expect(faces!.points).toBeCloseTo((250 * 6 + 26 * 7) / 7776, 12);
    expect(faces!.points).toBeLessThan(0.25);
  });

  it('level with a rival keeps nothing unless the roll passes them (SR-6)', () => {
    const s = position(['Ann', 'Ben'], { pawns: [{ track: 4, square: 3 }, { track: 4, square: 3 }], turn: { rolls: 1 } });
    const [tickles] = expectExact(s);
    // No 4: still level, nothing kept.
    expect(tickles!.nothing).toBeGreaterThan(5 ** 5 / 6 ** 5 - 1e-12);
  });

  it('ahead of a rival keeps the square even with no matching die', () => {
    const s = position(['Ann', 'Ben'], { pawns: [{ track: 4, square: 5 }, { track: 4, square: 3 }], turn: { ones: 2, rolls: 2 } });
    const [tickles, ouchies] = expectExact(s);
    expect(tickles).toMatchObject({ track: 4, stay: true, from: 5 });
    expect(ouchies).toMatchObject({ track: 5, stay: false, from: 0 });
    expect(tickles!.points).toBeGreaterThan(ouchies!.points);
    // Caught (one more 1 of three dice) is the only way to keep nothing by staying.
    expect(tickles!.nothing).toBeCloseTo(catchOdds(3, 1).chance, 12);
  });

  it.each([
    ['a fresh board, no pawns', ['Ann', 'Ben'], { pawns: [] as (null | { track: TrackNumber; square: number })[], turn: {} }],
    ['behind on a Little Devil with a 1 aside', ['Ann', 'Ben'], { scores: [9, 0], pawns: [{ track: 2, square: 2 }, { track: 2, square: 4 }], turn: { ones: 1, rolls: 1 } }],
    ['ahead on a Little Angel, two 1s aside', ['Ann', 'Ben'], { scores: [12, 0], pawns: [{ track: 5, square: 4 }, { track: 5, square: 2 }], turn: { ones: 2, rolls: 2 } }],
    ['alone on a track that is no longer legal', ['Ann', 'Ben', 'Cy'], { pawns: [{ track: 2, square: 3 }, { track: 4, square: 1 }, { track: 5, square: 6 }], turn: { rolls: 1 } }],
    ['three rivals: ahead of one, level with one, behind one', ['Ann', 'Ben', 'Cy', 'Dee'], { pawns: [{ track: 3, square: 3 }, { track: 3, square: 2 }, { track: 3, square: 3 }, { track: 3, square: 5 }], turn: { rolls: 1 } }],
    ['no pawn of ours, rivals on two tracks', ['Ann', 'Ben', 'Cy'], { pawns: [null, { track: 2, square: 6 }, { track: 3, square: 1 }], turn: {} }],
    ['two dice left on a Little Angel, a step from the top', ['Ann', 'Ben'], { scores: [5, 0], pawns: [{ track: 6, square: 6 }, { track: 5, square: 1 }], turn: { ones: 3, rolls: 3 } }],
  ] as const)('%s: every track matches every roll counted', (_, names, place) => {
    const s = position([...names], place as Parameters<typeof position>[1]);
    expectExact(s);
  });

  it('stopping level or behind keeps nothing, in the Stop-now comparison too', () => {
    const s = position(['Ann', 'Ben'], { pawns: [{ track: 2, square: 2 }, { track: 2, square: 2 }], turn: { rolls: 1 } });
    expect(keptPoints(s, 2, 2)).toBe(0);
    expect(keptPoints(s, 2, 3)).toBe(squareOf(2, 3).points);
    expect(keptPoints(s, 2, 7)).toBe(squareOf(2, 7).points);
    expect(keptPoints(s, 2, 0)).toBe(0);
  });
});

describe('moveOdds: the plain chance a roll moves you at all', () => {
  it.each([1, 2, 3, 4, 5])('%i dice: matches counting every roll with at least one die showing the number', (dice) => {
    const rolls = allRolls(dice);
    for (const face of [2, 3, 4, 5, 6]) {
      const ways = rolls.filter((r) => r.includes(face)).length;
      expect(moveOdds(dice)).toEqual({ ways, total: rolls.length, chance: ways / rolls.length });
    }
  });

  it("the issue's figure: 5 dice on Looks, 1 − (5/6)^5, about 60%", () => {
    expect(moveOdds(5)).toMatchObject({ ways: 4651, total: 7776 });
    expect(percent(moveOdds(5).chance)).toBe('60%');
    expect(percent(moveOdds(3).chance)).toBe('42%');
  });
});

describe('catchRule: the Little Angel or Devil that changes the catch (SR-5)', () => {
  it('names the square only when the number differs from three', () => {
    expect(catchRule(position(['Ann', 'Ben'], { scores: [4, 0] }))).toEqual({ threshold: 3, usual: 3, because: null });
    expect(catchRule(position(['Ann', 'Ben'], { scores: [12, 0] }))).toEqual({ threshold: 4, usual: 3, because: { kind: 'angel', square: 12 } });
    expect(catchRule(position(['Ann', 'Ben'], { scores: [9, 0] }))).toEqual({ threshold: 2, usual: 3, because: { kind: 'devil', square: 9 } });
  });
});

describe('catchCosts: what a catch would cost', () => {
  it('counts every number of 1s that could catch you, back one square per 1, sliding past taken squares (SR-5, SR-9)', () => {
    const s = position(['Ann', 'Ben'], { scores: [12, 0], turn: { ones: 2, rolls: 2 } }); // 12 is an Angel: four 1s catch
    const costs = catchCosts(s);
    expect(costs.map((c) => c.ones)).toEqual([4, 5]);
    expect(catchCostWords(costs[0]!, 12)).toBe('back 4, to square 8');
    const devil = position(['Ann', 'Ben'], { scores: [11, 0], turn: { ones: 1, rolls: 1 } });
    const c = catchCosts(devil);
    expect(catchCostWords(c[0]!, 11)).toBe('back 3, to square 8');
    const toDevil = position(['Ann', 'Ben'], { scores: [12, 10], turn: {} });
    expect(catchCostWords(catchCosts(toDevil)[0]!, 12)).toBe('back 4, to square 8');
    const three = position(['Ann', 'Ben'], { scores: [13, 0], turn: { ones: 2, rolls: 1 } });
    expect(catchCostWords(catchCosts(three)[0]!, 13)).toBe('back 3, to square 10');
    const slide = position(['Ann', 'Ben'], { scores: [14, 11], turn: { ones: 2, rolls: 1 } });
    expect(catchCostWords(catchCosts(slide)[0]!, 14)).toBe('back 3, to square 10');
    const intoDevil = position(['Ann', 'Ben'], { scores: [18, 0], turn: { ones: 2, rolls: 1 } });
    expect(catchCostWords(catchCosts(intoDevil)[0]!, 18)).toBe('back 3, to square 15');
    const devil16 = position(['Ann', 'Ben'], { scores: [20, 0], turn: { ones: 2 } });
    expect(catchCostWords(catchCosts(devil16)[0]!, 20)).toBe('back 3, to square 17');
  });

  it('names a Little Devil or Angel landing square, Start, and sums to the catch chance', () => {
    const devil = position(['Ann', 'Ben'], { scores: [13, 0], turn: { ones: 2, rolls: 1 } });
    // SR-1 layout: Angels 5, 12, 19; Devils 9, 16, 23. Ben on 10 pushes Ann on to the Devil on 9.
    expect(catchCosts(devil)[0]).toMatchObject({ ones: 3, to: 10, kind: 'plain' });
    const toNine = position(['Ann', 'Ben'], { scores: [13, 10], turn: { ones: 2, rolls: 1 } });
    expect(catchCostWords(catchCosts(toNine)[0]!, 13)).toBe('back 3, to square 9, a Little Devil');
    const toAngel = position(['Ann', 'Ben'], { scores: [8, 0], turn: { ones: 2, rolls: 1 } });
    expect(catchCostWords(catchCosts(toAngel)[0]!, 8)).toBe('back 3, to square 5, a Little Angel');
    const toStart = position(['Ann', 'Ben'], { scores: [2, 0], turn: { ones: 2, rolls: 1 } });
    expect(catchCostWords(catchCosts(toStart)[0]!, 2)).toBe('back 3, to Start');
    const atStart = position(['Ann', 'Ben'], { turn: {} });
    expect(catchCostWords(catchCosts(atStart)[0]!, 0)).toBe('nothing to lose at Start');
    for (const s of [devil, toNine, toAngel, atStart]) {
      const total = catchCosts(s).reduce((sum, c) => sum + c.chance, 0);
      expect(total).toBeCloseTo(nextRollOdds(s).caught.chance, 12);
    }
  });
});
