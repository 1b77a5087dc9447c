import { describe, expect, it } from 'vitest';
import { BUDGET } from '../../../scripts/budgets';
import { emperorFigures } from '../../../scripts/own-phones-emperor';
import { MAX_BYTES, messageFigures } from '../../../scripts/own-phones';

// The bench's bytes-per-QR budget (scripts/budgets.ts), on every test run: every kind of
// message the own-phone modes send, at its largest (longest names, two-byte letters, seven
// players), fits one QR frame.
describe('bytes per QR code', () => {
  it('the codec refuses what the budget refuses', () => {
    expect(MAX_BYTES).toBe(BUDGET.qrBytes);
  });

  it(`every message of Empty Rivalry and Empress is at most ${BUDGET.qrBytes} bytes`, async () => {
    const figures = await messageFigures();
    expect(figures.length).toBeGreaterThan(5);
    for (const f of figures) expect(f.bytes, f.kind).toBeLessThanOrEqual(BUDGET.qrBytes);
  });

  it(`every message of the Emperor's mode is at most ${BUDGET.qrBytes} bytes`, async () => {
    const figures = await emperorFigures();
    expect(figures.length).toBeGreaterThan(3);
    for (const f of figures) expect(f.bytes, f.kind).toBeLessThanOrEqual(BUDGET.qrBytes);
  });
});
