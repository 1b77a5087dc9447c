import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { int } from '~/kit/schema';
import { NOTICE_NEWER, NOTICE_OLD_BESIDE, NOTICE_READ_ONLY, keyOf, load, type StoreSpec } from '~/kit/persist';
import { MemoryStorage } from '../memory-storage';

/**
 * StoreSpec.legacy: a store an earlier helper kept under a key of its own is carried into
 * the store that holds its data now, on load, as a move (Undo by the game's rules), and its
 * key removed; an old save that can't be used is set aside and said, the game kept.
 */

type Game = { scores: number[]; bonus: number };
/** The old store: a bonus kept beside the game, for the round it was given in. */
const bonusSpec: StoreSpec<{ round: number; bonus: number } | null> = {
  key: 'test/bonus',
  version: 1,
  schema: v.nullable(v.object({ round: int(0), bonus: int(1, 9) })),
  initial: () => null,
};
const gameSpec: StoreSpec<Game> = {
  key: 'test/game',
  version: 1,
  schema: v.object({ scores: v.array(int()), bonus: int(0) }),
  check: (s) => (s.bonus > 20 ? 'too much bonus' : null),
  initial: () => ({ scores: [], bonus: 0 }),
  legacy: [
    {
      from: bonusSpec,
      move: 'bonus',
      into: (game, old) => {
        const b = old as { round: number; bonus: number } | null;
        if (b === null || b.round !== game.scores.length) return game;
        if (b.bonus === 9) throw new Error('a bonus this helper never gave');
        return { ...game, bonus: game.bonus + b.bonus };
      },
    },
  ],
};
const OLD = keyOf(bonusSpec);
const NEW = keyOf(gameSpec);
const game = { scores: [3, 4], bonus: 1 };

function phone(current: unknown, old: unknown) {
  const storage = new MemoryStorage();
  if (current !== undefined) storage.setItem(NEW, JSON.stringify(current));
  if (old !== undefined) storage.setItem(OLD, typeof old === 'string' ? old : JSON.stringify(old));
  return storage;
}

describe('a legacy store (StoreSpec.legacy)', () => {
  it('is carried in as the move it names, written under the new key, its old key removed', () => {
    const storage = phone({ state: game, history: [] }, { state: { round: 2, bonus: 5 }, history: [] });
    const loaded = load(gameSpec, storage, { bonus: 'back' });
    expect(loaded.notice).toBeUndefined();
    expect(loaded.canSave).toBe(true);
    expect(loaded.saved).toEqual({ state: { scores: [3, 4], bonus: 6 }, history: [game] });
    expect(JSON.parse(storage.getItem(NEW)!)).toEqual(loaded.saved);
    expect(loaded.raw).toBe(storage.getItem(NEW));
    expect(storage.getItem(OLD)).toBeNull();
    // Loaded again: the same game, nothing carried twice.
    expect(load(gameSpec, storage, { bonus: 'back' }).saved).toEqual(loaded.saved);
  });

  it("follows the move's Undo rule: a stop empties the history and names the move", () => {
    const storage = phone({ state: game, history: [{ scores: [3], bonus: 1 }] }, { state: { round: 2, bonus: 5 }, history: [] });
    expect(load(gameSpec, storage, { bonus: 'stop' }).saved).toEqual({ state: { scores: [3, 4], bonus: 6 }, history: [], stop: 'bonus' });
  });

  it('that adds nothing (another round, an empty store) leaves the game as it was and goes', () => {
    for (const old of [{ round: 7, bonus: 5 }, null]) {
      const current = { state: game, history: [] };
      const storage = phone(current, { state: old, history: [] });
      const loaded = load(gameSpec, storage);
      expect(loaded.saved).toEqual(current);
      expect(loaded.notice).toBeUndefined();
      expect(storage.getItem(NEW)).toBe(JSON.stringify(current));
      expect(storage.getItem(OLD)).toBeNull();
    }
  });

  it('with no game saved yet is carried into the fresh one', () => {
    const storage = phone(undefined, { state: { round: 0, bonus: 2 }, history: [] });
    expect(load(gameSpec, storage).saved.state).toEqual({ scores: [], bonus: 2 });
    expect(storage.getItem(OLD)).toBeNull();
  });

  it("that can't be read, or that the game refuses, is set aside and said; the game goes on untouched", () => {
    const bad: [string, unknown][] = [
      ['not JSON', '{broken'],
      ['not the schema', { state: { round: 'two', bonus: 5 }, history: [] }],
      ['refused by into', { state: { round: 2, bonus: 9 }, history: [] }],
      ["fails the new store's sense check", { state: { round: 2, bonus: 8 }, history: [] }],
    ];
    for (const [what, old] of bad) {
      const current = { state: what.startsWith('fails') ? { ...game, bonus: 15 } : game, history: [] };
      const storage = phone(current, old);
      const oldText = storage.getItem(OLD);
      const loaded = load(gameSpec, storage);
      expect(loaded.saved, what).toEqual(current);
      expect(loaded.notice, what).toBe(NOTICE_OLD_BESIDE);
      expect(storage.getItem(NEW), what).toBe(JSON.stringify(current));
      expect(storage.getItem(OLD), what).toBeNull();
      expect(storage.getItem(`${OLD}:set-aside:1`), `${what}: kept aside, never deleted`).toBe(oldText);
    }
  });

  it('on a phone that refuses writes is shown carried in, and both saves stay as they were', () => {
    const storage = phone({ state: game, history: [] }, { state: { round: 2, bonus: 5 }, history: [] });
    const readOnly = new MemoryStorage(true, true);
    readOnly.items = new Map(storage.items);
    const loaded = load(gameSpec, readOnly);
    expect(loaded.saved.state.bonus).toBe(6);
    expect(loaded.canSave).toBe(false);
    expect(loaded.notice).toBe(NOTICE_READ_ONLY);
    expect(readOnly.items).toEqual(storage.items);
  });

  it('is left to the newer helper that owns the game', () => {
    const storage = phone(undefined, { state: { round: 0, bonus: 2 }, history: [] });
    storage.setItem(keyOf({ ...gameSpec, version: 2 }), JSON.stringify({ state: game, history: [] }));
    expect(load(gameSpec, storage).notice).toBe(NOTICE_NEWER);
    expect(storage.getItem(OLD)).not.toBeNull();
  });

  it('whatever the old text, the game on the phone is never lost and load never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.record({ state: fc.anything(), history: fc.array(fc.anything(), { maxLength: 3 }) }).map((o) => JSON.stringify(o))), (old) => {
        const current = { state: game, history: [] };
        const storage = phone(current, old);
        const loaded = load(gameSpec, storage);
        const kept = storage.getItem(`${OLD}:set-aside:1`);
        // Either carried in (the game as it was, or one move on from it) or set aside whole.
        if (kept === null) {
          expect(loaded.saved.history.length ? loaded.saved.history : [loaded.saved.state]).toEqual([game]);
          expect(loaded.saved.state.scores).toEqual(game.scores);
        } else expect(kept).toBe(old);
        expect(storage.getItem(OLD)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
