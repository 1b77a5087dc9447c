import { useEffect, useState } from 'preact/hooks';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { useSaveNeeded } from '~/kit/ui/useSaveNeeded';
import { looksSave, OWN_SAVES, tableSave } from '../keys';
import { ModeStep, type First } from './ModeStep';

/** The table with its saves, and everything after the first question (screens.ts). */
const later = laterModule(() => import('./screens'));
const SavedTable = later.screen('SavedTable');

/**
 * Everyone Wants To Sit Besides The Emperor's play page. A phone with nothing saved starts
 * on the first question (how the table holds its identity cards), drawn without the
 * stores; the table with its saves, Undo, the lesson and the own-phone mode
 * (SavedTable.tsx) takes over once this phone has a save of the game or of the mode, a
 * lesson is asked for, a table's code opened the page (`#join=`) or the question is
 * answered. Like a store's own `ready`, nothing is drawn before storage is looked at.
 */
function Helper() {
  const [need, open] = useSaveNeeded([tableSave, looksSave, ...OWN_SAVES]);
  const [first, setFirst] = useState<First>();
  // A phone's camera app opened a table phone's first code: the own-phone mode joins it.
  useEffect(() => {
    if (location.hash.startsWith('#join=')) open();
  }, []);
  if (need === 'saved') return <SavedTable first={first} />;
  return (
    <HelperFrame title="Set up the table" ready={need !== 'unknown'}>
      <div class="stack">
        <ModeStep
          onChoose={(chosen) =>
            // The answer's screen comes with its code: the question stays until it can be drawn.
            whenLoaded(SavedTable, () => {
              setFirst(chosen);
              open();
            })
          }
        />
      </div>
    </HelperFrame>
  );
}

export default guarded(Helper, 'Table');
