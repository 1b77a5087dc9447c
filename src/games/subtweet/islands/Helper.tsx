import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { hasSave } from '~/kit/persist/saves';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import type { FrameState } from '~/kit/ui/frame';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LOAD_FAILED, laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { useSaveNeeded } from '~/kit/ui/useSaveNeeded';
import { ownSave, tableSave } from '../keys';
import type { SubtweetState } from '../state';
import { Setup } from './Setup';

/** Everything after the players' names (islands/screens.ts). */
const later = laterModule(() => import('./screens'));
const Seating = later.screen('Seating');
const TableTracker = later.screen('TableTracker');

/** "Each on our own phone" (OwnPhones.tsx): its code loads only when the mode is chosen, or its table is saved here. */
type Own = ComponentType<{ joining: number | null; onLeave: () => void }>;
const loadOwn = () => import('./OwnPhones').then((m) => m.default as Own);
/** A phone's camera app opened the table phone's first code: `#join=K7QM3X`. */
const joiningCode = () => (location.hash.startsWith('#join=') ? location.hash.slice(6) : null);

/**
 * The table tracker. A phone with no game saved starts on the players' names and the
 * seating, drawn without the store; the game with its save, its Undo and its lesson
 * (TableTracker.tsx) takes over once this phone has a game saved, a lesson is asked for
 * or the game starts; "Each on our own phone" (OwnPhones.tsx) once chosen, or when this
 * phone has an own-phone table saved or was opened by a table's code. One frame
 * throughout, so the helper's region stays the same element.
 */
function Helper() {
  const [need, open] = useSaveNeeded([tableSave]);
  const [start, setStart] = useState<SubtweetState>();
  const [frame, setFrame] = useState<FrameState>({});
  const [own, setOwnMode] = useState<'no' | 'opening' | 'on'>('no');
  const [Own, setOwn] = useState<Own>();
  const [joining, setJoining] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const chooseOwn = () => {
    setError(undefined);
    setOwnMode('opening');
    loadOwn().then(
      (loaded) => {
        setOwn(() => loaded);
        setOwnMode('on');
      },
      () => {
        setOwnMode('no');
        setError(LOAD_FAILED);
      },
    );
  };
  useEffect(() => {
    if (joiningCode() === null && !hasSave(ownSave, false)) return;
    const code = joiningCode();
    if (code) void import('~/kit/link/codec').then((c) => setJoining(c.parseTable(code)));
    chooseOwn();
  }, []);
  const mode = own === 'on' && Own ? 'own' : own === 'opening' ? 'unknown' : need;
  return (
    <HelperFrame
      title="Table tracker"
      ready={mode !== 'unknown'}
      active={(mode === 'saved' && frame.active) || mode === 'own'}
      notice={mode === 'saved' ? frame.notice : undefined}
      onDismissNotice={frame.onDismissNotice}
      aside={
        mode === 'fresh' ? (
          <button type="button" class="btn small st-own-choice" onClick={chooseOwn}>
            Each on our own phone
          </button>
        ) : undefined
      }
    >
      {mode === 'own' && Own ? (
        <Own
          joining={joining}
          onLeave={() => {
            history.replaceState(null, '', location.pathname);
            setOwnMode('no');
          }}
        />
      ) : mode === 'saved' ? (
        <TableTracker start={start} onFrame={setFrame} Seating={Seating} run={later.run} />
      ) : (
        <div class="stack">
          <Setup
            Seating={Seating}
            run={later.run}
            onStart={(s) =>
              whenLoaded(TableTracker, () => {
                setStart(s);
                open();
              })
            }
          />
          <ErrorMessage error={error} />
        </div>
      )}
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Helper, 'Table tracker');
