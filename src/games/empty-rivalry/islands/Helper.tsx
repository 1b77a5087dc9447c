import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { TEACH_HASH } from '~/kit/keys';
import { hasSave } from '~/kit/persist/saves';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import type { FrameState } from '~/kit/ui/frame';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { matchSave, ownSave } from '../keys';
import type { MatchState } from '../state';
import { NewMatch, type NewMatchChoice } from './NewMatch';
import './empty-rivalry.css';

/** Everything after the new-match screen (islands/screens.ts). */
const later = laterModule(() => import('./screens'));
const SavedMatch = later.screen('SavedMatch');

/** "Each on our own phone" (OwnPhones.tsx): its code loads only when the mode is chosen, or its table is saved here. */
type Own = ComponentType<{ joining: number | null; onLeave: () => void }>;
const loadOwn = () => import('./OwnPhones').then((m) => m.default as Own);
/** A phone's camera app opened the table phone's first code: `#join=K7QM3X`. */
const joiningCode = () => (location.hash.startsWith('#join=') ? location.hash.slice(6) : null);
const ownNeeded = () => joiningCode() !== null || hasSave(ownSave, false);

/** The match's save has to be read: a match on this phone (or a notice to give), or a lesson asked for. */
const matchNeeded = (probe: boolean) => location.hash === TEACH_HASH || hasSave(matchSave, probe);

/**
 * The round helper. A phone with no match saved starts on the new-match screen; the
 * match with its save, its Undo and its lesson (SavedMatch.tsx) takes over once this
 * phone has a match saved, a lesson is asked for or a match starts. Like a store's own
 * `ready`, nothing is drawn before storage is looked at (the server render and the first
 * client render match).
 */
function Helper() {
  const [mode, setMode] = useState<'unknown' | 'fresh' | 'match' | 'own'>('unknown');
  const [Own, setOwn] = useState<Own>();
  const [joining, setJoining] = useState<number | null>(null);
  const [start, setStart] = useState<MatchState>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [frame, setFrame] = useState<FrameState>({});
  const chooseOwn = () => {
    setError(undefined);
    setBusy(true);
    loadOwn().then(
      (own) => {
        setOwn(() => own);
        setBusy(false);
        setMode('own');
      },
      () => failed('The code for playing on your own phones could not load: open the page again with a signal.'),
    );
  };
  useEffect(() => {
    if (ownNeeded()) {
      const code = joiningCode();
      if (code) void import('~/kit/link/codec').then((c) => setJoining(c.parseTable(code)));
      return chooseOwn();
    }
    setMode(matchNeeded(true) ? 'match' : 'fresh');
  }, []);
  useEffect(() => {
    if (mode !== 'fresh') return;
    // Another tab may start a match, and "Teach me" may be tapped on this page.
    const look = () => matchNeeded(false) && setMode('match');
    addEventListener('storage', look);
    addEventListener('hashchange', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      removeEventListener('storage', look);
      removeEventListener('hashchange', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [mode]);

  const failed = (message: string) => {
    setBusy(false);
    setError(message);
  };
  const onStart = (choice: NewMatchChoice) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    later.run((code) => {
      const next = code.setup(choice);
      if (!next.ok) return failed(next.error);
      // The match is saved by SavedMatch once it has read storage.
      whenLoaded(SavedMatch, () => {
        setStart(next.value);
        setMode('match');
      });
    }, failed);
  };
  // One frame throughout, so the helper's region stays the same element when the match takes over.
  return (
    <HelperFrame
      title="Round helper"
      ready={mode !== 'unknown'}
      active={(mode === 'match' && frame.active) || mode === 'own'}
      notice={mode === 'match' ? frame.notice : undefined}
      onDismissNotice={frame.onDismissNotice}
      aside={
        // One phone passed around (the new-match screen below), or each player's own: the mode's code loads when chosen.
        mode === 'fresh' && !busy ? (
          <button type="button" class="btn small" onClick={chooseOwn} style={{ minHeight: '36px', padding: '0.1rem 0.5rem', fontSize: '0.8rem' }}>
            Each on our own phone
          </button>
        ) : undefined
      }
    >
      {mode === 'own' && Own ? (
        <Own joining={joining} onLeave={() => { history.replaceState(null, '', location.pathname); setMode(matchNeeded(true) ? 'match' : 'fresh'); }} />
      ) : mode === 'match' ? (
        <SavedMatch start={start} onFrame={setFrame} loadLesson={later.preload} />
      ) : (
        <div class="stack">
          <NewMatch onStart={onStart} busy={busy} />
          <ErrorMessage error={error} />
        </div>
      )}
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Helper, 'Round helper');
