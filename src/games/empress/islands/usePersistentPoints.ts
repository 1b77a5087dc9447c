import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { browserStorage, clear, commit, fresh, load, save, type Saved, type StoreSpec } from '~/kit/persist';
import type { Cause, Persistent } from '~/kit/ui/usePersistent';
import { undoToPoint } from '../phone';

/**
 * The kit's usePersistent, except that Undo goes back to the latest state `isUndoPoint`
 * accepts, skipping states in between (a lead's pick that is only half a play).
 *
 * Written here because the kit hook pops exactly one state and offers no way to pop two
 * in one tap. For the lead to lift: an optional `StoreSpec.undoPoint(state)` read by
 * usePersistent's undo (persist.undo → `undoToPoint`) would make this file unnecessary.
 */
export function usePersistentPoints<T>(spec: StoreSpec<T>, isUndoPoint: (state: T) => boolean): Persistent<T> {
  const specRef = useRef(spec);
  const pointRef = useRef(isUndoPoint);
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
    undo: () => apply(undoToPoint(saved, pointRef.current), 'undo'),
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
