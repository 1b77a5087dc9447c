import { expect } from 'vitest';

/** Pearson's chi-square statistic of observed counts against expected ones (equal by default). */
export function chiSquare(observed: number[], expected?: number[]): number {
  const total = observed.reduce((a, b) => a + b, 0);
  return observed.reduce((sum, o, i) => {
    const e = expected?.[i] ?? total / observed.length;
    return sum + (o - e) ** 2 / e;
  }, 0);
}

/** Critical values at p = 0.001, by degrees of freedom. */
export const CRITICAL_001: Readonly<Record<number, number>> = {
  1: 10.83, 3: 16.27, 4: 18.47, 5: 20.52, 6: 22.46, 11: 31.26, 13: 34.53, 23: 49.73,
};

/**
 * A fair generator exceeds the p = 0.001 value one run in a thousand; with the
 * dozens of such checks in the suite a fair build would then fail CI now and then.
 * So a sample over the line is drawn again, independently: a fair generator fails
 * both one run in a million, a biased one (what these tests are for) fails both
 * every time at these sample sizes.
 */
export function expectFair(sample: () => { observed: number[]; expected?: number[] }): void {
  const statistic = () => {
    const { observed, expected } = sample();
    const critical = CRITICAL_001[observed.length - 1];
    if (critical === undefined) throw new Error(`No critical value for ${observed.length - 1} degrees of freedom`);
    expect(observed.every((c) => c > 0), 'every outcome seen').toBe(true);
    return { chi: chiSquare(observed, expected), critical };
  };
  const first = statistic();
  if (first.chi < first.critical) return;
  const second = statistic();
  expect(second.chi, `chi-square ${first.chi.toFixed(2)} then ${second.chi.toFixed(2)}`).toBeLessThan(second.critical);
}
