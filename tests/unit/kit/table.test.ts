import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Arg, Args, Moves } from '~/kit/game';
import { crc32, utf8 } from '~/kit/link/bytes';
import { MAX_BYTES, toQrText } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { declared, type Entry } from '~/kit/link/table/declared';
import { boxedCode, checkOpen, commitCode, dealCode, moveCode, openBoxed, openCode, readMoveCode, sealMoves, TABLE_KIND, type Table } from '~/kit/link/table/messages';
import { keepSealed, openKept } from '~/kit/link/table/sealed';
import { linkedUndo } from '~/kit/link/table/undo';
import { REFUSED } from '~/kit/link/words';
import { TABLE_REFUSED } from '~/kit/link/table/words';
import { unwrap } from '~/kit/result';
import { moves as emperor } from '~/games/emperor/game';
import { moves as empress } from '~/games/empress/game';
import { moves as rivalry } from '~/games/empty-rivalry/game';

/*
 * The kit's table transport (kit/link/table/): every declared move of every own-phone game
 * goes through the message its travel makes and comes back the same; anything else (a
 * changed byte, an old step, another table, another phone's key, another build) is refused
 * in the kit's words.
 */

const GAMES: [string, Moves][] = [['empty-rivalry', rivalry], ['empress', empress], ['emperor', emperor]];
const TABLE: Table = { code: 0x1a2b3c4, seats: 7 };

/** Values a declaration allows, kept small enough for one frame. */
function arb(a: Arg, seats: number): fc.Arbitrary<unknown> {
  switch (a.t) {
    case 'int':
      return fc.integer({ min: a.min, max: a.max });
    case 'seat':
      return fc.integer({ min: 0, max: seats - 1 });
    case 'bool':
      return fc.boolean();
    case 'one':
      return fc.constantFrom(...a.of);
    case 'text':
      return fc.string({ maxLength: Math.min(a.max, 24) }).filter((t) => utf8(t).length <= a.max);
    case 'bytes':
      return fc.uint8Array({ minLength: a.length, maxLength: a.length });
    case 'list':
      return fc.array(arb(a.of, seats), { maxLength: Math.min(a.max, 6) });
    case 'opt':
      return fc.option(arb(a.of, seats), { nil: null });
    case 'rec':
      return args(a.fields, seats);
  }
}
const args = (fields: Args, seats: number) => fc.record(Object.fromEntries(Object.entries(fields).map(([k, a]) => [k, arb(a, seats)])));
const entriesOf = (moves: Moves, travel: 'public' | 'sealed' | 'private') =>
  fc.array(
    fc.constantFrom(...Object.keys(moves).filter((n) => moves[n]!.travel === travel)).chain((move) => args(moves[move]!.args ?? {}, TABLE.seats).map((a): Entry => ({ move, args: a }))),
    { minLength: 1, maxLength: 3 },
  );
const text = (bytes: Uint8Array) => toQrText(bytes);
/** The same bytes with one bit flipped and the CRC made good: only the declarations, the seal or the tag can catch it. */
function tampered(bytes: Uint8Array, at: number): Uint8Array {
  const out = bytes.slice();
  out[at]! ^= 1;
  const c = crc32(out.subarray(0, out.length - 4));
  out.set([c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff], out.length - 4);
  return out;
}

describe.each(GAMES)('%s: every declared move through the table transport', (_slug, moves) => {
  const d = declared(moves);
  const has = (travel: string) => Object.values(moves).some((m) => m.travel === travel);

  it.runIf(has('public'))('public moves: the same moves back, in one frame; a code of an earlier step, another table or this phone is refused in words', () => {
    fc.assert(
      fc.property(entriesOf(moves, 'public'), fc.integer({ min: 1, max: 200 }), (entries, step) => {
        const code = moveCode(d, TABLE, step, 2, entries);
        expect(code.length).toBeLessThanOrEqual(MAX_BYTES);
        const got = unwrap(readMoveCode(d, text(code), 'scan', { table: TABLE, step, me: 0, kinds: ['move'] }));
        expect(got).toEqual({ kind: 'move', seat: 2, entries: entries });
        expect(readMoveCode(d, text(code), 'scan', { table: TABLE, step: step + 1, me: 0, kinds: ['move'] })).toEqual({ ok: false, error: REFUSED.earlierRound });
        expect(readMoveCode(d, text(code), 'scan', { table: { ...TABLE, code: TABLE.code + 1 }, step, me: 0, kinds: ['move'] })).toEqual({ ok: false, error: REFUSED.otherTable });
        expect(readMoveCode(d, text(code), 'scan', { table: TABLE, step, me: 2, kinds: ['move'] })).toEqual({ ok: false, error: REFUSED.ownCode });
      }),
      { numRuns: 60 },
    );
  });

  it.runIf(has('sealed'))('sealed moves: committed, opened, checked; a changed opening or one of another seat refused; kept encrypted to the phone’s own key', async () => {
    const pair = await makeKeyPair();
    const other = await makeKeyPair();
    await fc.assert(
      fc.asyncProperty(entriesOf(moves, 'sealed'), fc.integer({ min: 1, max: 200 }), fc.nat(), async (entries, step, flip) => {
        const kept = await keepSealed(d, TABLE, step, 1, entries, pair);
        const commit = commitCode(d, TABLE, step, 1, Buffer.from(kept.digest, 'hex'));
        const c = unwrap(readMoveCode(d, text(commit), 'scan', { table: TABLE, step, me: 0, kinds: ['commit'] }));
        expect(c.kind === 'commit' && Buffer.from(c.digest).toString('hex')).toBe(kept.digest);
        // The kept moves open only with this phone's key, and make the opening.
        expect(await openKept(d, TABLE, step, 1, kept, other)).toEqual({ ok: false, error: TABLE_REFUSED.keyLost });
        const opened = unwrap(await openKept(d, TABLE, step, 1, kept, pair));
        expect(opened.code.length).toBeLessThanOrEqual(MAX_BYTES);
        const got = unwrap(readMoveCode(d, text(opened.code), 'scan', { table: TABLE, step, me: 0, kinds: ['open'] }));
        if (got.kind !== 'open') throw new Error('not an opening');
        expect(unwrap(await checkOpen(d, TABLE, step, got, Buffer.from(kept.digest, 'hex')))).toEqual(entries);
        // One bit changed anywhere past the header: refused (as changed, or by the seal).
        const bad = tampered(opened.code, 7 + (flip % (opened.code.length - 11)));
        const read = readMoveCode(d, text(bad), 'scan', { table: TABLE, step, me: 0, kinds: ['open'] });
        const refused = read.ok && read.value.kind === 'open' ? await checkOpen(d, TABLE, step, read.value, Buffer.from(kept.digest, 'hex')) : read;
        expect(refused.ok).toBe(false);
        // The same opening against another seat's seal.
        const another = await sealMoves(d, TABLE, step, 3, entries);
        expect(await checkOpen(d, TABLE, step, got, another.digest)).toEqual({ ok: false, error: REFUSED.sealBroken });
      }),
      { numRuns: 25 },
    );
  });

  it.runIf(has('private'))('private moves: boxed to one seat, opened only by its key; another seat’s box refused before any key is tried', async () => {
    const ben = await makeKeyPair();
    const eve = await makeKeyPair();
    const key = await publicKeyBytes(ben);
    await fc.assert(
      fc.asyncProperty(entriesOf(moves, 'private'), fc.integer({ min: 1, max: 200 }), async (entries, step) => {
        const code = await boxedCode(d, TABLE, step, 0, 4, key, entries);
        expect(code.length).toBeLessThanOrEqual(MAX_BYTES);
        const got = unwrap(readMoveCode(d, text(code), 'scan', { table: TABLE, step, me: 4, kinds: ['boxed'] }));
        if (got.kind !== 'boxed') throw new Error('not a box');
        expect(unwrap(await openBoxed(d, TABLE, step, got, ben, 4))).toEqual(entries);
        expect(await openBoxed(d, TABLE, step, got, eve, 4)).toEqual({ ok: false, error: REFUSED.otherPhone });
        expect(readMoveCode(d, text(code), 'scan', { table: TABLE, step, me: 5, kinds: ['boxed'] })).toEqual({ ok: false, error: REFUSED.otherPhone });
      }),
      { numRuns: 10 },
    );
  });

  it.runIf(has('private'))('a deal: every seat’s private moves in one frame every phone scans at once; each phone opens its own slot and no other', async () => {
    const pairs = await Promise.all(Array.from({ length: TABLE.seats }, () => makeKeyPair()));
    const keys = await Promise.all(pairs.map((p) => publicKeyBytes(p)));
    await fc.assert(
      fc.asyncProperty(fc.array(entriesOf(moves, 'private').map((e) => e.slice(0, 1)), { minLength: TABLE.seats, maxLength: TABLE.seats }), async (dealt) => {
        const code = await dealCode(d, TABLE, 1, 0, keys, dealt);
        expect(code.length).toBeLessThanOrEqual(MAX_BYTES);
        for (let seat = 1; seat < TABLE.seats; seat++) {
          const got = unwrap(readMoveCode(d, text(code), 'scan', { table: TABLE, step: 1, me: seat, kinds: ['boxed'] }));
          if (got.kind !== 'boxed') throw new Error('not a box');
          expect(unwrap(await openBoxed(d, TABLE, 1, got, pairs[seat]!, seat))).toEqual(dealt[seat]);
          // Another seat's slot, with this phone's key: refused.
          expect((await openBoxed(d, TABLE, 1, got, pairs[seat]!, seat === 1 ? 2 : 1)).ok).toBe(false);
        }
      }),
      { numRuns: 3 },
    );
  });

  it('a build that declares the moves otherwise refuses this build’s codes in words, not misread', () => {
    const name = Object.keys(moves).find((n) => moves[n]!.travel === 'public')!;
    const otherBuild = declared({ ...moves, [name]: { ...moves[name]!, args: { ...moves[name]!.args, extra: { t: 'bool' } } } });
    expect(otherBuild.digest).not.toBe(d.digest);
    const code = moveCode(d, TABLE, 1, 1, [{ move: name, args: fc.sample(args(moves[name]!.args ?? {}, 7), { numRuns: 1, seed: 4 })[0]! }]);
    expect(readMoveCode(otherBuild, text(code), 'scan', { table: TABLE, step: 1, me: 0, kinds: ['move'] })).toEqual({ ok: false, error: TABLE_REFUSED.otherBuild });
  });
});

describe('the table transport refuses what the declarations don’t allow', () => {
  const d = declared(rivalry);
  it('a move of another travel, an undeclared name or an argument out of range is a programmer’s error when made', () => {
    expect(() => moveCode(d, TABLE, 1, 0, [{ move: 'recordTruth', args: { truth: true } }])).toThrow(/not a declared public move/);
    expect(() => moveCode(d, TABLE, 1, 0, [{ move: 'recrodTruth', args: {} }])).toThrow();
    expect(() => openCode(d, TABLE, 1, 0, [{ move: 'revealPhoneDice', args: { roll: 13 } }], new Uint8Array(12))).toThrow();
  });
  it('a code of a kind the screen doesn’t wait for is said in the game’s words', () => {
    const code = moveCode(d, TABLE, 1, 1, [{ move: 'decide', args: { decision: 'retreat' } }]);
    expect(readMoveCode(d, text(code), 'scan', { table: TABLE, step: 1, me: 0, kinds: ['open'], wrongKind: (k) => (k === TABLE_KIND.move ? 'That is a move; scan a reveal.' : '?') })).toEqual({
      ok: false,
      error: 'That is a move; scan a reveal.',
    });
  });
  it('derives Undo: a move that stays on the phone keeps its declared rule, one that made or took a code stops', () => {
    expect(linkedUndo(rivalry, { note: { runs: 'recordTruth' }, seal: 'passes', dice: { runs: 'revealPhoneDice' }, pick: 'stays' })).toEqual({ note: 'back', seal: 'stop', dice: 'stop', pick: 'back' });
  });
});

describe('the kit names no game', () => {
  it('a rejoin code’s game byte comes from the slug, and no two games share one', async () => {
    const { games } = await import('~/kit/games');
    const { rejoinGame } = await import('~/kit/link/rejoin');
    const bytes = games.map((g) => rejoinGame(g.slug));
    expect(new Set(bytes).size).toBe(games.length);
  });
  it('no file of kit/link names a game', async () => {
    const { games } = await import('~/kit/games');
    const files = import.meta.glob<string>('/src/kit/link/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
    for (const [path, text] of Object.entries(files)) for (const g of games) expect(text.includes(`'${g.slug}'`), `${path} names ${g.slug}`).toBe(false);
  });
});
