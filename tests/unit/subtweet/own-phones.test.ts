import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fromHex } from '~/kit/link/bytes';
import { decode, encode, toQrText } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes, SALT_BYTES, SEAL_BYTES } from '~/kit/link/crypto';
import { gatherMoves } from '~/kit/link/table/gather-moves';
import { seatMessage } from '~/kit/link/messages';
import { moveSeat } from '~/kit/link/seating';
import { declared, entry } from '~/kit/link/table/declared';
import { openCode } from '~/kit/link/table/messages';
import { REFUSED } from '~/kit/link/words';
import { PUBLIC } from '~/kit/game';
import { type Rng } from '~/kit/random';
import { seededRng } from '~/kit/seeded';
import { unwrap, type Result } from '~/kit/result';
import * as engine from '~/games/subtweet/engine';
import { moves, default as subtweetGame } from '~/games/subtweet/game';
import * as own from '~/games/subtweet/own';
import { ownProblem, ownSchema, type OwnState } from '~/games/subtweet/own-state';
import type { SubtweetState, Variations } from '~/games/subtweet/state';

/*
 * SUBTWEET on 3–8 phones through the kit's table transport: every code passes as the QR
 * text a camera would read. At every step where the phones have taken the table phone's
 * code, each holds `view(state, seat)` of the one game a single phone would hold after the
 * same moves (the same penalties, caps, wins and variations); sealed choices are in no save
 * in the clear; a changed, late or replayed reveal is refused.
 */

const TABLE = 0x12345;
const D = declared(moves);
interface Phone {
  s: OwnState;
  pair: CryptoKeyPair;
}
const NAMES = ['Al', 'Bea', 'Cyd', 'Dora', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivo', 'Jo_', 'Kit', 'Lou'];

/** What a phone keeps, checked as its save would be on load. */
function saved(s: OwnState): OwnState {
  const parsed = v.parse(ownSchema, JSON.parse(JSON.stringify(s)));
  expect(ownProblem(parsed)).toBeNull();
  return parsed;
}
const qr = (hex: string) => toQrText(fromHex(hex));

async function seatAll(n: number, variations: Variations, rps: (tied: number[]) => number): Promise<Phone[]> {
  const phones: Phone[] = [];
  for (let i = 0; i < n; i++) {
    const pair = await makeKeyPair();
    phones.push({ pair, s: unwrap(i === 0 ? own.openTable(TABLE, NAMES[i]!) : own.joinTable(TABLE, NAMES[i]!)) });
  }
  const hub = phones[0]!;
  for (const p of phones.slice(1)) {
    const m = seatMessage(TABLE, { name: p.s.names[0]!, key: await publicKeyBytes(p.pair) });
    hub.s = saved(unwrap(own.seatScanned(hub.s, unwrap(decode(encode(m))))));
  }
  const tied = engine.firstPlayerCandidates(hub.s.names);
  hub.s = saved(unwrap(own.startGame(hub.s, variations, tied.length > 1 ? rps(tied) : null)));
  const start = unwrap(decode(fromHex(own.startHex(hub.s)!)));
  for (const p of phones.slice(1)) p.s = saved(unwrap(own.startScanned(p.s, start)));
  return phones;
}

/** Every phone that isn't the table phone takes its code now. */
async function takeTable(phones: Phone[]) {
  const text = qr(own.tableHex(phones[0]!.s));
  for (const p of phones.slice(1)) {
    const read = own.readTable(p.s, text, 'scan');
    if (!read.ok) {
      // Already taken (the code hasn't grown since): that phone has it.
      expect(read.error).toMatch(/already|earlier/);
      continue;
    }
    const took = await own.tableScanned(p.s, read.value.got, read.value.next);
    if (!took.ok && /already/.test(took.error)) continue;
    p.s = saved(unwrap(took));
  }
}

function expectHolds(phones: Phone[], table: SubtweetState) {
  for (const p of phones) {
    expect(p.s.game).toEqual(subtweetGame.view(table, p.s.seat!));
    expect(subtweetGame.view(p.s.game!, PUBLIC)).toEqual(subtweetGame.view(table, PUBLIC));
    // A phone's own sealed choice is in its save only as a digest and a box to its own key, and
    // no phone but the table phone (once every seal is in) holds anyone's opened choice.
    expect(Object.keys(p.s.sealed ?? { step: 0, digest: '', kept: '' }).sort()).toEqual(['digest', 'kept', 'step']);
    if (p.s.seat !== 0) expect(JSON.stringify(p.s)).not.toMatch(/"(favourite|aboutWhom|yes)"/);
  }
}

/** A table move on the table phone and on the one-phone reference alike. */
function tableMove(phones: Phone[], ref: SubtweetState, e: { move: string; args: Record<string, unknown> }, run: (g: SubtweetState) => Result<SubtweetState>): SubtweetState {
  phones[0]!.s = saved(unwrap(own.tableMove(phones[0]!.s, e)));
  return unwrap(run(ref));
}

async function playTurn(phones: Phone[], ref: SubtweetState, rng: Rng): Promise<SubtweetState> {
  const hub = phones[0]!;
  const author = engine.currentPlayer(ref)!;
  const n = phones.length;
  const others = ref.order.filter((s) => s !== author);
  const recipient = ref.variations.faceValue && rng.int(0, 3) === 0 ? null : others[rng.int(0, others.length - 1)]!;
  const favs = others.filter(() => rng.int(0, 2) === 0);
  // Seal in a random order; the table phone may record a card written meanwhile.
  const order = [...phones].sort(() => rng.int(0, 2) - 1);
  let written: { player: number; count: number } | null = null;
  for (const p of order) {
    const seat = p.s.seat!;
    p.s = saved(unwrap(await own.sealChoice(p.s, seat === author ? { recipient } : { yes: favs.includes(seat) }, p.pair)));
    if (p !== hub) {
      const got = unwrap(own.readSeatCode(hub.s, qr(own.commitHex(p.s)!), 'scan', 'commit'));
      hub.s = saved(unwrap(own.commitScanned(hub.s, got)));
    }
    const blank = ref.players.findIndex((x) => x.blank > 0);
    if (!written && blank >= 0 && rng.int(0, 3) === 0) {
      written = { player: blank, count: 1 };
      hub.s = saved(unwrap(own.tableMove(hub.s, entry(moves, 'writeTweets', written))));
    }
  }
  expect(own.phaseOf(hub.s)).toBe('open');
  await takeTable(phones);
  for (const p of phones) expect(own.phaseOf(p.s)).toBe('open');
  let opening: string | null = null;
  for (const p of [...phones.slice(1)].sort(() => rng.int(0, 2) - 1)) {
    const hex = unwrap(await own.openingHex(p.s, p.pair));
    opening = hex;
    const got = unwrap(own.readSeatCode(hub.s, qr(hex), 'scan', 'open'));
    hub.s = saved(unwrap(await own.openScanned(hub.s, got, hub.pair)));
  }
  let next = ref;
  if (written) next = unwrap(engine.writeTweets(next, written));
  next = unwrap(engine.revealRecipient(unwrap(engine.recordFavourites(unwrap(engine.playCard(next, { author })), { favourites: favs })), { recipient }));
  await takeTable(phones);
  // A reveal shown again after the turn was scored (late, or replayed) is refused.
  const late = own.readSeatCode(hub.s, qr(opening!), 'scan', 'open');
  expect(late.ok ? 'taken' : late.error).not.toBe('taken');
  void n;
  return next;
}

/** Between turns: the table phone settles a pass, a Fail Whale, writing, as a table would. */
function tableTurn(phones: Phone[], ref: SubtweetState, rng: Rng): SubtweetState {
  const w = (player: number, count: number) => tableMove(phones, ref, entry(moves, 'writeTweets', { player, count }), (g) => engine.writeTweets(g, { player, count }));
  if (ref.paused) {
    const blank = engine.blankOnly(ref);
    return blank.length > 0 && rng.int(0, 2) > 0 ? w(blank[0]!, rng.int(1, ref.players[blank[0]!]!.blank)) : tableMove(phones, ref, entry(moves, 'resumePlay', {}), engine.resumePlay);
  }
  if (engine.canCallFailWhale(ref) && rng.int(0, 1) === 0) {
    const player = engine.blankOnly(ref)[0]!;
    return tableMove(phones, ref, entry(moves, 'callFailWhale', { player }), (g) => engine.callFailWhale(g, { player }));
  }
  if (engine.mustAskBeforePass(ref)) {
    const seat = engine.turnHolder(ref)!;
    return rng.int(0, 2) === 0 ? w(seat, 1) : tableMove(phones, ref, entry(moves, 'passTurn', {}), engine.passTurn);
  }
  const blank = ref.players.findIndex((p) => p.blank > 0);
  return w(blank, 1);
}

describe('SUBTWEET on its players’ own phones', () => {
  it('gathers seals and salts of the lengths the kit’s crypto makes', () => {
    const g = gatherMoves(12);
    expect([g.sealsGathered.args.digests.of.length, g.saltsGathered.args.salts.of.length]).toEqual([SEAL_BYTES, SALT_BYTES]);
  });

  it('random whole games at 3–8 phones: every phone holds view(state, seat) of the one-phone game at every step, with the same penalties', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 3, max: 8 }), fc.record({ everyoneFavs: fc.boolean(), faceValue: fc.boolean(), failWhale: fc.boolean() }), fc.integer({ min: 1, max: 1e6 }), async (n, variations, seed) => {
        const rng = seededRng(seed);
        const phones = await seatAll(n, variations, (tied) => tied[rng.int(0, tied.length - 1)]!);
        let ref = unwrap(engine.setup({ handles: NAMES.slice(0, n), variations, rpsWinner: phones[0]!.s.game!.order[0] }));
        expectHolds(phones, ref);
        for (let i = 0; i < 60 && ref.winner === null; i++) {
          ref = own.phaseOf(phones[0]!.s) === 'table' ? tableTurn(phones, ref, rng) : await playTurn(phones, ref, rng);
          await takeTable(phones);
          expectHolds(phones, ref);
          if (phones[0]!.s.show) phones[0]!.s = own.everyPhoneHasIt(phones[0]!.s);
        }
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it('at twelve phones (ST-1), every code of a turn fits one QR frame (≤ 300 bytes), with ten cards written meanwhile', async () => {
    const phones = await seatAll(12, { everyoneFavs: true, faceValue: true, failWhale: true }, (t) => t[0]!);
    const hub = phones[0]!;
    const sizes: Record<string, number> = {};
    const author = engine.currentPlayer(hub.s.game!)!;
    for (const p of phones) {
      p.s = unwrap(await own.sealChoice(p.s, p.s.seat === author ? { recipient: null } : { yes: false }, p.pair));
      if (p === hub) continue;
      sizes.seal = Math.max(sizes.seal ?? 0, fromHex(own.commitHex(p.s)!).length);
      hub.s = unwrap(own.commitScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(own.commitHex(p.s)!), 'scan', 'commit'))));
    }
    sizes.sealsGathered = fromHex(own.tableHex(hub.s)).length;
    await takeTable(phones);
    // Ten cards written while the reveals come in: said with the turn's result (a face value nobody favourited: the author draws).
    hub.s = { ...hub.s, game: { ...hub.s.game!, players: hub.s.game!.players.map((x, i) => (i === author ? x : { ...x, written: x.written - 1, blank: 1 })) } };
    for (const p of phones.slice(1)) p.s = { ...p.s, game: hub.s.game };
    for (let i = 0; i < 10; i++) hub.s = unwrap(own.tableMove(hub.s, entry(moves, 'writeTweets', { player: (author + 1 + i) % 12, count: 1 })));
    for (const p of phones.slice(1)) {
      const hex = unwrap(await own.openingHex(p.s, p.pair));
      sizes.reveal = Math.max(sizes.reveal ?? 0, fromHex(hex).length);
      hub.s = unwrap(await own.openScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(hex), 'scan', 'open')), hub.pair));
    }
    sizes.turnScored = fromHex(own.tableHex(hub.s)).length;
    await takeTable(phones);
    for (const p of phones) expect(p.s.game).toEqual(hub.s.game);
    console.log('SUBTWEET own-phone code bytes at 12 phones:', sizes);
    for (const size of Object.values(sizes)) expect(size).toBeLessThanOrEqual(300);
  }, 60_000);

  it('refuses a changed reveal, a replayed seal, a reveal before every seal is in, and a commit from a phone that is behind', async () => {
    const phones = await seatAll(4, { everyoneFavs: false, faceValue: false, failWhale: false }, (t) => t[0]!);
    const [hub, b, c, d] = phones as [Phone, Phone, Phone, Phone];
    const author = engine.currentPlayer(hub.s.game!)!;
    const choose = (p: Phone) => (p.s.seat === author ? { recipient: (author + 1) % 4 } : { yes: true });
    for (const p of [b, c]) p.s = unwrap(await own.sealChoice(p.s, choose(p), p.pair));
    hub.s = unwrap(own.commitScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(own.commitHex(b.s)!), 'scan', 'commit'))));
    // The same seal again: said, not taken twice.
    expect(own.commitScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(own.commitHex(b.s)!), 'scan', 'commit')))).toMatchObject({ ok: false, error: expect.stringMatching(/already in/) });
    // A reveal before every seal is in: the table phone isn't taking reveals yet.
    const early = unwrap(own.readSeatCode(hub.s, qr(unwrap(await own.openingHex(b.s, b.pair))), 'scan', 'open'));
    expect(await own.openScanned(hub.s, early, hub.pair)).toMatchObject({ ok: false });
    hub.s = unwrap(own.commitScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(own.commitHex(c.s)!), 'scan', 'commit'))));
    d.s = unwrap(await own.sealChoice(d.s, choose(d), d.pair));
    hub.s = unwrap(own.commitScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(own.commitHex(d.s)!), 'scan', 'commit'))));
    hub.s = unwrap(await own.sealChoice(hub.s, choose(hub), hub.pair));
    expect(own.phaseOf(hub.s)).toBe('open');
    await takeTable(phones);
    // A changed reveal: Bea's seal opened with the other choice and her own salt.
    const real = unwrap(decode(fromHex(unwrap(await own.openingHex(b.s, b.pair)))));
    const salt = real.payload.slice(2, 14);
    const flipped = b.s.seat === author ? { recipient: (author + 2) % 4 } : { yes: false };
    const changed = openCode(D, own.tableOf(b.s), b.s.sealed!.step, b.s.seat!, [own.sealedEntry(b.s.game!, b.s.seat!, flipped)], salt);
    const got = unwrap(own.readSeatCode(hub.s, qr(Buffer.from(changed).toString('hex')), 'scan', 'open'));
    expect(await own.openScanned(hub.s, got, hub.pair)).toMatchObject({ ok: false, error: expect.stringMatching(/changed after it was sealed/) });
    // Bea's phone's own code read back on Bea's phone: refused as its own.
    expect(own.readTable(b.s, qr(own.commitHex(b.s)!), 'scan')).toMatchObject({ ok: false });
    // A seal replayed from an earlier turn, after the turn: refused.
    const oldCommit = own.commitHex(c.s)!;
    for (const p of [b, c, d]) hub.s = unwrap(await own.openScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(unwrap(await own.openingHex(p.s, p.pair))), 'scan', 'open')), hub.pair));
    await takeTable(phones);
    const replay = own.readSeatCode(hub.s, qr(oldCommit), 'scan', 'commit');
    expect(replay.ok ? 'taken' : replay.error).toBe(REFUSED.earlierRound);
    // Every phone scored the same turn.
    for (const p of phones) expect(p.s.game).toEqual(hub.s.game);
  });
});

describe('SUBTWEET’s seating on the table phone (kit seating.ts, ST-2)', () => {
  it('seat codes in any order and any moves of the seating: every phone sits where the host put it, and the turns go round that seating', async () => {
    const key = await publicKeyBytes(await makeKeyPair());
    const move = fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }));
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }).chain((n) => fc.tuple(fc.shuffledSubarray(NAMES.slice(1, n), { minLength: n - 1, maxLength: n - 1 }), fc.array(move, { maxLength: 12 }), fc.nat())),
        ([order, moves, rps]) => {
          let hub = unwrap(own.openTable(TABLE, NAMES[0]!));
          for (const name of order) hub = saved(unwrap(own.seatScanned(hub, unwrap(decode(encode(seatMessage(TABLE, { name, key })))))));
          expect(hub.names).toEqual([NAMES[0], ...order]);
          for (const [from, to] of moves) hub = saved(unwrap(own.reseat(hub, moveSeat(hub.names, from, to))));
          const seating = hub.names;
          expect(seating[0]).toBe(NAMES[0]);
          expect([...seating].sort()).toEqual([NAMES[0], ...order].sort());
          const tied = engine.firstPlayerCandidates(seating);
          hub = saved(unwrap(own.startGame(hub, { everyoneFavs: false, faceValue: false, failWhale: false }, tied.length > 1 ? tied[rps % tied.length]! : null)));
          // The seating is fixed once the game starts.
          expect(own.reseat(hub, seating).ok).toBe(false);
          const start = unwrap(decode(fromHex(own.startHex(hub)!)));
          for (const name of order) {
            const p = saved(unwrap(own.startScanned(unwrap(own.joinTable(TABLE, name)), start)));
            expect(p.seat).toBe(seating.indexOf(name));
            expect(p.names).toEqual(seating);
            expect(p.game).toEqual(hub.game);
          }
          // ST-2: from the first player, each turn passes to the next seat round the seating set.
          const g = hub.game!;
          expect(g.players.map((p) => p.handle)).toEqual(seating);
          expect(g.order).toEqual(seating.map((_, i) => (g.order[0]! + i) % seating.length));
        },
      ),
      { numRuns: 60 },
    );
  });
});
