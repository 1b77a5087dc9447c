/**
 * Two simulated phones of an Empty Rivalry own-phone table (own.ts), each with its own
 * non-extractable key pair, every code passed as text through the kit's table transport
 * (optionally through a real QR image): shared by own-phones.test.ts and own-rejoin.test.ts.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { fromHex } from '~/kit/link/bytes';
import { toQrText, type Message } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { seatMessage } from '~/kit/link/messages';
import { readCode } from '~/kit/link/read';
import { declared } from '~/kit/link/table/declared';
import { readMoveCode, type Received } from '~/kit/link/table/messages';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { chooseQuestions, drawQuestions } from '~/games/empty-rivalry/engine';
import { moves } from '~/games/empty-rivalry/game';
import * as own from '~/games/empty-rivalry/own';
import { ownProblem, ownSchema, type OwnState } from '~/games/empty-rivalry/own-state';
import { roles } from '~/games/empty-rivalry/state';

export const TABLE = 0x0abcdef;
export interface Phone {
  s: OwnState;
  pair: CryptoKeyPair;
}

/** What a phone keeps, checked as its save would be on load. */
export function saved(s: OwnState): OwnState {
  const parsed = v.parse(ownSchema, JSON.parse(JSON.stringify(s)));
  expect(ownProblem(parsed)).toBeNull();
  return parsed;
}

/** A join or start code (hex) as the other phone reads it. */
export const read = (hex: string, s: OwnState, kind: number): Message => unwrap(readCode(toQrText(fromHex(hex)), 'scan', { table: s.table, kinds: [kind] }));
/** A move code (hex) as the other phone `to` takes it, or the words it is refused in. */
export const take = (hex: string, to: OwnState, kind: 'commit' | 'open', step: number) =>
  readMoveCode(declared(moves), toQrText(fromHex(hex)), 'scan', { table: own.tableOf(to), step, me: to.seat, kinds: [kind] });
export const taken = (hex: string, to: OwnState, kind: 'commit' | 'open', step: number): Received => unwrap(take(hex, to, kind, step));

export async function seated(): Promise<[Phone, Phone]> {
  const ana: Phone = { s: unwrap(own.openTable(TABLE, 'Ana')), pair: await makeKeyPair() };
  const ben: Phone = { s: unwrap(own.joinTable(TABLE, 'Ben')), pair: await makeKeyPair() };
  ana.s = saved(unwrap(own.seatScanned(ana.s, seatMessage(TABLE, { name: 'Ben', key: await publicKeyBytes(ben.pair) }))));
  ana.s = saved(unwrap(own.startMatch(ana.s)));
  ben.s = saved(unwrap(own.startScanned(ben.s, read(ana.s.show!.code!, ben.s, 2))));
  ana.s = { ...ana.s, show: null };
  return [ana, ben];
}

/** The hex of the code a phone shows for its opening, made from its kept seal when none is saved. */
export const shown = async (p: Phone): Promise<string> =>
  p.s.show?.code ?? Buffer.from(unwrap(await own.openingCode(p.s, p.pair))).toString('hex');

/** One round between the two phones, from the Attacker's questions to both scores (or up to the commit taken). */
export async function round(ana: Phone, ben: Phone, r: number, notes = { truths: [true, false, true, false], guesses: [true, true, false, false] }, stop?: 'sealed'): Promise<void> {
  const att = roles(ana.s.match!).attacker === 0 ? ana : ben;
  const def = att === ana ? ben : ana;
  att.s = { ...att.s, match: unwrap(chooseQuestions(att.s.match!, { ids: unwrap(drawQuestions(att.s.match!, seededRng(r))) })) };
  for (let q = 0; q < 4; q++) {
    def.s = saved(unwrap(own.note(def.s, notes.truths[q]!)));
    att.s = saved(unwrap(own.note(att.s, notes.guesses[q]!)));
  }
  def.s = saved(unwrap(await own.sealDefender(def.s, def.pair, seededRng(r))));
  att.s = saved(unwrap(await own.decideAndSeal(att.s, r % 2 ? 'call-out' : 'retreat', att.pair, seededRng(r + 7))));
  def.s = saved(unwrap(own.commitScanned(def.s, taken(att.s.show!.code!, def.s, 'commit', r))));
  if (stop === 'sealed') return;
  att.s = saved(unwrap(await own.openScanned(att.s, taken(await shown(def), att.s, 'open', r), att.pair)).state);
  def.s = saved(unwrap(await own.openScanned(def.s, taken(att.s.show!.code!, def.s, 'open', r), def.pair)).state);
}
