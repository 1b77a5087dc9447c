import { describe, expect, it } from 'vitest';
import { fromHex } from '~/kit/link/bytes';
import { encode, MAX_BYTES, toQrText } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { seatMessage } from '~/kit/link/messages';
import { REJOIN } from '~/kit/link/rejoin';
import { unwrap } from '~/kit/result';
import { setup } from '~/games/empress/engine';
import * as own from '~/games/empress/own';
import { bringBack, rejoined } from '~/games/empress/own-rejoin';
import { ownProblem, type OwnState } from '~/games/empress/own-state';
import { isOver, position, totals } from '~/games/empress/state';
import { rejoined as erRejoined } from '~/games/empty-rivalry/own-rejoin';
import { throughQr } from '../kit/qr-image';

/*
 * EP-6: a phone that lost its storage comes back with one scan of the other phone's rejoin
 * code (kit link/rejoin.ts). Plays turned over stand; a card laid face down stays with its
 * lead's phone (the lost answering phone answers it), or, lost with its lead's phone, the
 * play is picked again.
 */

const TABLE = 0x2bcd123;
const code = (s: OwnState) => toQrText(fromHex(s.show!.code));

/** Each phone's own key pair, by seat (a rejoined phone keeps its seat's). */
const PAIRS: CryptoKeyPair[] = [];
const pair = (s: OwnState) => PAIRS[s.seat]!;

async function join(): Promise<[OwnState, OwnState]> {
  PAIRS.splice(0, 2, await makeKeyPair(), await makeKeyPair());
  let ana = unwrap(own.openTable(TABLE, 'Ana'));
  let ben = unwrap(own.joinTable(TABLE, 'Ben'));
  ana = unwrap(await own.take(ana, toQrText(encode(seatMessage(TABLE, { name: 'Ben', key: await publicKeyBytes(PAIRS[1]!) }))), 'scan', pair(ana)));
  ana = unwrap(own.startMatch(ana, unwrap(setup({ players: ['Ana', 'Ben'], sets: 1, stake: null, firstEmpress: 1 }))));
  ben = unwrap(await own.take(ben, code(ana), 'scan', pair(ben)));
  return [unwrap(own.dismiss(ana)), ben];
}

/** Phones in seat order; the lead lays `card`, the other answers `answer` (a whole play). */
async function play(p: [OwnState, OwnState], card: 'empress' | 'assassin' | 'citizen', answer: 'empress' | 'assassin' | 'citizen'): Promise<[OwnState, OwnState]> {
  if (position(p[0].match!)!.forced) return [unwrap(own.revealForced(p[0])), unwrap(own.revealForced(p[1]))];
  const L = position(p[0].match!)!.leadPlayer;
  let lead = unwrap(await own.lead(p[L], card, pair(p[L])));
  let ans = unwrap(await own.take(p[L === 0 ? 1 : 0], code(lead), 'scan', PAIRS[L === 0 ? 1 : 0]!));
  ans = unwrap(own.answer(ans, answer));
  lead = unwrap(await own.take(lead, code(ans), 'scan', pair(lead)));
  ans = unwrap(await own.take(ans, code(lead), 'scan', pair(ans)));
  lead = unwrap(own.dismiss(lead));
  return L === 0 ? [lead, ans] : [ans, lead];
}

describe('Empress: a phone that lost its storage rejoins with one scan (EP-6)', () => {
  it('the lead’s phone stayed with its card sealed: the lost answering phone gets the seal and answers; the match plays to the end', async () => {
    let [ana, ben] = await join();
    [ana, ben] = await play([ana, ben], 'citizen', 'citizen'); // Ben leads game 1: a draw; Ana leads next
    ana = unwrap(await own.lead(ana, 'citizen', pair(ana)));
    const sealed = ana.sealed;
    ana = unwrap(bringBack(ana));
    expect(ana.sealed).toEqual(sealed);
    expect(ana.show).toMatchObject({ what: 'rejoin', play: 0 });
    expect(fromHex(ana.show!.code).length).toBeLessThanOrEqual(MAX_BYTES);
    // The code holds the seal's digest, never the card or its salt (which only Ana's kept box holds).
    expect(ana.show!.code).not.toContain(sealed!.kept);
    const back = unwrap(rejoined(await throughQr(code(ana)), 'scan'));
    ben = back.state;
    expect(back.words).toMatch(/as Ben\. Ana has laid a card face down: answer it\.$/);
    expect(ownProblem(ben)).toBeNull();
    expect(ben).toMatchObject({ seat: 1, names: ['Ben', 'Ana'], scanned: { play: 2, digest: sealed!.digest }, answer: null });
    expect(ben.match!.pending).toBe('face-down');
    expect(own.turnOf(ben)).toBe('answer');
    // Ana's phone, Ben back: its seal code again, and the play goes on.
    ana = { ...ana, show: own.sealShown(ana) };
    expect(own.turnOf(ana)).toBe('sealed');
    ben = unwrap(own.answer(ben, 'empress'));
    ana = unwrap(await own.take(ana, code(ben), 'scan', pair(ana)));
    ben = unwrap(await own.take(ben, code(ana), 'scan', pair(ben)));
    ana = unwrap(own.dismiss(ana));
    expect(ben.match).toEqual(ana.match);
    while (!isOver(ana.match!)) [ana, ben] = await play([ana, ben], 'citizen', 'citizen');
    expect(totals(ben.match!)).toEqual(totals(ana.match!));
  });

  it('the lead’s phone was lost: the play is picked again, and the answering phone drops the seal and answer it held', async () => {
    let [ana, ben] = await join();
    ben = unwrap(await own.lead(ben, 'empress', pair(ben))); // Ben leads play 1
    ana = unwrap(await own.take(ana, code(ben), 'scan', pair(ana)));
    ana = unwrap(own.answer(ana, 'citizen'));
    ana = unwrap(bringBack(ana));
    expect(ana).toMatchObject({ scanned: null, answer: null, show: { what: 'rejoin', play: 1 } });
    expect(ownProblem(ana)).toBeNull();
    const back = unwrap(rejoined(code(ana), 'scan'));
    expect(back.words).toMatch(/as Ben\. The card your phone laid for play 1 is gone with its storage: lay a card again\.$/);
    ben = back.state;
    expect(own.turnOf(ben)).toBe('lead');
    ana = { ...ana, show: own.sealShown(ana) };
    expect(own.turnOf(ana)).toBe('await-seal');
    [ana, ben] = await play([ana, ben], 'citizen', 'assassin');
    expect(ben.match).toEqual(ana.match);
  });

  it('refuses another game’s rejoin code in words', async () => {
    const [ana] = await join();
    const shown = unwrap(bringBack(ana));
    expect(erRejoined(code(shown), 'scan')).toEqual({ ok: false, error: REJOIN.otherGame });
    // A phone at its table shown a rejoin code: it needs none, and says so.
    expect(await own.take(unwrap(own.dismiss(ana)), code(shown), 'scan', pair(ana))).toEqual({ ok: false, error: REJOIN.stillHere });
  });
});
