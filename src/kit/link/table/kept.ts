import { fail, ok, type Result } from '../../result';
import { concat, fromHex, toHex, utf8 } from '../bytes';
import { boxFor, openBox, publicKeyBytes } from '../crypto';
import { TABLE_REFUSED } from './words';

/*
 * A seat's own sealed moves, kept on its phone until it opens them, encrypted to its own
 * non-extractable key (keystore.ts): a blind die the player must not see yet, and the
 * seal's salt (with the digest, the salt alone would give the die away by trying each
 * face), are never in the phone's storage in the clear. The page reads them back only to
 * make the opening code.
 */

const CONTEXT = utf8('tablemate kept v1');

/** The bytes, boxed to this phone's own key, as hex for a save. */
export async function keep(pair: CryptoKeyPair, bytes: Uint8Array, about: Uint8Array): Promise<string> {
  return toHex(await boxFor([await publicKeyBytes(pair)], [bytes], concat(CONTEXT, about)));
}

/** The bytes back, or the words for a phone whose key went with its storage. */
export async function unkeep(pair: CryptoKeyPair, kept: string, about: Uint8Array): Promise<Result<Uint8Array>> {
  const opened = await openBox(pair, fromHex(kept), concat(CONTEXT, about), 0);
  return opened.ok ? ok(opened.value) : fail(TABLE_REFUSED.keyLost);
}
