import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromHex, toHex } from '~/kit/link/bytes';
import { MAX_BYTES, toQrText } from '~/kit/link/codec';
import { compressKey } from '~/kit/link/crypto';
import { PHRASE_REFUSED, readPhrase, restoreSeatKeys } from '~/kit/link/table/phrase';
import { REFUSED } from '~/kit/link/words';
import { seededRng } from '~/kit/seeded';
import { setupWithCards, investigate, revealCard, shuffleCards, swapCards } from '~/games/emperor/cards';
import { chooseDirection, condemn, endTurn } from '~/games/emperor/engine';
import * as own from '~/games/emperor/own';
import { answerAgain, BACK, bringBackFor, nextScan, rejoined, rejoinFor, showAgain } from '~/games/emperor/own-recover';
import { shuffleKept } from '~/games/emperor/own-player';
import { snapOf } from '~/games/emperor/own-table';
import { handOverFor, takeOver, TAKEN } from '~/games/emperor/own-takeover';
import type { OwnState } from '~/games/emperor/own-state';
import type { TableState } from '~/games/emperor/state';
import { NAMES, TABLE, unwrap, type Phone } from './own-table';
import { NONCE, sitWithWords as sitWords, type WordPhone } from './own-words';

/*
 * EW-9: a player's phone wiped at a random step of a random game at 5–7 players comes back
 * from the table phone's rejoin code, its player's four words, the start code again and the
 * box of the phone the table phone names (or the deal again), and the game goes on to the
 * same end as the same game without the fault. No phone ever holds another seat's card or
 * salt in the clear; wrong words and a changed box are refused; every code fits one frame.
 */

const sizes: Record<string, number> = {};
function codeOf(s: OwnState): string {
  const bytes = fromHex(s.show!.code);
  expect(bytes.length, s.show!.what).toBeLessThanOrEqual(MAX_BYTES);
  sizes[s.show!.what] = Math.max(sizes[s.show!.what] ?? 0, bytes.length);
  return toQrText(bytes);
}

/** Phones joined with their four words, started and dealt; the same deal made by the engine is the truth. */
async function sitWithWords(names: string[], seed: number) {
  const sat = await sitWords(TABLE, names, seed, codeOf);
  const truth = unwrap(setupWithCards({ names, emperorWinsAfterRounds: null }, seededRng(seed), NONCE));
  return { ...sat, truth };
}

const handOf = (p: Phone) => own.ownHand(p.s);

/** No save holds another seat's salt in the clear, the table phone's none at all. */
function noSecretElsewhere(table: OwnState, phones: Phone[]) {
  const tableJson = JSON.stringify(table);
  phones.forEach((p, i) => {
    const json = JSON.stringify(p.s);
    phones.forEach((q, j) => {
      for (const c of handOf(q)) {
        expect(tableJson).not.toContain(c.salt);
        if (j !== i) expect(json).not.toContain(c.salt);
      }
    });
  });
}

type Plan = [number, number, number, number][];
/** The table phone lost at step `at`; `who` picks the phone that takes over; `scan` picks the phone its last public code reached (0: none). */
interface Lose {
  at: number;
  who: number;
  scan: number;
  /** The phone that takes over holds no copy of the deal (it came back from another phone's "Bring back" code). */
  bare?: boolean;
}

/**
 * One whole game by `plan`; with `wipe` = [step, seat], that seat's phone loses everything
 * after that step and comes back. The end: the winner and every hand as its phone holds it.
 * `gaps`: a game that reaches the known gap below (a seat lost whose newest box only a lost
 * phone kept) stops there (null), as a game whose lost phone no code reached; off, it plays on.
 */
async function play(n: number, seed: number, plan: Plan, wipe: [number, number] | null, losses: Lose[] = [], gaps: 'skip' | 'play' = 'skip') {
  const names = NAMES.slice(0, n);
  const sat = await sitWithWords(names, seed);
  const phones = sat.phones;
  let table = sat.table;
  let truth: TableState = sat.truth;
  const E = truth.emperor;
  let step = 0;
  let back: { holder: ReturnType<typeof nextScan> } | null = null;
  /**
   * Known gap (EW-9, left open): the seats whose newest box only a lost phone kept. A box is
   * kept by the phone that took the code it rode in; when that phone is the lost table
   * phone's player's (a Swap's partner), no other phone holds it, and the seat, lost in its
   * turn (it took over as the table phone, then that was lost), would come back from an
   * older box: the cards before that Swap.
   */
  const orphaned = new Set<number>();
  const bringBack = async (w: number) => {
    const lost = phones[w]!;
    const before = { hand: handOf(lost), me: lost.s.me, game: lost.s.game };
    // The table phone shows the rejoin code; the wiped phone (nothing kept) scans it.
    table = unwrap(rejoinFor(table, w));
    const rejoin = codeOf(table);
    const r = unwrap(rejoined(rejoin, 'scan'));
    expect(r.state.back!.seat).toBe(w);
    // Wrong words are refused; nothing of the seat opens.
    const wrong = lost.words.split(' ').reverse().join(' ');
    if (wrong !== lost.words) expect(await restoreSeatKeys(unwrap(readPhrase(wrong)), TABLE, fromHex(toHex(lost.keys.raw)), r.rejoin.backup!.backup)).toEqual({ ok: false, error: PHRASE_REFUSED.wrong });
    const pair = unwrap(await restoreSeatKeys(unwrap(readPhrase(lost.words)), TABLE, lost.keys.raw, r.rejoin.backup!.backup));
    expect(toHex(compressKey(lost.keys.raw))).toBe(r.state.back!.key);
    const keys = { pair, raw: lost.keys.raw };
    let s = r.state;
    table = unwrap(showAgain(table, 'start', w));
    s = unwrap(await own.take(s, codeOf(table), 'scan', keys));
    const next = nextScan(s);
    back = { holder: next };
    if (next === 'deal') {
      table = unwrap(showAgain(table, 'deal', w));
      s = unwrap(await own.take(s, codeOf(table), 'scan', keys));
    } else if (next === 'holder') {
      const H = phones[r.state.back!.holder!]!;
      H.s = unwrap(bringBackFor(H.s, w));
      const text = codeOf(H.s);
      // A changed byte in the box (CRC made good by the reader's own check failing first is not enough): refused.
      const bytes = fromHex(H.s.show!.code);
      bytes[bytes.length - 10]! ^= 1;
      expect((await own.take(s, toQrText(bytes), 'scan', keys)).ok).toBe(false);
      s = unwrap(await own.take(s, text, 'scan', keys));
      H.s = unwrap(own.dismiss(H.s));
      if (s.swap) {
        // Its box waits on the partner's answer: the partner shows it again.
        H.s = unwrap(answerAgain(H.s, w));
        s = unwrap(await own.take(s, codeOf(H.s), 'scan', keys));
        H.s = unwrap(own.dismiss(H.s));
      }
    }
    expect(s.back ?? null).toBeNull();
    table = unwrap(own.dismiss(table));
    // Back as it was: the same cards in the same places, face up as they lay, with their salts.
    expect(own.ownHand(s)).toEqual(before.hand);
    expect(s.me).toBe(before.me);
    expect(s.swap).toBeNull();
    phones[w] = { ...lost, s, keys };
  };

  /** EW-9: the table phone (and its player's phone: seat 0, or the last to take over) lost; another phone takes over, the others hand over, the lost seat comes back. */
  const takeOverNow = async (l: Lose) => {
    const L = table.tableAt ?? 0;
    const others = [...phones.keys()].filter((i) => i !== L);
    // The lost phone's last public code reached one phone (or none): the others hold older ones, from the records they took.
    if (l.scan > 0) {
      table = unwrap(own.publicCode(table));
      const X = phones[others[l.scan % others.length]!]!;
      X.s = unwrap(await own.take(X.s, codeOf(table), 'scan', X.keys));
      table = unwrap(own.dismiss(table));
    }
    const old = table;
    if (gaps === 'skip' && orphaned.has(L)) {
      knownGaps.met++;
      return false;
    }
    old.holder?.forEach((h, x) => void (h === L && orphaned.add(x)));
    seenAtLoss.condemns += old.game!.condemns.length > 0 ? 1 : 0;
    seenAtLoss.turns += old.game!.current !== null ? 1 : 0;
    const P = others[l.who % others.length]!;
    takers.push(P);
    if (l.bare) phones[P]!.s = { ...phones[P]!.s, dealt: undefined };
    const taken = unwrap(await takeOver(phones[P]!.s, phones[P]!.backup));
    phones[P]!.s = taken.phone;
    let t = taken.table;
    // Play waits for every other phone's hand-over, in words.
    expect(own.record(t, 'endTurn', t.game!).ok).toBe(false);
    for (const [q, Q] of phones.entries()) {
      if (q === L || q === P) continue;
      Q.s = unwrap(await handOverFor(Q.s, P, Q.backup));
      // Seals only: no salt of any card rides in a hand-over code.
      for (const c of phones.flatMap((x) => handOf(x))) expect(Q.s.show!.code).not.toContain(c.salt);
      const text = codeOf(Q.s);
      Q.s = unwrap(own.dismiss(Q.s));
      t = unwrap(await own.take(t, text, 'scan', null));
      expect(await own.take(t, text, 'scan', null)).toEqual({ ok: false, error: TAKEN.handedAlready(NAMES[q]!) });
    }
    // The table drawn on the new phone is the lost one's, as its last public code had it (a scan reached a phone).
    const whole = (x: OwnState) => ({ ...snapOf(x), by: null, tableBackup: null, emperorAt: 0 });
    if (l.scan > 0) expect(whole(t)).toEqual(whole(old));
    // The lost phone turned up again: its code forks nothing.
    const again = unwrap(own.publicCode(old));
    // One table phone at a time: the new table phone's own player's phone neither takes over nor hands over.
    expect(await takeOver(phones[P]!.s, phones[P]!.backup)).toEqual({ ok: false, error: TAKEN.thisIsTable });
    expect(await handOverFor(phones[P]!.s, L, phones[P]!.backup)).toEqual({ ok: false, error: TAKEN.thisIsTable });
    const Q = phones[others.find((i) => i !== P)!]!;
    expect(await own.take(Q.s, codeOf(again), 'scan', Q.keys)).toEqual({ ok: false, error: own.OWN.oldTable(NAMES[P]!) });
    table = t;
    if (l.scan > 0) {
      // The lost seat comes back from the new table phone by its four words, then hands over its seals.
      phones[L] = { ...phones[L]!, s: unwrap(own.dismiss(phones[L]!.s)) };
      await bringBack(L);
      const Z = phones[L]! as WordPhone;
      expect(Z.s.tableAt).toBe(P);
      Z.s = unwrap(await handOverFor(Z.s, P, Z.backup));
      table = unwrap(await own.take(table, codeOf(Z.s), 'scan', null));
      Z.s = unwrap(own.dismiss(Z.s));
      expect(table.unsealed).toEqual([]);
    }
    noSecretElsewhere(table, phones);
    return l.scan > 0;
  };

  for (const [what, who, x, y] of plan) {
    if (truth.winner) break;
    if (wipe && step === wipe[0]) await bringBack(wipe[1]);
    for (const lose of losses) if (step === lose.at && !(await takeOverNow(lose))) return null;
    step++;
    const g = table.game!;
    if (g.current === null) {
      truth = unwrap(chooseDirection(truth, { direction: 'clockwise' }));
      table = unwrap(own.record(table, 'chooseDirection', unwrap(chooseDirection(g, { direction: 'clockwise' }))));
      continue;
    }
    const me = g.current;
    const other = (me + 1 + (who % (n - 1))) % n;
    const M = phones[me]!;
    const O = phones[other]!;
    if (what === 0) {
      const args = { card: { player: other, position: x }, nonce: 'i' };
      const t = investigate(truth, args);
      if (!t.ok || !investigate(g, args).ok) continue;
      truth = t.value;
      table = unwrap(own.recordLook(unwrap(own.record(table, 'investigate', unwrap(investigate(g, args)))), { name: 'investigate', args }));
      M.s = unwrap(await own.take(M.s, codeOf(table), 'scan', M.keys));
      table = unwrap(own.dismiss(table));
      O.s = unwrap(await own.showCard(O.s, me, x, O.keys));
      M.s = unwrap(await own.take(M.s, codeOf(O.s), 'scan', M.keys));
      O.s = unwrap(own.dismiss(O.s));
    } else if (what === 1) {
      const args = { mine: x, theirs: { player: other, position: y }, nonce: 's' };
      const t = swapCards(truth, args);
      if (!t.ok || !swapCards(g, args).ok) continue;
      truth = t.value;
      table = unwrap(own.recordLook(unwrap(own.record(table, 'swapCards', unwrap(swapCards(g, args)))), { name: 'swapCards', args }));
      O.s = unwrap(await own.take(O.s, codeOf(table), 'scan', O.keys));
      table = unwrap(own.dismiss(table));
      M.s = unwrap(await own.giveCard(M.s, other, x, y, M.keys));
      O.s = unwrap(await own.take(O.s, codeOf(M.s), 'scan', O.keys));
      M.s = unwrap(await own.take(M.s, codeOf(O.s), 'scan', M.keys));
      O.s = unwrap(own.dismiss(O.s));
    } else if (what === 2) {
      const args = { card: { player: me, position: x } };
      const t = revealCard(truth, args);
      if (!t.ok) continue;
      truth = t.value;
      table = unwrap(own.askReveal(table, me, x));
      M.s = unwrap(await own.revealMine(M.s, x, M.keys));
      table = unwrap(await own.take(table, codeOf(M.s), 'scan', null));
      M.s = unwrap(own.revealTaken(M.s));
    } else if (what === 3) {
      const t = shuffleCards(truth, seededRng(seed + x));
      if (!t.ok) continue;
      M.s = unwrap(await shuffleKept(M.s));
      const hands = t.value.identity!.hands.map((h, p) => (p === me ? handOf(M).map((c) => ({ kind: c.kind, faceUp: c.faceUp })) : h));
      truth = { ...t.value, identity: { ...t.value.identity!, hands } };
      table = unwrap(own.record(table, 'shuffleCards', unwrap(shuffleCards(g, seededRng(1)))));
    } else {
      const target = what === 4 ? (x === 0 ? other : E) : null;
      const t = target === null ? endTurn(truth) : condemn(truth, { target });
      if (!t.ok) continue;
      const onTable = target === null ? endTurn(g) : condemn(g, { target });
      if (!onTable.ok) continue;
      table = unwrap(own.record(table, target === null ? 'endTurn' : 'condemn', onTable.value));
      while (table.waiting?.what === 'proof') {
        const C = phones[table.waiting.caster]!;
        C.s = unwrap(await own.proveMine(C.s, C.keys));
        table = unwrap(await own.take(table, codeOf(C.s), 'scan', null));
        C.s = unwrap(own.dismiss(C.s));
      }
      truth = t.value;
    }
    noSecretElsewhere(table, phones);
  }
  return { winner: table.game!.winner?.side ?? null, round: table.game!.round, hands: phones.map((p) => handOf(p)), alive: table.game!.players.map((p) => p.alive), back };
}

const holders: Record<string, number> = {};
/** The phones that took over, in turn. */
const takers: number[] = [];
/** How often the takeover property met the known gap (`play`'s `orphaned`). */
const knownGaps = { met: 0 };
/** What the takeover property met at the loss: tables with a Condemn pending, tables mid-turn. */
const seenAtLoss = { condemns: 0, turns: 0 };

describe('EW-9: a lost table phone: a player’s phone takes over', () => {
  it('property: random games at 5–7 phones, the table phone lost at random steps, again and again, a random phone taking over each time, the lost seat coming back: the same end as without the fault', async () => {
    let takenOver = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 5, max: 7 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.array(fc.tuple(fc.nat(9), fc.nat(6), fc.nat(2), fc.nat(2)), { minLength: 20, maxLength: 60 }),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 59 }), who: fc.nat(6), scan: fc.nat(6), bare: fc.boolean() }), { minLength: 1, maxLength: 3 }),
        async (n, seed, plan, losses) => {
          const clean = (await play(n, seed, plan, null))!;
          const faulty = await play(n, seed, plan, null, losses.map((l) => ({ ...l, at: l.at % plan.length })));
          if (!faulty) return;
          takenOver++;
          expect(faulty.winner).toBe(clean.winner);
          expect(faulty.round).toBe(clean.round);
          expect(faulty.alive).toEqual(clean.alive);
          expect(faulty.hands).toEqual(clean.hands);
        },
      ),
      // A failure's shrinking replays whole games: past the limit the counterexample found so far is reported, seed and path with it.
      { numRuns: 8, interruptAfterTimeLimit: 300_000 },
    );
    expect(takenOver).toBeGreaterThan(0);
    console.log('emperor takeover: taken over', takenOver, 'at the loss', JSON.stringify(seenAtLoss), 'known gap met', knownGaps.met, 'bytes', JSON.stringify(sizes));
  }, 600_000);

  it('lost with a Condemn pending and a card revealed: the new table phone plays them out alike', async () => {
    // Lost with a Condemn pending and a card revealed, at each table size: the new table phone has them too, and plays them out alike.
    const plan: Plan = [[9, 0, 0, 0], [4, 0, 0, 0], [2, 0, 1, 0], [9, 0, 0, 0], [0, 1, 1, 0], [9, 0, 0, 0], [4, 2, 0, 0], [9, 0, 0, 0], [9, 0, 0, 0], [9, 0, 0, 0], [1, 3, 0, 1], [9, 0, 0, 0]];
    for (const n of [5, 6, 7]) {
      const before = seenAtLoss.condemns;
      const clean = (await play(n, 40 + n, plan, null))!;
      // At 6 the phone that takes over has no deal: another phone's copy brings seat 0 back.
      const faulty = await play(n, 40 + n, plan, null, [{ at: 2, who: n, scan: 1, bare: n === 6 }]);
      expect(seenAtLoss.condemns).toBe(before + 1);
      expect(faulty?.back).toEqual({ holder: n === 6 ? 'holder' : 'deal' });
      expect({ ...faulty, back: null }).toEqual(clean);
    }
  }, 600_000);
});

describe('EW-9: the new table phone lost too', () => {
  it('three table phones lost one after another (the first table phone’s player taking over in between): the same end, each lost seat back', async () => {
    const plan: Plan = [[9, 0, 0, 0], [0, 1, 1, 0], [9, 0, 0, 0], [1, 3, 0, 1], [9, 0, 0, 0], [2, 0, 1, 0], [9, 0, 0, 0], [4, 2, 0, 0], [9, 0, 0, 0], [3, 0, 0, 0], [9, 0, 0, 0], [9, 0, 0, 0]];
    for (const n of [5, 7]) {
      const clean = (await play(n, 60 + n, plan, null))!;
      // Seat 0's table phone lost, seat 2's phone takes over; lost in turn, seat 0 (back on its new phone) takes over; lost again, seat 1.
      const chain = [{ at: 2, who: 1, scan: 1 }, { at: 5, who: 0, scan: 2 }, { at: 5, who: 0, scan: 3, bare: true }];
      takers.length = 0;
      const faulty = await play(n, 60 + n, plan, null, chain);
      expect(faulty).not.toBeNull();
      expect(takers).toEqual([2, 0, 1]);
      expect({ ...faulty, back: null }).toEqual({ ...clean, back: null });
    }
  }, 600_000);
});

describe('EW-9: known gap, a newest box that only a lost phone kept', () => {
  // Ana's table phone lost: Eve's phone takes over; Eve's table phone lost: Ben's takes over,
  // though Ben's box since his Swap with Eve (round 1) was on Eve's phone only; Ben's table
  // phone lost: Ben comes back from the deal, with the card he gave away. This fails today;
  // when the gap is closed it passes, and this turns into a plain test.
  it.fails('a seat whose newest box only the lost phone kept, lost in its turn, comes back with the cards it holds', async () => {
    const plan: Plan = [[9, 2, 1, 2], [1, 6, 2, 2], [6, 2, 2, 0], [0, 6, 2, 0], [2, 3, 0, 2], [5, 4, 1, 1], [6, 0, 1, 2], [5, 5, 1, 0], [5, 4, 1, 2], [1, 0, 0, 1], [1, 3, 1, 0], [0, 1, 0, 0], [9, 6, 1, 2], [1, 1, 0, 0], [3, 0, 0, 2], [0, 6, 1, 1], [4, 5, 0, 2], [8, 2, 1, 0], [4, 2, 0, 0], [8, 4, 1, 1], [6, 3, 1, 1], [1, 2, 0, 0], [0, 3, 1, 1], [5, 4, 2, 2], [7, 6, 2, 0], [8, 0, 0, 2]];
    const losses = [{ at: 4, who: 3, scan: 6 }, { at: 6, who: 5, scan: 1 }, { at: 25, who: 0, scan: 4, bare: true }];
    const clean = (await play(5, 454199, plan, null))!;
    const before = knownGaps.met;
    expect(await play(5, 454199, plan, null, losses)).toBeNull();
    expect(knownGaps.met).toBe(before + 1);
    const faulty = await play(5, 454199, plan, null, losses, 'play');
    expect({ ...faulty, back: null }).toEqual({ ...clean, back: null });
  }, 120_000);
});

describe('EW-9: a wiped player’s phone comes back with its four words', () => {
  it('property: random games at 5–7 phones, one phone wiped at a random step, brought back, played on: the same end as without the fault', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 5, max: 7 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.array(fc.tuple(fc.nat(9), fc.nat(6), fc.nat(2), fc.nat(2)), { minLength: 20, maxLength: 70 }),
        fc.integer({ min: 3, max: 69 }),
        fc.nat(6),
        async (n, seed, plan, at, who) => {
          const clean = (await play(n, seed, plan, null))!;
          const faulty = (await play(n, seed, plan, [at % plan.length, who % n]))!;
          expect(faulty.winner).toBe(clean.winner);
          expect(faulty.round).toBe(clean.round);
          expect(faulty.alive).toEqual(clean.alive);
          expect(faulty.hands).toEqual(clean.hands);
          const h = (faulty.back as { holder: string } | null)?.holder ?? 'none';
          holders[h] = (holders[h] ?? 0) + 1;
        },
      ),
      {
        numRuns: 8,
        // A face-up card given in a Swap, then the game goes on: the giver's view once kept its salt.
        examples: [[6, 999990, [[5, 6, 2, 2], [2, 5, 2, 1], [3, 3, 2, 1], [6, 4, 0, 1], [2, 4, 0, 1], [2, 0, 1, 0], [4, 2, 1, 0], [8, 1, 1, 1], [1, 4, 0, 1], [1, 1, 2, 2], [6, 2, 2, 1], [0, 2, 1, 0], [9, 1, 0, 0], [3, 1, 1, 0], [5, 3, 1, 1], [7, 0, 2, 2], [2, 4, 0, 0], [1, 3, 2, 0], [3, 2, 2, 1], [0, 6, 1, 2], [1, 1, 2, 0], [0, 0, 0, 1]], 57, 2]],
      },
    );
    console.log('emperor recovery: where the box came from', JSON.stringify(holders), 'bytes', JSON.stringify(sizes));
  }, 600_000);

  it('every way back is taken: the deal, the table phone’s box, another phone’s box, a Swap answer again; a rejoin at 7 long names fits one frame', async () => {
    // The longest names a phone takes (20 letters), in two-byte letters.
    const names = NAMES.map((x) => `${x[0]}${'é'.repeat(19)}`);
    const plan: Plan = [
      [9, 0, 0, 0], // choose the direction
      [1, 0, 0, 1], // a Swap: the player's box waits on the answer its partner keeps
      [0, 1, 1, 0], // an Investigate
      [2, 0, 0, 0], // a Reveal: the table phone keeps the box
      [3, 0, 0, 0], // a Shuffle: replayed from the phone's secret
      [9, 0, 0, 0],
      [9, 0, 0, 0],
    ];
    const seen = new Set<string>();
    for (const at of [0, 2, 4]) {
      for (const who of [0, 1]) {
        const sat = (await play(7, 77, plan, [at, who]))!;
        seen.add(String((sat.back as { holder: string } | null)?.holder));
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['deal', 'holder']));
    // Long names: the rejoin still carries the backup and the box (a code without them could not bring the cards back).
    const t = await sitWithWords(names, 5);
    let table = unwrap(own.record(t.table, 'chooseDirection', unwrap(chooseDirection(t.table.game!, { direction: 'clockwise' }))));
    const me = table.game!.current!;
    table = unwrap(own.askReveal(table, me, 0));
    const M = t.phones[me]!;
    M.s = unwrap(await own.revealMine(M.s, 0, M.keys));
    table = unwrap(await own.take(table, codeOf(M.s), 'scan', null));
    table = unwrap(rejoinFor(table, me));
    const r = unwrap(rejoined(codeOf(table), 'scan'));
    expect(r.rejoin.backup).toBeDefined();
    expect(r.rejoin.kept).toBeDefined();
    expect(sizes.rejoin).toBeLessThanOrEqual(300);
    // The rejoin for one table scanned at another game's phone, or a changed byte: refused.
    const bent = fromHex(table.show!.code);
    bent[20]! ^= 4;
    expect(rejoined(toQrText(bent), 'scan').ok).toBe(false);
  }, 600_000);

  it('the box’s length declared in own-codes.ts is the box own-box.ts makes', async () => {
    const { BOX_BYTES } = await import('~/games/emperor/own-box');
    const codes = await import('~/games/emperor/own-codes');
    expect(codes.BOX_BYTES).toBe(BOX_BYTES);
  });

  it('a seat that joined without words can’t be brought back, and the table phone says so', async () => {
    const { sit } = await import('./own-table');
    const t = await sit(NAMES.slice(0, 5), 9, false);
    expect(rejoinFor(t.table, 1)).toEqual({ ok: false, error: BACK.noWords(NAMES[1]!) });
    expect(REFUSED.changed).toBeTruthy();
  });
});
