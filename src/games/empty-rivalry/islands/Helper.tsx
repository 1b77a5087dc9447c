import { useState } from 'preact/hooks';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import type { FrameState } from '~/kit/ui/frame';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { useSaveNeeded } from '~/kit/ui/useSaveNeeded';
import { matchSave } from '../keys';
import type { MatchState } from '../state';
import { NewMatch, type NewMatchChoice } from './NewMatch';
import './empty-rivalry.css';

/** Everything after the new-match screen (islands/screens.ts). */
const later = laterModule(() => import('./screens'));
const SavedMatch = later.screen('SavedMatch');

/**
 * The round helper. A phone with no match saved starts on the new-match screen; the
 * match with its save, its Undo and its lesson (SavedMatch.tsx) takes over once this
 * phone has a match saved, a lesson is asked for or a match starts. Like a store's own
 * `ready`, nothing is drawn before storage is looked at (the server render and the first
 * client render match).
 */
function Helper() {
  // 'saved': a match on this phone (or a notice to give), a lesson asked for, or one just started.
  const [mode, openMatch] = useSaveNeeded([matchSave]);
  const [start, setStart] = useState<MatchState>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [frame, setFrame] = useState<FrameState>({});

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
        openMatch();
      });
    }, failed);
  };
  // One frame throughout, so the helper's region stays the same element when the match takes over.
  return (
    <HelperFrame
      title="Round helper"
      ready={mode !== 'unknown'}
      active={mode === 'saved' && frame.active}
      notice={mode === 'saved' ? frame.notice : undefined}
      onDismissNotice={frame.onDismissNotice}
    >
      {mode === 'saved' ? (
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
