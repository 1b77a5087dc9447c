import { useState } from 'preact/hooks';
import type { Lesson } from '~/kit/lesson';
import type { StoreSpec } from '~/kit/persist';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { onDemand } from '~/kit/ui/onDemand';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { usePersistent } from '~/kit/ui/usePersistent';
// The house facts a fresh table's first screen needs (table size, the usual score track),
// without the challenge board: data.ts validates both files, and comes with the game's screens.
import house from '../../../../content/games/sibling-rivalry/table.json' with { type: 'json' };
import { logSchema, savedProblem, savedSchema, type Log, type Saved } from '../state';
import { statusLine } from '../status';
import type { TableStores } from './moves';

export type { Saved } from '../state';

const GAME = 'sibling-rivalry';

export const spec: StoreSpec<Saved> = {
  key: `${GAME}/game`,
  version: 1,
  schema: savedSchema,
  check: savedProblem,
  initial: () => ({ layout: house.scoreTrack, game: null }),
  summary: (saved) => statusLine(saved.game),
};

/** The log lives in its own store with no undo history, so an Undo can't erase it. */
export const logSpec: StoreSpec<Log> = {
  key: `${GAME}/log`,
  version: 1,
  schema: logSchema,
  initial: () => ({ entries: [] }),
  historyLimit: 0,
};

// Everything past the players' names comes on demand (kit onDemand): the score-track
// step, a game in progress with its odds and board, the log, and what Undo and New
// game write. The page itself ships the shell and the first screen.
const screens = () => import('./screens');
const Track = onDemand(() => screens().then((m) => m.Track));
const Game = onDemand(() => screens().then((m) => m.Game));
const Reference = onDemand(() => screens().then((m) => m.Reference));
const LogList = onDemand(() => screens().then((m) => m.LogList));

/** The whole table on one phone; at #teach, the lesson (lesson.ts) on the same screens. */
function Scoreboard() {
  const lesson = useLessonLoader<Saved>(() => import('../lesson'));
  // Remount on the switch: the lesson keeps its own store, the table's game is never touched.
  return <Table key={lesson ? 'lesson' : 'table'} lesson={lesson} />;
}

/** Setup, then every roll, choice and stop as its own step. */
function Table({ lesson }: { lesson: Lesson<Saved> | null }) {
  const saved = useTeachable(spec, lesson);
  const log = usePersistent(logSpec);
  const [error, setError] = useState<string | undefined>();
  const table: TableStores = { saved, log, setError };
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
      {game === null ? <Setup table={table} /> : <Game table={table} error={error} />}
      <UndoBar canUndo={saved.canUndo} onUndo={() => void screens().then((m) => m.undo(table))} onNewGame={() => void screens().then((m) => m.newGame(table))} />
      {game !== null && <Reference game={game} />}
      {!saved.teaching && log.state.entries.length > 0 && <LogList log={log.state} />}
    </HelperFrame>
  );
}

function Setup({ table }: { table: TableStores }) {
  const [names, setNames] = useState<string[]>([]);
  const [step, setStep] = useState<'players' | 'track'>('players');
  if (step === 'track') return <Track table={table} names={names} onBack={() => setStep('players')} />;
  return (
    <Step id="setup-players" title="Who is playing?" rule={{ game: GAME, section: 'setting-up' }}>
      <PlayerSetup
        min={house.players.min}
        max={house.players.max}
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
export default guarded(Scoreboard, 'Scoreboard');
