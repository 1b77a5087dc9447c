import { useEffect, useState } from 'preact/hooks';
import type { Lesson } from '~/kit/lesson';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { useLiftFrame, type FrameState } from '~/kit/ui/frame';
import { undoOffOf } from '~/kit/game';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { usePersistent } from '~/kit/ui/usePersistent';
import { loadLesson, moves } from '../game';
import type { Saved } from '../state';
import { UNDO_OFF } from '../words';
import { logSpec, spec } from '../store';
import LogList from './LogList';
import { newGame, undo as undoMove, type TableStores } from './moves';
import { NamesStep } from './NamesStep';
import Reference from './Reference';
import ScoreTrackStep from './ScoreTrackStep';
import TurnStep from './TurnStep';

interface Props {
  /** Names the first screen took (Helper.tsx): the setup goes on at the score track. */
  names?: string[];
  /** The frame around this (Helper.tsx) shows the stores' notice and keeps the screen awake. */
  onFrame?: (frame: FrameState) => void;
}

/** The scoreboard with its saves: the table's game, or at #teach the lesson on the same screens. */
export default function Scoreboard(props: Props) {
  const lesson = useLessonLoader<Saved>(loadLesson);
  // Remount on the switch: the lesson keeps its own store, the table's game is never touched.
  return <Table key={lesson ? 'lesson' : 'table'} lesson={lesson} {...props} />;
}

/** Setup, then every roll, choice and stop as its own step, with Undo, the reference and the log under it. */
function Table({ lesson, names, onFrame }: Props & { lesson: Lesson<Saved> | null }) {
  const saved = useTeachable(spec, lesson, moves);
  const log = usePersistent(logSpec);
  const [error, setError] = useState<string | undefined>();
  const stores: TableStores = { saved, log, setError };
  const game = saved.state.game;
  // The first screen's names go on to the score track once; a setup after New game starts at the names.
  const [first, setFirst] = useState(lesson ? undefined : names);
  useEffect(() => {
    if (game !== null) setFirst(undefined);
  }, [game !== null]);
  useLiftFrame(onFrame, {
    active: game !== null && game.winner === null,
    notice: saved.notice ?? log.notice,
    onDismissNotice: () => {
      saved.dismissNotice();
      log.dismissNotice();
    },
  });
  if (!saved.ready || !log.ready) return null;

  return (
    <>
      {game === null ? (
        <>
          <Setup stores={stores} names={first} />
          {/* Where an Undo or New game that was refused says so. */}
          <ErrorMessage error={error} />
        </>
      ) : (
        <TurnStep stores={stores} error={error} />
      )}
      <UndoBar canUndo={saved.canUndo} off={undoOffOf(UNDO_OFF, saved.stoppedBy)} onUndo={() => undoMove(stores)} onNewGame={() => newGame(stores)} />
      {game !== null && <Reference game={game} />}
      {!saved.teaching && log.state.entries.length > 0 && <LogList log={log.state} />}
    </>
  );
}

/** The players' names, then the score track and Start; from the first screen, straight to the track. */
function Setup({ stores, names: first }: { stores: TableStores; names?: string[] }) {
  const [names, setNames] = useState<string[]>(first ?? []);
  const [step, setStep] = useState<'players' | 'track'>(first ? 'track' : 'players');
  if (step === 'track') return <ScoreTrackStep stores={stores} names={names} onBack={() => setStep('players')} />;
  return (
    <NamesStep
      names={names}
      onDone={(chosen) => {
        setNames(chosen);
        setStep('track');
      }}
    />
  );
}
