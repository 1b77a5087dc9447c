import { useState } from 'preact/hooks';
import { guarded } from '~/kit/ui/CrashBoundary';
import type { FrameState } from '~/kit/ui/frame';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule } from '~/kit/ui/onDemand';
import { useSaveNeeded } from '~/kit/ui/useSaveNeeded';
import { gameSave, logSave } from '../keys';
import { NamesStep } from './NamesStep';

// The scoreboard with its saves, and every screen after the players' names (screens.ts).
const later = laterModule(() => import('./screens'));
const Scoreboard = later.screen('Scoreboard');

/**
 * The play page's helper: the whole table on one phone. A phone with no game saved starts
 * on the players' names, drawn without the stores; the scoreboard with its saves, Undo and
 * lesson (Scoreboard.tsx) takes over once this phone has a game or a log saved, a lesson is
 * asked for or the names are in. One frame throughout, so the helper's region stays the
 * same element when the scoreboard takes over.
 */
function Helper() {
  const [need, open] = useSaveNeeded([gameSave, logSave]);
  const [names, setNames] = useState<string[]>();
  const [frame, setFrame] = useState<FrameState>({});
  return (
    <HelperFrame
      title="Scoreboard"
      ready={need !== 'unknown'}
      active={need === 'saved' && frame.active}
      notice={need === 'saved' ? frame.notice : undefined}
      onDismissNotice={frame.onDismissNotice}
    >
      {need === 'saved' ? (
        <Scoreboard names={names} onFrame={setFrame} />
      ) : (
        <NamesStep
          names={names}
          onDone={(chosen) => {
            setNames(chosen);
            open();
          }}
        />
      )}
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Helper, 'Scoreboard');
