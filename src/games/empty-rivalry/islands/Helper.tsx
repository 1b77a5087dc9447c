import { useEffect, useState } from 'preact/hooks';
import type { Result } from '~/kit/result';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LOAD_FAILED, onDemand } from '~/kit/ui/onDemand';
import { storeNeeded, TEACH_HASH, type FrameState } from '../peek';
import type { MatchState } from '../state';
import { NewMatch } from './NewMatch';
import './empty-rivalry.css';

/** The store key of the round helper (store.ts; a unit test keeps the two the same). */
export const MATCH_KEY = 'empty-rivalry/match';

/** The helper with its save, its lesson and its match screens (Table.tsx), on demand. */
const Table = onDemand(() => import('./Table').then((m) => m.Table));

/** The save has to be read: a match on this phone (or a notice to give), or a lesson asked for. */
const tableNeeded = (probe: boolean) => location.hash === TEACH_HASH || storeNeeded(MATCH_KEY, probe);

/**
 * The round helper as a page first loads it. A phone with no match saved (most phones
 * opening the page) starts on the new-match screen, drawn from this file alone; the
 * store, the lesson and every later screen (Table.tsx) come on demand: at once when
 * there is a save to read or #teach, else at the player's first touch, so they are
 * there when Start is tapped. Like the store's own `ready`, nothing is drawn before
 * storage is looked at (the server render and the first client render match).
 */
function RoundHelper() {
  const [mode, setMode] = useState<'unknown' | 'fresh' | 'table'>('unknown');
  const [start, setStart] = useState<MatchState>();
  const [error, setError] = useState<string>();
  const [frame, setFrame] = useState<FrameState>({});
  useEffect(() => setMode(tableNeeded(true) ? 'table' : 'fresh'), []);
  useEffect(() => {
    if (mode !== 'fresh') return;
    // Another tab may start a match, and "Teach me" may be tapped on this page.
    const look = () => tableNeeded(false) && setMode('table');
    addEventListener('storage', look);
    addEventListener('hashchange', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      removeEventListener('storage', look);
      removeEventListener('hashchange', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [mode]);

  const onStart = (next: Result<MatchState>) => {
    if (!next.ok) return setError(next.error);
    setError(undefined);
    return Table.preload().then(
      () => {
        setStart(next.value);
        setMode('table');
      },
      () => setError(LOAD_FAILED),
    );
  };
  // One frame throughout, so the helper's region stays the same element when the table's code arrives.
  return (
    <HelperFrame
      title="Round helper"
      ready={mode !== 'unknown'}
      active={mode === 'table' && frame.active}
      notice={mode === 'table' ? frame.notice : undefined}
      onDismissNotice={frame.onDismissNotice}
    >
      {mode === 'table' ? (
        <Table start={start} onFrame={setFrame} />
      ) : (
        <div class="stack">
          <NewMatch onStart={onStart} />
          <ErrorMessage error={error} />
        </div>
      )}
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(RoundHelper, 'Round helper');
