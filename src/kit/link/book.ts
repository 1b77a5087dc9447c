import { fromHex, toHex } from './bytes';
import type { Backup } from './messages';

/*
 * What a phone keeps to bring another back (recovery.md), per table: every seat's public
 * key and its key's backup under its player's words, by the seat's name (names are one a
 * seat at a table), and this phone's own words, to show its player again on request. In
 * localStorage beside the game's save: a backup opens only with its words, which only
 * their own phone keeps. The seat's private key itself is in keystore.ts.
 */

interface Book {
  words?: string;
  seats: Record<string, { key: string; backup: string }>;
}

const KEY = (table: number) => `tablemate-recovery-${table}`;

function read(table: number): Book {
  try {
    const raw = globalThis.localStorage?.getItem(KEY(table));
    const b = raw ? (JSON.parse(raw) as Book) : null;
    return b && typeof b.seats === 'object' && b.seats !== null ? b : { seats: {} };
  } catch {
    return { seats: {} };
  }
}

function write(table: number, b: Book): void {
  try {
    globalThis.localStorage?.setItem(KEY(table), JSON.stringify(b));
  } catch {
    // Full or missing storage: this phone then can't bring another back with words, and says so when asked.
  }
}

export function noteBackup(table: number, name: string, b: Backup): void {
  const book = read(table);
  write(table, { ...book, seats: { ...book.seats, [name]: { key: toHex(b.key), backup: toHex(b.backup) } } });
}

export function backupOf(table: number, name: string | undefined): Backup | undefined {
  const found = name === undefined ? undefined : read(table).seats[name];
  if (!found || !/^[0-9a-f]+$/.test(found.key + found.backup)) return undefined;
  return { key: fromHex(found.key), backup: fromHex(found.backup) };
}

export const noteWords = (table: number, words: string): void => write(table, { ...read(table), words });
export const wordsAt = (table: number): string | undefined => read(table).words;

/** The table left: nothing of it stays. */
export function forgetTable(table: number): void {
  try {
    globalThis.localStorage?.removeItem(KEY(table));
  } catch {
    // Nothing to forget.
  }
}
