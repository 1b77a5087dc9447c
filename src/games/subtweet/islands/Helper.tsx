import { useState } from 'preact/hooks';
import type { Lesson } from '~/kit/lesson';
import { browserStorage, clear } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { laterModule } from '~/kit/ui/onDemand';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { undo, type Move } from '../game';
import type { SubtweetState } from '../state';
import { bestCardSpec, tableSpec } from '../store';
import { Setup } from './Setup';

/** Everything after the players' names (islands/screens.ts). */
const later = laterModule(() => import('./screens'));
const Seating = later.screen('Seating');
const Game = later.screen('Game');

/** The table's game, or (on #teach) the lesson in a store of its own: a remount on the switch. */
function Helper() {
  const lesson = useLessonLoader<SubtweetState | null>(later.preload);
  return <TableTracker key={lesson ? 'lesson' : 'table'} lesson={lesson} />;
}

/** The whole table's cards on one phone, from the players' names to the winner. */
function TableTracker({ lesson }: { lesson: Lesson<SubtweetState | null> | null }) {
  const game = useTeachable(tableSpec, lesson, undo);
  const teaching = game.teaching;
  const [error, setError] = useState<string | undefined>();
  const state = game.state;

  const run = (move: Move, result: Result<SubtweetState>) => {
    if (result.ok) {
      game.move(move, result.value);
      setError(undefined);
    } else {
      setError(result.error);
    }
  };

  return (
    <HelperFrame
      title="Table tracker"
      ready={game.ready}
      active={state !== null && state.winner === null}
      notice={game.notice}
      onDismissNotice={game.dismissNotice}
    >
      <div class="stack">
        {teaching && <LessonBanner teaching={teaching} />}
        {state === null ? (
          <Setup Seating={Seating} run={later.run} onStart={(s) => game.move('setup', s)} />
        ) : (
          <Game state={state} run={run} error={error} teaching={!!teaching} />
        )}
        <UndoBar
          canUndo={game.canUndo}
          onUndo={() => {
            game.undo();
            setError(undefined);
          }}
          onNewGame={() => {
            game.reset();
            // The best card belongs to the game just finished (a lesson's restart leaves the table's alone).
            if (!teaching) clear(bestCardSpec, browserStorage());
            setError(undefined);
          }}
        />
      </div>
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Helper, 'Table tracker');
