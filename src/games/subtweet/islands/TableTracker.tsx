import * as z from 'zod/mini';
import { useEffect, useRef, useState } from 'preact/hooks';
import { browserStorage, clear, type StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { guarded } from '~/kit/ui/CrashBoundary';
import { hasInteracted, nextActionOf } from '~/kit/ui/follow';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import type { Lesson } from '~/kit/lesson';
import { currentPlayer, turnHolder } from '../engine';
import { stateProblem, stateSchema, type SubtweetState } from '../state';
import { tableSummary } from '../words';
import { bestCardSpec } from './BestCard';
import { Setup } from './Setup';
import {
  AskStep,
  FavouritesStep,
  PausedStep,
  PlayStep,
  RecipientStep,
  Reference,
  stepOf,
  StuckStep,
  WinnerStep,
  WritePanel,
} from './TurnScreens';

/** The whole table's cards on one phone; null until the players are entered. */
export const tableSpec: StoreSpec<SubtweetState | null> = {
  key: 'subtweet/table',
  version: 1,
  schema: z.nullable(stateSchema),
  check: (s) => (s === null ? null : stateProblem(s)),
  initial: () => null,
  summary: tableSummary,
};

/** The table's game, or (on #teach) the lesson in a store of its own: a remount on the switch. */
function TableTracker() {
  const lesson = useLessonLoader<SubtweetState | null>(() => import('../lesson'));
  return <Tracker key={lesson ? 'lesson' : 'table'} lesson={lesson} />;
}

function Tracker({ lesson }: { lesson: Lesson<SubtweetState | null> | null }) {
  const game = useTeachable(tableSpec, lesson);
  const teaching = game.teaching;
  const box = useRef<HTMLDivElement>(null);
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

  const step = state === null ? null : stepOf(state);
  const screen = (() => {
    if (state === null || step === null) return <Setup onStart={(s) => game.set(s)} />;
    const props = { key: step.id, id: step.id, state, run };
    switch (step.kind) {
      case 'winner':
        return <WinnerStep state={state} />;
      case 'paused':
        return <PausedStep {...props} />;
      case 'favourites':
        return <FavouritesStep {...props} />;
      case 'recipient':
        return <RecipientStep {...props} />;
      case 'play':
        return <PlayStep {...props} />;
      case 'ask':
        return <AskStep {...props} />;
      case 'stuck':
        return <StuckStep {...props} />;
    }
  })();
  // Writing can be recorded at any moment; the steps that are about writing hold the panel themselves.
  // A lesson leaves it out: it teaches one turn, and a recorded card would be refused by the lesson.
  const panelAfter = !teaching && state !== null && step !== null && !['winner', 'paused', 'stuck'].includes(step.kind);

  return (
    <HelperFrame
      title="Table tracker"
      ready={game.ready}
      active={state !== null && state.winner === null}
      notice={game.notice}
      onDismissNotice={game.dismissNotice}
    >
      <div class="stack" ref={box}>
        {teaching && <LessonBanner teaching={teaching} />}
        {screen}
        <ErrorMessage error={error} />
        {panelAfter && <WritePanel state={state} run={run} />}
        {state !== null && state.winner === null && (
          <Reference state={state} current={state.pending ? state.pending.author : (currentPlayer(state) ?? turnHolder(state))} />
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
