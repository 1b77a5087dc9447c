import { concat, equalBytes, utf8 } from './bytes';
import { REFUSED } from './words';
import { WORDS } from './wordlist';
import { fail, ok, type Result } from '../result';

/**
 * WebCrypto only (no library): each phone's ECDH P-256 key pair, secrets encrypted to
 * one or more players' public keys, and SHA-256 seals with a fingerprint a table can
 * compare aloud.
 */

const subtle = () => globalThis.crypto.subtle;
export const randomBytes = (n: number): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(n));
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
/** An uncompressed P-256 public key: 0x04, x, y. */
export const PUBLIC_KEY_BYTES = 65;
const TAG = 16;
const buf = (b: Uint8Array): ArrayBuffer => b.slice().buffer;

/** A new key pair whose private half can't be read out of the browser (non-extractable). */
export const makeKeyPair = (): Promise<CryptoKeyPair> => subtle().generateKey(ECDH, false, ['deriveBits']) as Promise<CryptoKeyPair>;

export async function publicKeyBytes(pair: CryptoKeyPair): Promise<Uint8Array> {
  return new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
}

async function importPublic(raw: Uint8Array): Promise<CryptoKey | null> {
  try {
    return await subtle().importKey('raw', buf(raw), ECDH, false, []);
  } catch {
    return null;
  }
}

/** AES-GCM key for one slot: HKDF over the ECDH secret, bound to the message's header. */
async function slotKey(priv: CryptoKey, pub: CryptoKey, context: Uint8Array, slot: number): Promise<CryptoKey> {
  const shared = await subtle().deriveBits({ name: 'ECDH', public: pub }, priv, 256);
  const ikm = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: buf(context), info: buf(concat(utf8('tablemate box v1'), Uint8Array.of(slot))) },
    ikm,
    { name: 'AES-GCM', length: 128 },
    false,
    ['encrypt', 'decrypt'],
  );
}

// Every slot key is derived from a fresh ephemeral key and used once, so a fixed nonce is safe.
const IV = new Uint8Array(12);

/**
 * Encrypts one secret to each recipient's public key in one payload: a fresh ephemeral
 * key (65 bytes), then per slot its length and its ciphertext (+16 bytes of tag). Slot i
 * opens only with recipient i's private key, and only inside a message with this header
 * (table, kind, round): a third phone learns nothing but the lengths. `context` is the
 * message header (codec `headerOf`) plus anything else the secret must be bound to.
 */
export async function boxFor(recipients: Uint8Array[], secrets: Uint8Array[], context: Uint8Array): Promise<Uint8Array> {
  if (recipients.length !== secrets.length || recipients.length > 255) throw new RangeError('one secret per recipient');
  const eph = await makeKeyPair();
  const ephRaw = await publicKeyBytes(eph);
  const parts: Uint8Array[] = [ephRaw, Uint8Array.of(recipients.length)];
  for (const [i, raw] of recipients.entries()) {
    const pub = await importPublic(raw);
    if (!pub) throw new RangeError('not a P-256 public key');
    const key = await slotKey(eph.privateKey, pub, concat(context, ephRaw), i);
    const ct = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: IV, additionalData: buf(context) }, key, buf(secrets[i]!)));
    if (secrets[i]!.length > 255) throw new RangeError('a secret over 255 bytes');
    parts.push(Uint8Array.of(secrets[i]!.length), ct);
  }
  return concat(...parts);
}

/** Opens slot `slot` of a box with this phone's key; another phone's slot, a changed byte or another header is refused in words. */
export async function openBox(pair: CryptoKeyPair, box: Uint8Array, context: Uint8Array, slot: number): Promise<Result<Uint8Array>> {
  if (box.length < PUBLIC_KEY_BYTES + 1) return fail(REFUSED.changed);
  const ephRaw = box.subarray(0, PUBLIC_KEY_BYTES);
  const count = box[PUBLIC_KEY_BYTES]!;
  if (slot >= count) return fail(REFUSED.otherPhone);
  let at = PUBLIC_KEY_BYTES + 1;
  let found: Uint8Array | undefined;
  for (let i = 0; i < count; i++) {
    if (at >= box.length) return fail(REFUSED.changed);
    const n = box[at]! + TAG;
    if (at + 1 + n > box.length) return fail(REFUSED.changed);
    if (i === slot) found = box.subarray(at + 1, at + 1 + n);
    at += 1 + n;
  }
  if (at !== box.length || !found) return fail(REFUSED.changed);
  const eph = await importPublic(ephRaw);
  if (!eph) return fail(REFUSED.changed);
  try {
    const key = await slotKey(pair.privateKey, eph, concat(context, ephRaw), slot);
    return ok(new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: IV, additionalData: buf(context) }, key, buf(found))));
  } catch {
    return fail(REFUSED.otherPhone);
  }
}

/* ------------------------------------------------------------------- seals */

export const SALT_BYTES = 12;
export const SEAL_BYTES = 16;

/** A seal: the digest goes out now (or its words are read aloud), the salt stays until the reveal. */
export interface Seal {
  salt: Uint8Array;
  digest: Uint8Array;
}

async function digestOf(context: Uint8Array, value: Uint8Array, salt: Uint8Array): Promise<Uint8Array> {
  const input = concat(utf8('tablemate seal v1'), context, Uint8Array.of(value.length), value, salt);
  return new Uint8Array(await subtle().digest('SHA-256', buf(input))).slice(0, SEAL_BYTES);
}

/**
 * Commits to `value` (a pick, a die and notes) without showing it: SHA-256 over the value,
 * a random salt (so a d4 can't be found by trying four) and `context` (table, round, seat:
 * a seal can't be replayed elsewhere). 128 bits of digest: finding a second value with the
 * same seal is out of reach.
 */
export async function seal(context: Uint8Array, value: Uint8Array, salt = randomBytes(SALT_BYTES)): Promise<Seal> {
  return { salt, digest: await digestOf(context, value, salt) };
}

/** Whether a revealed value and salt are what was sealed. */
export async function checkSeal(context: Uint8Array, value: Uint8Array, salt: Uint8Array, digest: Uint8Array): Promise<boolean> {
  return equalBytes(await digestOf(context, value, salt), digest);
}

/** Three words from a seal's first bytes, to read aloud and compare with the other phone's screen (24 bits). */
export const fingerprint = (digest: Uint8Array): string => [...digest.subarray(0, 3)].map((b) => WORDS[b]).join(' ');

/* ------------------------------------------------- compressed public keys */

/**
 * A P-256 public key in 33 bytes (SEC 1 compressed: 0x02 or 0x03 for y's parity, then x),
 * so a start code can carry seven players' keys in one frame. WebCrypto imports only the
 * 65-byte form, so a phone decompresses a key before it encrypts to it: y² = x³ − 3x + b
 * (mod p), and since p ≡ 3 (mod 4) the square root is rhs^((p+1)/4).
 */
export const COMPRESSED_KEY_BYTES = 33;
/** A seat key's backup under its player's four words (table/phrase.ts): AES-GCM over the key's 32 secret bytes, + 16 of tag. */
export const BACKUP_BYTES = 48;
const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

const toBig = (b: Uint8Array): bigint => b.reduce((n, x) => (n << 8n) | BigInt(x), 0n);
function fromBig(n: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = length - 1; i >= 0; i--, n >>= 8n) out[i] = Number(n & 0xffn);
  return out;
}
function powMod(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n;
  base %= mod;
  for (; exp > 0n; exp >>= 1n, base = (base * base) % mod) if (exp & 1n) result = (result * base) % mod;
  return result;
}

/** 65 bytes (0x04, x, y) → 33 bytes (0x02 | y's parity, x). */
export function compressKey(raw: Uint8Array): Uint8Array {
  if (raw.length !== PUBLIC_KEY_BYTES || raw[0] !== 4) throw new RangeError('not an uncompressed P-256 public key');
  const out = raw.slice(0, COMPRESSED_KEY_BYTES);
  out[0] = 2 | (raw[64]! & 1);
  return out;
}

/** 33 bytes → the 65 bytes WebCrypto imports, or null when x is no point of the curve (a changed byte). */
export function decompressKey(packed: Uint8Array): Uint8Array | null {
  if (packed.length !== COMPRESSED_KEY_BYTES || (packed[0] !== 2 && packed[0] !== 3)) return null;
  const x = toBig(packed.subarray(1));
  if (x >= P) return null;
  const rhs = (((x * x) % P) * x - 3n * x + B) % P;
  const r = (rhs + P) % P;
  let y = powMod(r, (P + 1n) / 4n, P);
  if ((y * y) % P !== r) return null;
  if (Number(y & 1n) !== (packed[0]! & 1)) y = P - y;
  const out = new Uint8Array(PUBLIC_KEY_BYTES);
  out[0] = 4;
  out.set(packed.subarray(1), 1);
  out.set(fromBig(y, 32), 33);
  return out;
}
