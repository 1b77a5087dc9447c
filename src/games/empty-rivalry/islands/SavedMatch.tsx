import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { onDemand } from '~/kit/ui/onDemand';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import type { Lesson } from '~/kit/lesson';
import type { FrameState } from '../peek';
import { phaseOf, undoLocked, type MatchState } from '../state';
import { spec } from '../store';
import { NewMatch } from './NewMatch';

/** The screens of a match in progress: loaded once a match exists, or at the player's first touch (kit onDemand). */
const Match = onDemand(() => import('./Match').then((m) => m.default));

interface Props {
  /** A match the new-match screen started before this code was here (RoundHelper.tsx): saved once storage is read. */
  start?: MatchState;
  /** The frame around this (RoundHelper.tsx) shows the store's notice and keeps the screen awake. */
  onFrame?: (frame: FrameState) => void;
}

/**
 * The round helper with its save: the store, the new-match screen, Undo (the frame is
 * RoundHelper.tsx's, told of the store's state by `onFrame`).
 * On demand from RoundHelper.tsx, once this phone has a match saved, a lesson is asked
 * for or a match starts; the screens after Start come on demand in turn (Match.tsx).
 */
function RoundHelperBody({ lesson, start, onFrame }: Props & { lesson: Lesson<MatchState | null> | null }) {
  // In a lesson this is the lesson's own store: the table's match is never touched.
  const store = useTeachable(spec, lesson);
  const teaching = store.teaching;
  const [error, setError] = useState<string>();
  // Until storage is read, a match just started shows at once (no "Loading" flash);
  // once read it is saved, unless this phone has a match already (another tab's).
  const pending = !lesson && !store.ready ? start : undefined;
  const state = pending ?? store.state;
  const started = useRef(false);
  useEffect(() => {
    if (!store.ready || started.current || !start || lesson) return;
    started.current = true;
    if (store.state === null) store.set(start);
  }, [store.ready]);

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
  const ready = store.ready || pending !== undefined;
  const active = state !== null && phaseOf(state) !== 'over';
  useLayoutEffect(() => onFrame?.({ active, notice: store.notice, onDismissNotice: store.dismissNotice }), [active, store.notice]);
  if (!ready) return null;
  return (
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
  );
}

/** "Teach me" (#teach) loads the lesson; the key remounts the helper on its own store. */
export function Table(props: Props) {
  const lesson = useLessonLoader(() => import('../lesson'));
  return <RoundHelperBody key={lesson ? 'lesson' : 'table'} lesson={lesson} {...props} />;
}
