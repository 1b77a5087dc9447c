import type { Arg, Args, ArgsValue } from '../game';
import { fail, ok, type Result } from '../result';
import { REFUSED } from './words';

/*
 * A move's arguments in the fewest bits its declaration allows (game.ts `MoveSpec.args`,
 * DESIGN.md beside this file): what a QR frame carries for a move, derived from the
 * declaration alone, so no game writes bytes. Decoding refuses anything the declaration
 * does not describe: a value out of range, a choice past the list, bytes left over.
 *
 * Written by hand: a bit writer is twenty lines, and the schema libraries we know (valibot,
 * zod) validate values but don't size or pack them.
 */

/** What the encoding needs to know of the table: how many seats a `seat` can name. */
export interface Table {
  seats: number;
}

/** Bits for a value in 0..n-1 (none when there is one choice). */
const widthOf = (n: number): number => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));

class BitWriter {
  private bytes: number[] = [];
  private used = 0;
  bits(value: number, width: number): this {
    for (let i = width - 1; i >= 0; i--) {
      if (this.used % 8 === 0) this.bytes.push(0);
      if (Math.floor(value / 2 ** i) % 2 === 1) this.bytes[this.bytes.length - 1]! |= 0x80 >> this.used % 8;
      this.used++;
    }
    return this;
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

class BitReader {
  private at = 0;
  ok = true;
  constructor(private readonly data: Uint8Array) {}
  bits(width: number): number {
    let v = 0;
    for (let i = 0; i < width; i++) {
      const byte = this.data[this.at >> 3];
      if (byte === undefined) {
        this.ok = false;
        return 0;
      }
      v = v * 2 + ((byte >> (7 - (this.at & 7))) & 1);
      this.at++;
    }
    return v;
  }
  /** True when only the padding of the last byte is left, all zero. */
  atEnd(): boolean {
    const rest = this.data.length * 8 - this.at;
    if (!this.ok || rest >= 8) return false;
    return this.bits(rest) === 0 && this.ok;
  }
}

class Refused extends Error {}

/** Bits for an `int` or a `seat`: its offset from the lowest value, in the range's width. */
const rangeOf = (a: Arg & ({ t: 'int' } | { t: 'seat' }), table: Table): [number, number] => (a.t === 'int' ? [a.min, a.max] : [0, table.seats - 1]);

function write(w: BitWriter, a: Arg, value: unknown, table: Table): void {
  switch (a.t) {
    case 'int':
    case 'seat': {
      const [min, max] = rangeOf(a, table);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new Refused(`${String(value)} is not in ${min}..${max}`);
      w.bits(value - min, widthOf(max - min + 1));
      return;
    }
    case 'bool':
      if (typeof value !== 'boolean') throw new Refused('not a yes/no');
      w.bits(value ? 1 : 0, 1);
      return;
    case 'one': {
      const i = a.of.indexOf(value as string);
      if (i < 0) throw new Refused(`${String(value)} is none of ${a.of.join(', ')}`);
      w.bits(i, widthOf(a.of.length));
      return;
    }
    case 'text': {
      if (typeof value !== 'string') throw new Refused('not text');
      const bytes = new TextEncoder().encode(value);
      if (bytes.length > a.max) throw new Refused(`text over ${a.max} bytes`);
      w.bits(bytes.length, widthOf(a.max + 1));
      for (const b of bytes) w.bits(b, 8);
      return;
    }
    case 'bytes': {
      if (!(value instanceof Uint8Array) || value.length !== a.length) throw new Refused(`not ${a.length} bytes`);
      for (const b of value) w.bits(b, 8);
      return;
    }
    case 'list': {
      if (!Array.isArray(value) || value.length > a.max) throw new Refused(`not a list of at most ${a.max}`);
      w.bits(value.length, widthOf(a.max + 1));
      for (const item of value) write(w, a.of, item, table);
      return;
    }
    case 'opt':
      w.bits(value === null ? 0 : 1, 1);
      if (value !== null) write(w, a.of, value, table);
      return;
    case 'rec':
      writeAll(w, a.fields, value, table);
      return;
  }
}

function writeAll(w: BitWriter, args: Args, value: unknown, table: Table): void {
  if (typeof value !== 'object' || value === null) throw new Refused('not a record');
  const record = value as Record<string, unknown>;
  const extra = Object.keys(record).filter((k) => !(k in args));
  if (extra.length) throw new Refused(`undeclared ${extra.join(', ')}`);
  for (const [name, a] of Object.entries(args)) write(w, a, record[name], table);
}

function read(r: BitReader, a: Arg, table: Table): unknown {
  switch (a.t) {
    case 'int':
    case 'seat': {
      const [min, max] = rangeOf(a, table);
      const v = min + r.bits(widthOf(max - min + 1));
      if (v > max) throw new Refused('out of range');
      return v;
    }
    case 'bool':
      return r.bits(1) === 1;
    case 'one': {
      const v = a.of[r.bits(widthOf(a.of.length))];
      if (v === undefined) throw new Refused('past the list');
      return v;
    }
    case 'text': {
      const n = r.bits(widthOf(a.max + 1));
      if (n > a.max) throw new Refused('text too long');
      const bytes = Uint8Array.from({ length: n }, () => r.bits(8));
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw new Refused('not UTF-8');
      }
    }
    case 'bytes':
      return Uint8Array.from({ length: a.length }, () => r.bits(8));
    case 'list': {
      const n = r.bits(widthOf(a.max + 1));
      if (n > a.max) throw new Refused('list too long');
      return Array.from({ length: n }, () => read(r, a.of, table));
    }
    case 'opt':
      return r.bits(1) === 1 ? read(r, a.of, table) : null;
    case 'rec':
      return readAll(r, a.fields, table);
  }
}

function readAll(r: BitReader, args: Args, table: Table): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, a] of Object.entries(args)) out[name] = read(r, a, table);
  return out;
}

/** A move's arguments as bytes, per its declaration; throws for a value the declaration doesn't allow (a programmer's error). */
export function encodeArgs<A extends Args>(args: A, value: ArgsValue<A>, table: Table): Uint8Array {
  const w = new BitWriter();
  try {
    writeAll(w, args, value, table);
  } catch (e) {
    if (e instanceof Refused) throw new Error(`encodeArgs: ${e.message}`);
    throw e;
  }
  return w.done();
}

/** A move's arguments read back from a code, or the kit's words for a code that was changed or misread. */
export function decodeArgs<A extends Args>(args: A, bytes: Uint8Array, table: Table): Result<ArgsValue<A>> {
  const r = new BitReader(bytes);
  try {
    const value = readAll(r, args, table);
    if (!r.ok || !r.atEnd()) return fail(REFUSED.changed);
    return ok(value as ArgsValue<A>);
  } catch (e) {
    if (e instanceof Refused) return fail(REFUSED.changed);
    throw e;
  }
}

/** How many bytes a move's arguments take at most: the worst case, for the frame budget. */
export function maxBytes(args: Args, table: Table): number {
  const bits = (a: Arg): number => {
    switch (a.t) {
      case 'int':
      case 'seat': {
        const [min, max] = rangeOf(a, table);
        return widthOf(max - min + 1);
      }
      case 'bool':
        return 1;
      case 'one':
        return widthOf(a.of.length);
      case 'text':
        return widthOf(a.max + 1) + 8 * a.max;
      case 'bytes':
        return 8 * a.length;
      case 'list':
        return widthOf(a.max + 1) + a.max * bits(a.of);
      case 'opt':
        return 1 + bits(a.of);
      case 'rec':
        return Object.values(a.fields).reduce((n, f) => n + bits(f), 0);
    }
  };
  return Math.ceil(Object.values(args).reduce((n, a) => n + bits(a), 0) / 8);
}

/** Moves in one message at most (the count's 4 bits). */
export const MAX_MOVES = 15;

/**
 * Several moves as one bit stream (kit/link/table/): how many (4 bits), then each move's
 * index in its game's declarations, in the bits the number of names needs, and its
 * arguments. One stream, padded once, so a move of a yes/no costs a byte, not three.
 */
export function encodeMoves(names: number, moves: readonly { index: number; args: Args; value: unknown }[], table: Table): Uint8Array {
  if (moves.length > MAX_MOVES) throw new Error(`encodeMoves: over ${MAX_MOVES} moves`);
  const w = new BitWriter().bits(moves.length, 4);
  try {
    for (const m of moves) {
      w.bits(m.index, widthOf(names));
      writeAll(w, m.args, m.value, table);
    }
  } catch (e) {
    if (e instanceof Refused) throw new Error(`encodeMoves: ${e.message}`);
    throw e;
  }
  return w.done();
}

/** Moves read back; `argsOf(index)` gives a move's declared arguments, or null for one this message may not carry. */
export function decodeMoves(names: number, argsOf: (index: number) => Args | null, bytes: Uint8Array, table: Table): Result<{ index: number; value: Record<string, unknown> }[]> {
  const r = new BitReader(bytes);
  try {
    const out: { index: number; value: Record<string, unknown> }[] = [];
    const n = r.bits(4);
    for (let i = 0; i < n && r.ok; i++) {
      const index = r.bits(widthOf(names));
      const args = argsOf(index);
      if (!args) return fail(REFUSED.changed);
      out.push({ index, value: readAll(r, args, table) });
    }
    return r.ok && r.atEnd() ? ok(out) : fail(REFUSED.changed);
  } catch (e) {
    if (e instanceof Refused) return fail(REFUSED.changed);
    throw e;
  }
}
