import { useState } from 'preact/hooks';
import { useOwnMode } from '~/kit/link/ui/useOwnMode';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import type { FrameState } from '~/kit/ui/frame';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { useSaveNeeded } from '~/kit/ui/useSaveNeeded';
import { matchSave, ownSave } from '../keys';
import type { MatchState } from '../state';
import { NewMatch, type NewMatchChoice } from './NewMatch';
import './empty-rivalry.css';

/** Everything after the new-match screen (islands/screens.ts). */
const later = laterModule(() => import('./screens'));
const SavedMatch = later.screen('SavedMatch');
/** "Teach me": the lesson's own file, so a match that never asks for it never loads it. */
const loadLesson = () => import('../lesson');

/** "Each on our own phone" (OwnPhones.tsx): its code loads only when the mode is chosen, its table is saved here, or a table's `#join=` address opened the page. */
const loadOwn = () => import('./OwnPhones');

/**
 * The round helper. A phone with no match saved starts on the new-match screen; the
 * match with its save, its Undo and its lesson (SavedMatch.tsx) takes over once this
 * phone has a match saved, a lesson is asked for or a match starts; "Each on our own
 * phone" (OwnPhones.tsx) once chosen, or when this phone has an own-phone table saved or
 * was opened by a table's code. Like a store's own `ready`, nothing is drawn before
 * storage is looked at (the server render and the first client render match).
 */
function Helper() {
  // 'saved': a match on this phone (or a notice to give), a lesson asked for, or one just started.
  const [need, openMatch] = useSaveNeeded([matchSave]);
  // The kit's flag and loader ('opening': a table found on load, its code on the way, nothing drawn meanwhile).
  const own = useOwnMode(loadOwn, [ownSave]);
  const { Own } = own;
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
  const mode = own.state === 'on' && Own ? 'own' : own.state === 'opening' ? 'unknown' : need === 'saved' ? 'match' : need;
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
        mode === 'fresh' && !busy && !own.busy ? (
          <button type="button" class="btn small er-own-choice" onClick={() => void own.choose()}>
            Each on our own phone
          </button>
        ) : undefined
      }
    >
      {mode === 'own' && Own ? (
        <Own onLeave={own.leave} />
      ) : mode === 'match' ? (
        <SavedMatch start={start} onFrame={setFrame} loadLesson={loadLesson} />
      ) : (
        <div class="stack">
          <NewMatch onStart={onStart} busy={busy} />
          <ErrorMessage error={error ?? own.error} />
        </div>
      )}
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Helper, 'Round helper');
