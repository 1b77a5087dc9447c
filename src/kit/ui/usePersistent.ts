import { useCallback, useContext, useEffect, useRef, useState } from 'preact/hooks';
import {
  NOTICE_CONFLICT,
  askToKeepStorage,
  browserStorage,
  commit,
  fresh,
  keyOf,
  load,
  setAsideCurrent,
  stoppedBy,
  undo as undoSaved,
  write,
  type Loaded,
  type Saved,
  type StoreSpec,
} from '../persist';
import { undoRuleOf, type Moves, type UndoRule, type UndoWhen } from '../game';
import { CrashContext, crashedSaves } from './crash';
import { MountedLater } from './later';

export interface Persistent<T, M extends string = never> {
  /** False on the server and on the first client render, before storage is read. */
  ready: boolean;
  state: T;
  /** Moves to a new state; the old one goes on the undo history and both are saved. */
  set: (next: T) => void;
  /**
   * Makes the move `name`, one the game declares (game.ts `moves`, passed to the hook: any
   * other name is a type error), by its Undo rule: `back` as `set`, `with-previous` so Undo
   * takes it back with the move before, `stop` so Undo goes back no further.
   */
  move: (name: M, next: T) => void;
  undo: () => void;
  canUndo: boolean;
  /** The `stop` move Undo can't go back past, while Undo is off because of it (kit/persist `stoppedBy`); else null. */
  stoppedBy: string | null;
  /**
   * A fresh game (asked for by the players); the old save is removed (kept for "Bring back
   * the game you ended"). `start`, when given, is what the new game starts from on screen
   * instead of the spec's `initial` (a setting carried over: Sibling Rivalry's score
   * track); like `initial` it is saved with the new game's first move.
   */
  reset: (start?: T) => void;
  /** A sentence for the players when a save was set aside or cannot be written. */
  notice?: string;
  dismissNotice: () => void;
  /**
   * What brought the current state: the page loading it (or another tab changing
   * it), a move, an Undo or a new game. A hand-off uses it to say whose secret an
   * Undo is reopening.
   */
  cause: Cause;
}

export type Cause = 'load' | 'move' | 'undo' | 'reset';

/**
 * Helper state that survives a reload, a locked phone, a closed tab, a second tab
 * and a crash. In an island the server drew, storage is read after the first render,
 * so the server's placeholder and the first client render match (no hydration
 * mismatch, no saved secret in the HTML); in a screen mounted later (kit onDemand)
 * there is nothing to match, and it is read in the first render.
 *
 * Moves made with `move(name, next)` are the game's declared moves (`moves`, the game's
 * `moves` in game.ts) and follow their Undo rules: see kit/game.ts `MoveSpec`. A store of
 * a mode's own steps that are no game move (joining a table of phones, a code scanned)
 * passes its Undo rule per step instead. Either way a name not given is a type error.
 *
 * Two tabs on one game: each tab remembers the save text it last read or wrote; a
 * change made in another tab (the `storage` event, or on coming back to this tab)
 * is followed at once, and a write whose base is stale is refused with a notice, so
 * no tab overwrites a move made in the other.
 */
export function usePersistent<T, M extends string = never>(spec: StoreSpec<T>, moves?: Moves<M> | Readonly<Record<M, UndoRule | UndoWhen>>): Persistent<T, M> {
  const specRef = useRef(spec);
  const storageRef = useRef<Storage | null>(null);
  /** The save text this tab last read or wrote: the base every write is checked against. */
  const baseRef = useRef<string | null>(null);
  const canSaveRef = useRef(false);
  // In a screen that mounted after hydration (kit onDemand) the save is read in the first
  // render, so the screen appears with the game in it; on a server-drawn island it is read
  // after the first render, which must match the server's HTML.
  const later = useContext(MountedLater);
  const [first] = useState<Loaded<T> | null>(() => {
    if (!later) return null;
    const storage = browserStorage();
    storageRef.current = storage;
    const loaded = load(spec, storage, moves);
    canSaveRef.current = loaded.canSave;
    baseRef.current = loaded.raw;
    return loaded;
  });
  const [saved, setSaved] = useState<Saved<T>>(() =>
    first && !(first.raw !== null && crashedSaves.has(first.raw)) ? first.saved : fresh(spec),
  );
  const [ready, setReady] = useState(first !== null);
  const [notice, setNotice] = useState<string | undefined>(first?.notice);
  const [cause, setCause] = useState<Cause>('load');

  const crash = useContext(CrashContext);
  crash?.register({
    key: keyOf(spec),
    spec,
    setAside: () => {
      const raw = setAsideCurrent(specRef.current, storageRef.current) ?? baseRef.current;
      if (raw !== null) crashedSaves.add(raw);
      return raw;
    },
  });

  const adopt = useCallback((loaded: Loaded<T>) => {
    canSaveRef.current = loaded.canSave;
    baseRef.current = loaded.raw;
    const skip = loaded.raw !== null && crashedSaves.has(loaded.raw);
    setSaved(skip ? fresh(specRef.current) : loaded.saved);
    setCause('load');
  }, []);

  useEffect(() => {
    const storage = first ? storageRef.current : browserStorage();
    if (!first) {
      storageRef.current = storage;
      const loaded = load(specRef.current, storage, moves);
      adopt(loaded);
      setNotice(loaded.notice);
      setReady(true);
    }

    const key = keyOf(specRef.current);
    const follow = () => {
      let now: string | null;
      try {
        now = storage?.getItem(key) ?? null;
      } catch {
        return;
      }
      if (now === baseRef.current) return;
      const latest = load(specRef.current, storage, moves);
      adopt(latest);
      if (latest.notice) setNotice(latest.notice);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) follow();
    };
    // A tab put to sleep can miss storage events: look again when it is shown.
    const onVisible = () => {
      if (document.visibilityState === 'visible') follow();
    };
    globalThis.addEventListener?.('storage', onStorage);
    globalThis.document?.addEventListener('visibilitychange', onVisible);
    return () => {
      globalThis.removeEventListener?.('storage', onStorage);
      globalThis.document?.removeEventListener('visibilitychange', onVisible);
    };
  }, [adopt]);

  const apply = useCallback(
    (next: Saved<T> | null, why: Cause, start?: T) => {
      const shown = next ?? (start === undefined ? fresh(specRef.current) : { state: start, history: [] });
      if (canSaveRef.current) {
        const written = write(specRef.current, next, storageRef.current, baseRef.current);
        if (!written.ok) {
          adopt(written.latest);
          setNotice(NOTICE_CONFLICT);
          return;
        }
        baseRef.current = written.raw;
        if (written.notice) setNotice(written.notice);
      }
      setSaved(shown);
      setCause(why);
      if (why === 'move') askToKeepStorage();
    },
    [adopt],
  );

  return {
    ready,
    state: saved.state,
    set: (next) => apply(commit(saved, next, specRef.current.historyLimit), 'move'),
    move: (name, next) => apply(commit(saved, next, specRef.current.historyLimit, undoRuleOf(moves, name, saved.state, next), name), 'move'),
    undo: () => apply(undoSaved(saved), 'undo'),
    canUndo: saved.history.length > 0,
    stoppedBy: stoppedBy(saved),
    reset: (start) => apply(null, 'reset', start),
    notice,
    cause,
    dismissNotice: () => setNotice(undefined),
  };
}
