import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'astro/zod';
import {
  NOTICE_FULL,
  NOTICE_OLD_VERSION,
  NOTICE_SET_ASIDE,
  NOTICE_NO_STORAGE,
  clear,
  commit,
  keyOf,
  load,
  save,
  undo,
  type StoreSpec,
} from '~/kit/persist';

/** A Map-backed Storage, optionally refusing writes like a full or private-mode browser. */
class MemoryStorage implements Storage {
  items = new Map<string, string>();
  constructor(private full = false) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const spec: StoreSpec<{ scores: number[] }> = {
  key: 'test/game',
  version: 2,
  schema: z.object({ scores: z.array(z.number().int()) }),
  initial: () => ({ scores: [] }),
  historyLimit: 3,
};

describe('load', () => {
  it('starts fresh, with no notice, when nothing is saved', () => {
    const loaded = load(spec, new MemoryStorage());
    expect(loaded).toEqual({ saved: { state: { scores: [] }, history: [] }, notice: undefined, canSave: true });
  });

  it('reads back what was saved, history included', () => {
    const storage = new MemoryStorage();
    const saved = commit({ state: { scores: [1] }, history: [] }, { scores: [1, 4] });
    save(spec, saved, storage);
    expect(load(spec, storage).saved).toEqual(saved);
  });

  it.each([
    ['not JSON', '{"state":'],
    ['the wrong shape', JSON.stringify({ state: { scores: 'lots' }, history: [] })],
    ['tampered values', JSON.stringify({ state: { scores: [1.5] }, history: [] })],
    ['a missing history', JSON.stringify({ state: { scores: [1] } })],
  ])('sets aside a save that is %s, keeps its text, and says so', (_why, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(keyOf(spec), raw);
    const loaded = load(spec, storage);
    expect(loaded.notice).toBe(NOTICE_SET_ASIDE);
    expect(loaded.saved.state).toEqual({ scores: [] });
    expect(storage.getItem(keyOf(spec))).toBeNull();
    expect(storage.getItem(`${keyOf(spec)}:set-aside:1`)).toBe(raw);
  });

  it('never overwrites an earlier set-aside save', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${keyOf(spec)}:set-aside:1`, 'first');
    storage.setItem(keyOf(spec), 'second');
    load(spec, storage);
    expect(storage.getItem(`${keyOf(spec)}:set-aside:1`)).toBe('first');
    expect(storage.getItem(`${keyOf(spec)}:set-aside:2`)).toBe('second');
  });

  it('sets aside a save from an older version and says so', () => {
    const storage = new MemoryStorage();
    storage.setItem('tablemate:test/game:v1', '{"old":true}');
    const loaded = load(spec, storage);
    expect(loaded.notice).toBe(NOTICE_OLD_VERSION);
    expect(storage.getItem('tablemate:test/game:v1')).toBeNull();
    expect(storage.getItem('tablemate:test/game:v1:set-aside:1')).toBe('{"old":true}');
  });

  it('leaves other helpers and set-aside copies alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('tablemate:test/game-two:v1', 'other helper');
    storage.setItem('tablemate:test/game:v1:set-aside:1', 'kept');
    expect(load(spec, storage).notice).toBeUndefined();
    expect(storage.getItem('tablemate:test/game-two:v1')).toBe('other helper');
    expect(storage.getItem('tablemate:test/game:v1:set-aside:1')).toBe('kept');
  });

  it('works in memory, and says so, without storage', () => {
    const loaded = load(spec, null);
    expect(loaded.canSave).toBe(false);
    expect(loaded.notice).toBe(NOTICE_NO_STORAGE);
  });
});

describe('save', () => {
  it('reports a full storage instead of throwing', () => {
    expect(save(spec, { state: { scores: [1] }, history: [] }, new MemoryStorage(true))).toBe(NOTICE_FULL);
  });
  it('clear removes only this helper’s save', () => {
    const storage = new MemoryStorage();
    save(spec, { state: { scores: [1] }, history: [] }, storage);
    storage.setItem('tablemate:other:v1', 'x');
    clear(spec, storage);
    expect(storage.getItem(keyOf(spec))).toBeNull();
    expect(storage.getItem('tablemate:other:v1')).toBe('x');
  });
});

describe('undo history', () => {
  it('undo returns to each earlier state in turn, then stops', () => {
    let saved = { state: { scores: [] as number[] }, history: [] as { scores: number[] }[] };
    saved = commit(saved, { scores: [1] });
    saved = commit(saved, { scores: [1, 2] });
    saved = undo(saved);
    expect(saved.state).toEqual({ scores: [1] });
    saved = undo(saved);
    expect(saved.state).toEqual({ scores: [] });
    expect(undo(saved)).toBe(saved);
  });

  it('keeps at most the history limit, dropping the oldest (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 30 }), fc.integer({ min: 1, max: 10 }), (values, limit) => {
        let saved = { state: -1, history: [] as number[] };
        for (const v of values) saved = commit(saved, v, limit);
        expect(saved.history.length).toBe(Math.min(values.length, limit));
        expect(saved.state).toBe(values.length ? values[values.length - 1] : -1);
        if (values.length > 1) expect(saved.history[saved.history.length - 1]).toBe(values[values.length - 2]);
      }),
    );
  });
});
