import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { int } from '~/kit/schema';
import {
  NOTICE_FULL,
  NOTICE_OLD_VERSION,
  NOTICE_SET_ASIDE,
  NOTICE_NO_STORAGE,
  NOTICE_NEWER,
  NOTICE_OLD_BESIDE,
  NOTICE_READ_ONLY,
  clear,
  commit,
  keyOf,
  load,
  save,
  setAsideCurrent,
  stoppedBy,
  undo,
  write,
  type StoreSpec,
} from '~/kit/persist';
import { games } from '~/kit/games';
import { MemoryStorage } from '../memory-storage';


const spec: StoreSpec<{ scores: number[] }> = {
  key: 'test/game',
  version: 2,
  schema: v.object({ scores: v.array(int()) }),
  initial: () => ({ scores: [] }),
  historyLimit: 3,
};

describe('load', () => {
  it('starts fresh, with no notice, when nothing is saved', () => {
    const loaded = load(spec, new MemoryStorage());
    expect(loaded).toEqual({ saved: { state: { scores: [] }, history: [] }, canSave: true, raw: null });
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

  it('sets aside a save from an older version it has no migration for, and says so', () => {
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
    expect(save(spec, { state: { scores: [1] }, history: [] }, new MemoryStorage(true, true))).toBe(NOTICE_FULL);
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

describe('why Undo is off (Saved.stop)', () => {
  const s = (n: number) => ({ scores: [n] });
  it('a stop keeps its move, through later moves and their Undo, until the next stop', () => {
    let saved = commit({ state: s(0), history: [] }, s(1), 100, 'stop', 'reveal');
    expect(stoppedBy(saved)).toBe('reveal');
    saved = commit(saved, s(2), 100, 'back', 'pick');
    expect(stoppedBy(saved)).toBeNull();
    saved = undo(saved);
    expect(saved.state).toEqual(s(1));
    expect(stoppedBy(saved)).toBe('reveal');
    saved = commit(saved, s(3), 100, 'stop', 'roll');
    expect(stoppedBy(saved)).toBe('roll');
  });

  it('is saved and read back; a save without one (older, or never stopped) reads as no stop', () => {
    const storage = new MemoryStorage();
    const saved = commit({ state: s(0), history: [] }, s(1), 100, 'stop', 'reveal');
    save(spec, saved, storage);
    expect(load(spec, storage).saved).toEqual(saved);
    save(spec, { state: s(2), history: [] }, storage);
    expect(stoppedBy(load(spec, storage).saved)).toBeNull();
  });

  it('a history cut to its limit forgets the stop it no longer reaches', () => {
    let saved = commit({ state: s(0), history: [] }, s(1), 2, 'stop', 'reveal');
    for (const n of [2, 3, 4]) saved = commit(saved, s(n), 2, 'back', 'pick');
    while (saved.history.length) saved = undo(saved);
    expect(stoppedBy(saved)).toBeNull();
  });

  it("every game words each of its stop moves (the Undo bar's reason)", () => {
    for (const game of games) {
      const stops = Object.entries(game.undo).filter(([, rule]) => rule === 'stop').map(([move]) => move);
      for (const move of stops) expect(game.undoOff[move], `${game.slug} ${move}`).toMatch(/^[a-z].*\.$/);
    }
  });
});

/** A store that has been through two versions: v1 kept one score, v2 a list, v3 a list and a round. */
type V3 = { scores: number[]; round: number };
const v3: StoreSpec<V3> = {
  key: 'test/game',
  version: 3,
  schema: v.object({ scores: v.array(int()), round: int(1) }),
  initial: () => ({ scores: [], round: 1 }),
  check: (s) => (s.round > s.scores.length + 1 ? 'more rounds than scores' : null),
  migrations: {
    1: (old) => ({ scores: [(old as { score: number }).score] }),
    2: (old) => ({ ...(old as object), round: (old as { scores: number[] }).scores.length + 1 }),
  },
};

describe('sense checks (StoreSpec.check)', () => {
  it('sets aside a save that has the right shape but makes no sense', () => {
    const storage = new MemoryStorage();
    const raw = JSON.stringify({ state: { scores: [1], round: 9 }, history: [] });
    storage.setItem(keyOf(v3), raw);
    const loaded = load(v3, storage);
    expect(loaded.notice).toBe(NOTICE_SET_ASIDE);
    expect(loaded.saved.state).toEqual({ scores: [], round: 1 });
    expect(storage.getItem(`${keyOf(v3)}:set-aside:1`)).toBe(raw);
  });

  it('checks the undo history too (Undo would bring the nonsense back)', () => {
    const storage = new MemoryStorage();
    storage.setItem(keyOf(v3), JSON.stringify({ state: { scores: [1], round: 2 }, history: [{ scores: [], round: 7 }] }));
    expect(load(v3, storage).notice).toBe(NOTICE_SET_ASIDE);
  });

  it('treats a check that throws as nonsense, not as a crash', () => {
    const storage = new MemoryStorage();
    storage.setItem(keyOf(v3), JSON.stringify({ state: { scores: [1], round: 2 }, history: [] }));
    const throwing = { ...v3, check: () => { throw new TypeError('boom'); } };
    expect(load(throwing, storage).notice).toBe(NOTICE_SET_ASIDE);
  });
});

describe('migrations (StoreSpec.migrations)', () => {
  it.each([
    [1, { state: { score: 4 }, history: [{ score: 0 }] }, { state: { scores: [4], round: 2 }, history: [{ scores: [0], round: 2 }] }],
    [2, { state: { scores: [4, 5] }, history: [] }, { state: { scores: [4, 5], round: 3 }, history: [] }],
  ])('brings a version %i save up to date, quietly, keeping the old text aside', (version, old, expected) => {
    const storage = new MemoryStorage();
    const oldKey = `tablemate:test/game:v${version}`;
    storage.setItem(oldKey, JSON.stringify(old));
    const loaded = load(v3, storage);
    expect(loaded.notice).toBeUndefined();
    expect(loaded.saved).toEqual(expected);
    expect(JSON.parse(storage.getItem(keyOf(v3))!)).toEqual(expected);
    expect(storage.getItem(oldKey)).toBeNull();
    expect(storage.getItem(`${oldKey}:set-aside:1`)).toBe(JSON.stringify(old));
    // Loading again finds the migrated save where it belongs.
    expect(load(v3, storage).saved).toEqual(expected);
  });

  it('sets aside, as a last resort, a save that no migration can convert', () => {
    const storage = new MemoryStorage();
    storage.setItem('tablemate:test/game:v1', JSON.stringify({ state: { nothing: true }, history: [] }));
    const loaded = load(v3, storage);
    expect(loaded.notice).toBe(NOTICE_OLD_VERSION);
    expect(storage.getItem('tablemate:test/game:v1:set-aside:1')).not.toBeNull();
  });

  it('sets aside an older leftover beside a current save, keeps the current game, and says so', () => {
    const storage = new MemoryStorage();
    const current = JSON.stringify({ state: { scores: [2], round: 2 }, history: [] });
    storage.setItem(keyOf(v3), current);
    storage.setItem('tablemate:test/game:v1', '{"state":{}}');
    const loaded = load(v3, storage);
    expect(loaded.saved.state).toEqual({ scores: [2], round: 2 });
    expect(loaded.notice).toBe(NOTICE_OLD_BESIDE);
    expect(storage.getItem('tablemate:test/game:v1:set-aside:1')).toBe('{"state":{}}');
  });

  it('leaves a save from a newer version alone and saves nothing over it', () => {
    const storage = new MemoryStorage();
    storage.setItem('tablemate:test/game:v4', 'from the future');
    const loaded = load(v3, storage);
    expect(loaded.notice).toBe(NOTICE_NEWER);
    expect(loaded.canSave).toBe(false);
    expect(storage.getItem('tablemate:test/game:v4')).toBe('from the future');
  });
});

describe('storage that reads but refuses writes', () => {
  it('still loads the saved game and says new moves will not be kept', () => {
    const storage = new MemoryStorage();
    const saved = { state: { scores: [3], round: 2 }, history: [{ scores: [], round: 1 }] };
    storage.setItem(keyOf(v3), JSON.stringify(saved));
    const readOnly = new MemoryStorage(true, true);
    readOnly.items = storage.items;
    const loaded = load(v3, readOnly);
    expect(loaded.saved).toEqual(saved);
    expect(loaded.canSave).toBe(false);
    expect(loaded.notice).toBe(NOTICE_READ_ONLY);
  });

  it('migrates in memory when it cannot write the result', () => {
    const readOnly = new MemoryStorage();
    readOnly.setItem('tablemate:test/game:v2', JSON.stringify({ state: { scores: [1] }, history: [] }));
    const storage = new MemoryStorage(true, true);
    storage.items = readOnly.items;
    const loaded = load(v3, storage);
    expect(loaded.saved.state).toEqual({ scores: [1], round: 2 });
    expect(loaded.notice).toBe(NOTICE_READ_ONLY);
    expect(storage.getItem('tablemate:test/game:v2')).not.toBeNull();
  });

  it('keeps a broken save in place (it cannot be moved) and starts fresh in memory', () => {
    const storage = new MemoryStorage(true, true);
    storage.items.set(keyOf(v3), '{broken');
    const loaded = load(v3, storage);
    expect(loaded.canSave).toBe(false);
    expect(loaded.notice).toBe(NOTICE_NO_STORAGE);
    expect(storage.getItem(keyOf(v3))).toBe('{broken');
  });
});

describe('two tabs: write refuses a stale base', () => {
  const first = { state: { scores: [1], round: 2 }, history: [] };
  const second = { state: { scores: [1, 2], round: 3 }, history: [{ scores: [1], round: 2 }] };

  it('writes when storage still holds what this tab last saw', () => {
    const storage = new MemoryStorage();
    const a = write(v3, first, storage, null);
    expect(a).toEqual({ ok: true, raw: JSON.stringify(first) });
    const b = write(v3, second, storage, a.ok ? a.raw : null);
    expect(b.ok).toBe(true);
    expect(JSON.parse(storage.getItem(keyOf(v3))!)).toEqual(second);
  });

  it("refuses to overwrite another tab's move and hands back the latest game", () => {
    const storage = new MemoryStorage();
    write(v3, first, storage, null); // tab A's move, tab B never saw it
    const stale = write(v3, second, storage, null); // tab B, still on the empty game
    expect(stale.ok).toBe(false);
    if (!stale.ok) expect(stale.latest.saved).toEqual(first);
    expect(JSON.parse(storage.getItem(keyOf(v3))!)).toEqual(first);
  });

  it('a new game (null) removes the save only from an up-to-date base', () => {
    const storage = new MemoryStorage();
    const a = write(v3, first, storage, null);
    expect(write(v3, null, storage, 'something else').ok).toBe(false);
    expect(write(v3, null, storage, a.ok ? a.raw : null)).toEqual({ ok: true, raw: null });
    expect(storage.getItem(keyOf(v3))).toBeNull();
  });

  it('keeps the old base when the storage is full, so the next write is still checked right', () => {
    const storage = new MemoryStorage();
    const a = write(v3, first, storage, null);
    const full = new MemoryStorage(true, true);
    full.items = storage.items;
    expect(write(v3, second, full, a.ok ? a.raw : null)).toEqual({ ok: true, raw: a.ok ? a.raw : null, notice: NOTICE_FULL });
  });
});

describe('setAsideCurrent (after a crash)', () => {
  it('moves the save aside, returns its text, and drops the Resume line', () => {
    const storage = new MemoryStorage();
    storage.setItem(keyOf(v3), 'the save');
    storage.setItem('tablemate:status:test/game', '{}');
    expect(setAsideCurrent(v3, storage)).toBe('the save');
    expect(storage.getItem(keyOf(v3))).toBeNull();
    expect(storage.getItem(`${keyOf(v3)}:set-aside:1`)).toBe('the save');
    expect(storage.getItem('tablemate:status:test/game')).toBeNull();
  });
});
