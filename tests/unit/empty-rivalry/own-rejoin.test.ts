import { describe, expect, it } from 'vitest';
import { fromHex } from '~/kit/link/bytes';
import { encode, toQrText } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { joinAddress } from '~/kit/link/join';
import { seatMessage } from '~/kit/link/messages';
import { readCode } from '~/kit/link/read';
import { REJOIN } from '~/kit/link/rejoin';
import { REFUSED } from '~/kit/link/words';
import { unwrap } from '~/kit/result';
import { view } from '~/games/empty-rivalry/game';
import * as own from '~/games/empty-rivalry/own';
import { bringBack, rejoined } from '~/games/empty-rivalry/own-rejoin';
import { phaseOf } from '~/games/empty-rivalry/state';
import { throughQr } from '../kit/qr-image';
import { round, saved, seated, TABLE } from './own-table';

/*
 * ER-6: a phone that lost its storage comes back with one scan of the other phone's rejoin
 * code (kit link/rejoin.ts). Rounds scored on the phone that stayed stand; the round in
 * progress is played again with fresh dice and notes on both phones.
 */

describe('Empty Rivalry: a phone that lost its storage rejoins with one scan (ER-6)', () => {
  it('mid-round: the round is played again with fresh dice and notes on both phones, the scored rounds stand, and the match plays to the end', async () => {
    const [A, B] = await seated();
    await round(A, B, 1);
    A.s = unwrap(own.nextRound(A.s));
    B.s = unwrap(own.nextRound(B.s));
    await round(A, B, 2, undefined, 'sealed');
    let [ana, ben] = [A.s, B.s];
    const totals = ana.match!.totals;
    // Ben's phone loses everything (Ben attacks round 2, his seal sent): Ana's phone brings it back.
    ana = saved(unwrap(bringBack(ana)));
    expect(ana.show).toMatchObject({ what: 'rejoin', round: 2 });
    expect(ana.mine).toBeNull();
    expect(ana.theirs).toBeNull();
    // Ana defends round 2: it starts again at its first question (the Attacker's phone chooses them).
    expect(phaseOf(ana.match!)).toBe('truth');
    expect(ana.match!.current!.truths).toEqual([]);
    const code = ana.show!.code!;
    expect(fromHex(code).length).toBeLessThanOrEqual(300);
    // Nothing secret in the code: Ana's seal and die stayed on her phone and are gone from it now.
    const back = unwrap(rejoined(await throughQr(toQrText(fromHex(code))), 'scan'));
    ben = saved(back.state);
    expect(back.words).toMatch(/^You are back at table [0-9A-Z]{6} as Ben\. Round 2 is played again from its first question, with fresh dice and notes\.$/);
    expect(phaseOf(ben.match!)).toBe('choose');
    expect(ben).toMatchObject({ table: TABLE, seat: 1, names: ['Ana', 'Ben'], mine: null, theirs: null, show: null });
    expect(ben.match!.rounds).toEqual(ana.match!.rounds);
    expect(ben.match!.totals).toEqual(totals);
    expect(view(ben.match!, 1)).toEqual(ben.match);
    ana = { ...ana, show: null };
    // Round 2 again, then the end: both phones agree.
    [A.s, B.s] = [ana, ben];
    await round(A, B, 2);
    [ana, ben] = [A.s, B.s];
    expect(phaseOf(ana.match!)).toBe('over');
    expect(ben.match!.totals).toEqual(ana.match!.totals);
    expect(ben.match!.rounds).toEqual(ana.match!.rounds);
  });

  it('between rounds: nothing is played again, every scored round comes back', async () => {
    const [A, B] = await seated();
    await round(A, B, 1);
    const ana = A.s;
    const ben = unwrap(bringBack(B.s));
    expect(ben.show).toMatchObject({ what: 'rejoin', round: 0 });
    const back = unwrap(rejoined(toQrText(fromHex(ben.show!.code!)), 'scan'));
    expect(back.words).toMatch(/as Ana\. Every round so far is here\.$/);
    expect(back.state.seat).toBe(0);
    expect(back.state.match).toEqual(ana.match);
  });

  it('refuses in words: another code, the table’s first code, a changed byte, another game’s rejoin code; a phone at its table is told it needs none', async () => {
    const [A, B] = await seated();
    await round(A, B, 1);
    let ben = B.s;
    const code = unwrap(bringBack(A.s)).show!.code!;
    expect(rejoined(toQrText(encode(seatMessage(TABLE, { name: 'Eve', key: await publicKeyBytes(await makeKeyPair()) }))), 'scan')).toEqual({ ok: false, error: REJOIN.notRejoin });
    expect(rejoined(joinAddress(TABLE, 'https://tablemate.example/games/empty-rivalry/play/'), 'scan')).toEqual({ ok: false, error: REJOIN.tableCode });
    const bytes = fromHex(code);
    bytes[20]! ^= 1;
    expect(rejoined(toQrText(bytes), 'scan')).toEqual({ ok: false, error: REFUSED.changed });
    expect(rejoined('https://example.com/', 'scan')).toEqual({ ok: false, error: REFUSED.foreign });
    // Ben's phone kept its storage: its scanner, waiting for the next round's codes, explains.
    ben = unwrap(own.nextRound(ben));
    expect(readCode(toQrText(fromHex(code)), 'scan', { table: TABLE, round: 2, kinds: [3], wrongKind: (k) => (k === 6 ? REJOIN.stillHere : 'other') })).toEqual({ ok: false, error: REJOIN.stillHere });
    void ben;
  });
});
