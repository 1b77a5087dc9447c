import { describe, expect, it } from 'vitest';
import { BACKUP_KIND, collectBackup, parseBackup, planRestore, restoreBackup } from '~/kit/backup';
import { MemoryStorage } from '../stores/stores';

const SAVE = 'tablemate:subtweet/table:v1';
const game = (n: number) => JSON.stringify({ state: { n }, history: [] });

function phone(items: Record<string, string>): MemoryStorage {
  const s = new MemoryStorage();
  for (const [k, v] of Object.entries(items)) s.setItem(k, v);
  return s;
}

describe('a games file', () => {
  it('holds every tablemate key and nothing else, and reads back', () => {
    const s = phone({ [SAVE]: game(1), 'tablemate:status:subtweet/table': '{"line":"x"}', 'other-site': 'no', 'tablemate:probe': '1' });
    const file = collectBackup(s, new Date('2026-11-21T12:00:00Z'));
    expect(Object.keys(file.items).sort()).toEqual(['tablemate:status:subtweet/table', SAVE]);
    const parsed = parseBackup(JSON.stringify(file));
    expect(parsed).toEqual({ ok: true, value: file });
  });

  it.each([
    ['not JSON', 'hello'],
    ['another site’s JSON', JSON.stringify({ settings: { dark: true } })],
    ['a newer format', JSON.stringify({ kind: BACKUP_KIND, version: 99, items: { [SAVE]: game(1) } })],
    ['a foreign key', JSON.stringify({ kind: BACKUP_KIND, version: 1, items: { 'evil:key': game(1) } })],
    ['a cut-short save', JSON.stringify({ kind: BACKUP_KIND, version: 1, items: { [SAVE]: '{"state":' } })],
    ['no games', JSON.stringify({ kind: BACKUP_KIND, version: 1, items: {} })],
  ])('refuses %s in words', (_why, text) => {
    const parsed = parseBackup(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/nothing was loaded|nothing to load|newer version/);
  });
});

describe('loading a games file', () => {
  const file = collectBackup(phone({ [SAVE]: game(2), 'tablemate:emperor/deal:v1': game(3) }));

  it('adds new games but replaces nothing without a yes', () => {
    const s = phone({ [SAVE]: game(1) });
    expect(planRestore(s, file)).toEqual({ added: ['tablemate:emperor/deal:v1'], replaced: [SAVE], same: [] });
    expect(restoreBackup(s, file, { replace: false })).toEqual({ ok: true, value: 1 });
    expect(s.getItem(SAVE)).toBe(game(1));
    expect(s.getItem('tablemate:emperor/deal:v1')).toBe(game(3));
  });

  it('on a yes, replaces and sets the replaced game aside', () => {
    const s = phone({ [SAVE]: game(1) });
    expect(restoreBackup(s, file, { replace: true })).toEqual({ ok: true, value: 2 });
    expect(s.getItem(SAVE)).toBe(game(2));
    expect(s.getItem(`${SAVE}:set-aside:1`)).toBe(game(1));
  });

  it('says so when the phone refuses to store', () => {
    const s = new MemoryStorage(true);
    const result = restoreBackup(s, file, { replace: true });
    expect(result.ok).toBe(false);
  });
});
