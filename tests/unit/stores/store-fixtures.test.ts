/**
 * Today's saves of every store, recorded as fixtures: whatever the schemas become,
 * these must still load (migrated if the version moved on) and play on. A failure
 * here means a schema change needs a migration (StoreSpec.migrations), not a new
 * fixture. Record again only for a brand-new store:
 * RECORD_FIXTURES=1 npx vitest run tests/unit/stores/store-fixtures.test.ts
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commit, fresh, keyOf, load, parseSaved, type Saved } from '~/kit/persist';
import { seededRng } from '~/kit/seeded';
import { MemoryStorage, storeCases, type StoreCase } from './stores';

const cases = await storeCases();
const FIXTURES = new URL('../fixtures/', import.meta.url);

interface Fixture {
  /** The storage key it was saved under, version included. */
  key: string;
  saves: { note: string; save: Saved<unknown> }[];
}

const fixtureFile = (c: StoreCase<unknown>) => new URL(`${c.name}.json`, FIXTURES);

/** Plays a seeded game, keeping the save (state and undo history) at a few moments. */
function record(c: StoreCase<unknown>): Fixture {
  const saves: Fixture['saves'] = [{ note: 'fresh', save: fresh(c.spec) }];
  for (const seed of [1, 2]) {
    const rng = seededRng(seed);
    let saved = fresh(c.spec);
    const keepAt = new Set([1, 4, 15, 40]);
    for (let move = 1; move <= 400; move++) {
      const next = c.step(saved.state, rng);
      if (next === null) {
        saves.push({ note: `seed ${seed}: no move left after ${move - 1} moves`, save: saved });
        break;
      }
      // A short undo history keeps the files readable; the shape is the same as with 100.
      saved = commit(saved, next, Math.min(c.spec.historyLimit ?? 6, 6));
      if (keepAt.has(move)) saves.push({ note: `seed ${seed}: after ${move} moves`, save: saved });
    }
  }
  return { key: keyOf(c.spec), saves };
}

describe.runIf(process.env.RECORD_FIXTURES)('record fixtures', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    if (existsSync(fixtureFile(c)) && process.env.RECORD_FIXTURES !== 'overwrite') return;
    const { key, saves } = record(c);
    // One save per line: small files whose diffs stay readable.
    const lines = saves.map((s) => `  ${JSON.stringify(s)}`).join(',\n');
    writeFileSync(fixtureFile(c), `{\n "key": ${JSON.stringify(key)},\n "saves": [\n${lines}\n ]\n}\n`);
  });
});

describe.skipIf(process.env.RECORD_FIXTURES)("today's saves load with current code and play on", () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const fixture = JSON.parse(readFileSync(fixtureFile(c), 'utf8')) as Fixture;
    expect(fixture.saves.length).toBeGreaterThanOrEqual(4);
    for (const { note, save } of fixture.saves) {
      const storage = new MemoryStorage();
      storage.setItem(fixture.key, JSON.stringify(save));
      const loaded = load(c.spec, storage);
      expect(loaded.notice, note).toBeUndefined();
      expect(loaded.canSave).toBe(true);
      expect(storage.getItem(keyOf(c.spec)), `${note}: stored under the current key`).not.toBeNull();
      expect(loaded.saved.history.length).toBe(save.history.length);

      // One move on: the engine takes the loaded state, and the result is a sound save.
      const next = c.step(loaded.saved.state, seededRng(7));
      if (next === null) {
        // Only a finished game has no move left: the recording reached its end there too.
        expect(fixture.saves.some((f) => /no move left/.test(f.note) && JSON.stringify(f.save.state) === JSON.stringify(save.state)), note).toBe(true);
        continue;
      }
      const after = commit(loaded.saved, next);
      expect(parseSaved(c.spec, JSON.stringify(after)), note).not.toBeNull();
    }
  });
});
