import { describe, expect, it } from 'vitest';
import { keyOf, PREFIX } from '~/kit/persist';
import { ENDED } from '~/kit/keys';
import { hasSave } from '~/kit/persist/saves';
import { everyStore } from '~/kit/games';
import { MemoryStorage } from '../memory-storage';

// A first screen draws without the store's code and brings the store in when it has
// something to read or say: `hasSave` must find the keys kit persist writes, for every store.
describe.each(everyStore().map(({ spec }) => [spec.key, spec] as const))('is there a save of %s?', (_key, store) => {
  it.each([
    ['nothing saved', [], false],
    ['a save', [keyOf(store)], true],
    ['a save of an older version (the store migrates it and says so)', [`${PREFIX}${store.key}:v0`], true],
    ['a save of a newer version (the store leaves it and says so)', [`${PREFIX}${store.key}:v${store.version + 1}`], true],
    ['only a save set aside (the store would start fresh, without a word)', [`${keyOf(store)}:set-aside:1`], false],
    ['only a game New game ended (its "Bring back" offer comes with the store)', [`${keyOf(store)}${ENDED}`], true],
    ["other helpers' saves", [`${PREFIX}elsewhere/match:v1`, `${PREFIX}${store.key}x:v1`, `${PREFIX}status:${store.key}`], false],
  ])('%s', (_what, keys, expected) => {
    const storage = new MemoryStorage();
    for (const key of keys) storage.setItem(key, '{}');
    expect(hasSave(store, true, () => storage)).toBe(expected);
    expect(hasSave(store, false, () => storage)).toBe(expected);
    expect(storage.getItem(`${PREFIX}probe`)).toBeNull();
  });
});

it('says yes when storage cannot be read or written, so the store gives its notice', () => {
  const store = { key: 'some/game' };
  const blocked = () => {
    throw new Error('blocked');
  };
  expect(hasSave(store, true, blocked)).toBe(true);
  expect(hasSave(store, true, () => undefined)).toBe(true);
  const full = new MemoryStorage();
  full.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  expect(hasSave(store, true, () => full)).toBe(true);
  // Without the probe (another tab's storage event) only the keys count.
  expect(hasSave(store, false, () => full)).toBe(false);
});
