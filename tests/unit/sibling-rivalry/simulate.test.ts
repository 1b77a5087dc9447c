import { describe, expect, it } from 'vitest';
import { defaultLayout } from '~/games/sibling-rivalry/data';
import { median, simulateLayout } from './simulate';

describe('simulator', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('median of %j is %f', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('is seeded: the same seed gives the same report', () => {
    const a = simulateLayout({ layout: defaultLayout, players: 3, games: 30, seed: 5 });
    const b = simulateLayout({ layout: defaultLayout, players: 3, games: 30, seed: 5 });
    expect(a).toEqual(b);
  });

  it('a longer score track makes longer games', () => {
    const short = simulateLayout({ layout: { length: 12, angels: [], devils: [] }, players: 2, games: 201, seed: 3 });
    const long = simulateLayout({ layout: { length: 50, angels: [], devils: [] }, players: 2, games: 201, seed: 3 });
    expect(long.medianTurnsPerPlayer).toBeGreaterThan(short.medianTurnsPerPlayer * 2);
  });

  // The figure quoted for SR-1: run `npx vitest run tests/unit/sibling-rivalry/simulate.test.ts`.
  it.each([2, 4])('default layout, %i players: median turns per player over 1001 games (SR-1)', (players) => {
    const report = simulateLayout({ layout: defaultLayout, players, games: 1001, seed: 20261120 });
    console.log(`SR-1 default layout, ${players} players:`, JSON.stringify(report));
    expect(report.games).toBe(1001);
    expect(report.medianTurnsPerPlayer).toBeGreaterThanOrEqual(8);
    expect(report.medianTurnsPerPlayer).toBeLessThanOrEqual(20);
  });
});
