import { useState } from 'preact/hooks';
import { useOwnMode } from '~/kit/link/ui/useOwnMode';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import type { FrameState } from '~/kit/ui/frame';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { useSaveNeeded } from '~/kit/ui/useSaveNeeded';
import { ownSave, tableSave } from '../keys';
import type { SubtweetState } from '../state';
import { Setup } from './Setup';

/** Everything after the players' names (islands/screens.ts). */
const later = laterModule(() => import('./screens'));
const Seating = later.screen('Seating');
const TableTracker = later.screen('TableTracker');

/** "Each on our own phone" (OwnPhones.tsx): its code loads only when the mode is chosen, or its table is saved here. */
const loadOwn = () => import('./OwnPhones');

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
  // The kit's flag and loader: on when chosen, when a table is saved here, or opened by a table's `#join=` address.
  const own = useOwnMode(loadOwn, [ownSave]);
  const { Own } = own;
  const mode = own.state === 'on' && Own ? 'own' : own.state === 'opening' || own.busy ? 'unknown' : need;
  return (
    <HelperFrame
      title="Table tracker"
      ready={mode !== 'unknown'}
      active={(mode === 'saved' && frame.active) || mode === 'own'}
      notice={mode === 'saved' ? frame.notice : undefined}
      onDismissNotice={frame.onDismissNotice}
      aside={
        mode === 'fresh' ? (
          <button type="button" class="btn small st-own-choice" onClick={() => void own.choose()}>
            Each on our own phone
          </button>
        ) : undefined
      }
    >
      {mode === 'own' && Own ? (
        <Own onLeave={own.leave} />
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
          <ErrorMessage error={own.error} />
        </div>
      )}
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Helper, 'Table tracker');
