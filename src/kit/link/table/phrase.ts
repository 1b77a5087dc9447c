import { fail, ok, type Result } from '../../result';
import { concat, utf8 } from '../bytes';
import { BACKUP_BYTES, PUBLIC_KEY_BYTES, compressKey, randomBytes } from '../crypto';
import { REFUSED } from '../words';
import { WORDS } from '../wordlist';

/*
 * A seat's key brought back from four words its player was shown at join (recovery.md).
 * The seat's private key is made on its phone and kept there non-extractable as ever; a
 * copy of its 32 secret bytes goes out encrypted to a key stretched from the four words
 * (PBKDF2), bound to the table and the seat's public key: its `backup`, 48 bytes, that
 * travels with the seat code and lives on the other phones. A phone whose storage was
 * wiped gets the backup back from any other phone, its player types the four words, and
 * every box ever sent to the seat opens again. No other phone can open the backup without
 * the words: 2^32 guesses, each a 600,000-round PBKDF2, far past a game's length.
 */

export const PHRASE_WORDS = 4;
export { BACKUP_BYTES } from '../crypto';
/** OWASP's figure for PBKDF2-HMAC-SHA256 (2023): about 0.2 s on a laptop, under a second on a slow phone. */
const ROUNDS = 600_000;

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const subtle = () => globalThis.crypto.subtle;
const buf = (b: Uint8Array): ArrayBuffer => b.slice().buffer;
const LIST = WORDS;
// The key stretched from the words is used for this one backup only (its salt binds the
// table and the public key), so a fixed nonce never repeats under one key.
const IV = new Uint8Array(12);

export const PHRASE_REFUSED = {
  count: `Type the ${PHRASE_WORDS} words your phone showed you when you joined, in their order.`,
  unknown: (word: string) => `“${word}” is not one of the words phones show: check its spelling against what you wrote down.`,
  wrong: 'Those words don’t open this seat: check them and their order, or bring the phone back without them.',
} as const;

/** Four words for a new seat, each one of the 256 chosen to be said and spelt: 32 bits. */
export function newPhrase(): string {
  return [...randomBytes(PHRASE_WORDS)].map((b) => LIST[b]).join(' ');
}

/** What a player typed → the words' places in the list; case, commas and extra spaces don't matter. */
export function readPhrase(text: string): Result<Uint8Array> {
  const typed = text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const unknown = typed.find((w) => !LIST.includes(w));
  if (unknown) return fail(PHRASE_REFUSED.unknown(unknown));
  if (typed.length !== PHRASE_WORDS) return fail(PHRASE_REFUSED.count);
  return ok(Uint8Array.from(typed, (w) => LIST.indexOf(w)));
}

async function phraseKey(phrase: Uint8Array, table: number, publicKey: Uint8Array): Promise<CryptoKey> {
  const salt = concat(utf8('tablemate phrase v1'), Uint8Array.of(table >>> 24, table >>> 16, table >>> 8, table), compressKey(publicKey));
  const base = await subtle().importKey('raw', buf(phrase), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: buf(salt), iterations: ROUNDS }, base, { name: 'AES-GCM', length: 128 }, false, ['encrypt', 'decrypt']);
}

const b64url = (b: Uint8Array): string => btoa(String.fromCharCode(...b)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (s: string): Uint8Array => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The private half from its secret bytes and the public key (65 bytes), non-extractable like every key a phone keeps. */
function importPrivate(d: Uint8Array, publicKey: Uint8Array): Promise<CryptoKey> {
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(publicKey.subarray(1, 33)), y: b64url(publicKey.subarray(33, 65)), d: b64url(d) };
  return subtle().importKey('jwk', jwk, ECDH, false, ['deriveBits']);
}

/**
 * A seat's key pair and its backup under the words. The pair's private half can't be read
 * out of the browser; its secret bytes exist in the clear only inside this call.
 */
export async function seatKeys(phrase: Uint8Array, table: number): Promise<{ pair: CryptoKeyPair; publicKey: Uint8Array; backup: Uint8Array }> {
  const made = (await subtle().generateKey(ECDH, true, ['deriveBits'])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await subtle().exportKey('raw', made.publicKey));
  const d = fromB64url((await subtle().exportKey('jwk', made.privateKey)).d!);
  try {
    const backup = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: IV }, await phraseKey(phrase, table, publicKey), buf(d)));
    return { pair: { publicKey: made.publicKey, privateKey: await importPrivate(d, publicKey) }, publicKey, backup };
  } finally {
    d.fill(0);
  }
}

/** The seat's key pair again from its words, its public key (65 bytes) and its backup; wrong words refused in words. */
export async function restoreSeatKeys(phrase: Uint8Array, table: number, publicKey: Uint8Array, backup: Uint8Array): Promise<Result<CryptoKeyPair>> {
  if (backup.length !== BACKUP_BYTES || publicKey.length !== PUBLIC_KEY_BYTES) return fail(REFUSED.changed);
  let d: Uint8Array;
  try {
    d = new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: IV }, await phraseKey(phrase, table, publicKey), buf(backup)));
  } catch {
    return fail(PHRASE_REFUSED.wrong);
  }
  try {
    const privateKey = await importPrivate(d, publicKey);
    const pub = await subtle().importKey('raw', buf(publicKey), ECDH, true, []);
    return ok({ publicKey: pub, privateKey });
  } catch {
    return fail(PHRASE_REFUSED.wrong);
  } finally {
    d.fill(0);
  }
}
