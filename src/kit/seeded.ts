import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { checkRange, type Rng } from './random';

/**
 * Seeded generator for tests, simulations, a printable's fixed order and a box's salts
 * (pure-rand's xoroshiro128+, unbiased ranges). A module of its own: a play page's
 * dice and deals take only the crypto generator, and pure-rand stays out of its download.
 */
export function seededRng(seed: number): Rng {
  const generator = xoroshiro128plus(seed);
  return {
    int(min, max) {
      checkRange(min, max);
      return uniformInt(generator, min, max);
    },
  };
}
