import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cryptoRng, pick, rollDice, rollDie, shuffle, type Rng } from '~/kit/random';
import { seededRng } from '~/kit/seeded';

import { expectFair } from '../chi-square';

describe.each([
  ['crypto', () => cryptoRng()],
  ['seeded', () => seededRng(20261120)],
])('%s dice are fair', (_name, make) => {
  it.each([4, 6, 12])('d%i passes chi-square over 120 000 rolls', (sides) => {
    const rng = make();
    expectFair(() => {
      const counts = new Array<number>(sides).fill(0);
      for (let i = 0; i < 120_000; i++) counts[rollDie(rng, sides) - 1]!++;
      return { observed: counts };
    });
  });

  it('shuffles every order of four items equally often', () => {
    const rng = make();
    expectFair(() => {
      const orders = new Map<string, number>();
      for (let i = 0; i < 48_000; i++) {
        const key = shuffle(rng, ['a', 'b', 'c', 'd']).join('');
        orders.set(key, (orders.get(key) ?? 0) + 1);
      }
      expect(orders.size).toBe(24);
      return { observed: [...orders.values()] };
    });
  });
});

describe('cryptoRng', () => {
  it('rejects the biased tail instead of taking a modulo', () => {
    // range 3: limit = 2^32 - (2^32 % 3) = 4294967295; the word 4294967295 must be rejected.
    const words = [4294967295, 7];
    const source = {
      getRandomValues<T extends ArrayBufferView | null>(array: T): T {
        (array as unknown as Uint32Array)[0] = words.shift()!;
        return array;
      },
    };
    expect(cryptoRng(source as Pick<Crypto, 'getRandomValues'>).int(1, 3)).toBe(1 + (7 % 3));
    expect(words).toHaveLength(0);
  });

  it('refuses impossible ranges', () => {
    expect(() => cryptoRng().int(5, 4)).toThrow(RangeError);
    expect(() => rollDie(cryptoRng(), 1)).toThrow(RangeError);
    expect(() => rollDice(cryptoRng(), -1, 6)).toThrow(RangeError);
  });
});

describe('seededRng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRng(7);
    const b = seededRng(7);
    expect(rollDice(a, 20, 6)).toEqual(rollDice(b, 20, 6));
  });

  it('stays within bounds for any range (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const value = seededRng(seed).int(min, min + span);
        return Number.isInteger(value) && value >= min && value <= min + span;
      }),
    );
  });
});

describe('shuffle and pick', () => {
  const rng: Rng = seededRng(1);
  it('keeps every item and leaves the input alone (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (items) => {
        const copy = items.slice();
        const out = shuffle(rng, items);
        expect(items).toEqual(copy);
        expect(out.slice().sort((x, y) => x - y)).toEqual(copy.sort((x, y) => x - y));
      }),
    );
  });
  it('picks only from the list, and refuses an empty one', () => {
    expect(['x', 'y']).toContain(pick(rng, ['x', 'y']));
    expect(() => pick(rng, [])).toThrow(RangeError);
  });
});

describe('expectFair (the check every fairness test leans on)', () => {
  it('fails a biased sample even when it is drawn again', () => {
    expect(() => expectFair(() => ({ observed: [8000, 7000, 7000, 7000, 6000] }))).toThrow(/chi-square/);
  });
  it('passes a fair sample drawn again after one run over the line', () => {
    const samples = [[8000, 7000, 7000, 7000, 6000], [7010, 6990, 7000, 7005, 6995]];
    expect(() => expectFair(() => ({ observed: samples.shift()! }))).not.toThrow();
  });
});
