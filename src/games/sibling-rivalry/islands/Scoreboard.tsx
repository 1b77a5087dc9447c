import { useState } from 'preact/hooks';
import * as z from 'zod/mini';
import type { StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { DiceTray } from '~/kit/ui/DiceTray';
import { Die } from '~/kit/ui/Die';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { board, defaultLayout, squareOf, trackOf, type Layout } from '../data';
import { advance, advancedPawn, diceLeft, legalTracks, roll, setup, stop, type State } from '../engine';
import { tokenLabels } from '../labels';
import { layoutProblem, layoutSchema, stateProblem, stateSchema } from '../state';
import BoardTable from './BoardTable';
import LayoutEditor from './LayoutEditor';
import OddsPanel from './OddsPanel';
import ScoreTrack from './ScoreTrack';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';

/** What the phone keeps: the score track the table chose and the game in progress. */
const savedSchema = z.object({
  /** The score track for the next game (SR-1), kept between games. */
  layout: layoutSchema,
  /** The game in progress, or null before setup. */
  game: z.nullable(stateSchema),
});
type Saved = z.infer<typeof savedSchema>;

export const spec: StoreSpec<Saved> = {
  key: 'sibling-rivalry/game',
  version: 1,
  schema: savedSchema,
  check: (s) => layoutProblem(s.layout) ?? (s.game === null ? null : stateProblem(s.game)),
  initial: () => ({ layout: defaultLayout, game: null }),
};

/** The whole table on one phone: setup, then every roll, choice and stop, with the rules applied. */
function Scoreboard() {
  const saved = usePersistent(spec);
  const [error, setError] = useState<string | undefined>();
  const game = saved.state.game;

  const apply = (result: Result<State>) => {
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(undefined);
    saved.set({ ...saved.state, game: result.value });
  };

  return (
    <HelperFrame
      title="Scoreboard"
      ready={saved.ready}
      active={game !== null && game.winner === null}
      notice={saved.notice}
      onDismissNotice={saved.dismissNotice}
    >
      {game === null ? (
        <Setup
          layout={saved.state.layout}
          onStart={(names, layout) => {
            const started = setup({ players: names, layout });
            if (!started.ok) return started.error;
            saved.set({ layout, game: started.value });
            return undefined;
          }}
        />
      ) : (
        <Play game={game} onMove={apply} />
      )}
      <ErrorMessage error={error} />
      <UndoBar
        canUndo={saved.canUndo}
        onUndo={() => {
          setError(undefined);
          saved.undo();
        }}
        onNewGame={() => {
          setError(undefined);
          saved.set({ ...saved.state, game: null });
        }}
      />
    </HelperFrame>
  );
}

function Setup({ layout, onStart }: { layout: Layout; onStart: (names: string[], layout: Layout) => string | undefined }) {
  const [names, setNames] = useState<string[]>([]);
  const [step, setStep] = useState<'players' | 'track'>('players');
  if (step === 'players') {
    return (
      <div class="stack">
        <h3>Who is playing?</h3>
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
      </div>
    );
  }
  return (
    <div class="stack">
      <h3>The score track</h3>
      <LayoutEditor layout={layout} onBack={() => setStep('players')} onDone={(chosen) => onStart(names, chosen)} />
    </div>
  );
}

function Play({ game, onMove }: { game: State; onMove: (r: Result<State>) => void }) {
  const labels = tokenLabels(game.players.map((p) => p.name));
  const me = game.players[game.turn.player]!;
  const legal = game.winner === null ? legalTracks(game) : [];
  const pawns = game.players.flatMap((p, i) =>
    p.pawn ? [{ ...p.pawn, label: labels[i]!, name: p.name, mine: i === game.turn.player }] : [],
  );
  const scoring = game.players.map((p, i) => ({ score: p.score, label: labels[i]!, name: p.name }));

  return (
    <div class="stack">
      <div aria-live="polite">
        {game.winner !== null ? (
          <h3>{game.players[game.winner]!.name} wins!</h3>
        ) : (
          <h3>
            {me.name}'s {game.turn.extra ? 'extra turn' : 'turn'}
          </h3>
        )}
        <ul class="sr-events">
          {game.events.map((e) => (
            <li>{e}</li>
          ))}
        </ul>
      </div>
      {game.winner === null && (game.turn.awaitingTrack ? <ChooseTrack game={game} onMove={onMove} /> : <RollOrStop game={game} onMove={onMove} />)}
      <BoardTable pawns={pawns} legal={legal} caption="Challenge board (your tracks are shaded)" />
      <h3>Score track</h3>
      <ScoreTrack layout={game.layout} pawns={scoring} />
      <ul>
        {game.players.map((p, i) => (
          <li>
            <strong>{labels[i]}</strong> {p.name}: {p.score === 0 ? 'at Start' : p.score > game.layout.length ? 'finished' : `square ${p.score}`}
            {p.pawn && `; challenging on ${trackOf(p.pawn.track).name} square ${p.pawn.square}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RolledDice({ game }: { game: State }) {
  const dice = game.turn.roll;
  const earlierOnes = game.turn.ones - (dice?.filter((d) => d === 1).length ?? 0);
  if (!dice && game.turn.ones === 0) return null;
  return (
    <div class="stack">
      {dice && (
        <>
          <p>Last roll:</p>
          <div class="dice">
            {dice.map((d) => (
              <Die value={d} aside={d === 1} />
            ))}
          </div>
        </>
      )}
      {game.turn.ones > 0 && (
        <p>
          1s set aside this turn: <strong>{game.turn.ones}</strong>
          {earlierOnes > 0 && dice ? ` (${earlierOnes} from earlier rolls)` : ''}
        </p>
      )}
    </div>
  );
}

function ChooseTrack({ game, onMove }: { game: State; onMove: (r: Result<State>) => void }) {
  const me = game.players[game.turn.player]!;
  const dice = game.turn.roll ?? [];
  return (
    <div class="stack">
      <RolledDice game={game} />
      <p>
        <strong>Choose a track for this roll</strong>
      </p>
      <div class="stack sr-choices">
        {legalTracks(game).map((track) => {
          const after = advancedPawn(me.pawn, track, dice);
          const t = trackOf(track);
          const staying = me.pawn?.track === track;
          const where = !after
            ? staying || !me.pawn
              ? 'nothing moves'
              : 'your pawn comes off'
            : after.square >= 7
              ? `top square: ${squareOf(track, 7).points} points and another turn`
              : `to ${squareOf(track, after.square).name} (${squareOf(track, after.square).points})`;
          return (
            <button type="button" class="btn" onClick={() => onMove(advance(game, { track }))}>
              <span>
                {t.name} ({track}s){staying ? ', stay' : ''}
              </span>
              <span>{where}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function RollOrStop({ game, onMove }: { game: State; onMove: (r: Result<State>) => void }) {
  const count = diceLeft(game);
  return (
    <div class="stack">
      <RolledDice game={game} />
      <OddsPanel game={game} />
      {game.turn.rolls > 0 && (
        <button type="button" class="btn primary" onClick={() => onMove(stop(game))}>
          Stop and end the turn
        </button>
      )}
      <DiceTray
        key={`${game.turn.player}-${game.turn.rolls}-${game.turn.ones}`}
        count={count}
        sides={6}
        label={game.turn.rolls > 0 ? `Or roll again: ${count} dice` : `Roll ${count} dice`}
        onRoll={(dice) => onMove(roll(game, { dice }))}
      />
    </div>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Scoreboard, 'Scoreboard');
