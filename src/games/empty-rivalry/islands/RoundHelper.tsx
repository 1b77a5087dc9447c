import * as v from 'valibot';
import { useState } from 'preact/hooks';
import type { StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { onDemand } from '~/kit/ui/onDemand';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import type { Lesson } from '~/kit/lesson';
import { matchProblem, matchSchema, phaseOf, summary, undoLocked, type MatchState } from '../state';
import { NewMatch } from './NewMatch';
import './empty-rivalry.css';

export const spec: StoreSpec<MatchState | null> = {
  key: 'empty-rivalry/match',
  version: 1,
  schema: v.nullable(matchSchema),
  check: (s) => (s === null ? null : matchProblem(s)),
  initial: () => null,
  summary,
};

/** The screens of a match in progress: loaded once a match exists, or at the player's first touch (kit onDemand). */
const Match = onDemand(() => import('./Match').then((m) => m.default));

/**
 * The round helper's shell: the store, the frame, the new-match screen a fresh table
 * starts on, Undo. Everything after Start comes on demand (Match.tsx).
 */
function RoundHelperBody({ lesson }: { lesson: Lesson<MatchState | null> | null }) {
  // In a lesson this is the lesson's own store: the table's match is never touched.
  const store = useTeachable(spec, lesson);
  const teaching = store.teaching;
  const [error, setError] = useState<string>();
  const state = store.state;

  const apply = (next: Result<MatchState>) => {
    if (!next.ok) {
      setError(next.error);
      return false;
    }
    setError(undefined);
    store.set(next.value);
    return true;
  };

  const locked = undoLocked(state);
  return (
    <HelperFrame
      title="Round helper"
      ready={store.ready}
      active={state !== null && phaseOf(state) !== 'over'}
      notice={store.notice}
      onDismissNotice={store.dismissNotice}
    >
      <div class="stack">
        {teaching && <LessonBanner teaching={teaching} />}
        {state === null ? (
          <>
            <NewMatch onStart={apply} />
            <ErrorMessage error={error} />
          </>
        ) : (
          <Match state={state} apply={apply} error={error} onError={setError} cause={store.cause} rng={teaching?.rng} />
        )}
        {locked && <p class="er-tag">Undo stops at the reveal: the phone's dice can't be rolled again.</p>}
        {/* Before a match there is nothing to undo or start over. */}
        {(state !== null || store.canUndo) && <UndoBar
          canUndo={store.canUndo && !locked}
          onUndo={() => {
            setError(undefined);
            store.undo();
          }}
          onNewGame={() => {
            setError(undefined);
            store.reset();
          }}
          newGameLabel="New match"
        />}
      </div>
    </HelperFrame>
  );
}

/** "Teach me" (#teach) loads the lesson; the key remounts the helper on its own store. */
function RoundHelper() {
  const lesson = useLessonLoader(() => import('../lesson'));
  return <RoundHelperBody key={lesson ? 'lesson' : 'table'} lesson={lesson} />;
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(RoundHelper, 'Round helper');
