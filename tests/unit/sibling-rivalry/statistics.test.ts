import { describe, expect, it } from 'vitest';
import { chiSquare, CRITICAL_001 } from '../chi-square';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { advance, rollWith } from '~/games/sibling-rivalry/engine';
import { catchOdds, expectedGain } from '~/games/sibling-rivalry/odds';
import { position } from './helpers';

// The phone's rolls must produce catches and gains at the exact rates the odds
// panel promises.

describe('phone rolls agree with the exact odds', () => {
  it.each([
    [0, 0, 3],
    [2, 0, 3],
    [1, 9, 2],
    [3, 5, 4],
  ])('%i 1s aside, scoring pawn on square %i (catch at %i): catch rate passes chi-square', (ones, score, threshold) => {
    const s = position(['Ann', 'Ben'], { scores: [score, 0], turn: { ones, rolls: 1 } });
    const rng = seededRng(20261120 + ones);
    const trials = 20_000;
    let caught = 0;
    for (let i = 0; i < trials; i++) if (unwrap(rollWith(s, rng)).turn.player === 1) caught++;
    const p = catchOdds(5 - ones, threshold - ones).chance;
    const expected = [trials * p, trials * (1 - p)];
    const observed = [caught, trials - caught];
    expect(chiSquare(observed, expected)).toBeLessThan(CRITICAL_001[1]!);
  });

  it('average squares gained on a track is within 4 standard errors of the exact expectation', () => {
    // Ann on Tickles square 4, Ben on Tickles square 1: legal 4 and 5, so Ann picks Tickles.
    const s = position(['Ann', 'Ben'], { pawns: [{ track: 4, square: 4 }, { track: 4, square: 1 }], turn: { ones: 1, rolls: 1 } });
    const rng = seededRng(99);
    const gains: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const rolled = unwrap(rollWith(s, rng));
      if (rolled.turn.player !== 0) gains.push(0);
      else if (!rolled.turn.awaitingTrack) gains.push(0);
      else {
        const moved = unwrap(advance(rolled, { track: 4 }));
        const pawn = moved.players[0]!.pawn;
        gains.push(moved.turn.extra ? 3 : (pawn?.square ?? 4) - 4);
      }
    }
    const mean = gains.reduce((a, b) => a + b, 0) / gains.length;
    const sd = Math.sqrt(gains.reduce((a, g) => a + (g - mean) ** 2, 0) / (gains.length - 1));
    expect(Math.abs(mean - expectedGain(4, 2, 3))).toBeLessThan((4 * sd) / Math.sqrt(gains.length));
  });
});
