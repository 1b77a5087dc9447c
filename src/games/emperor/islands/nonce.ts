import { cryptoRng } from '~/kit/random';

/** A fresh id for a deal or a private look, unique across Undo, so a look already taken is never owed again. */
export function nonce(): string {
  const rng = cryptoRng();
  return `${rng.int(0, 2 ** 30).toString(36)}${rng.int(0, 2 ** 30).toString(36)}`;
}
