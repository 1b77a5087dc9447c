import { describe, expect, it } from 'vitest';
import { fromHex } from '~/kit/link/bytes';
import { encode, toQrText, type Message } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { seatMessage } from '~/kit/link/messages';
import { readCode } from '~/kit/link/read';
import { REFUSED } from '~/kit/link/words';
import { seededRng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { chooseQuestions, drawQuestions } from '~/games/empty-rivalry/engine';
import * as own from '~/games/empty-rivalry/own';
import { view } from '~/games/empty-rivalry/game';
import { ownProblem, ownSchema, type OwnState } from '~/games/empty-rivalry/own-state';
import { phaseOf, roles } from '~/games/empty-rivalry/state';
import { throughQr } from '../kit/qr-image';
import * as v from 'valibot';

const TABLE = 0x0abcdef;
const unwrap = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
/** What a phone keeps, checked as its save would be on load. */
function saved(s: OwnState): OwnState {
  const parsed = v.parse(ownSchema, JSON.parse(JSON.stringify(s)));
  expect(ownProblem(parsed)).toBeNull();
  return parsed;
}
/** A code shown on one phone as the other phone's camera reads it. */
async function scan(hex: string, s: OwnState, kind: number, round?: number): Promise<Message> {
  const text = await throughQr(toQrText(fromHex(hex)));
  return unwrap(readCode(text, 'scan', { table: s.table, round, kinds: [kind] }));
}

describe('Empty Rivalry on two phones, through real QR codes', () => {
  it('plays a whole match; each phone holds only its own notes and die before the reveal; both agree on every score', async () => {
    const rng = seededRng(24);
    let ana = saved(unwrap(own.openTable(TABLE, 'Ana')));
    let ben = saved(unwrap(own.joinTable(TABLE, 'Ben')));
    const key = await publicKeyBytes(await makeKeyPair());
    ana = saved(unwrap(own.seatScanned(ana, await scan(Buffer.from(encode(seatMessage(TABLE, { name: 'Ben', key }))).toString('hex'), ana, 1))));
    ana = saved(unwrap(own.startMatch(ana)));
    ben = saved(unwrap(own.startScanned(ben, await scan(ana.show!.code, ben, 2))));
    ana = { ...ana, show: null };
    expect(ben.match!.players).toEqual(['Ana', 'Ben']);
    let scans = { ana: 1, ben: 2 };

    for (let round = 1; round <= 2; round++) {
      const A = roles(ana.match!).attacker === 0 ? 'ana' : 'ben';
      let att = A === 'ana' ? ana : ben;
      let def = A === 'ana' ? ben : ana;
      att = { ...att, match: unwrap(chooseQuestions(att.match!, { ids: unwrap(drawQuestions(att.match!, rng)) })) };
      const truths = [true, false, false, true];
      const guesses = [true, true, false, false];
      for (let q = 0; q < 4; q++) {
        def = saved(unwrap(own.note(def, truths[q]!)));
        att = saved(unwrap(own.note(att, guesses[q]!)));
      }
      // Each phone holds exactly what the game's contract lets its player see (game.ts view).
      expect(view(att.match!, att.seat)).toEqual(att.match);
      expect(view(def.match!, def.seat)).toEqual(def.match);
      // Before any reveal: the Attacker's phone holds FALSE for every record, the Defender's FALSE for every guess.
      expect(att.match!.current!.truths).toEqual([false, false, false, false]);
      expect(def.match!.current!.guesses).toEqual([false, false, false, false]);
      def = saved(unwrap(await own.sealDefender(def, seededRng(round))));
      att = saved(unwrap(await own.decideAndSeal(att, 'call-out', seededRng(round + 10))));
      // The Defender's phone holds the Attacker's seal (a digest), never its die or guesses.
      def = saved(unwrap(own.sealScanned(def, await scan(att.show!.code, def, 3, round))));
      expect(def.theirs).not.toBeNull();
      expect(JSON.stringify(def)).not.toContain(att.mine!.value);
      const attSaw = unwrap(await own.revealScanned(att, await scan(def.show!.code, att, 4, round)));
      att = saved(attSaw.state);
      const defSaw = unwrap(await own.revealScanned(def, await scan(att.show!.code, def, 4, round)));
      def = saved(defSaw.state);
      expect(att.match!.rounds.at(-1)).toEqual(def.match!.rounds.at(-1));
      expect(att.match!.totals).toEqual(def.match!.totals);
      expect(def.match!.rounds.at(-1)!.truths).toEqual(truths);
      expect(def.match!.rounds.at(-1)!.guesses).toEqual(guesses);
      scans = A === 'ana' ? { ana: scans.ana + 1, ben: scans.ben + 2 } : { ana: scans.ana + 2, ben: scans.ben + 1 };
      if (A === 'ana') [ana, ben] = [att, def];
      else [ana, ben] = [def, att];
      if (round < 2) {
        ana = saved(unwrap(own.nextRound(ana)));
        ben = saved(unwrap(own.nextRound(ben)));
      }
    }
    expect(phaseOf(ana.match!)).toBe('over');
    expect(scans).toEqual({ ana: 4, ben: 5 });
  });

  it('refuses a reveal changed after its seal, an old round’s reveal, and another table’s seal', async () => {
    let att = unwrap(own.openTable(TABLE, 'Ana'));
    let def = unwrap(own.joinTable(TABLE, 'Ben'));
    const key = await publicKeyBytes(await makeKeyPair());
    att = unwrap(own.seatScanned(att, seatMessage(TABLE, { name: 'Ben', key })));
    att = unwrap(own.startMatch(att));
    def = unwrap(own.startScanned(def, unwrap(readCode(toQrText(fromHex(att.show!.code)), 'scan', { table: TABLE }))));
    att = { ...att, match: unwrap(chooseQuestions(att.match!, { ids: unwrap(drawQuestions(att.match!, seededRng(1))) })) };
    for (let q = 0; q < 4; q++) {
      def = unwrap(own.note(def, true));
      att = unwrap(own.note(att, false));
    }
    def = unwrap(await own.sealDefender(def));
    att = unwrap(await own.decideAndSeal(att, 'retreat'));
    // Another table's seal: refused before anything is read.
    const other = unwrap(own.openTable(TABLE + 1, 'Eve'));
    expect(readCode(toQrText(fromHex(att.show!.code)), 'scan', { table: other.table, round: 1 })).toEqual({ ok: false, error: REFUSED.otherTable });
    def = unwrap(own.sealScanned(def, unwrap(readCode(toQrText(fromHex(att.show!.code)), 'scan', { table: TABLE, round: 1 }))));
    att = unwrap(await own.revealScanned(att, unwrap(readCode(toQrText(fromHex(def.show!.code)), 'scan', { table: TABLE, round: 1 })))).state;
    // The Attacker's reveal with its d12 changed (and its CRC made good): the seal refuses it.
    const reveal = unwrap(readCode(toQrText(fromHex(att.show!.code)), 'scan', { table: TABLE, round: 1 }));
    const cheat: Message = { ...reveal, payload: reveal.payload.slice() };
    cheat.payload[2] = cheat.payload[2] === 12 ? 11 : 12;
    expect(await own.revealScanned(def, cheat)).toEqual({ ok: false, error: REFUSED.sealBroken });
    // The Defender's own reveal scanned back by mistake.
    expect(await own.revealScanned(def, unwrap(readCode(toQrText(fromHex(def.show!.code)), 'scan', { table: TABLE, round: 1 })))).toEqual({ ok: false, error: REFUSED.ownCode });
    def = unwrap(await own.revealScanned(def, reveal)).state;
    // Round 2: round 1's reveal again is from an earlier round.
    def = unwrap(own.nextRound(def));
    expect(readCode(toQrText(fromHex(att.show!.code)), 'scan', { table: TABLE, round: own.roundOf(def.match!) })).toEqual({ ok: false, error: REFUSED.earlierRound });
  });
});
