import { guarded } from '~/kit/ui/CrashBoundary';
import { useState } from 'preact/hooks';
import type { Lesson } from '~/kit/lesson';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { onDemand } from '~/kit/ui/onDemand';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { usePersistent } from '~/kit/ui/usePersistent';
import type { TableState } from '../state';
import { looksSpec, tableSpec } from '../store';
import type { PlayProps } from './Play';
import { Start, type Mode } from './Start';

/*
 * The page's first file holds what a fresh table shows: the stores with their schema
 * and sense checks (store.ts, state.ts), the frame and Start's first screen. The rest
 * of the way in (Setup.tsx) and the table under way (Play.tsx), with the engine, come
 * in one file on demand (screens.ts): on the player's first touch, or at once when a
 * saved table comes back.
 */
const Play = onDemand<PlayProps>(() => import('./screens').then((m) => m.Play));

/**
 * Everyone Wants To Sit Besides The Emperor on one phone: the deal (or printed
 * cards), then the table, one decision a screen. Secrets (a player's cards, what an
 * Investigate shows) only ever appear behind that player's hand-over (kit HandOff).
 */
function EmperorTable() {
  // "Teach me" (#teach) loads the lesson, played in a store of its own; the key remounts
  // the table on the switch so the table's game and the lesson never share a store.
  const lesson = useLessonLoader(() => import('../lesson'));
  return <Table key={lesson ? 'lesson' : 'table'} lesson={lesson} />;
}

function Table({ lesson }: { lesson: Lesson<TableState | null> | null }) {
  const game = useTeachable(tableSpec, lesson);
  const teaching = game.teaching;
  const looksStore = usePersistent(looksSpec);
  const [started, setStarted] = useState<{ mode: Mode; names: string[] } | null>(null);
  const s = game.state;

  const newGame = () => {
    setStarted(null);
    game.reset();
    // A lesson (printed cards, no looks) must never wipe the table's looks.
    if (!teaching) looksStore.reset();
  };

  return (
    <HelperFrame
      title={s === null ? 'Set up the table' : 'The table'}
      ready={game.ready && looksStore.ready}
      active={s !== null && !s.winner}
      notice={game.notice ?? looksStore.notice}
      onDismissNotice={() => {
        game.dismissNotice();
        looksStore.dismissNotice();
      }}
    >
      {s === null ? (
        <div class="stack">
          {teaching && <LessonBanner teaching={teaching} />}
          <Start
            initial={started}
            onStarted={(mode, names, state) => {
              setStarted({ mode, names });
              game.set(state);
            }}
          />
          <UndoBar canUndo={game.canUndo} onUndo={game.undo} onNewGame={newGame} newGameLabel="New game" />
        </div>
      ) : (
        <Play game={game} state={s} looksStore={looksStore} onNewGame={newGame} />
      )}
    </HelperFrame>
  );
}

export default guarded(EmperorTable, 'Table');
