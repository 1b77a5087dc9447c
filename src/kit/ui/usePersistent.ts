import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { browserStorage, clear, commit, fresh, load, save, undo as undoSaved, type Saved, type StoreSpec } from '../persist';

export interface Persistent<T> {
  /** False on the server and on the first client render, before storage is read. */
  ready: boolean;
  state: T;
  /** Moves to a new state; the old one goes on the undo history and both are saved. */
  set: (next: T) => void;
  undo: () => void;
  canUndo: boolean;
  /** A fresh game (asked for by the players); the old save is removed. */
  reset: () => void;
  /** A sentence for the players when a save was set aside or cannot be written. */
  notice?: string;
  dismissNotice: () => void;
  /**
   * What brought the current state: the page loading it, a move, an Undo or a new
   * game. A hand-off uses it to say whose secret an Undo is reopening.
   */
  cause: Cause;
}

export type Cause = 'load' | 'move' | 'undo' | 'reset';

/**
 * Helper state that survives a reload, a locked phone or a closed tab. Storage is
 * read after the first render so the server-rendered placeholder and the first
 * client render match (no hydration mismatch, no saved secret in the HTML).
 */
export function usePersistent<T>(spec: StoreSpec<T>): Persistent<T> {
  const specRef = useRef(spec);
  const storageRef = useRef<Storage | null>(null);
  const [saved, setSaved] = useState<Saved<T>>(() => fresh(spec));
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const [cause, setCause] = useState<Cause>('load');

  useEffect(() => {
    storageRef.current = browserStorage();
    const loaded = load(specRef.current, storageRef.current);
    setSaved(loaded.saved);
    setNotice(loaded.notice);
    setReady(true);
  }, []);

  const apply = useCallback((next: Saved<T>, why: Cause) => {
    setSaved(next);
    setCause(why);
    const problem = save(specRef.current, next, storageRef.current);
    if (problem) setNotice(problem);
  }, []);

  return {
    ready,
    state: saved.state,
    set: (next) => apply(commit(saved, next, specRef.current.historyLimit), 'move'),
    undo: () => apply(undoSaved(saved), 'undo'),
    canUndo: saved.history.length > 0,
    reset: () => {
      clear(specRef.current, storageRef.current);
      apply(fresh(specRef.current), 'reset');
    },
    notice,
    cause,
    dismissNotice: () => setNotice(undefined),
  };
}
