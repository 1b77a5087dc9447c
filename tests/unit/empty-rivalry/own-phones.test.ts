import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex } from '~/kit/link/bytes';
import { toQrText, TYPED_MAX } from '~/kit/link/codec';
import { startCode } from '~/kit/link/table/start';
import { PUBLIC } from '~/kit/game';
import { declared } from '~/kit/link/table/declared';
import { readMoveCode } from '~/kit/link/table/messages';
import { REFUSED } from '~/kit/link/words';
import { TABLE_REFUSED } from '~/kit/link/table/words';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { chooseQuestions, decide, drawQuestions, recordGuess, recordTruth, revealRound, setup, startRound } from '~/games/empty-rivalry/engine';
import { moves, view } from '~/games/empty-rivalry/game';
import * as own from '~/games/empty-rivalry/own';
import { phaseOf, roles, type MatchState } from '~/games/empty-rivalry/state';
import { throughQr } from '../kit/qr-image';
import { read, round, saved, seated, shown, TABLE, take, taken, type Phone } from './own-table';

/*
 * Empty Rivalry on two phones through the kit's table transport. Each phone holds exactly
 * `view(state, its seat)` of the one match the table is playing, with one exception the
 * transport can't close: the Defender's phone does not know which questions the Attacker's
 * phone chose (they are read aloud) until the Attacker's seal is opened, and holds stand-ins.
 */

/** A phone's match against the table's: its view, the Defender's stand-in questions apart. */
function expectHolds(p: Phone, table: MatchState) {
  const m = p.s.match!;
  const want = view(table, p.s.seat);
  const standIns = want.current && roles(want).defender === p.s.seat;
  expect(standIns ? { ...m, current: { ...m.current!, questionIds: want.current!.questionIds } } : m).toEqual(want);
  if (standIns) expect(m.current!.questionIds).toHaveLength(want.current!.questionIds.length);
  // And what the table phone's screen draws for everyone: the public view, computed from any phone's own.
  const pub = view(m, PUBLIC);
  expect(standIns ? { ...pub, current: { ...pub.current!, questionIds: want.current!.questionIds } } : pub).toEqual(view(table, PUBLIC));
}

describe('Empty Rivalry on two phones, through the kit’s table transport', () => {
  it('random whole matches: at every step each phone holds its own view of the one match, no die is readable in a save before its reveal, both phones score alike', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }), fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }), fc.integer({ min: 1, max: 1000 }), async (truths, guesses, seed) => {
        const [ana, ben] = await seated();
        let table = unwrap(startRound(unwrap(setup({ players: ['Ana', 'Ben'], dice: 'phone' }))));
        for (let r = 1; r <= 4; r++) {
          if (r > 1) {
            ana.s = saved(unwrap(own.nextRound(ana.s)));
            ben.s = saved(unwrap(own.nextRound(ben.s)));
            table = unwrap(startRound(phaseOf(table) === 'over' ? { ...table, plannedRounds: table.plannedRounds + 2 } : table));
          }
          const att = roles(table).attacker === 0 ? ana : ben;
          const def = att === ana ? ben : ana;
          const ids = unwrap(drawQuestions(table, seededRng(seed + r)));
          att.s = { ...att.s, match: unwrap(chooseQuestions(att.s.match!, { ids })) };
          table = unwrap(chooseQuestions(table, { ids }));
          expectHolds(att, table);
          expectHolds(def, table);
          for (let q = 0; q < 4; q++) {
            const [t, g] = [truths[(r - 1) * 4 + q]!, guesses[(r - 1) * 4 + q]!];
            def.s = saved(unwrap(own.note(def.s, t)));
            att.s = saved(unwrap(own.note(att.s, g)));
            table = unwrap(recordGuess(unwrap(recordTruth(table, { truth: t })), { guess: g }));
            expectHolds(att, table);
            expectHolds(def, table);
          }
          def.s = saved(unwrap(await own.sealDefender(def.s, def.pair, seededRng(seed * r))));
          const decision = (seed + r) % 2 ? 'call-out' : 'retreat';
          att.s = saved(unwrap(await own.decideAndSeal(att.s, decision, att.pair, seededRng(seed * r + 1))));
          table = unwrap(decide(table, { decision }));
          def.s = saved(unwrap(own.commitScanned(def.s, taken(att.s.show!.code!, def.s, 'commit', r))));
          expectHolds(att, table);
          expectHolds(def, table);
          const defOpens = await shown(def);
          att.s = saved(unwrap(await own.openScanned(att.s, taken(defOpens, att.s, 'open', r), att.pair)).state);
          const scored = att.s.match!.rounds.at(-1)!;
          // The dice were nowhere in either save before their reveal: not as a field, not inside the kept seal's text.
          table = unwrap(revealRound(table, { attackerRoll: scored.attackerRoll, defenderRoll: scored.defenderRoll }));
          expectHolds(att, table);
          def.s = saved(unwrap(await own.openScanned(def.s, taken(att.s.show!.code!, def.s, 'open', r), def.pair)).state);
          expectHolds(def, table);
          expect(def.s.match!.totals).toEqual(att.s.match!.totals);
        }
      }),
      { numRuns: 6 },
    );
  }, 60_000);

  it('keeps a phone’s own seal encrypted to its key: its save has no die, its salt or its notes in the clear, and another key can’t open it', async () => {
    const [ana, ben] = await seated();
    await round(ana, ben, 1, undefined, 'sealed');
    const def = ben; // Ana attacks round 1
    const kept = def.s.mine!;
    expect(Object.keys(kept).sort()).toEqual(['digest', 'kept', 'round']);
    // The kept seal is a box to Ben's key: Ana's key (or any other) can't open it.
    expect(await own.openingCode(def.s, ana.pair)).toEqual({ ok: false, error: TABLE_REFUSED.keyLost });
    const opening = unwrap(await own.openingCode(def.s, def.pair));
    // The opening's salt and moves appear nowhere in Ben's save.
    const save = JSON.stringify(def.s);
    expect(save).not.toContain(Buffer.from(opening.subarray(9, 21)).toString('hex'));
    expect(save).not.toContain(Buffer.from(opening.subarray(21, -4)).toString('hex'));
  });

  it('plays a round through real QR images, in one frame each', async () => {
    const [ana, ben] = await seated();
    ana.s = { ...ana.s, match: unwrap(chooseQuestions(ana.s.match!, { ids: unwrap(drawQuestions(ana.s.match!, seededRng(3))) })) };
    for (let q = 0; q < 4; q++) {
      ben.s = unwrap(own.note(ben.s, q % 2 === 0));
      ana.s = unwrap(own.note(ana.s, true));
    }
    ben.s = unwrap(await own.sealDefender(ben.s, ben.pair));
    ana.s = unwrap(await own.decideAndSeal(ana.s, 'call-out', ana.pair));
    const through = async (hex: string) => throughQr(toQrText(fromHex(hex)));
    const d = declared(moves);
    // Each code of a round is one QR frame, and short enough to type: the commit, then each phone's opening.
    const sizes = [fromHex(ana.s.show!.code!).length, fromHex(await shown(ben)).length];
    ben.s = unwrap(own.commitScanned(ben.s, unwrap(readMoveCode(d, await through(ana.s.show!.code!), 'scan', { table: own.tableOf(ben.s), step: 1, me: 1, kinds: ['commit'] }))));
    ana.s = unwrap(await own.openScanned(ana.s, unwrap(readMoveCode(d, await through(await shown(ben)), 'scan', { table: own.tableOf(ana.s), step: 1, me: 0, kinds: ['open'] })), ana.pair)).state;
    ben.s = unwrap(await own.openScanned(ben.s, unwrap(readMoveCode(d, await through(ana.s.show!.code!), 'scan', { table: own.tableOf(ben.s), step: 1, me: 1, kinds: ['open'] })), ben.pair)).state;
    expect(ben.s.match!.rounds).toEqual(ana.s.match!.rounds);
    sizes.push(fromHex(ana.s.show!.code!).length);
    expect(sizes).toEqual([31, 29, 33]);
    for (const n of sizes) expect(n).toBeLessThanOrEqual(TYPED_MAX);
  });

  it('refuses in words: an opening changed after its commit, an old round’s code, another table’s, its own, another build’s', async () => {
    const [ana, ben] = await seated();
    await round(ana, ben, 1, undefined, 'sealed');
    const [att, def] = [ana, ben];
    const commit = att.s.show!.code!;
    // Another table: refused before anything is read.
    const elsewhere = { ...def.s, table: TABLE + 1 };
    expect(take(commit, elsewhere, 'commit', 1)).toEqual({ ok: false, error: REFUSED.otherTable });
    // A commit taken twice with another digest.
    att.s = unwrap(await own.openScanned(att.s, taken(await shown(def), att.s, 'open', 1), att.pair)).state;
    const opening = fromHex(att.s.show!.code!);
    // The Attacker's opening with a guess flipped (and its CRC made good): the commit refuses it.
    const cheat = opening.slice();
    cheat[cheat.length - 6]! ^= 0x10;
    const { crc32 } = await import('~/kit/link/bytes');
    const c = crc32(cheat.subarray(0, cheat.length - 4));
    cheat.set([c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff], cheat.length - 4);
    const got = take(Buffer.from(cheat).toString('hex'), def.s, 'open', 1);
    const refused = got.ok ? await own.openScanned(def.s, got.value, def.pair) : got;
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect([REFUSED.sealBroken, REFUSED.changed]).toContain(refused.error);
    // Its own opening scanned back by mistake.
    expect(take(await shown(def), def.s, 'open', 1)).toEqual({ ok: false, error: REFUSED.ownCode });
    def.s = unwrap(await own.openScanned(def.s, taken(att.s.show!.code!, def.s, 'open', 1), def.pair)).state;
    // Round 2: round 1's codes are from an earlier round (a replay).
    def.s = unwrap(own.nextRound(def.s));
    expect(take(att.s.show!.code!, def.s, 'open', 2)).toEqual({ ok: false, error: REFUSED.earlierRound });
    // A build that declares the moves otherwise: its start is refused in words, not misread.
    const otherBuild = declared({ ...moves, recordTruth: { ...moves.recordTruth, args: { truth: { t: 'int', min: 0, max: 3 } } } });
    expect(otherBuild.digest).not.toBe(declared(moves).digest);
    const start = unwrap(startCode(otherBuild, own.tableOf(ana.s), [{ name: 'Ana', key: new Uint8Array(0) }, { name: 'Ben', key: new Uint8Array(0) }], own.START, own.setupOf(ana.s.match!), false, 'too big'));
    expect(own.startScanned(unwrap(own.joinTable(TABLE, 'Ben')), read(Buffer.from(start).toString('hex'), ben.s, 2))).toEqual({ ok: false, error: TABLE_REFUSED.otherBuild });
  });
});
