import { useState } from 'preact/hooks';
import { guarded } from '~/kit/ui/CrashBoundary';
import type { FrameState } from '~/kit/ui/frame';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { useSaveNeeded } from '~/kit/ui/useSaveNeeded';
import { tableSave } from '../keys';
import type { SubtweetState } from '../state';
import { Setup } from './Setup';

/** Everything after the players' names (islands/screens.ts). */
const later = laterModule(() => import('./screens'));
const Seating = later.screen('Seating');
const TableTracker = later.screen('TableTracker');

/**
 * The table tracker. A phone with no game saved starts on the players' names and the
 * seating, drawn without the store; the game with its save, its Undo and its lesson
 * (TableTracker.tsx) takes over once this phone has a game saved, a lesson is asked for
 * or the game starts. One frame throughout, so the helper's region stays the same element.
 */
function Helper() {
  const [need, open] = useSaveNeeded([tableSave]);
  const [start, setStart] = useState<SubtweetState>();
  const [frame, setFrame] = useState<FrameState>({});
  return (
    <HelperFrame
      title="Table tracker"
      ready={need !== 'unknown'}
      active={need === 'saved' && frame.active}
      notice={need === 'saved' ? frame.notice : undefined}
      onDismissNotice={frame.onDismissNotice}
    >
      {need === 'saved' ? (
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
        </div>
      )}
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Helper, 'Table tracker');
