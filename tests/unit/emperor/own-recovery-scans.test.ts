import { describe, expect, it } from 'vitest';
import { recoveryScans } from '../../../scripts/own-phones-recovery';

/*
 * The bench's "scans per phone for a recovery" (scripts/own-phones-recovery.ts) counts the
 * scans of a recovery driven through own.ts. Here each figure is held against the codes the
 * e2e's players scan (tests/e2e/own-phones-emperor.spec.ts): a way back that grows or drops
 * a scan fails here until the bench and the e2e say the same.
 */

/** What the wiped phone scans in the e2e: the rejoin code, the start code again, then what it names. */
const E2E_BACK = { rejoin: 1, start: 1 };

describe('the bench’s scans per phone for a recovery', () => {
  it('are the scans the e2e’s phones make, per way back, and nobody else scans a code', async () => {
    const rows = await recoveryScans();
    const emperor = rows.filter((r) => r.game === 'emperor');
    const base = E2E_BACK.rejoin + E2E_BACK.start;
    const back = Object.fromEntries(emperor.map((r) => [r.fault, r.back]));
    expect(back).toEqual({
      'a player’s phone wiped, back from the deal again': base + 1,
      'a player’s phone wiped, back from the table phone’s box': base,
      'a player’s phone wiped, back from another phone’s box': base + 1,
      'a player’s phone wiped, back from another phone’s box and its Swap answer again': base + 2,
      'the table phone lost: a player’s phone takes over; its player comes back from another phone’s box': base + 1,
    });
    // The new table phone at seven: the five phones still at the table hand over, then the lost seat once back.
    expect(emperor.find((r) => r.taker !== null)?.taker).toBe(5 + 1);
    for (const r of rows) expect(r.others, r.fault).toBe(0);
    // The two-phone games and SUBTWEET: one rejoin code, then the words.
    for (const r of rows.filter((x) => x.game !== 'emperor')) expect(r.back).toBe(1);
  }, 120_000);
});
