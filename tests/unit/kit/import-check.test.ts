import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectBackup, planRestore, restoreBackup } from '~/kit/backup';
import { bringBackAside, damagedIn, read, storeSpecs } from '~/kit/persist/check';
import { MemoryStorage } from '../memory-storage';

// Saves: a games file's games are each read as their helper would read them (schema and
// sense check) before anything is offered for replacing; a damaged one is refused and
// the phone's own game kept. A set-aside game is checked the same way before it comes back.

interface Fixture {
  key: string;
  saves: { note: string; save: { state: Record<string, unknown>; history: unknown[] } }[];
}
const fixture = (name: string): Fixture => JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'));
const emperor = fixture('emperor-table');
const TABLE = emperor.key;
const good = JSON.stringify(emperor.saves.find((s) => s.note === 'seed 1: after 4 moves')!.save);
const later = JSON.stringify(emperor.saves.find((s) => s.note === 'seed 1: after 15 moves')!.save);
/** Valid JSON, the right shape, nonsense to the sense check: whose turn is seat 9, the Emperor seat 8. */
const damaged = (() => {
  const save = structuredClone(emperor.saves.find((s) => s.note === 'seed 2: after 15 moves')!.save);
  return JSON.stringify({ state: { ...save.state, current: 9, emperor: 8 }, history: [] });
})();
const STATUS = 'tablemate:status:emperor/table';

function phone(items: Record<string, string>): MemoryStorage {
  const s = new MemoryStorage();
  for (const [k, v] of Object.entries(items)) s.setItem(k, v);
  return s;
}

describe("every game's store specs, from its store.ts", () => {
  it("are found by the lazy glob (every StoreSpec a store.ts exports)", async () => {
    const keys = storeSpecs().map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['emperor/table', 'emperor/looks', 'empty-rivalry/match']));
  });
});

describe('a games file with a damaged game', () => {
  it('is refused game by game: the damaged save and its Resume line; the good ones pass', async () => {
    const specs = storeSpecs();
    expect(read(specs.find((s) => s.key === 'emperor/table')!, 1, damaged).kind).toBe('damaged');
    const items = { [TABLE]: damaged, [STATUS]: '{"game":"emperor","line":"Round 9","at":1}', 'tablemate:other/thing:v1': '{"state":1,"history":[]}' };
    expect(damagedIn(items, specs)).toEqual([TABLE, STATUS]);
    expect(damagedIn({ [TABLE]: good }, specs)).toEqual([]);
    // Cut short, or from a version whose migration can't read it: damaged too. A newer version's is left to its helper.
    expect(damagedIn({ [TABLE]: '{"state":{}}' }, specs)).toEqual([TABLE]);
    expect(damagedIn({ 'tablemate:emperor/table:v0': good }, specs)).toEqual(['tablemate:emperor/table:v0']);
    expect(damagedIn({ 'tablemate:emperor/table:v9': damaged }, specs)).toEqual([]);
  });

  it("is never offered for replacing: the phone's game is kept, the file's good games still load", async () => {
    const specs = storeSpecs();
    const match = fixture('empty-rivalry-match');
    const matchSave = JSON.stringify(match.saves[2]!.save);
    const file = collectBackup(phone({ [TABLE]: damaged, [STATUS]: '{"line":"x"}', [match.key]: matchSave }));
    const here = phone({ [TABLE]: good });
    const refused = damagedIn(file.items, specs);
    expect(refused).toEqual([TABLE, STATUS]);
    const offered = { ...file, items: Object.fromEntries(Object.entries(file.items).filter(([k]) => !refused.includes(k))) };
    expect(planRestore(here, offered)).toEqual({ added: [match.key], replaced: [], same: [] });
    restoreBackup(here, offered, { replace: true });
    expect(here.getItem(TABLE)).toBe(good);
    expect(here.getItem(`${TABLE}:set-aside:1`)).toBeNull();
    expect(here.getItem(match.key)).toBe(matchSave);
  });
});

describe('a set-aside game, brought back from /settings/', () => {
  it('comes back checked, with its Resume line; the game there now is set aside, not lost', async () => {
    const specs = storeSpecs();
    const storage = phone({ [TABLE]: later, [`${TABLE}:set-aside:1`]: good });
    expect(bringBackAside(storage, `${TABLE}:set-aside:1`, specs)).toBe('brought-back');
    // The game as its helper reads it (migrated to this version's shape), not the raw text.
    const spec = specs.find((s) => TABLE.includes(`:${s.key}:`))!;
    const readGood = read(spec, spec.version, good);
    expect(readGood.kind).toBe('game');
    expect(JSON.parse(storage.getItem(TABLE)!)).toEqual(readGood.kind === 'game' ? readGood.saved : null);
    expect(storage.getItem(`${TABLE}:set-aside:1`)).toBeNull();
    expect(storage.getItem(`${TABLE}:set-aside:2`)).toBe(later);
    expect(JSON.parse(storage.getItem(STATUS)!)).toMatchObject({ game: 'emperor' });
  });

  it('stays set aside, untouched, when its helper still could not read it', async () => {
    const specs = storeSpecs();
    const storage = phone({ [TABLE]: later, [`${TABLE}:set-aside:1`]: damaged });
    expect(bringBackAside(storage, `${TABLE}:set-aside:1`, specs)).toBe('damaged');
    expect(storage.getItem(TABLE)).toBe(later);
    expect(storage.getItem(`${TABLE}:set-aside:1`)).toBe(damaged);
  });

  it('a game of a store no spec knows goes back as it is (its helper checks it on opening)', () => {
    const storage = phone({ 'tablemate:other/thing:v1:ended': '{"state":1,"history":[]}' });
    expect(bringBackAside(storage, 'tablemate:other/thing:v1:ended', [])).toBe('brought-back');
    expect(storage.getItem('tablemate:other/thing:v1')).toBe('{"state":1,"history":[]}');
  });
});
