import { useState } from 'preact/hooks';
import type { Lesson } from '~/kit/lesson';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule } from '~/kit/ui/onDemand';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { usePersistent } from '~/kit/ui/usePersistent';
import { table } from '../house';
import { loadLesson, undo } from '../game';
import type { Saved } from '../state';
import { logSpec, spec } from '../store';
import type { TableStores } from './moves';

const GAME = 'sibling-rivalry';

// Every screen after the players' names, and the moves Undo and New game make (screens.ts).
const later = laterModule(() => import('./screens'));
const ScoreTrackStep = later.screen('ScoreTrackStep');
const TurnStep = later.screen('TurnStep');
const Reference = later.screen('Reference');
const LogList = later.screen('LogList');

/** The play page's helper: the whole table on one phone; at #teach, the lesson on the same screens. */
function Helper() {
  const lesson = useLessonLoader<Saved>(loadLesson);
  // Remount on the switch: the lesson keeps its own store, the table's game is never touched.
  return <Scoreboard key={lesson ? 'lesson' : 'table'} lesson={lesson} />;
}

/** Setup, then every roll, choice and stop as its own step, with Undo, the reference and the log under it. */
function Scoreboard({ lesson }: { lesson: Lesson<Saved> | null }) {
  const saved = useTeachable(spec, lesson, undo);
  const log = usePersistent(logSpec);
  const [error, setError] = useState<string | undefined>();
  const stores: TableStores = { saved, log, setError };
  const game = saved.state.game;

  return (
    <HelperFrame
      title="Scoreboard"
      ready={saved.ready && log.ready}
      active={game !== null && game.winner === null}
      notice={saved.notice ?? log.notice}
      onDismissNotice={() => {
        saved.dismissNotice();
        log.dismissNotice();
      }}
    >
      {game === null ? (
        <>
          <Setup stores={stores} />
          {/* Where an Undo or New game whose code could not load says so. */}
          <ErrorMessage error={error} />
        </>
      ) : (
        <TurnStep stores={stores} error={error} />
      )}
      <UndoBar
        canUndo={saved.canUndo}
        onUndo={() => later.run((code) => code.undo(stores), setError)}
        onNewGame={() => later.run((code) => code.newGame(stores), setError)}
      />
      {game !== null && <Reference game={game} />}
      {!saved.teaching && log.state.entries.length > 0 && <LogList log={log.state} />}
    </HelperFrame>
  );
}

/** The players' names (here), then the score track (on its own screen) and Start. */
function Setup({ stores }: { stores: TableStores }) {
  const [names, setNames] = useState<string[]>([]);
  const [step, setStep] = useState<'players' | 'track'>('players');
  if (step === 'track') return <ScoreTrackStep stores={stores} names={names} onBack={() => setStep('players')} />;
  return (
    <Step id="setup-players" title="Who is playing?" rule={{ game: GAME, section: 'setting-up' }}>
      <PlayerSetup
        min={table.players.min}
        max={table.players.max}
        hint="Enter names in seating order; the first name rolls first."
        submitLabel="Next: the score track"
        initial={names}
        onDone={(chosen) => {
          setNames(chosen);
          setStep('track');
        }}
      />
    </Step>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Helper, 'Scoreboard');
