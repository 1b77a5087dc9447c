import type { Args, ArgsValue } from '../../game';
import { fail, ok, type Result } from '../../result';
import { concat } from '../bytes';
import { encode, type Message } from '../codec';
import { decodeArgs, encodeArgs } from '../fields';
import { readStart, startMessage, type Seat } from '../messages';
import { REFUSED } from '../words';
import { TABLE_REFUSED } from './words';
import type { Declared } from './declared';
import type { Table } from './messages';

/*
 * The start: the table phone's one code to every phone: who sits where (names, and keys
 * when the game boxes anything to a seat), the declarations' digest, and the game's setup
 * packed from the arguments it declares for it (fields.ts).
 */

/** The start's bytes, or the game's words when it does not fit one code. */
export function startCode<A extends Args>(d: Declared, table: Table, seats: Seat[], args: A, setup: ArgsValue<A>, withKeys: boolean, tooBig: string): Result<Uint8Array> {
  try {
    const bytes = concat(Uint8Array.of(d.digest), encodeArgs(args, setup, { seats: seats.length }));
    return ok(encode(startMessage(table.code, { seats, setup: bytes, withKeys })));
  } catch {
    return fail(tooBig);
  }
}

/** A start read back: a build that declares the moves otherwise is refused in words, a changed setup as changed. */
export function readStartCode<A extends Args>(d: Declared, m: Message, args: A): Result<{ seats: Seat[]; setup: ArgsValue<A> }> {
  const start = readStart(m);
  if (!start.ok) return start;
  const { seats, setup } = start.value;
  if (setup[0] !== d.digest) return fail(TABLE_REFUSED.otherBuild);
  const value = decodeArgs(args, setup.subarray(1), { seats: seats.length });
  return value.ok ? ok({ seats, setup: value.value }) : fail(REFUSED.changed);
}
