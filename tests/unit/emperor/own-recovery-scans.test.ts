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
    // After the start code, the e2e's phone scans what it is told: nothing (the table phone's box came with the rejoin code), one code (the deal, another phone's box), or that box and the Swap answer it waits on.
    const then = (fault: string) => (/the table phone’s box$/.test(fault) ? 0 : /Swap answer again$/.test(fault) ? 2 : /(the deal again|another phone’s box)$/.test(fault) ? 1 : NaN);
    for (const r of emperor) expect(r.back, r.fault).toBe(base + then(r.fault));
    // Every way back is in the bench, and both takeovers.
    expect(new Set(emperor.map((r) => then(r.fault)))).toEqual(new Set([0, 1, 2]));
    expect(emperor.filter((r) => r.fault.includes('the table phone lost')).length + emperor.filter((r) => r.fault.includes('new table phone lost too')).length).toBe(2);
    // The new table phone at seven, each time: the five phones still at the table hand over, then the lost seat once back.
    expect(emperor.filter((r) => r.taker !== null).map((r) => r.taker)).toEqual([5 + 1, 5 + 1]);
    for (const r of rows) expect(r.others, r.fault).toBe(0);
    // The two-phone games and SUBTWEET: one rejoin code, then the words; SUBTWEET's two codes at twelve phones with the longest handles (tests/unit/subtweet/own-recovery.test.ts scans them).
    for (const r of rows.filter((x) => x.game !== 'emperor')) expect(r.back, r.fault).toBe(/longest handles/.test(r.fault) ? 2 : 1);
    expect(rows.filter((r) => r.game === 'subtweet').map((r) => r.back)).toEqual([1, 2]);
  }, 120_000);
});
