import type { Args, ArgsValue } from '../../game';
import { fail, type Result } from '../../result';
import { utf8 } from '../bytes';
import { MAX_NAME_BYTES, type Seat } from '../messages';
import type { Declared } from './declared';
import type { Table } from './messages';
import { startCode } from './start';

/** A name cut to `max` UTF-8 bytes, never inside a character. */
export function cutName(name: string, max: number): string {
  let out = '';
  for (const ch of name) {
    if (utf8(out + ch).length > max) break;
    out += ch;
  }
  return out;
}

/**
 * A start whose seats' names are cut, all to the same length, to the longest that lets the
 * whole start fit one code: a table of seven with their keys keeps a few letters of each name
 * (each phone keeps its own name whole). The names as the code carries them come back with it.
 */
export function fittedStart<A extends Args>(d: Declared, table: Table, seats: Seat[], args: A, setup: ArgsValue<A>, withKeys: boolean, tooBig: string): Result<{ code: Uint8Array; names: string[] }> {
  for (let max = MAX_NAME_BYTES; max > 0; max--) {
    const cut = seats.map((s) => ({ ...s, name: cutName(s.name, max) }));
    const code = startCode(d, table, cut, args, setup, withKeys, tooBig);
    if (code.ok) return { ok: true, value: { code: code.value, names: cut.map((s) => s.name) } };
  }
  return fail(tooBig);
}
