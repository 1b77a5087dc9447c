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
