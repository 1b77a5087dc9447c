import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import * as z from 'zod/mini';
import type { Lesson } from '~/kit/lesson';
import type { StoreSpec } from '~/kit/persist';
import type { Rng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { DiceTray, type RollSource } from '~/kit/ui/DiceTray';
import { Die } from '~/kit/ui/Die';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { sitePath } from '~/kit/ui/RuleLink';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { usePersistent } from '~/kit/ui/usePersistent';
import { board, defaultLayout, trackOf, type Layout } from '../data';
import { advance, diceLeft, legalTracks, placeName, roll, rollWords, setup, stop, type State } from '../engine';
import { choices, describeChoice, describeStop, stopOutcome } from '../explain';
import { tokenLabels } from '../labels';
import { statusLine } from '../status';
import { emptyLog, logSchema, recordMove, recordUndo, stepIdOf, type Log, type MoveRecord } from '../log';
import { layoutProblem, layoutSchema, stateProblem, stateSchema } from '../state';
import BoardTable from './BoardTable';
import LayoutEditor from './LayoutEditor';
import LogList from './LogList';
import OddsPanel from './OddsPanel';
import ScoreTrack from './ScoreTrack';

const GAME = 'sibling-rivalry';

/** What the phone keeps: the score track the table chose and the game in progress. */
const savedSchema = z.object({
  /** The score track for the next game (SR-1), kept between games. */
  layout: layoutSchema,
  /** The game in progress, or null before setup. */
  game: z.nullable(stateSchema),
});
export type Saved = z.infer<typeof savedSchema>;

export const spec: StoreSpec<Saved> = {
  key: `${GAME}/game`,
  version: 1,
  schema: savedSchema,
  check: (s) => layoutProblem(s.layout) ?? (s.game === null ? null : stateProblem(s.game)),
  initial: () => ({ layout: defaultLayout, game: null }),
  summary: (saved) => statusLine(saved.game),
};

/** The log lives in its own store with no undo history, so an Undo can't erase it. */
export const logSpec: StoreSpec<Log> = {
  key: `${GAME}/log`,
  version: 1,
  schema: logSchema,
  initial: emptyLog,
  historyLimit: 0,
};

type Move = Omit<MoveRecord, 'after' | 'lines'>;

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
  const game = saved.state.game;
  const teaching = saved.teaching;

  /** Saves the game and writes the move into the log (the choice's roll lines are already there). */
  const commit = (next: Saved, move: Move, lines: string[]) => {
    setError(undefined);
    saved.set(next);
    // The log is the table's: a lesson's practice moves stay out of it.
    if (!teaching) log.set(recordMove(log.state, { ...move, lines, after: stepIdOf(next.game) }));
  };
  const apply = (result: Result<State>, move: Move) => {
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const prev = game?.events ?? [];
    const events = result.value.events;
    // A choice appends to the roll's lines; log only what it added.
    const fresh = move.move === 'choice' && prev.every((e, i) => events[i] === e) ? events.slice(prev.length) : events;
    commit({ ...saved.state, game: result.value }, move, fresh);
  };
  const start = (names: string[], layout: Layout): string | undefined => {
    const started = setup({ players: names, layout });
    if (!started.ok) return started.error;
    commit({ layout, game: started.value }, { move: 'start', player: null }, [`New game: ${names.join(', ')}.`, ...started.value.events]);
    return undefined;
  };
  const lastUndo = saved.cause === 'undo' && !teaching ? log.state.entries.findLast((e) => e.kind === 'undo') : undefined;

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
        <Setup layout={saved.state.layout} onStart={start} />
      ) : (
        <Play
          game={game}
          error={error}
          tookBack={lastUndo?.lines[0]}
          rng={teaching?.rng}
          banner={teaching && <LessonBanner teaching={teaching} />}
          onMove={apply}
          onAgain={() => start(game.players.map((p) => p.name), game.layout)}
        />
      )}
      <UndoBar
        canUndo={saved.canUndo}
        onUndo={() => {
          setError(undefined);
          if (!teaching) log.set(recordUndo(log.state, stepIdOf(game)));
          saved.undo();
        }}
        onNewGame={() => {
          // Already setting up: nothing to throw away, nothing to log.
          if (game !== null) commit({ ...saved.state, game: null }, { move: 'new-game', player: null }, ['The table started setting up a new game.']);
        }}
      />
      {game !== null && <Reference game={game} />}
      {!teaching && log.state.entries.length > 0 && <LogList log={log.state} />}
    </HelperFrame>
  );
}

function Setup({ layout, onStart }: { layout: Layout; onStart: (names: string[], layout: Layout) => string | undefined }) {
  const [names, setNames] = useState<string[]>([]);
  const [step, setStep] = useState<'players' | 'track'>('players');
  if (step === 'players') {
    return (
      <Step id="setup-players" title="Who is playing?" rule={{ game: GAME, section: 'setting-up' }}>
        <PlayerSetup
          min={board.players.min}
          max={board.players.max}
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
  return (
    <Step id="setup-track" title="The score track" rule={{ game: GAME, section: 'the-score-track' }}>
      <LayoutEditor layout={layout} onBack={() => setStep('players')} onDone={(chosen) => onStart(names, chosen)} />
    </Step>
  );
}

interface PlayProps {
  game: State;
  error?: string;
  /** The take-back line of an Undo just made, shown in the step so the table sees it. */
  tookBack?: string;
  /** A lesson's scripted dice for the phone roll (the crypto generator otherwise). */
  rng?: Rng;
  /** A lesson's words, between what happened and the buttons they talk about. */
  banner?: ComponentChildren;
  onMove: (r: Result<State>, move: Move) => void;
  onAgain: () => void;
}

function Play({ game, error, tookBack, rng, banner, onMove, onAgain }: PlayProps) {
  const me = game.players[game.turn.player]!;
  const id = stepIdOf(game);
  const outcome = (
    <>
      {tookBack && (
        <p class="message notice sr-tookback" role="status">
          {tookBack}
        </p>
      )}
      <LastRoll game={game} />
      {shownEvents(game).length > 0 && (
        <ul class="sr-events" aria-label="What just happened">
          {shownEvents(game).map((e) => (
            <li>{e}</li>
          ))}
        </ul>
      )}
      <ErrorMessage error={error} />
      {banner}
    </>
  );
  if (game.winner !== null) {
    return (
      <Step id={id} title={`${game.players[game.winner]!.name} wins!`} rule={{ game: GAME, section: 'winning' }}>
        <div class="sr-step">
          {outcome}
          <button type="button" class="btn primary" onClick={onAgain}>
            Play again, same players and track
          </button>
        </div>
      </Step>
    );
  }
  const turn = `${me.name}'s ${game.turn.extra ? 'extra turn' : 'turn'}`;
  if (game.turn.awaitingTrack) {
    return (
      <Step id={id} title={`${turn}: choose a track`} rule={{ game: GAME, section: 'which-tracks-you-may-use' }}>
        <div class="sr-step">
          {outcome}
          {/* data-next: the screen follows to show every choice, not only the first (kit follow.ts). */}
          <div class="sr-choices" role="group" aria-label="Use this roll on" data-next>
            {choices(game).map((c) => {
              const t = trackOf(c.track);
              return (
                <button type="button" class="btn" onClick={() => onMove(advance(game, { track: c.track }), { move: 'choice', player: me.name })}>
                  <span class="sr-btn-main">
                    {t.name} ({c.track}s){c.stay ? ', stay' : ''}
                    <span class="visually-hidden">:</span>
                  </span>{' '}
                  <span class="sr-btn-sub">{describeChoice(c)}</span>
                </button>
              );
            })}
          </div>
        </div>
      </Step>
    );
  }
  const count = diceLeft(game);
  const onRoll = (dice: number[], source: RollSource) => onMove(roll(game, { dice }), { move: 'roll', player: me.name, roll: { dice, source } });
  return (
    <Step id={id} title={game.turn.rolls > 0 ? `${turn}: roll or stop` : turn} rule={{ game: GAME, section: game.turn.rolls > 0 ? 'stopping' : 'your-turn' }}>
      <div class="sr-step">
        {outcome}
        {/* data-next: Stop and the whole dice tray, down to "Use these dice", come on screen together. */}
        <div class="sr-actions" data-next>
          {game.turn.rolls > 0 && (
            <button type="button" class="btn primary sr-stop" onClick={() => onMove(stop(game), { move: 'stop', player: me.name })}>
              <span class="sr-btn-main">
                Stop<span class="visually-hidden">:</span>
              </span>{' '}
              <span class="sr-btn-sub">{describeStop(stopOutcome(game))}</span>
            </button>
          )}
          <DiceTray
            key={id}
            count={count}
            sides={6}
            label={game.turn.rolls > 0 ? `Or roll again: ${count} dice` : `Roll ${count} dice`}
            rng={rng}
            onRoll={onRoll}
          />
        </div>
      </div>
    </Step>
  );
}

/** The last move's lines, less the roll's own line when its dice are drawn just above (the log keeps it). */
function shownEvents(game: State): string[] {
  const dice = game.turn.roll;
  const me = game.players[game.turn.player]!;
  return dice && game.events[0] === rollWords(me.name, dice) ? game.events.slice(1) : game.events;
}

/** The dice of this turn's latest roll, 1s set aside shown apart. */
function LastRoll({ game }: { game: State }) {
  const dice = game.turn.roll;
  if (!dice) return null;
  const earlier = game.turn.ones - dice.filter((d) => d === 1).length;
  return (
    <div class="sr-lastroll" role="group" aria-label="Last roll">
      <div class="dice">
        {dice.map((d) => (
          <Die value={d} aside={d === 1} />
        ))}
      </div>
      {game.turn.ones > 0 && (
        <span>
          1s aside: <strong>{game.turn.ones}</strong>
          {earlier > 0 ? ` (${earlier} earlier)` : ''}
        </span>
      )}
    </div>
  );
}

/** After the step: odds, the board, the score track. */
function Reference({ game }: { game: State }) {
  const labels = tokenLabels(game.players.map((p) => p.name));
  const legal = game.winner === null ? legalTracks(game) : [];
  const pawns = game.players.flatMap((p, i) => (p.pawn ? [{ ...p.pawn, label: labels[i]!, name: p.name, mine: i === game.turn.player }] : []));
  const scoring = game.players.map((p, i) => ({ score: p.score, label: labels[i]!, name: p.name }));
  return (
    <div class="stack sr-reference">
      {game.winner === null && !game.turn.awaitingTrack && <OddsPanel game={game} />}
      <BoardTable pawns={pawns} legal={legal} caption="Challenge board (tracks you may use are shaded)" />
      <section class="stack" aria-labelledby="sr-score-heading">
        <h3 id="sr-score-heading">Score track</h3>
        <ScoreTrack layout={game.layout} pawns={scoring} />
        {/* A table that changed the track can print the board it is playing on (print studio). */}
        {JSON.stringify(game.layout) !== JSON.stringify(defaultLayout) && (
          <p>
            <a href={sitePath('print/#make-sibling-rivalry-board')}>Print this score track as a board</a>
          </p>
        )}
        <ul class="sr-standings">
          {game.players.map((p, i) => (
            <li>
              <strong>{labels[i]}</strong> {p.name}: {p.score > game.layout.length ? 'finished' : placeName(game.layout, p.score)}
              {p.pawn && `; challenging on ${trackOf(p.pawn.track).name} square ${p.pawn.square}`}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Scoreboard, 'Scoreboard');
