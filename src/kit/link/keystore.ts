import { makeKeyPair } from './crypto';

/**
 * This phone's key pair, made once and kept across reloads. The private key is a
 * non-extractable CryptoKey kept in IndexedDB (structured clone keeps a CryptoKey without
 * ever exposing its bytes), so no script, save file or backup can copy it: a phone that
 * loses its site data makes a new pair and joins again. Where IndexedDB is missing
 * (some private windows), the pair lives for the page's life and `kept` says so.
 */

const DB = 'tablemate-link';
const STORE = 'keys';
const ID = 'device';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function open(): Promise<IDBDatabase> {
  const r = indexedDB.open(DB, 1);
  r.onupgradeneeded = () => r.result.createObjectStore(STORE);
  return request(r);
}

let memory: Promise<{ pair: CryptoKeyPair; kept: boolean }> | undefined;

export function deviceKeys(): Promise<{ pair: CryptoKeyPair; kept: boolean }> {
  memory ??= (async () => {
    try {
      const db = await open();
      const found = await request(db.transaction(STORE).objectStore(STORE).get(ID)) as CryptoKeyPair | undefined;
      if (found?.privateKey) return { pair: found, kept: true };
      const pair = await makeKeyPair();
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(pair, ID));
      return { pair, kept: true };
    } catch {
      return { pair: await makeKeyPair(), kept: false };
    }
  })();
  return memory;
}

/*
 * A seat's own key at one table, dealt with its player's four words (table/phrase.ts) or
 * brought back from them: kept like the device's pair, non-extractable, under the table's
 * code. A game that deals words at join (OwnTable `words`) keeps and opens its boxes with
 * it; a table from before has none, and the device's pair serves.
 */
const seatId = (table: number) => `seat:${table}`;

/** Seat keys for the page's life too: where IndexedDB is missing, the only copy. */
const held = new Map<number, CryptoKeyPair>();

export async function keepSeatKeys(table: number, pair: CryptoKeyPair): Promise<void> {
  held.set(table, pair);
  try {
    const db = await open();
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(pair, seatId(table)));
  } catch {
    // Kept for the page's life: the words bring it back after.
  }
}

/** Only a seat key this phone dealt or got back for the table, or null. */
export async function seatKeysAt(table: number): Promise<CryptoKeyPair | null> {
  if (held.has(table)) return held.get(table)!;
  try {
    const db = await open();
    const found = (await request(db.transaction(STORE).objectStore(STORE).get(seatId(table)))) as CryptoKeyPair | undefined;
    if (!found?.privateKey) return null;
    // Read once a page: a code drawn from a kept seal (a reveal) then comes with its step, not a database round trip after.
    held.set(table, found);
    return found;
  } catch {
    return null;
  }
}

/** This phone's seat key at the table, if it dealt or got one back, else the device's. */
export const tableKeys = async (table: number): Promise<CryptoKeyPair> => (await seatKeysAt(table)) ?? (await deviceKeys()).pair;
