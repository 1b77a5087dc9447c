import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../memory-storage';
import { recorded } from '../stores/recorded';
import { NOTICE_OLD_BESIDE, keyOf, load, parseSaved, type Saved } from '~/kit/persist';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { setupWithCards } from '~/games/emperor/cards';
import type { TableState } from '~/games/emperor/engine';
import { moves } from '~/games/emperor/game';
import type { Looks } from '~/games/emperor/state';
import { looksSpec, tableSpec, withOldLooks } from '~/games/emperor/store';

/**
 * An earlier version of the helper kept the looks taken in a store of their own
 * (`emperor/looks`). The table carries such a save in on load (tableSpec.legacy): the looks
 * it lists taken, its trace first, as a look (Undo stops there), and the old store gone.
 * Every pairing of today's recorded saves of the two stores (tests/unit/fixtures) is loaded.
 */

const tables = recorded<TableState | null>('emperor-table');
const looks = recorded<Looks>('emperor-looks');

function phone(table: Saved<TableState | null>, old: string) {
  const storage = new MemoryStorage();
  storage.setItem(tables.key, JSON.stringify(table));
  storage.setItem(looks.key, old);
  return storage;
}

describe("the looks store of an earlier helper (emperor/looks v1)", () => {
  it('is carried into the table as the old helper did, for every pairing of recorded saves, and its key removed', () => {
    // Beside the recorded tables, a table dealt with each recorded looks save's deal.
    const atDeal = looks.saves.flatMap(({ note, save }) =>
      save.state.deal ? [{ note: `a table of ${note}'s deal`, save: { state: unwrap(setupWithCards({ names: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'] }, seededRng(3), save.state.deal)), history: [] } as Saved<TableState | null> }] : [],
    );
    let carried = 0;
    for (const t of [...tables.saves, ...atDeal]) {
      for (const l of looks.saves) {
        const note = `${t.note} + ${l.note}`;
        const storage = phone(t.save, JSON.stringify(l.save));
        const loaded = load(tableSpec, storage, moves);
        expect(loaded.notice, note).toBeUndefined();
        // The table as today's helper reads it (the schema brings older shapes up to date).
        const table = parseSaved(tableSpec, JSON.stringify(t.save))!;
        const expected = withOldLooks(table.state, l.save.state);
        if (expected === table.state) expect(loaded.saved, note).toEqual(table);
        else {
          carried++;
          // A look taken: Undo can't go back past it.
          expect(loaded.saved, note).toEqual({ state: expected, history: [], stop: 'look' });
        }
        expect(parseSaved(tableSpec, storage.getItem(keyOf(tableSpec))!), note).toEqual(loaded.saved);
        expect(storage.getItem(keyOf(looksSpec)), note).toBeNull();
      }
    }
    expect(carried, 'some recorded looks belong to a table').toBeGreaterThan(0);
  });

  it("that can't be read is set aside and said; the table is kept as it was", () => {
    const table = tables.saves.find((s) => s.save.state !== null)!.save;
    for (const old of ['{broken', JSON.stringify({ state: { deal: 7 }, history: [] })]) {
      const storage = phone(table, old);
      const loaded = load(tableSpec, storage, moves);
      expect(loaded.saved).toEqual(parseSaved(tableSpec, JSON.stringify(table)));
      expect(loaded.notice).toBe(NOTICE_OLD_BESIDE);
      expect(storage.getItem(`${keyOf(looksSpec)}:set-aside:1`)).toBe(old);
      expect(storage.getItem(keyOf(looksSpec))).toBeNull();
    }
  });
});
