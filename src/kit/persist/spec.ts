import type * as v from 'valibot';

// What a helper's save is: its spec, and what is kept and read back.

export interface StoreSpec<T> {
  /** Names the helper, e.g. `sibling-rivalry/game`. */
  key: string;
  /**
   * Bump when the shape of the state changes, and add a migration from the previous
   * version (see `migrations`): saves from before are then migrated on load.
   */
  version: number;
  /** Validates what is read back; the state type is derived from it. */
  schema: v.GenericSchema<unknown, T>;
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
  /**
   * The sense checks a schema can't express (indexes in range, one winner at most,
   * counts that add up): a short reason when the state makes no sense, else null.
   * Checked on load for the state and every undo state, since Undo can bring any of
   * them back; a save that fails is set aside like an unreadable one, because a
   * helper given nonsense would crash.
   */
  check?: (state: T) => string | null;
  /**
   * `migrations[n]` turns one state saved by version n into a version n + 1 state
   * (plain JSON in, plain JSON out; it may throw on something it can't convert).
   * A version bump must add the step from the previous version, so a save of any
   * earlier version reaches the current one; a missing step sets the save aside.
   */
  migrations?: Record<number, (state: unknown) => unknown>;
  /**
   * Stores an earlier helper kept apart and this one has taken in (`Legacy`): on load, a
   * save of one is carried into this store's save and its key removed.
   */
  legacy?: Legacy<T>[];
}

/**
 * A store an earlier version of a helper kept under a key of its own, whose save this
 * store now holds (a lead's card kept beside the match, looks kept beside the table). On
 * load (`load`) its save is read by its own spec (schema and sense check), carried in by
 * `into` as the move `move` (so Undo treats it as that move, by the rules `load` is
 * given) and written under this store's key, and the old key is removed. An old save that
 * can't be read, or that `into` refuses (throws), is set aside and the player told; this
 * store's game goes on as it was.
 */
export interface Legacy<T> {
  /** The old store as it was: its key and version name the storage key, its schema and check read the save. */
  // `any`: an old store's state is its own type, read only by its own spec and `into`.
  from: StoreSpec<any>;
  /** The move the carried state counts as (a move the game declares, game.ts `moves`). */
  move: string;
  /** This store's state with the old one's carried in: the same state (===) when it adds nothing. */
  into(state: T, old: unknown): T;
}

/** What is kept: the current state and the states undo can return to, newest last. */
export interface Saved<T> {
  state: T;
  history: T[];
  /**
   * The move whose `stop` rule last emptied the history (kit/game.ts `UndoRule`): once Undo
   * has gone back to it, the helper says why it goes no further. Absent before any stop.
   */
  stop?: string;
}

export interface Loaded<T> {
  saved: Saved<T>;
  /** A sentence for the player when something was set aside or cannot be saved. */
  notice?: string;
  /** False when this browser will not store anything (private mode, blocked, full). */
  canSave: boolean;
  /**
   * The save's text as it now stands in storage (null: nothing saved). A later write
   * is refused when storage no longer holds this text: another tab changed the game.
   */
  raw: string | null;
}
