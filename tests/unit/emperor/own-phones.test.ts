import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crc32, fromHex, toHex } from '~/kit/link/bytes';
import { encode, MAX_BYTES, toQrText } from '~/kit/link/codec';
import { compressKey, decompressKey, makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { seatMessage } from '~/kit/link/messages';
import { REFUSED } from '~/kit/link/words';
import { seededRng } from '~/kit/seeded';
import { investigate, revealCard, swapCards, shuffleCards } from '~/games/emperor/cards';
import { chooseDirection, condemn, endTurn } from '~/games/emperor/engine';
import * as own from '~/games/emperor/own';
import { BOX_BYTES } from '~/games/emperor/own-box';
import { withHand } from '~/games/emperor/own-view';
import { ownProblem, ownSchema } from '~/games/emperor/own-state';
import { ownPhoneSpec, ownTableSpec } from '~/games/emperor/own-store';
import { identityOf, type IdentityKind, type TableState } from '~/games/emperor/state';
import * as v from 'valibot';
import { code, NAMES, OTHER_TABLE, photo, sit, sizes, TABLE, unwrap, type Phone, type Table } from './own-table';

/*
 * "Each on our own phone" for the Emperor (own.ts): a table phone and 5–7 players' phones,
 * every code passed as a picture (QR drawn, read back by ZXing) or as its text.
 */

const kinds = (p: Phone): IdentityKind[] => own.ownHand(p.s).map((c) => c.kind);

/** Nothing of any other player's cards on any phone: the property the mode exists for. */
function holdsOnlyItsOwn(t: Table) {
  expect(own.holdsNoHand(t.table)).toBe(true);
  const tableJson = JSON.stringify(t.table);
  for (const [i, p] of t.phones.entries()) {
    expect(ownProblem(p.s)).toBeNull();
    expect(v.safeParse(ownSchema, p.s).success).toBe(true);
    const json = JSON.stringify(p.s);
    for (const [j, q] of t.phones.entries()) {
      for (const c of own.ownHand(q.s)) {
        expect(tableJson).not.toContain(c.salt);
        if (j !== i && !own.ownHand(p.s).some((mine) => mine.salt === c.salt)) expect(json).not.toContain(c.salt);
      }
    }
  }
}

/**
 * The table phone's record of a look or a Swap, as its picker gathered it, scanned by the
 * phone that takes the card(s). `by` plays it (the table's current player in a real game).
 */
async function recordFor(t: Table, to: Phone, by: number, picked: own.Picked, viaQr = false) {
  const g = t.table.game!;
  const shown = unwrap(own.recordLook({ ...t.table, game: { ...g, current: by } }, picked));
  t.table = { ...shown, game: g };
  to.s = unwrap(await own.take(to.s, await photo(t.table, viaQr), 'scan', to.keys));
  t.table = unwrap(own.dismiss(t.table));
}

/** The public move made on the table phone by its pickers, recorded. */
function onTable(t: Table, name: string, next: { ok: true; value: TableState } | { ok: false; error: string }) {
  t.table = unwrap(own.record(t.table, name, unwrap(next)));
}

describe('P-256 keys in 33 bytes', () => {
  it('compressed and back is WebCrypto’s own raw export, for many keys; a changed x is refused', async () => {
    for (let i = 0; i < 40; i++) {
      const raw = await publicKeyBytes(await makeKeyPair());
      const packed = compressKey(raw);
      expect(packed.length).toBe(33);
      expect(toHex(decompressKey(packed)!)).toBe(toHex(raw));
    }
    const packed = compressKey(await publicKeyBytes(await makeKeyPair()));
    let refused = 0;
    for (let i = 1; i < 33; i++) {
      const bad = packed.slice();
      bad[i]! ^= 1;
      const back = decompressKey(bad);
      if (back === null) refused++;
      else expect(toHex(back)).not.toBe(toHex(decompressKey(packed)!));
    }
    expect(refused).toBeGreaterThan(5); // about half of all x are no point of the curve
    expect(decompressKey(Uint8Array.of(4, ...packed.subarray(1)))).toBeNull();
  });
});

describe('the Emperor on everyone’s own phone', () => {
  it('joins 7 phones and deals through real QR codes: each phone opens only its own cards, the table phone none', async () => {
    const t = await sit(NAMES.map((n) => `${n} the Magnificent`), 3);
    t.phones.forEach((p, i) => expect(kinds(p)).toEqual(t.truth.identity!.hands[i]!.map((c) => c.kind)));
    expect(t.table.game!.emperor).toBe(t.truth.emperor);
    for (const p of t.phones) expect(p.s.game!.emperor).toBe(t.truth.emperor);
    // Seven long names and keys in one start frame: the names are cut to what fits (6 bytes), each phone's own kept whole.
    expect(own.nameBytes(7)).toBeGreaterThanOrEqual(6);
    expect(t.phones[0]!.s.seats[1]!.name).toBe('Ben the Magnificent'.slice(0, own.nameBytes(7)));
    expect(t.phones[1]!.s.name).toBe('Ben the Magnificent');
    expect(sizes.start).toBeLessThanOrEqual(MAX_BYTES);
    expect(sizes.deal).toBeLessThanOrEqual(MAX_BYTES);
    holdsOnlyItsOwn(t);
  });

  it('refuses in words: a seat twice, an eighth player, a start or deal for another phone, another table, a changed byte', async () => {
    const t = await sit(NAMES.slice(0, 5), 5, false);
    // The deal code scanned by a phone that isn't at the table: sealed for another phone.
    const pair = await makeKeyPair();
    const stranger = { s: unwrap(own.joinTable(TABLE, 'Zed')), keys: { pair, raw: await publicKeyBytes(pair) } };
    let table = own.openTable(TABLE);
    const seat = toQrText(encode(seatMessage(TABLE, { name: 'Zed', key: stranger.keys.raw })));
    table = unwrap(await own.take(table, seat, 'scan', null));
    expect(await own.take(table, seat, 'scan', null)).toEqual({ ok: false, error: own.OWN.again('Zed') });
    const other = toQrText(encode(seatMessage(OTHER_TABLE, { name: 'Yan', key: stranger.keys.raw })));
    expect(await own.take(table, other, 'scan', null)).toEqual({ ok: false, error: REFUSED.otherTable });
    expect(own.start(table)).toEqual({ ok: false, error: own.OWN.tooFew(1) });
    // A start without this phone.
    const start = toQrText(unwrap(own.startBytes({ table: TABLE, seats: t.table.seats })));
    expect(await own.take(stranger.s, start, 'scan', stranger.keys)).toEqual({ ok: false, error: own.OWN.notAtTable });
    // A changed byte anywhere in a code.
    const bytes = unwrap(own.startBytes({ table: TABLE, seats: t.table.seats }));
    for (const at of [0, 3, 9, 40, bytes.length - 1]) {
      const bad = bytes.slice();
      bad[at]! ^= 0x10;
      const r = await own.take(stranger.s, toQrText(bad), 'scan', stranger.keys);
      expect(r.ok).toBe(false);
    }
    expect(await own.take(stranger.s, 'https://example.com/', 'scan', stranger.keys)).toEqual({ ok: false, error: REFUSED.foreign });
  });

  it('Investigate: the target shows the card to the investigator only; the look is logged; a third phone and a replay are refused', async () => {
    const t = await sit(NAMES.slice(0, 6), 11);
    let g = unwrap(chooseDirection(t.table.game!, { direction: 'clockwise' }));
    t.table = unwrap(own.record(t.table, 'chooseDirection', g));
    const me = t.table.game!.current!;
    const target = t.table.game!.players.findIndex((_, i) => i !== me && i !== t.truth.emperor);
    onTable(t, 'investigate', investigate(t.table.game!, { card: { player: target, position: 1 }, nonce: 'x' }));
    expect(t.table.game!.identity!.looks).toEqual([]);
    expect(own.holdsNoHand(t.table)).toBe(true);
    const tp = t.phones[target]!;
    const mp = t.phones[me]!;
    const third = t.phones.find((_, i) => i !== me && i !== target)!;
    // A card mis-tapped on the target's phone (card 1, the table recorded card 2).
    tp.s = unwrap(await own.showCard(tp.s, me, 0, tp.keys));
    const wrong = await photo(tp.s, true);
    tp.s = unwrap(own.dismiss(tp.s));
    // Before the table phone's record, the investigator's phone takes no card.
    expect(await own.take(mp.s, wrong, 'scan', mp.keys)).toEqual({ ok: false, error: own.OWN.recordFirst('Investigate') });
    // The table phone's record: for the investigator's phone only.
    const picked = { name: 'investigate', args: { card: { player: target, position: 1 } } };
    t.table = unwrap(own.recordLook(t.table, picked));
    expect(t.table.show).toMatchObject({ what: 'record', to: me });
    const record = await photo(t.table, true);
    // Another phone takes it as nothing for it (over the live link every phone gets it): no refusal to show, nothing kept.
    expect(await own.take(third.s, record, 'scan', third.keys)).toEqual({ ok: true, value: third.s });
    mp.s = unwrap(await own.take(mp.s, record, 'scan', mp.keys));
    t.table = unwrap(own.dismiss(t.table));
    expect(mp.s.recorded).toEqual({ what: 'look', by: me, cards: [{ player: target, position: 1 }] });
    // The mis-tapped card is refused in words; nothing of it is kept.
    expect(await own.take(mp.s, wrong, 'scan', mp.keys)).toEqual({ ok: false, error: own.OWN.notRecorded(NAMES[target]!, 0, `${NAMES[target]}’s card 2`) });
    tp.s = unwrap(await own.showCard(tp.s, me, 1, tp.keys));
    // The target's view keeps the look, as the one-phone game does: who looked at which of its cards.
    expect(tp.s.game!.identity!.looks.at(-1)).toMatchObject({ viewer: me, cards: [{ player: target, position: 1 }] });
    const shown = await photo(tp.s, true);
    // A third phone learns nothing: the card is sealed for another phone.
    expect(await own.take(third.s, shown, 'scan', third.keys)).toEqual({ ok: false, error: REFUSED.otherPhone });
    mp.s = unwrap(await own.take(mp.s, shown, 'scan', mp.keys));
    expect(mp.s.recorded).toBeNull();
    // The record is taken once: an old one again is an earlier step.
    expect(await own.take(mp.s, record, 'scan', mp.keys)).toEqual({ ok: false, error: own.OWN.earlier });
    const kind = t.truth.identity!.hands[target]![1]!.kind;
    // The investigator's view shows that card, and its look: view(state, seat) after the look.
    expect(mp.s.game!.identity!.hands[target]![1]).toEqual({ kind, faceUp: false });
    expect(mp.s.game!.identity!.looks.at(-1)).toMatchObject({ viewer: me, cards: [{ player: target, position: 1 }] });
    // The same code again (a replay): an earlier step.
    expect(await own.take(mp.s, shown, 'scan', mp.keys)).toEqual({ ok: false, error: own.OWN.earlier });
    // A changed byte inside the box: AES-GCM can't tell it from another phone's.
    const bytes = fromHex(tp.s.show!.code);
    bytes[80]! ^= 1; // inside the ciphertext
    expect(await own.take(mp.s, toQrText(fixCrc(bytes)), 'scan', mp.keys)).toEqual({ ok: false, error: REFUSED.otherPhone });
    holdsOnlyItsOwn(t);
  });

  it('Swap: each card goes to the other phone sealed to its key; the Emperor card never moves (EW-6); a face-up card stays face up', async () => {
    const t = await sit(NAMES.slice(0, 5), 21);
    const E = t.truth.emperor;
    onTable(t, 'chooseDirection', chooseDirection(t.table.game!, { direction: 'clockwise' }));
    const me = t.table.game!.current!;
    const partner = [0, 1, 2, 3, 4].find((i) => i !== me && i !== E)!;
    const A = t.phones[me]!;
    const B = t.phones[partner]!;
    const before = [kinds(A), kinds(B)];
    if (me === E) expect(await own.giveCard(A.s, partner, own.ownHand(A.s).findIndex((c) => c.kind === 'emperor'), 0, A.keys)).toEqual({ ok: false, error: own.OWN.emperorCard });
    const mine = own.ownHand(A.s).findIndex((c) => c.kind !== 'emperor');
    if (me !== E) expect(await own.giveCard(A.s, E, mine, 0, A.keys)).toEqual({ ok: false, error: own.OWN.emperorTarget });
    onTable(t, 'swapCards', swapCards(t.table.game!, { mine, theirs: { player: partner, position: 2 }, nonce: 's' }));
    // The swapper's phone mis-taps the partner's card (card 1, the table recorded card 3): refused on the partner's phone, called off on the swapper's.
    A.s = unwrap(await own.giveCard(A.s, partner, mine, 0, A.keys));
    const wrong = await photo(A.s, true);
    expect(await own.take(B.s, wrong, 'scan', B.keys)).toEqual({ ok: false, error: own.OWN.recordFirst('Swap') });
    await recordFor(t, B, me, { name: 'swapCards', args: { mine, theirs: { player: partner, position: 2 } } }, true);
    expect(await own.take(B.s, wrong, 'scan', B.keys)).toEqual({
      ok: false,
      error: own.OWN.swapNotRecorded(NAMES[me]!, `${NAMES[me]}’s card ${mine + 1} for your card 3`),
    });
    const kept = own.ownHand(A.s);
    A.s = unwrap(own.cancelShow(A.s));
    expect(A.s.swap).toBeNull();
    expect(own.ownHand(A.s)).toEqual(kept);
    A.s = unwrap(await own.giveCard(A.s, partner, mine, 2, A.keys));
    const give = await photo(A.s, true);
    const third = t.phones.find((_, i) => i !== me && i !== partner)!;
    expect(await own.take(third.s, give, 'scan', third.keys)).toEqual({ ok: false, error: REFUSED.otherPhone });
    B.s = unwrap(await own.take(B.s, give, 'scan', B.keys));
    expect(B.s.recorded).toBeNull();
    const back = await photo(B.s, true);
    expect(await own.take(third.s, back, 'scan', third.keys)).toEqual({ ok: false, error: REFUSED.otherPhone });
    A.s = unwrap(await own.take(A.s, back, 'scan', A.keys));
    expect(A.s.swap).toBeNull();
    expect(kinds(A)[mine]).toBe(before[1]![2]);
    expect(kinds(B)[2]).toBe(before[0]![mine]);
    // Identities follow the cards.
    expect([...kinds(A), ...kinds(B)].sort()).toEqual([...before[0]!, ...before[1]!].sort());
    holdsOnlyItsOwn(t);
  });

  it('Reveal: the owner’s phone shows the card, the table phone records it by scanning and checks its seal; a forged kind is refused', async () => {
    const t = await sit(NAMES.slice(0, 5), 31);
    onTable(t, 'chooseDirection', chooseDirection(t.table.game!, { direction: 'clockwise' }));
    const owner = [0, 1, 2, 3, 4].find((i) => i !== t.truth.emperor)!;
    const O = t.phones[owner]!;
    const position = 0;
    expect(own.record(t.table, 'revealCard', t.table.game!).ok).toBe(false);
    // The table's picker plays the engine's Reveal on the public table: one card turns, not every face-down one.
    const picked = unwrap(revealCard(t.table.game!, { card: { player: owner, position } }));
    expect(picked.identity!.hands.flat().filter((c) => c.faceUp)).toHaveLength(2);
    t.table = unwrap(own.askReveal(t.table, owner, position));
    // A mis-tapped Reveal (card 2, the table phone waits for card 1): the phone names the card,
    // the table phone refuses it in words, and the player calls it off: nothing turned face up.
    const wrong = unwrap(await own.revealMine(O.s, 1, O.keys));
    expect(wrong.show).toMatchObject({ what: 'reveal', card: 1 });
    expect(own.ownHand(wrong)[1]!.faceUp).toBe(own.ownHand(O.s)[1]!.faceUp);
    expect(await own.take(t.table, await photo(wrong, true), 'scan', null)).toEqual({ ok: false, error: own.OWN.notWanted(NAMES[owner]!, 'card 1') });
    expect(own.revealTaken(O.s).ok).toBe(false);
    const cancelled = unwrap(own.cancelShow(wrong));
    expect(cancelled.show).toBeNull();
    expect(cancelled.game).toEqual(O.s.game);
    O.s = cancelled;
    O.s = unwrap(await own.revealMine(O.s, position, O.keys));
    expect(own.ownHand(O.s)[position]!.faceUp).toBe(own.ownHand(O.s)[position]!.kind === 'emperor');
    // The same card and salt claimed as another kind (a changed app): no card dealt has that seal.
    const other = own.ownHand(O.s)[position]!.kind === 'rebel' ? 'loyalist' : 'rebel';
    const forged = unwrap(await own.revealMine({ ...O.s, ...withHand(O.s, own.ownHand(O.s).map((c, i) => (i === position ? { ...c, kind: other } : c))) }, position, O.keys));
    expect(await own.take(t.table, code(forged), 'scan', null)).toEqual({ ok: false, error: own.OWN.sealBroken });
    // A changed byte in the code itself (CRC made good): refused, nothing recorded.
    const bent = fromHex(O.s.show!.code);
    // In the salt, just before the owner's own box (which only its owner's key opens: own-recovery.test.ts bends that).
    bent[bent.length - 4 - BOX_BYTES - 3]! ^= 0x20;
    expect((await own.take(t.table, toQrText(fixCrc(bent)), 'scan', null)).ok).toBe(false);
    t.table = unwrap(await own.take(t.table, await photo(O.s, true), 'scan', null));
    const card = t.table.game!.identity!.hands[owner]![position]!;
    expect(card).toEqual({ kind: own.ownHand(O.s)[position]!.kind, faceUp: true });
    expect(t.table.waiting).toBeNull();
    // The table phone has it: only now does the card lie face up on its owner's phone.
    O.s = unwrap(own.revealTaken(O.s));
    expect(own.ownHand(O.s)[position]!.faceUp).toBe(true);
    expect(O.s.show).toBeNull();
    // Shuffle on the owner's phone: face down again; the table phone records it by tap.
    const g = t.table.game!;
    const cur = g.current!;
    O.s = unwrap(own.shuffleMine(O.s, seededRng(4)));
    expect(own.ownHand(O.s).every((c) => c.kind === 'emperor' || !c.faceUp)).toBe(true);
    if (cur === owner) {
      onTable(t, 'shuffleCards', shuffleCards(g, seededRng(5)));
      expect(t.table.game!.identity!.hands[owner]!.every((c) => !c.faceUp)).toBe(true);
    }
    holdsOnlyItsOwn(t);
  });

  it('EW-7: a Condemn that strikes the Emperor waits for the caster’s proof, checked against the seals; a Rebel wins, anyone else fails', async () => {
    for (const seed of [41, 42, 43, 44, 45, 46]) {
      const t = await sit(NAMES.slice(0, 5), seed, seed === 41);
      const E = t.truth.emperor;
      onTable(t, 'chooseDirection', chooseDirection(t.table.game!, { direction: 'clockwise' }));
      const caster = t.table.game!.current!;
      onTable(t, 'condemn', condemn(t.table.game!, { target: E }));
      while (t.table.game!.current !== E) onTable(t, 'endTurn', endTurn(t.table.game!));
      onTable(t, 'endTurn', endTurn(t.table.game!));
      // Played as if a Rebel: the Emperor would fall, so the caster must prove it, and nothing is recorded yet.
      expect(t.table.waiting).toMatchObject({ what: 'proof', caster });
      expect(t.table.game!.current).toBe(E);
      expect(own.record(t.table, 'endTurn', unwrap(endTurn(t.table.game!)))).toEqual({ ok: false, error: own.OWN.scanFirst(own.waitingFor(t.table)) });
      const C = t.phones[caster]!;
      // Another player's proof is not the one waited for.
      const other = t.phones[[0, 1, 2, 3, 4].find((i) => i !== caster && i !== E)!]!;
      other.s = unwrap(await own.proveMine(other.s, other.keys));
      expect((await own.take(t.table, code(other.s), 'scan', null)).ok).toBe(false);
      C.s = unwrap(await own.proveMine(C.s, C.keys));
      const proof = await photo(C.s, seed === 41);
      // A forged kind (a changed app claiming the other side with the same salts) is refused by the seals.
      const flipped = own.ownHand(C.s).map((c) => (c.kind === 'emperor' ? c : { ...c, kind: c.kind === 'rebel' ? ('loyalist' as const) : ('rebel' as const) }));
      const forged = unwrap(await own.proveMine({ ...C.s, made: C.s.made - 1, ...withHand(C.s, flipped) }, C.keys));
      expect(await own.take(t.table, code(forged), 'scan', null)).toEqual({ ok: false, error: own.OWN.sealBroken });
      t.table = unwrap(await own.take(t.table, proof, 'scan', null));
      expect(t.table.waiting).toBeNull();
      const rebel = identityOf(kinds(C)) === 'rebel';
      expect(t.table.game!.winner?.side === 'rebels').toBe(rebel);
      if (!rebel) expect(t.table.game!.log.join(' ')).toContain('is not a Rebel');
      // The proof again (a replay) is refused.
      expect((await own.take(t.table, proof, 'scan', null)).ok).toBe(false);
      holdsOnlyItsOwn(t);
    }
  });

  it('EW-7: two Condemns on the Emperor at one turn’s end: the first caster proves first; only if no Rebel does the second', async () => {
    const seen = new Set<string>();
    for (let seed = 100; seen.size < 3 && seed < 160; seed++) {
      const t = await sit(NAMES.slice(0, 5), seed, false);
      const E = t.truth.emperor;
      onTable(t, 'chooseDirection', chooseDirection(t.table.game!, { direction: 'clockwise' }));
      const casters: number[] = [];
      while (t.table.game!.current !== E) {
        const me = t.table.game!.current!;
        // Each of the Emperor's neighbours condemns the Emperor (only they may).
        const c = condemn(t.table.game!, { target: E });
        if (c.ok) {
          onTable(t, 'condemn', c);
          casters.push(me);
        }
        onTable(t, 'endTurn', endTurn(t.table.game!));
      }
      onTable(t, 'endTurn', endTurn(t.table.game!));
      const rebel = casters.map((c) => identityOf(kinds(t.phones[c]!)) === 'rebel');
      seen.add(rebel.join());
      for (const [k, c] of casters.entries()) {
        expect(t.table.waiting, `seed ${seed}`).toMatchObject({ what: 'proof', caster: c });
        expect(t.table.game!.winner).toBeNull();
        const C = t.phones[c]!;
        C.s = unwrap(await own.proveMine(C.s, C.keys));
        t.table = unwrap(await own.take(t.table, code(C.s), 'scan', null));
        if (rebel[k]) break;
      }
      expect(t.table.waiting).toBeNull();
      expect(t.table.game!.winner?.side === 'rebels').toBe(rebel.includes(true));
      holdsOnlyItsOwn(t);
    }
    // Both kinds of first caster were played: a Rebel (the second never asked) and not (the second asked).
    expect([...seen].some((r) => r.startsWith('true'))).toBe(true);
    expect([...seen].some((r) => r.startsWith('false'))).toBe(true);
  });

  it('a phone that missed moves catches up with the table phone’s public code; an old public code is refused', async () => {
    const t = await sit(NAMES.slice(0, 5), 51);
    onTable(t, 'chooseDirection', chooseDirection(t.table.game!, { direction: 'clockwise' }));
    t.table = unwrap(own.publicCode(t.table));
    const old = await photo(t.table, true);
    onTable(t, 'endTurn', endTurn(t.table.game!));
    t.table = unwrap(own.publicCode(t.table));
    const now = await photo(t.table, true);
    const P = t.phones[0]!;
    P.s = unwrap(await own.take(P.s, now, 'scan', P.keys));
    expect(P.s.game).toMatchObject({ round: 1, direction: 'clockwise', current: t.table.game!.current, winner: null });
    expect(P.s.game!.players.map((p) => p.alive)).toEqual([true, true, true, true, true]);
    const faceUp = P.s.game!.identity!.hands.flatMap((h, player) => h.flatMap((c, position) => (c.faceUp ? [{ player, position, kind: c.kind }] : [])));
    const mine = own.ownHand(P.s).flatMap((c, position) => (c.faceUp ? [{ player: 0, position, kind: c.kind }] : []));
    expect(faceUp).toEqual(t.truth.emperor === 0 ? mine : [{ player: t.truth.emperor, position: t.truth.identity!.hands[t.truth.emperor]!.findIndex((c) => c.kind === 'emperor'), kind: 'emperor' }]);
    expect(await own.take(P.s, old, 'scan', P.keys)).toEqual({ ok: false, error: own.OWN.earlier });
  });

  it('property: whatever is dealt and swapped, no phone ever holds another player’s cards, and the table phone no hand', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 5, max: 7 }), fc.integer({ min: 1, max: 10_000 }), fc.array(fc.tuple(fc.nat(6), fc.nat(6), fc.nat(2), fc.nat(2)), { maxLength: 4 }), async (n, seed, swaps) => {
        const t = await sit(NAMES.slice(0, n), seed, false);
        onTable(t, 'chooseDirection', chooseDirection(t.table.game!, { direction: 'clockwise' }));
        for (const [x, y, i, j] of swaps) {
          const a = x % n;
          const b = y % n;
          if (a === b || b === t.truth.emperor || own.ownHand(t.phones[a]!.s)[i]!.kind === 'emperor') continue;
          const A = t.phones[a]!;
          const B = t.phones[b]!;
          await recordFor(t, B, a, { name: 'swapCards', args: { mine: i, theirs: { player: b, position: j } } });
          A.s = unwrap(await own.giveCard(A.s, b, i, j, A.keys));
          B.s = unwrap(await own.take(B.s, code(A.s), 'scan', B.keys));
          A.s = unwrap(await own.take(A.s, code(B.s), 'scan', A.keys));
          B.s = unwrap(own.dismiss(B.s));
        }
        holdsOnlyItsOwn(t);
        // Every card dealt is still held by exactly one phone.
        const salts = t.phones.flatMap((p) => own.ownHand(p.s).map((c) => c.salt));
        expect(new Set(salts).size).toBe(3 * n);
      }),
      { numRuns: 12 },
    );
  });

  it('a game saved by version 1 (own cards as `hand`, a log) carries over into the view: the same cards and salts, the Emperor card where it lies', async () => {
    const t = await sit(NAMES.slice(0, 6), 61, false);
    for (const [i, p] of t.phones.entries()) {
      const { game, salts: _salts, ...rest } = p.s;
      const E = game!.emperor;
      const at = t.truth.identity!.hands[E]!.findIndex((c) => c.kind === 'emperor');
      const v1 = { ...rest, emperor: E, hand: own.ownHand(p.s), public: { step: 2, round: 1, current: null, alive: game!.players.map(() => true), faceUp: [{ player: E, position: at, kind: 'emperor' }], winner: null }, log: ['Ben looked at your card 2.'] };
      const back = v.parse(ownSchema, ownPhoneSpec.migrations![1]!(JSON.parse(JSON.stringify(v1))));
      expect(ownProblem(back), NAMES[i]).toBeNull();
      expect(back).toEqual(p.s);
    }
    const { salts: _none, ...table } = t.table;
    expect(v.parse(ownSchema, ownTableSpec.migrations![1]!({ ...table, emperor: t.table.game!.emperor, hand: null, public: null, log: [] }))).toEqual(t.table);
  });

  it('every code fits one QR frame', () => {
    for (const [what, n] of Object.entries(sizes)) expect(n, what).toBeLessThanOrEqual(MAX_BYTES);
    expect(Object.keys(sizes).sort()).toEqual(expect.arrayContaining(['card', 'deal', 'proof', 'public', 'record', 'reveal', 'seat', 'start', 'swap']));
    // For the report: bytes of each kind of code.
    console.log('emperor own-phone code bytes', JSON.stringify(sizes));
  });
});

/** The same bytes with their CRC made good again (so the tamper reaches the seal or the tag, not the CRC). */
function fixCrc(bytes: Uint8Array): Uint8Array {
  const body = bytes.slice(0, -4);
  const c = crc32(body);
  return Uint8Array.of(...body, c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff);
}

describe('a phone holding a table of the mode goes back to it', () => {
  it('the kit reads the mode\'s saves by the names the first screen asks (keys.ts): a save of either kind, readable or damaged, counts; none does not', async () => {
    const { OWN_SAVES } = await import('~/games/emperor/keys');
    const { ownPhoneSpec, ownTableSpec } = await import('~/games/emperor/own-store');
    const { keyOf } = await import('~/kit/keys');
    const { hasSave } = await import('~/kit/persist/saves');
    const store = (items: Record<string, string>) => () => ({ length: Object.keys(items).length, key: (i: number) => Object.keys(items)[i] ?? null }) as unknown as Storage;
    const any = (items: Record<string, string>) => OWN_SAVES.some((spec) => hasSave(spec, false, store(items)));
    expect(any({})).toBe(false);
    expect(any({ 'tablemate:emperor/table:v1': '{}' })).toBe(false);
    expect(any({ [keyOf(ownTableSpec)]: '{"state": this is not json' })).toBe(true);
    expect(any({ [keyOf(ownPhoneSpec)]: '{"state":null}' })).toBe(true);
  });
});
