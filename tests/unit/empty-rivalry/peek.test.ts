import { describe, expect, it } from 'vitest';
import { keyOf, PREFIX } from '~/kit/persist';
import { storeNeeded } from '~/games/empty-rivalry/peek';
import { spec } from '~/games/empty-rivalry/store';
import { MATCH_KEY } from '~/games/empty-rivalry/islands/RoundHelper';
import { BLIND_KEY } from '~/games/empty-rivalry/islands/BlindRolls';
import { blindSpec } from '~/games/empty-rivalry/islands/BlindStore';
import { MemoryStorage } from '../memory-storage';

// The round helper and the rules page's blind dice draw their first screen without the
// store's code, and bring the store in when it has something to read or say: they must
// look for the store's own keys, as kit persist writes them.
describe('is there a save to read? (peek.ts)', () => {
  it("looks for the stores' own keys", () => {
    expect(MATCH_KEY).toBe(spec.key);
    expect(BLIND_KEY).toBe(blindSpec.key);
  });

  describe.each([
    ['the round helper', spec],
    ['the blind dice', blindSpec],
  ])('%s', (_name, store) => {
    it.each([
      ['nothing saved', [], false],
      ['a save', [keyOf(store)], true],
      ['a save of an older version (the store migrates it and says so)', [`${PREFIX}${store.key}:v0`], true],
      ['a save of a newer version (the store leaves it and says so)', [`${PREFIX}${store.key}:v${store.version + 1}`], true],
      ['only a save set aside (the store would start fresh, without a word)', [`${keyOf(store)}:set-aside:1`], false],
      ["other helpers' saves", [`${PREFIX}empress/match:v1`, `${PREFIX}${store.key}x:v1`, `${PREFIX}status:${store.key}`], false],
    ])('%s', (_what, keys, expected) => {
      const storage = new MemoryStorage();
      for (const key of keys) storage.setItem(key, '{}');
      expect(storeNeeded(store.key, true, () => storage)).toBe(expected);
      expect(storeNeeded(store.key, false, () => storage)).toBe(expected);
      expect(storage.getItem(`${PREFIX}probe`)).toBeNull();
    });
  });

  it('says yes when storage cannot be read or written, so the store gives its notice', () => {
    const blocked = () => {
      throw new Error('blocked');
    };
    expect(storeNeeded(spec.key, true, blocked)).toBe(true);
    expect(storeNeeded(spec.key, true, () => undefined)).toBe(true);
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(storeNeeded(spec.key, true, () => full)).toBe(true);
    // Without the probe (another tab's storage event) only the keys count.
    expect(storeNeeded(spec.key, false, () => full)).toBe(false);
  });
});
