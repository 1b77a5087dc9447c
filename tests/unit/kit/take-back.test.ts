import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { int } from '~/kit/schema';
import { ENDED, commit, fresh, keyOf, load, write, type Saved, type StoreSpec } from '~/kit/persist';
import { bringBack, endedIn } from '~/kit/ui/Ended';
import type { StoreHandle } from '~/kit/ui/crash';
import { MemoryStorage } from '../memory-storage';

// New game can be taken back: the game it ended waits under `…:ended` until a move is
// made in the new one; the island's frame offers "Bring back the game you ended".

const game: StoreSpec<{ round: number } | null> = {
  key: 'test/game',
  version: 1,
  schema: v.nullable(v.object({ round: int(1) })),
  initial: () => null,
  summary: (s) => (s ? `Round ${s.round}` : null),
};
const log: StoreSpec<string[]> = { key: 'test/log', version: 1, schema: v.array(v.string()), initial: () => [] };

/** One helper island's stores, as its error boundary registers them. */
const island = (...specs: StoreSpec<any>[]) => ({
  handles: new Map<string, StoreHandle>(specs.map((spec) => [keyOf(spec), { key: keyOf(spec), spec, setAside: () => null }])),
});

/** A game three rounds in, with its log: what "Yes, start over" ends. */
function midGame(storage: Storage): { saved: Saved<{ round: number } | null>; logged: Saved<string[]> } {
  let saved = fresh(game);
  for (const round of [1, 2, 3]) saved = commit(saved, { round });
  const logged = commit(fresh(log), ['Round 1', 'Round 2']);
  write(game, saved, storage, null);
  write(log, logged, storage, null);
  return { saved, logged };
}

/** "Yes, start over" as usePersistent's reset writes it: each store's save removed (base: what it holds). */
function newGame(storage: Storage, ...specs: StoreSpec<any>[]): void {
  for (const spec of specs) expect(write(spec, null, storage, storage.getItem(keyOf(spec))).ok).toBe(true);
}

describe('New game, taken back', () => {
  it('keeps the ended game and its log; both come back together, history and Resume line with them', () => {
    const storage = new MemoryStorage();
    const { saved, logged } = midGame(storage);
    newGame(storage, game, log);
    expect(storage.getItem(keyOf(game))).toBeNull();
    expect(storage.getItem('tablemate:status:test/game')).toBeNull();
    expect(JSON.parse(storage.getItem(keyOf(game) + ENDED)!)).toEqual(saved);

    const ended = endedIn(island(game, log), storage);
    expect(ended.map((h) => h.key)).toEqual([keyOf(game), keyOf(log)]);
    bringBack(ended, storage);
    expect(load(game, storage).saved).toEqual(saved); // Undo still goes back through the rounds
    expect(load(log, storage).saved).toEqual(logged);
    expect(JSON.parse(storage.getItem('tablemate:status:test/game')!)).toMatchObject({ game: 'test', line: 'Round 3' });
    expect(storage.getItem(keyOf(game) + ENDED)).toBeNull();
    expect(endedIn(island(game, log), storage)).toEqual([]);
  });

  it('is no longer offered once a move is made in the new game, and the ended game is let go', () => {
    const storage = new MemoryStorage();
    midGame(storage);
    newGame(storage, game, log);
    write(game, commit(fresh(game), { round: 1 }), storage, null); // the new game's first move
    expect(endedIn(island(game, log), storage)).toEqual([]);
    expect(storage.getItem(keyOf(game) + ENDED)).toBeNull();
    expect(storage.getItem(keyOf(log) + ENDED)).toBeNull();
  });

  it('a second New game before any move keeps the first ended game, not the empty one', () => {
    const storage = new MemoryStorage();
    const { saved } = midGame(storage);
    newGame(storage, game, log);
    newGame(storage, game, log); // nothing saved now: nothing to end
    expect(JSON.parse(storage.getItem(keyOf(game) + ENDED)!)).toEqual(saved);
  });

  it('offers nothing for a lesson’s practice or a game that had not begun', () => {
    const storage = new MemoryStorage();
    const lesson = { ...game, key: 'lesson/test/game' };
    write(lesson, commit(fresh(lesson), { round: 1 }), storage, null);
    write(game, fresh(game), storage, null);
    newGame(storage, lesson, game);
    expect(endedIn(island(lesson, game), storage)).toEqual([]);
    expect(storage.getItem(keyOf(lesson) + ENDED)).toBeNull();
  });

  it("only the island's own stores: another helper's ended game is not this frame's to offer", () => {
    const storage = new MemoryStorage();
    midGame(storage);
    newGame(storage, game);
    expect(endedIn(island(log), storage)).toEqual([]);
    expect(endedIn(island(game), storage)).toHaveLength(1);
    expect(endedIn(null, storage)).toEqual([]);
  });

  it('an ended copy that no longer reads is set aside, never dropped', () => {
    const storage = new MemoryStorage();
    storage.setItem(keyOf(game) + ENDED, '{"state":{"round":0},"history":[]}');
    bringBack(endedIn(island(game), storage), storage);
    expect(storage.getItem(keyOf(game))).toBeNull();
    expect(storage.getItem(`${keyOf(game)}:set-aside:1`)).toBe('{"state":{"round":0},"history":[]}');
  });
});
