import * as v from 'valibot';
import { useState } from 'preact/hooks';
import { browserStorage, clear, type StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { onDemand } from '~/kit/ui/onDemand';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import type { Lesson } from '~/kit/lesson';
import { bestCardSpec, stateProblem, stateSchema, tableSummary, type SubtweetState } from '../state';
import { Setup } from './Setup';

/** The whole table's cards on one phone; null until the players are entered. */
export const tableSpec: StoreSpec<SubtweetState | null> = {
  key: 'subtweet/table',
  version: 1,
  schema: v.nullable(stateSchema),
  check: (s) => (s === null ? null : stateProblem(s)),
  initial: () => null,
  summary: tableSummary,
};

/**
 * The game in progress (every turn screen, the engine's moves, the end and its share
 * card) loads on demand: a fresh table's page carries only the setup.
 */
const Game = onDemand(() => import('./Game').then((m) => m.default));

/** The table's game, or (on #teach) the lesson in a store of its own: a remount on the switch. */
function TableTracker() {
  const lesson = useLessonLoader<SubtweetState | null>(() => import('../lesson'));
  return <Tracker key={lesson ? 'lesson' : 'table'} lesson={lesson} />;
}

function Tracker({ lesson }: { lesson: Lesson<SubtweetState | null> | null }) {
  const game = useTeachable(tableSpec, lesson);
  const teaching = game.teaching;
  const [error, setError] = useState<string | undefined>();
  const state = game.state;

  const run = (result: Result<SubtweetState>) => {
    if (result.ok) {
      game.set(result.value);
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
          <Setup onStart={(s) => game.set(s)} />
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
export default guarded(TableTracker, 'Table tracker');
