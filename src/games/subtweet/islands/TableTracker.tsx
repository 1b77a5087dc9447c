import { useEffect, useRef } from 'preact/hooks';
import type { Lesson } from '~/kit/lesson';
import { browserStorage, clear } from '~/kit/persist';
import { useLiftFrame, type FrameState } from '~/kit/ui/frame';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import type { Later, OnDemand } from '~/kit/ui/onDemand';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useApply } from '~/kit/ui/useApply';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { moves, type Move } from '../game';
import { lesson as tableLesson } from '../lesson';
import type { SubtweetState } from '../state';
import { bestCardSpec, tableSpec } from '../store';
import { Game } from './Game';
import type * as Screens from './screens';
import type { SeatingProps } from './Seating';
import { Setup } from './Setup';

interface Props {
  /** A game the first screen set up (Helper.tsx): saved once storage is read. */
  start?: SubtweetState;
  /** The frame around this (Helper.tsx) shows the store's notice and keeps the screen awake. */
  onFrame?: (frame: FrameState) => void;
  /** The helper's on-demand handles, for the setup after a New game (Setup.tsx). */
  Seating: OnDemand<SeatingProps>;
  run: Later<typeof Screens>['run'];
}

const loadLesson = () => Promise.resolve({ lesson: tableLesson });

/** The table's game with its save, or (on #teach) the lesson in a store of its own: a remount on the switch. */
export function TableTracker(props: Props) {
  const lesson = useLessonLoader<SubtweetState | null>(loadLesson);
  return <Tracker key={lesson ? 'lesson' : 'table'} lesson={lesson} {...props} />;
}

/** The whole table's cards on one phone, from the players' names to the winner. */
function Tracker({ lesson, start, onFrame, Seating, run: later }: Props & { lesson: Lesson<SubtweetState | null> | null }) {
  const game = useTeachable(tableSpec, lesson, moves);
  const teaching = game.teaching;
  const { apply: run, error, setError } = useApply<SubtweetState | null, Move>(game.move);
  // A game the first screen set up shows at once and is saved as the store is read;
  // after that (a New game included) the store's state is the game.
  const started = useRef(false);
  const pending = !lesson && !started.current ? start : undefined;
  useEffect(() => {
    if (!game.ready || started.current || !start || lesson) return;
    started.current = true;
    if (game.state === null) game.move('setup', start);
  }, [game.ready]);
  const state = game.state ?? pending ?? null;
  useLiftFrame(onFrame, { active: state !== null && state.winner === null, notice: game.notice, onDismissNotice: game.dismissNotice });

  if (!game.ready) return null;
  return (
    <div class="stack">
      {teaching && <LessonBanner teaching={teaching} />}
      {state === null ? (
        <Setup Seating={Seating} run={later} onStart={(s) => game.move('setup', s)} />
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
  );
}
