import type { Args, ArgsValue } from '../../game';
import { fail, ok, type Result } from '../../result';
import { concat } from '../bytes';
import { encode, type Message } from '../codec';
import { decodeArgs, encodeArgs } from '../fields';
import { backupOf } from '../book';
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

/**
 * The start's bytes, or the game's words when it does not fit one code. It carries the
 * table phone's own backup (seat 0's, book.ts) when the table phone dealt words, so a lost
 * table phone comes back from any phone that joined; left out when it doesn't fit one frame.
 */
export function startCode<A extends Args>(d: Declared, table: Table, seats: Seat[], args: A, setup: ArgsValue<A>, withKeys: boolean, tooBig: string): Result<Uint8Array> {
  let bytes: Uint8Array;
  try {
    bytes = concat(Uint8Array.of(d.digest), encodeArgs(args, setup, { seats: seats.length }));
  } catch {
    return fail(tooBig);
  }
  const backup = backupOf(table.code, seats[0]?.name);
  for (const b of backup ? [backup, undefined] : [undefined]) {
    try {
      return ok(encode(startMessage(table.code, { seats, setup: bytes, withKeys, ...(b && { backup: b }) })));
    } catch {
      // Too long with the backup: try without.
    }
  }
  return fail(tooBig);
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
