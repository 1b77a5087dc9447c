import { encode, toQrText } from '~/kit/link/codec';
import { seatMessage } from '~/kit/link/messages';
import { newPhrase, readPhrase, seatKeys } from '~/kit/link/table/phrase';
import { seededRng } from '~/kit/seeded';
import * as own from '~/games/emperor/own';
import type { OwnState } from '~/games/emperor/own-state';

/*
 * A table of the Emperor's own phones whose players each keep four words (kit phrase.ts):
 * what a wiped phone or a lost table phone comes back by. Free of Vitest, so the bench's
 * recovery figures (scripts/own-phones-recovery.ts) sit the same table as the unit tests.
 */

export const unwrapped = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

export function seededBytes(seed: number) {
  const rng = seededRng(seed * 7 + 1);
  return (n: number) => Uint8Array.from({ length: n }, () => rng.int(0, 255));
}

export interface WordPhone {
  s: OwnState;
  keys: own.Keys;
  words: string;
  backup: Uint8Array;
}

/** Deal nonce of every table sat here: the engine's own deal with it is the truth to compare. */
export const NONCE = 'n1';

/** Phones joined with their words, started and dealt; `show` is a code as the next phone's camera reads it. */
export async function sitWithWords(tableId: number, names: string[], seed: number, show: (s: OwnState) => string) {
  let table = own.openTable(tableId);
  const phones: WordPhone[] = [];
  for (const name of names) {
    const words = newPhrase();
    const made = await seatKeys(unwrapped(readPhrase(words)), tableId);
    phones.push({ s: unwrapped(own.joinTable(tableId, name)), keys: { pair: made.pair, raw: made.publicKey }, words, backup: made.backup });
    table = unwrapped(await own.take(table, toQrText(encode(seatMessage(tableId, { name, key: made.publicKey, backup: made.backup }))), 'scan', null));
  }
  table = unwrapped(own.start(table));
  const start = show(table);
  for (const p of phones) p.s = unwrapped(await own.take(p.s, start, 'scan', p.keys));
  table = unwrapped(await own.deal(table, { emperorWinsAfterRounds: null, nonce: NONCE, rng: seededRng(seed), random: seededBytes(seed) }));
  const deal = show(table);
  for (const p of phones) p.s = unwrapped(await own.take(p.s, deal, 'scan', p.keys));
  return { table: unwrapped(own.dismiss(table)), phones };
}
