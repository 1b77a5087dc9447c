import { fail, ok, type Result } from './result';
import type { BringBack } from './persist/check';

/**
 * Every game on this phone in one file, and back: a backup, or a way to carry a
 * game to another phone. The file holds the raw saves (`tablemate:` keys) exactly
 * as stored, so each helper still validates, migrates or sets aside what it reads;
 * this module only makes sure a file is ours and never replaces a game unasked.
 */

export const BACKUP_KIND = 'tablemate-backup';
export const BACKUP_VERSION = 1;
const PREFIX = 'tablemate:';
/** Keys that are scratch, not games. */
const SKIP = new Set([`${PREFIX}probe`]);
/** Far above any real backup (a long game is a few hundred KB), low enough to refuse a wrong file quickly. */
export const MAX_BACKUP_BYTES = 5 * 1024 * 1024;

export interface Backup {
  kind: typeof BACKUP_KIND;
  version: number;
  /** When the file was made (ISO 8601), to tell two files apart. */
  savedAt: string;
  /** Storage key → the text stored under it. */
  items: Record<string, string>;
}

/** What restoring a backup would do on this phone. */
export interface RestorePlan {
  /** Keys the phone doesn't have yet. */
  added: string[];
  /** Keys the phone holds with different contents: replaced only if the player agrees. */
  replaced: string[];
  /** Keys already identical. */
  same: string[];
}

export function collectBackup(storage: Storage, now = new Date()): Backup {
  const items: Record<string, string> = {};
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX) || SKIP.has(key)) continue;
    const value = storage.getItem(key);
    if (value !== null) items[key] = value;
  }
  return { kind: BACKUP_KIND, version: BACKUP_VERSION, savedAt: now.toISOString(), items };
}

export const backupFileName = (now = new Date()): string => `tablemate-games-${now.toISOString().slice(0, 10)}.json`;

/** Reads a chosen file's text; every refusal says what is wrong in words. */
export function parseBackup(text: string): Result<Backup> {
  if (text.length > MAX_BACKUP_BYTES) return fail("This file is far too big to be a Tablemate games file, so nothing was loaded.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail("This file isn't a Tablemate games file (it can't be read as one), so nothing was loaded.");
  }
  const v = value as Partial<Backup> | null;
  if (!v || typeof v !== 'object' || v.kind !== BACKUP_KIND) {
    return fail("This file isn't a Tablemate games file, so nothing was loaded. Choose a file made with “Save all games to a file”.");
  }
  if (typeof v.version !== 'number' || v.version > BACKUP_VERSION) {
    return fail('This games file was made by a newer version of Tablemate. Reload this page to update, then try again.');
  }
  if (!v.items || typeof v.items !== 'object' || Array.isArray(v.items)) return fail('This games file is damaged (it lists no games), so nothing was loaded.');
  const items: Record<string, string> = {};
  for (const [key, raw] of Object.entries(v.items)) {
    if (!key.startsWith(PREFIX) || SKIP.has(key) || typeof raw !== 'string') {
      return fail('This games file is damaged or was edited by hand, so nothing was loaded.');
    }
    try {
      JSON.parse(raw);
    } catch {
      return fail('This games file is damaged (a saved game in it is cut short), so nothing was loaded.');
    }
    items[key] = raw;
  }
  if (Object.keys(items).length === 0) return fail('This games file has no games in it, so there is nothing to load.');
  return ok({ kind: BACKUP_KIND, version: v.version, savedAt: typeof v.savedAt === 'string' ? v.savedAt : '', items });
}

export function planRestore(storage: Storage, backup: Backup): RestorePlan {
  const plan: RestorePlan = { added: [], replaced: [], same: [] };
  for (const [key, raw] of Object.entries(backup.items)) {
    const here = storage.getItem(key);
    if (here === null) plan.added.push(key);
    else if (here === raw) plan.same.push(key);
    else plan.replaced.push(key);
  }
  return plan;
}

/**
 * Writes the backup's saves. Keys the phone holds with other contents are written
 * only with `replace` (the player said yes); a game replaced is first set aside,
 * like any save this site moves, so even a wrong yes loses nothing.
 */
export function restoreBackup(storage: Storage, backup: Backup, options: { replace: boolean }): Result<number> {
  const plan = planRestore(storage, backup);
  const keys = [...plan.added, ...(options.replace ? plan.replaced : [])];
  try {
    for (const key of keys) {
      const here = storage.getItem(key);
      if (here !== null && !key.startsWith(`${PREFIX}status:`)) {
        let n = 1;
        while (storage.getItem(`${key}:set-aside:${n}`) !== null) n++;
        storage.setItem(`${key}:set-aside:${n}`, here);
      }
      storage.setItem(key, backup.items[key]!);
    }
  } catch {
    return fail("This phone's storage is full or won't let Tablemate save, so the games couldn't all be loaded.");
  }
  return ok(keys.length);
}

/** The game a storage key belongs to (`tablemate:emperor/table:v1` → `emperor`), or null for other keys. */
export function gameOfKey(key: string): string | null {
  const m = /^tablemate:(?:status:)?([a-z0-9-]+)\//.exec(key);
  return m ? m[1]! : null;
}

/** Whether a key holds a game itself (not a Resume line, a copy set aside or a lesson's scratch game). */
export const isSaveKey = (key: string): boolean => /^tablemate:[a-z0-9-]+\/[a-z0-9-]+:v\d+$/.test(key) && !key.startsWith('tablemate:lesson/');

/** A key of a game kept beside its store's save: set aside (`…:set-aside:N`) or ended by New game (`…:ended`); not a lesson's. */
export const isAsideKey = (key: string): boolean => /^tablemate:[a-z0-9-]+\/[a-z0-9-]+:v\d+:(set-aside:\d+|ended)$/.test(key) && !key.startsWith('tablemate:lesson/');

/**
 * Writes what `prepareBringBack` (persist/check.ts, in the worker) worked out: the game
 * there now, if any, is set aside first (nothing is overwritten), then the game comes back
 * with its Resume line and leaves its set-aside key. `'full'`: storage refused (what was
 * set aside stays set aside).
 */
export function applyBringBack(storage: Storage, asideKey: string, back: BringBack): 'brought-back' | 'damaged' | 'newer' | 'full' {
  if (back.kind === 'damaged' || back.kind === 'newer') return back.kind;
  try {
    const there = storage.getItem(back.key);
    if (there !== null) {
      let n = 1;
      while (storage.getItem(`${back.key}:set-aside:${n}`) !== null) n++;
      storage.setItem(`${back.key}:set-aside:${n}`, there);
    }
    storage.setItem(back.key, back.text);
    if (back.kind === 'game' && back.status) storage.setItem(back.status.key, back.status.text);
    storage.removeItem(asideKey);
  } catch {
    return 'full';
  }
  return 'brought-back';
}
