/**
 * The one source of randomness every engine and helper takes as an argument, so
 * play uses the browser's crypto generator and tests use a seeded one with the
 * same interface (seeded.ts: apart, so that a play page never downloads it).
 */
export interface Rng {
  /** A uniformly random whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
}

export function checkRange(min: number, max: number): void {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max || max - min >= 2 ** 32) {
    throw new RangeError(`Cannot draw a whole number between ${min} and ${max}`);
  }
}

/**
 * Crypto-backed generator. A 32-bit word is rejected when it falls in the short
 * tail above the largest multiple of the range, so every outcome has exactly the
 * same chance (plain `word % range` would favour the low values).
 */
export function cryptoRng(source: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): Rng {
  const word = new Uint32Array(1);
  return {
    int(min, max) {
      checkRange(min, max);
      const range = max - min + 1;
      const limit = 2 ** 32 - (2 ** 32 % range);
      for (;;) {
        source.getRandomValues(word);
        const value = word[0]!;
        if (value < limit) return min + (value % range);
      }
    },
  };
}

/** One die with `sides` faces, 1 to `sides`. */
export function rollDie(rng: Rng, sides: number): number {
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`A die needs at least 2 sides, not ${sides}`);
  return rng.int(1, sides);
}

/** `count` dice with `sides` faces each. */
export function rollDice(rng: Rng, count: number, sides: number): number[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Cannot roll ${count} dice`);
  return Array.from({ length: count }, () => rollDie(rng, sides));
}

/** A shuffled copy (Fisher–Yates): every order equally likely, the input untouched. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One item chosen uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
  return items[rng.int(0, items.length - 1)]!;
}
