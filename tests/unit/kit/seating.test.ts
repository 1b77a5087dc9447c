import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseTable } from '~/kit/link/codec';
import { hostAt, joinAddress, tableFromCode, tableInHash } from '~/kit/link/join';
import { decode, encode } from '~/kit/link/codec';
import { readStart, startMessage } from '~/kit/link/messages';
import { moveSeat } from '~/kit/link/seating';
import { reseated, seatIn, sitsBetween } from '~/kit/link/seats';

describe('the seating set on the table phone (kit seating.ts)', () => {
  it('moves one seat and keeps the others in their order', () => {
    expect(moveSeat(['Ana', 'Ben', 'Cleo', 'Dan'], 3, 1)).toEqual(['Ana', 'Dan', 'Ben', 'Cleo']);
    expect(moveSeat(['Ana', 'Ben', 'Cleo', 'Dan'], 1, 3)).toEqual(['Ana', 'Cleo', 'Dan', 'Ben']);
    expect(moveSeat(['Ana', 'Ben', 'Cleo'], 2, 0)).toEqual(['Ana', 'Cleo', 'Ben']);
    // The table phone's own player stays first: it can't be moved, nor moved past.
    expect(moveSeat(['Ana', 'Ben', 'Cleo'], 0, 2)).toEqual(['Ana', 'Ben', 'Cleo']);
    expect(moveSeat(['Ana', 'Ben', 'Cleo'], 1, 99)).toEqual(['Ana', 'Cleo', 'Ben']);
  });

  it('any sequence of moves, in range or not, gives a permutation with the fixed seats in place', () => {
    const move = fc.tuple(fc.integer({ min: -2, max: 14 }), fc.integer({ min: -2, max: 14 }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 2 }), fc.array(move, { maxLength: 30 }), (n, fixed, moves) => {
        const start = Array.from({ length: n }, (_, i) => i);
        let order = start;
        for (const [from, to] of moves) {
          const next = moveSeat(order, from, to, fixed);
          // One seat moved at most: removing it from both leaves the same order.
          const moved = order[from];
          if (moved !== undefined && from >= fixed) expect(next.filter((x) => x !== moved)).toEqual(order.filter((x) => x !== moved));
          else expect(next).toEqual(order);
          order = next;
        }
        expect([...order].sort((a, b) => a - b)).toEqual(start);
        expect(order.slice(0, fixed)).toEqual(start.slice(0, fixed));
      }),
    );
  });

  it('every seating can be reached by moves, so the host can set any order after the table phone’s player', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([1, 2, 3, 4, 5, 6], { minLength: 6, maxLength: 6 }), (want) => {
        let order = [0, 1, 2, 3, 4, 5, 6];
        // As a host would: the seat that belongs at place i is dragged there.
        for (const [i, x] of want.entries()) order = moveSeat(order, order.indexOf(x), i + 1);
        expect(order).toEqual([0, ...want]);
      }),
    );
  });
});

describe('seat codes in any order, the seating set, the start, each phone in its seat (kit seating.ts)', () => {
  /** A table of `n`: the table phone's player first, each player a name and a key of its own (names may repeat: the key tells them apart). */
  const table = (n: number) =>
    fc.tuple(
      fc.array(fc.constantFrom('Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'a very long handle here'), { minLength: n, maxLength: n }),
      fc.uniqueArray(fc.uint8Array({ minLength: 65, maxLength: 65 }), { minLength: n, maxLength: n, selector: (k) => k.join() }),
    );
  const move = fc.tuple(fc.integer({ min: -1, max: 13 }), fc.integer({ min: -1, max: 13 }));
  const scanned = <T,>(players: T[], order: number[]) => [players[0]!, ...order.map((i) => players[i]!)];

  it('any scan order and any moves: a permutation with the table phone’s player first; the start carries it; each phone finds its seat by its key and its neighbours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }).chain((n) => fc.tuple(table(n), fc.shuffledSubarray(Array.from({ length: n - 1 }, (_, i) => i + 1), { minLength: n - 1, maxLength: n - 1 }), fc.array(move, { maxLength: 20 }))),
        ([[names, keys], order, moves]) => {
          const players = names.map((name, i) => ({ name, key: keys[i]! }));
          let seating = scanned(players, order);
          for (const [from, to] of moves) seating = moveSeat(seating, from, to);
          expect(seating[0]).toBe(players[0]);
          expect(new Set(seating).size).toBe(players.length);
          const ids = (xs: typeof players) => xs.map((x) => x.key.join());
          expect(reseated(ids(scanned(players, order)), ids(seating))).toBe(true);
          // The start as the table phone makes it, read back as every phone reads it.
          const start = readStart(startMessage(0x2345, { seats: seating, setup: new Uint8Array(1), withKeys: true }));
          expect(start.ok && start.value.seats.map((x) => x.name)).toEqual(seating.map((x) => x.name));
          const seats = start.ok ? start.value.seats : [];
          for (const me of players) {
            const at = seatIn(seats, me);
            expect(at).toBe(seating.indexOf(me));
            const n = seating.length;
            expect(sitsBetween(seats.map((x) => x.name), at)).toBe(`You sit between ${seating[(at + n - 1) % n]!.name} and ${seating[(at + 1) % n]!.name}.`);
          }
          // A phone whose key the start doesn't hold has no seat in it.
          const stranger = new Uint8Array(65).fill(7);
          if (!keys.some((k) => k.every((b) => b === 7))) expect(seatIn(seats, { name: players[1]!.name, key: stranger })).toBe(-1);
        },
      ),
    );
  });

  it('a start without keys (one code for twelve handles): each phone finds its seat by its handle, the table phone having taken no handle twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }).chain((n) => fc.tuple(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: n, maxLength: n }), fc.array(move, { maxLength: 20 }))), ([names, moves]) => {
        let seating = names;
        for (const [from, to] of moves) seating = moveSeat(seating, from, to);
        const bytes = encode(startMessage(0x2345, { seats: seating.map((name) => ({ name, key: new Uint8Array(0) })), setup: new Uint8Array(1), withKeys: false }));
        const m = decode(bytes);
        const start = m.ok ? readStart(m.value) : m;
        expect(start.ok).toBe(true);
        const seats = start.ok ? start.value.seats : [];
        for (const name of names) expect(seatIn(seats, { name, key: new Uint8Array(65).fill(1) })).toBe(seating.indexOf(name));
        expect(seatIn(seats, { name: `${names[0]}!` })).toBe(-1);
      }),
    );
  });

  it('a seating handed to the table phone is refused unless it holds the same players, its own player first', () => {
    const at = ['Ana', 'Ben', 'Cleo'];
    expect(reseated(at, ['Ana', 'Cleo', 'Ben'])).toBe(true);
    expect(reseated(at, ['Ben', 'Ana', 'Cleo'])).toBe(false);
    expect(reseated(at, ['Ana', 'Ben'])).toBe(false);
    expect(reseated(at, ['Ana', 'Ben', 'Ben'])).toBe(false);
    expect(reseated(at, ['Ana', 'Ben', 'Dan'])).toBe(false);
  });

  it('two seats have no neighbours to name', () => {
    expect(sitsBetween(['Ana', 'Ben'], 1)).toBe('');
    expect(sitsBetween(['Ana', 'Ben', 'Cleo'], 0)).toBe('You sit between Cleo and Ben.');
  });
});

describe('the table’s first code names the table phone’s player (kit join.ts)', () => {
  /** What a joining phone keeps of the name from a join address (this tab's storage). */
  const hostInJoin = (text: string) => (tableFromCode(text, 'scan').ok ? hostAt() : 'not a table');
  const PAGE = 'https://tablemate.example/games/emperor/play/?x=1#old';
  it('carries the name after the table code, and reads back with or without it', () => {
    const code = parseTable('K7QM3X')!;
    const url = joinAddress(code, PAGE, 'Ana Lía');
    expect(url).toBe('https://tablemate.example/games/emperor/play/#join=K7QM3X~Ana%20L%C3%ADa');
    expect(tableInHash(new URL(url).hash)).toBe(code);
    expect(hostAt()).toBe('Ana Lía');
    expect(hostInJoin(url)).toBe('Ana Lía');
    expect(tableFromCode(url, 'scan')).toEqual({ ok: true, value: code });
    // An address from before, with no name: the table joins, its phone unnamed.
    const bare = joinAddress(code, PAGE);
    expect(bare.endsWith('#join=K7QM3X~')).toBe(true);
    expect(tableInHash('#join=K7QM3X')).toBe(code);
    expect(hostInJoin(bare)).toBeNull();
    expect(tableInHash('#join=K7QM3X')).toBe(code);
    // Typed: the six characters only.
    expect(tableFromCode('k7qm 3x', 'typed')).toEqual({ ok: true, value: code });
    // A name cut mid-letter by hand still joins.
    expect(tableInHash('#join=K7QM3X~%C3')).toBe(code);
    expect(tableFromCode(`${bare}%C3`, 'scan')).toEqual({ ok: true, value: code });
    expect(hostInJoin(`${bare}%C3`)).toBeNull();
  });

  it('any name: the address stays short and gives back the name, or none when it is too long', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 - 1 }), fc.string({ unit: 'grapheme-composite', maxLength: 20 }), (table, name) => {
        const url = joinAddress(table, PAGE, name);
        expect(tableFromCode(url, 'scan')).toEqual({ ok: true, value: table });
        expect(url.length).toBeLessThanOrEqual(joinAddress(table, PAGE).length + 3 * 3 * 20);
        expect(tableInHash(new URL(url).hash)).toBe(table);
        const back = hostInJoin(url);
        expect(back).toBe(name === '' ? null : name);
      }),
    );
  });
});
