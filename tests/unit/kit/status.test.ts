import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { clear, save, type StoreSpec } from '~/kit/persist';
import { ago, readStatuses } from '~/kit/resume';
import { STATUS_PREFIX, statusKeyOf } from '~/kit/status';
import { MemoryStorage } from '../memory-storage';


const spec: StoreSpec<{ turn: string } | null> = {
  key: 'sibling-rivalry/game',
  version: 1,
  schema: v.nullable(v.object({ turn: v.string() })) as never,
  initial: () => null,
  summary: (s) => (s ? `${s.turn}'s turn` : null),
};

describe('Resume status lines', () => {
  it('a save writes the one-line status beside it, and a finished game removes it', () => {
    const storage = new MemoryStorage();
    save(spec, { state: { turn: 'Ann' }, history: [] }, storage);
    expect(readStatuses(STATUS_PREFIX, storage)).toEqual([{ game: 'sibling-rivalry', line: "Ann's turn", at: expect.any(Number) }]);
    save(spec, { state: null, history: [] }, storage);
    expect(readStatuses(STATUS_PREFIX, storage)).toEqual([]);
  });

  it('a new game (clear) removes the status too', () => {
    const storage = new MemoryStorage();
    save(spec, { state: { turn: 'Bo' }, history: [] }, storage);
    clear(spec, storage);
    expect(storage.getItem(statusKeyOf(spec))).toBeNull();
  });

  it('lists one line per game, the newest first, and skips lines that are not statuses', () => {
    const storage = new MemoryStorage();
    storage.setItem('tablemate:status:empress/real', JSON.stringify({ game: 'empress', line: 'old', at: 1 }));
    storage.setItem('tablemate:status:empress/phone', JSON.stringify({ game: 'empress', line: 'new', at: 5 }));
    storage.setItem('tablemate:status:subtweet/table', JSON.stringify({ game: 'subtweet', line: 'mid', at: 3 }));
    storage.setItem('tablemate:status:broken', '{not json');
    storage.setItem('tablemate:status:wrong', JSON.stringify({ game: 7, line: 'x', at: 1 }));
    expect(readStatuses(STATUS_PREFIX, storage).map((s) => s.line)).toEqual(['new', 'mid']);
  });
});

describe('ago', () => {
  const now = 1_000_000_000_000;
  it.each([
    [now - 10_000, 'just now'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 3 * 3_600_000, '3 hours ago'],
    [now - 26 * 3_600_000, 'yesterday'],
  ])('%d → %s', (at, words) => expect(ago(at, now)).toBe(words));
});
