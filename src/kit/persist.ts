import * as z from 'zod/mini';
import { statusKeyOf, type Status } from './status';

/**
 * Saved helper state: versioned, validated on load, with an undo history.
 *
 * A game in progress is precious, so nothing here ever discards saved data
 * silently: anything unreadable (bad JSON, fails the schema, saved by another
 * version) is moved to a "set aside" key and the player is told in words.
 */

export interface StoreSpec<T> {
  /** Names the helper, e.g. `sibling-rivalry/game`. */
  key: string;
  /** Bump when the shape of the state changes; older saves are then set aside. */
  version: number;
  /** Validates what is read back; the state type is derived from it. */
  schema: z.ZodMiniType<T>;
  /** A fresh state, used when nothing (readable) is saved. */
  initial: () => T;
  /** How many earlier states undo can go back to. */
  historyLimit?: number;
  /**
   * One line for the home page's Resume list ("Ann's turn · Ann 4, Bo 9"), or null
   * when no game is in progress. Written beside the save, so the home page shows it
   * without loading any game code.
   */
  summary?: (state: T) => string | null;
}



/** What is kept: the current state and the states undo can return to, newest last. */
export interface Saved<T> {
  state: T;
  history: T[];
}

export interface Loaded<T> {
  saved: Saved<T>;
  /** A sentence for the player when something was set aside or cannot be saved. */
  notice?: string;
  /** False when this browser will not store anything (private mode, blocked, full). */
  canSave: boolean;
}

export const PREFIX = 'tablemate:';
export const DEFAULT_HISTORY = 100;

export const NOTICE_NO_STORAGE =
  "This browser won't let the helper save, so the game is kept only while this page stays open.";
export const NOTICE_SET_ASIDE =
  "The saved game on this phone couldn't be read, so it was set aside (not deleted) and a fresh game has started.";
export const NOTICE_OLD_VERSION =
  'A game saved by an older version of this helper was set aside (not deleted) and a fresh game has started.';
export const NOTICE_FULL =
  "This phone's storage is full, so the last change wasn't saved. The game goes on while this page stays open.";

export const keyOf = (spec: Pick<StoreSpec<unknown>, 'key' | 'version'>): string =>
  `${PREFIX}${spec.key}:v${spec.version}`;

/** localStorage if it works, otherwise null (it throws in some private modes). */
export function browserStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = `${PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

export function fresh<T>(spec: StoreSpec<T>): Saved<T> {
  return { state: spec.initial(), history: [] };
}

/** Moves a raw saved value to a new set-aside key, never over an earlier one. */
function setAside(storage: Storage, fromKey: string, raw: string): void {
  let n = 1;
  while (storage.getItem(`${fromKey}:set-aside:${n}`) !== null) n++;
  try {
    storage.setItem(`${fromKey}:set-aside:${n}`, raw);
    storage.removeItem(fromKey);
  } catch {
    // Storage full: leave the original where it is rather than lose it.
  }
}

function envelope<T>(spec: StoreSpec<T>) {
  return z.object({ state: spec.schema, history: z.array(spec.schema) });
}

export function load<T>(spec: StoreSpec<T>, storage: Storage | null = browserStorage()): Loaded<T> {
  if (!storage) return { saved: fresh(spec), notice: NOTICE_NO_STORAGE, canSave: false };
  const key = keyOf(spec);

  // Saves from other versions of this helper are kept, but aside.
  let notice: string | undefined;
  const older = `${PREFIX}${spec.key}:v`;
  for (let i = storage.length - 1; i >= 0; i--) {
    const other = storage.key(i);
    if (other && other.startsWith(older) && other !== key && /^\d+$/.test(other.slice(older.length))) {
      setAside(storage, other, storage.getItem(other) ?? '');
      notice = NOTICE_OLD_VERSION;
    }
  }

  const raw = storage.getItem(key);
  if (raw === null) return { saved: fresh(spec), notice, canSave: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    setAside(storage, key, raw);
    return { saved: fresh(spec), notice: NOTICE_SET_ASIDE, canSave: true };
  }
  const checked = envelope(spec).safeParse(parsed);
  if (!checked.success) {
    setAside(storage, key, raw);
    return { saved: fresh(spec), notice: NOTICE_SET_ASIDE, canSave: true };
  }
  return { saved: checked.data as Saved<T>, notice, canSave: true };
}

/** Writes the state; returns a notice when the browser refused (quota, blocked). */
export function save<T>(spec: StoreSpec<T>, saved: Saved<T>, storage: Storage | null): string | undefined {
  if (!storage) return undefined;
  try {
    storage.setItem(keyOf(spec), JSON.stringify(saved));
    writeStatus(spec, saved.state, storage);
    return undefined;
  } catch {
    return NOTICE_FULL;
  }
}

/** Keeps the Resume line in step with the save; a status is a convenience, so it never fails a save. */
function writeStatus<T>(spec: StoreSpec<T>, state: T, storage: Storage): void {
  if (!spec.summary) return;
  try {
    const line = spec.summary(state);
    if (line === null) storage.removeItem(statusKeyOf(spec));
    else {
      const status: Status = { game: spec.key.split('/')[0]!, line, at: Date.now() };
      storage.setItem(statusKeyOf(spec), JSON.stringify(status));
    }
  } catch {
    // A missing Resume line costs nothing; the game itself was saved.
  }
}

/** The next saved value after a change: the old state goes onto the undo history. */
export function commit<T>(saved: Saved<T>, next: T, limit = DEFAULT_HISTORY): Saved<T> {
  const history = [...saved.history, saved.state];
  return { state: next, history: history.length > limit ? history.slice(history.length - limit) : history };
}

/** Back one step; unchanged when there is nothing to undo. */
export function undo<T>(saved: Saved<T>): Saved<T> {
  if (saved.history.length === 0) return saved;
  return { state: saved.history[saved.history.length - 1]!, history: saved.history.slice(0, -1) };
}

/** Removes this helper's current save (a "new game" the player asked for). */
export function clear<T>(spec: StoreSpec<T>, storage: Storage | null): void {
  try {
    storage?.removeItem(keyOf(spec));
    storage?.removeItem(statusKeyOf(spec));
  } catch {
    // Nothing to do: a storage that cannot remove cannot have saved either.
  }
}
