import * as v from 'valibot';
import { statusKeyOf, type Status } from '../status';
import { ENDED, keyOf, PREFIX, stemOf } from '../keys';
import { undoRuleOf, type Moves, type UndoRule, type UndoRules } from '../game';
import type { Loaded, Saved, StoreSpec } from './spec';

/**
 * Saved helper state: versioned, validated on load, with an undo history.
 *
 * A game in progress is precious, so nothing here ever discards saved data
 * silently: a save from an earlier version is migrated; anything that still can't
 * be used (bad JSON, fails the schema or the store's sense checks) is moved to a
 * "set aside" key and the player is told in words.
 */

export type { Legacy, Loaded, Saved, StoreSpec } from './spec';

export { PREFIX };
export const DEFAULT_HISTORY = 100;

export const NOTICE_NO_STORAGE =
  "This browser won't let the helper save, so the game is kept only while this page stays open.";
export const NOTICE_READ_ONLY =
  "This browser won't let the helper save right now (private mode or a full phone). The saved game is here, but new moves won't be kept after this page closes.";
export const NOTICE_SET_ASIDE =
  "The saved game on this phone couldn't be read, so it was set aside (not deleted) and a fresh game has started.";
export const NOTICE_OLD_VERSION =
  'A game saved by an older version of this helper was set aside (not deleted) and a fresh game has started.';
export const NOTICE_OLD_BESIDE =
  'A game saved by an older version of this helper was set aside (not deleted). The game here carries on.';
export const NOTICE_NEWER =
  'This game was saved by a newer version of the helper. Reload the page to go on with it; until then nothing here is saved.';
export const NOTICE_FULL =
  "This phone's storage is full, so the last change wasn't saved. The game goes on while this page stays open.";
export const NOTICE_CONFLICT =
  "This game was changed in another tab or window, so your last tap wasn't kept. This page now shows the latest game: make the move again if it's still needed.";

// hasSave stays in ./saves only: a first screen imports it without this file's chunk.
export { ENDED, keyOf } from '../keys';

/** localStorage if it can be read, otherwise null (reading it throws when blocked). */
export function browserStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    storage.getItem(`${PREFIX}probe`);
    return storage;
  } catch {
    return null;
  }
}

/** Whether a write sticks: some private modes and full phones read but refuse writes. */
export function canWrite(storage: Storage | null): boolean {
  if (!storage) return false;
  try {
    const probe = `${PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function fresh<T>(spec: StoreSpec<T>): Saved<T> {
  return { state: spec.initial(), history: [] };
}

/**
 * Moves a raw saved value to a new set-aside key, never over an earlier one.
 * Returns false when storage refused (read-only or full): the original stays put.
 */
export function setAside(storage: Storage, fromKey: string, raw: string): boolean {
  let n = 1;
  while (storage.getItem(`${fromKey}:set-aside:${n}`) !== null) n++;
  try {
    storage.setItem(`${fromKey}:set-aside:${n}`, raw);
    storage.removeItem(fromKey);
    return true;
  } catch {
    return false;
  }
}

const envelopeShape = v.object({ state: v.unknown(), history: v.array(v.unknown()), stop: v.optional(v.string()) });

/** A saved text checked for shape and sense, or null when it can't be used as it is. */
export function parseSaved<T>(spec: StoreSpec<T>, raw: string): Saved<T> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  return checkSaved(spec, parsed);
}

function checkSaved<T>(spec: StoreSpec<T>, value: unknown): Saved<T> | null {
  const checked = v.safeParse(v.object({ state: spec.schema, history: v.array(spec.schema), stop: v.optional(v.string()) }), value);
  if (!checked.success) return null;
  const saved = checked.output as Saved<T>;
  if (spec.check) {
    try {
      if (spec.check(saved.state) !== null) return null;
      if (saved.history.some((s) => spec.check!(s) !== null)) return null;
    } catch {
      // A check that throws has met something it never expected: that is nonsense too.
      return null;
    }
  }
  return saved;
}

/** Runs the migrations from `from` up to the spec's version; null when a step is missing or fails. */
function migrate<T>(spec: StoreSpec<T>, raw: string, from: number): Saved<T> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const envelope = v.safeParse(envelopeShape, value);
  if (!envelope.success) return null;
  let { state, history } = envelope.output;
  const { stop } = envelope.output;
  try {
    for (let v = from; v < spec.version; v++) {
      const step = spec.migrations?.[v];
      if (!step) return null;
      state = step(state);
      history = history.map(step);
    }
  } catch {
    return null;
  }
  return checkSaved(spec, stop === undefined ? { state, history } : { state, history, stop });
}

/** Versions of this store saved in storage other than the current one, newest first. */
function otherVersions(spec: Pick<StoreSpec<unknown>, 'key' | 'version'>, storage: Storage): { key: string; version: number }[] {
  const stem = stemOf(spec.key);
  const found: { key: string; version: number }[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(stem)) continue;
    const rest = key.slice(stem.length);
    if (!/^\d+$/.test(rest) || Number(rest) === spec.version) continue;
    found.push({ key, version: Number(rest) });
  }
  return found.sort((a, b) => b.version - a.version);
}

/**
 * The store's save as its helper should start from: migrated from an earlier version,
 * with what an earlier helper kept under another key carried in (`spec.legacy`, as moves
 * under `rules`), or fresh; anything that can't be used set aside and said in `notice`.
 */
export function load<T>(spec: StoreSpec<T>, storage: Storage | null = browserStorage(), rules?: Moves | UndoRules): Loaded<T> {
  const loaded = loadOwn(spec, storage);
  return storage && spec.legacy?.length ? carryLegacy(spec, storage, loaded, rules) : loaded;
}

function carryLegacy<T>(spec: StoreSpec<T>, storage: Storage, loaded: Loaded<T>, rules: Moves | UndoRules | undefined): Loaded<T> {
  // A newer helper owns this game (another tab after an update): it carries them in.
  if (loaded.notice === NOTICE_NEWER) return loaded;
  let { saved, notice } = loaded;
  const carried: string[] = [];
  for (const old of spec.legacy ?? []) {
    const oldKey = keyOf(old.from);
    let oldRaw: string | null;
    try {
      oldRaw = storage.getItem(oldKey);
    } catch {
      continue;
    }
    if (oldRaw === null) continue;
    const read = parseSaved(old.from, oldRaw);
    let next: Saved<T> | null = null;
    if (read) {
      try {
        const state = old.into(saved.state, read.state);
        next = state === saved.state ? saved : checkSaved(spec, commit(saved, state, spec.historyLimit, undoRuleOf(rules, old.move, saved.state, state), old.move));
      } catch {
        next = null;
      }
    }
    if (next === null) {
      // Unreadable, or nothing this game can take: kept aside (never deleted), and said.
      if (loaded.canSave && setAside(storage, oldKey, oldRaw)) notice ??= NOTICE_OLD_BESIDE;
      continue;
    }
    saved = next;
    carried.push(oldKey);
  }
  if (!carried.length) return { ...loaded, notice };
  // Read-only storage: the game is shown with the old save in; both stay as they are.
  if (!loaded.canSave) return { ...loaded, saved, notice };
  let raw = loaded.raw;
  if (saved !== loaded.saved) {
    const text = JSON.stringify(saved);
    try {
      storage.setItem(keyOf(spec), text);
    } catch {
      // Full: the old saves stay where they are, to be carried in next time.
      return { saved, notice: NOTICE_READ_ONLY, canSave: false, raw };
    }
    raw = text;
    writeStatus(spec, saved.state, storage);
  }
  for (const key of carried) {
    try {
      storage.removeItem(key);
    } catch {
      // A storage that has just taken the write takes the removal.
    }
  }
  return { ...loaded, saved, notice, raw };
}

function loadOwn<T>(spec: StoreSpec<T>, storage: Storage | null): Loaded<T> {
  if (!storage) return { saved: fresh(spec), notice: NOTICE_NO_STORAGE, canSave: false, raw: null };
  const writable = canWrite(storage);
  const key = keyOf(spec);
  const readOnly = (saved: Saved<T>, raw: string | null): Loaded<T> => ({ saved, notice: NOTICE_READ_ONLY, canSave: false, raw });

  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { saved: fresh(spec), notice: NOTICE_NO_STORAGE, canSave: false, raw: null };
  }
  const others = otherVersions(spec, storage);

  if (raw === null) {
    // A newer helper (another tab after an update) owns this game: don't fork it.
    if (others.some((o) => o.version > spec.version)) return { saved: fresh(spec), notice: NOTICE_NEWER, canSave: false, raw: null };
    const older = others.find((o) => o.version < spec.version);
    if (older) {
      const oldRaw = storage.getItem(older.key) ?? '';
      const migrated = migrate(spec, oldRaw, older.version);
      if (migrated) {
        if (!writable) return readOnly(migrated, null);
        const text = JSON.stringify(migrated);
        try {
          storage.setItem(key, text);
          writeStatus(spec, migrated.state, storage);
        } catch {
          return readOnly(migrated, null);
        }
        // The old text is kept aside, quietly: the game itself goes on.
        for (const o of others) if (o.version < spec.version) setAside(storage, o.key, storage.getItem(o.key) ?? '');
        return { saved: migrated, canSave: true, raw: text };
      }
      if (!writable) return { saved: fresh(spec), notice: NOTICE_NO_STORAGE, canSave: false, raw: null };
      for (const o of others) if (o.version < spec.version) setAside(storage, o.key, storage.getItem(o.key) ?? '');
      removeStatus(spec, storage);
      return { saved: fresh(spec), notice: NOTICE_OLD_VERSION, canSave: true, raw: null };
    }
    return writable
      ? { saved: fresh(spec), canSave: true, raw: null }
      : { saved: fresh(spec), notice: NOTICE_NO_STORAGE, canSave: false, raw: null };
  }

  const saved = parseSaved(spec, raw);
  if (!saved) {
    if (!writable) return { saved: fresh(spec), notice: NOTICE_NO_STORAGE, canSave: false, raw };
    setAside(storage, key, raw);
    removeStatus(spec, storage);
    return { saved: fresh(spec), notice: NOTICE_SET_ASIDE, canSave: true, raw: null };
  }
  if (!writable) return readOnly(saved, raw);
  // Leftovers from earlier versions next to a current save: the current one wins, and
  // the player hears that an older game was put aside (it may be one they miss).
  const leftovers = others.filter((o) => o.version < spec.version);
  for (const o of leftovers) setAside(storage, o.key, storage.getItem(o.key) ?? '');
  return { saved, canSave: true, raw, notice: leftovers.length > 0 ? NOTICE_OLD_BESIDE : undefined };
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

export type Written<T> =
  /** Stored (or refused by a full storage: see `notice`); `raw` is the new base for the next write. */
  | { ok: true; raw: string | null; notice?: string }
  /** Another tab changed the game since `base`: nothing was written; this is what storage holds now. */
  | { ok: false; latest: Loaded<T> };

/**
 * Writes `saved` only if storage still holds `base`, the text this tab last read or
 * wrote, so one tab can never overwrite a move made in another (no lost moves).
 * `saved` null removes the save (a new game asked for); what it held is kept under
 * `…:ended` (ENDED) until the next New game, so it can be brought back (kit
 * ui/afterTouch.tsx `Ended`, which lets go of a lesson's and of a fresh game's).
 */
export function write<T>(spec: StoreSpec<T>, saved: Saved<T> | null, storage: Storage | null, base: string | null): Written<T> {
  if (!storage) return { ok: true, raw: null };
  const key = keyOf(spec);
  let current: string | null;
  try {
    current = storage.getItem(key);
  } catch {
    return { ok: true, raw: base, notice: NOTICE_FULL };
  }
  if (current !== base) return { ok: false, latest: load(spec, storage) };
  try {
    if (saved === null) {
      if (current !== null) storage.setItem(key + ENDED, current);
      storage.removeItem(key);
      removeStatus(spec, storage);
      return { ok: true, raw: null };
    }
    const text = JSON.stringify(saved);
    storage.setItem(key, text);
    writeStatus(spec, saved.state, storage);
    return { ok: true, raw: text };
  } catch {
    return { ok: true, raw: base, notice: NOTICE_FULL };
  }
}

/**
 * Moves this store's current save aside (after it crashed a helper) and returns
 * its text for a bug report; null when nothing was saved.
 */
export function setAsideCurrent<T>(spec: StoreSpec<T>, storage: Storage | null): string | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(keyOf(spec));
    if (raw === null) return null;
    setAside(storage, keyOf(spec), raw);
    removeStatus(spec, storage);
    return raw;
  } catch {
    return null;
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

function removeStatus(spec: Pick<StoreSpec<unknown>, 'key'>, storage: Storage): void {
  try {
    storage.removeItem(statusKeyOf(spec));
  } catch {
    // As in writeStatus.
  }
}

/**
 * The next saved value after a move, by the move's Undo rule (kit/game.ts `UndoRule`):
 * - `back`: the old state goes onto the undo history;
 * - `with-previous`: the old state is dropped, so Undo goes back past this move and the one
 *   before it together (an answer with the lead's pick it answered);
 * - `stop`: the history is emptied, so Undo can take back neither this move nor anything
 *   before it (a phone roll or a look that has been seen); `name` is kept as `stop`, so the
 *   screen can say why Undo is off once it is back there.
 * A history cut to its `limit` forgets the stop it no longer reaches.
 */
export function commit<T>(saved: Saved<T>, next: T, limit = DEFAULT_HISTORY, rule: UndoRule = 'back', name?: string): Saved<T> {
  if (rule === 'stop') return name === undefined ? { state: next, history: [] } : { state: next, history: [], stop: name };
  const kept = saved.stop === undefined ? {} : { stop: saved.stop };
  if (rule === 'with-previous') return { state: next, history: saved.history, ...kept };
  const history = [...saved.history, saved.state];
  if (history.length > limit) return { state: next, history: history.slice(history.length - limit) };
  return { state: next, history, ...kept };
}

/** Back one step; unchanged when there is nothing to undo. */
export function undo<T>(saved: Saved<T>): Saved<T> {
  if (saved.history.length === 0) return saved;
  const kept = saved.stop === undefined ? {} : { stop: saved.stop };
  return { state: saved.history[saved.history.length - 1]!, history: saved.history.slice(0, -1), ...kept };
}

/** The stop move Undo can't go back past, once it is back there (`Saved.stop`); null while Undo can act, or before any stop. */
export function stoppedBy<T>(saved: Saved<T>): string | null {
  return saved.history.length === 0 ? (saved.stop ?? null) : null;
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

let askedToKeep = false;

/**
 * Asks the browser to keep this site's storage when it runs short of space (once
 * per page, when a game starts). Browsers may grant it silently, ask, or refuse;
 * either way nothing changes for the game, so the answer is not waited for.
 */
export function askToKeepStorage(): void {
  if (askedToKeep) return;
  askedToKeep = true;
  try {
    const storage = globalThis.navigator?.storage;
    if (!storage?.persist) return;
    void storage
      .persisted()
      .then((kept) => (kept ? true : storage.persist()))
      .catch(() => undefined);
  } catch {
    // Not offered here: the game goes on as before.
  }
}
