import { useEffect, useRef } from 'preact/hooks';
import { undoOffOf } from '~/kit/game';
import type { Lesson } from '~/kit/lesson';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { useLiftFrame, type FrameState } from '~/kit/ui/frame';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useApply } from '~/kit/ui/useApply';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { setup } from '../engine';
import { moves, type Move } from '../game';
import { phaseOf, type MatchState } from '../state';
import { matchSpec } from '../store';
import { UNDO_OFF } from '../words';
import Match from './Match';
import { NewMatch } from './NewMatch';

type Saved = MatchState | null;

interface Props {
  /** A match the new-match screen started (Helper.tsx): saved once storage is read. */
  start?: MatchState;
  /** The frame around this (Helper.tsx) shows the store's notice and keeps the screen awake. */
  onFrame?: (frame: FrameState) => void;
  /** Where the lesson comes from, for #teach (islands/screens.ts). */
  loadLesson: () => Promise<{ lesson: Lesson<Saved> }>;
}

/**
 * The round helper with its save: the store, the new-match screen after New match, the
 * match (Match.tsx), Undo and the lesson. The frame is Helper.tsx's, told of the store's
 * state by `onFrame`.
 */
function MatchWithSave({ lesson, start, onFrame }: Omit<Props, 'loadLesson'> & { lesson: Lesson<Saved> | null }) {
  // In a lesson this is the lesson's own store: the table's match is never touched.
  const store = useTeachable(matchSpec, lesson, moves);
  const teaching = store.teaching;
  const { apply, error, setError } = useApply<MatchState | null, Move>(store.move);
  // A match just started shows at once, in the same render as the store is read (no
  // "Loading" flash, no new-match screen drawn again before it), and is saved after it,
  // unless this phone has a match already (another tab's), which is shown instead.
  const started = useRef(false);
  const pending = !lesson && !started.current ? start : undefined;
  const state = store.state ?? pending ?? null;
  useEffect(() => {
    if (!store.ready || started.current || !start || lesson) return;
    started.current = true;
    if (store.state === null) store.move('setup', start);
  }, [store.ready]);

  const ready = store.ready || pending !== undefined;
  const active = state !== null && phaseOf(state) !== 'over';
  useLiftFrame(onFrame, { active, notice: store.notice, onDismissNotice: store.dismissNotice });
  if (!ready) return null;
  return (
    <div class="stack">
      {teaching && <LessonBanner teaching={teaching} />}
      {state === null ? (
        <>
          <NewMatch onStart={(choice) => apply('setup', setup(choice))} />
          <ErrorMessage error={error} />
        </>
      ) : (
        <Match state={state} apply={apply} error={error} onError={setError} cause={store.cause} rng={teaching?.rng} />
      )}
      {/* Before a match there is nothing to undo or start over. */}
      {(state !== null || store.canUndo) && <UndoBar
        canUndo={store.canUndo}
        off={undoOffOf(UNDO_OFF, store.stoppedBy)}
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
  );
}

/** "Teach me" (#teach) loads the lesson; the key remounts the helper on its own store. */
export function SavedMatch({ loadLesson, ...props }: Props) {
  const lesson = useLessonLoader(loadLesson);
  return <MatchWithSave key={lesson ? 'lesson' : 'table'} lesson={lesson} {...props} />;
}
