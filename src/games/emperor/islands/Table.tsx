import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SecretStep } from '~/kit/handoff';
import { cryptoRng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { laterModule } from '~/kit/ui/onDemand';
import { UndoBar } from '~/kit/ui/UndoBar';
import type { Teachable } from '~/kit/ui/useLesson';
import { look, shuffleCards } from '../cards';
import type { Moves } from '~/kit/game';
import { moves, secret, UNDO_OFF, type Move as TableMove } from '../game';
import type { TableState } from '../state';
import { TURN_ORDER } from '../words';
import { LookStep, type OpenLook } from './Look';
import { nonce } from './nonce';
import type { Choice, Move, Picking } from './picker';
import { News } from './News';

/** The screens after the deal's looks (play-screens.ts): preloaded while the last looks are owed. */
const play = laterModule(() => import('./play-screens'), { atTouch: false });
const Picker = play.screen('Picker');
const InstinctBar = play.screen('InstinctBar');
const DirectionStep = play.screen('DirectionStep');
const OverStep = play.screen('OverStep');
const RebelCheckStep = play.screen('RebelCheckStep');
const TurnStep = play.screen('TurnStep');
const WaitingCondemns = play.screen('WaitingCondemns');
const SeatCircle = play.screen('SeatCircle');
/** Starts loading the play's screens (Setup.tsx, for printed cards: the table starts with no looks owed). */
export const preloadPlay = (): void => void play.preload().catch(() => undefined);
/** How many looks may still be owed when the play's screens start loading: the last two players' hand-overs give them time. */
const PLAY_NEAR = 2;


/** Pickers for a card played on the current player's turn: none once the turn has passed. */
const TURN_PICKERS = new Set<Picking['kind']>(['transposition', 'condemn', 'other', 'investigate', 'investigation', 'swap', 'reveal']);

export interface TableProps {
  /** The table's store (or the lesson's). */
  game: Teachable<TableState | null, TableMove>;
  /** Its state: a table under way (the helper shows the way in while it is null). */
  state: TableState;
  /** New game: back to the way in (the helper clears the store). */
  onNewGame: () => void;
  /** The table phone of "Each on our own phone": the cards are on the players' phones, so no "See your cards again". */
  own?: boolean;
  /** Told of each move a picker gathered, with its arguments, before it is made (the own-phone table phone records a look's card from them). */
  onPicked?: (move: Move) => void;
}

/**
 * The table under way, one decision a screen: the deal's looks, each turn, the cards
 * played, the end. A player's cards (their hand, what an Investigate shows) appear only
 * behind their hand-over, drawn from their view (game.ts). Reference comes after the
 * step; the instinct cards and blocks sit in a bar at the foot of the screen.
 */
export function Table({ game, state: s, onNewGame, own = false, onPicked }: TableProps) {
  const teaching = game.teaching;
  const [picking, setPicking] = useState<Picking | null>(null);
  const [open, setOpen] = useState<OpenLook | null>(null);
  const [error, setError] = useState<string | undefined>();
  // Each Undo draws the step afresh, so the step follower brings it (and what Undo changed in it)
  // into view even when the step is the same one: Undo sits far below it.
  const [undone, setUndone] = useState(0);

  const clear = () => {
    setPicking(null);
    setOpen(null);
    setError(undefined);
  };
  const run = (name: TableMove, result: Result<TableState>) => {
    if (!result.ok) return setError(result.error);
    clear();
    game.move(name, result.value);
  };
  const ask = (p: Picking) => {
    setPicking(p);
    setError(undefined);
  };
  const onChoose = (choice: Choice) => {
    if (!picking) return;
    // A picker is on screen, so its module is here: the move is made at once.
    play.run((code) => {
      const picked = code.choose(s, picking, choice, nonce());
      if ('picking' in picked) return ask(picked.picking);
      const { name, args } = picked.move;
      onPicked?.(picked.move);
      run(name, (code.PICKED[name] as (s: TableState, args: unknown) => Result<TableState>)(s, args));
    }, setError);
  };

  const step = open?.step ?? secret(s);
  const playNear = step === null || (s.identity?.looks.filter((l) => !l.taken).length ?? 0) <= PLAY_NEAR;
  useEffect(() => {
    if (playNear) preloadPlay();
  }, [playNear]);
  /** Its viewer unlocked the look: it is taken for good (Undo stops there) and stays on screen until hidden. */
  const onUnlock = (unlocked: SecretStep) => {
    const owed = s.identity?.looks.find((l) => l.id === unlocked.id && !l.taken);
    const taken = owed && look(s, { id: owed.id });
    if (!owed || !taken?.ok) return;
    game.move('look', taken.value);
    setOpen({ step: unlocked, look: owed });
  };

  const cur = s.current;
  const showPicker = picking !== null && (cur !== null || !TURN_PICKERS.has(picking.kind));
  const block = (condemn: number) => ask({ kind: 'block', condemn });
  let panel = null;
  if (step !== null) {
    const again = step.id.startsWith('again:');
    panel = (
      <LookStep
        state={s}
        step={step}
        open={open}
        cause={game.cause}
        news={<News state={s} />}
        onUnlock={onUnlock}
        onHide={() => setOpen(null)}
        // The request is the last move, so calling it off is taking it back.
        onCancel={
          again
            ? () => {
                clear();
                game.undo();
              }
            : undefined
        }
      />
    );
  } else if (s.winner) {
    panel = <OverStep state={s} />;
  } else if (s.rebelCheck) {
    panel = <RebelCheckStep state={s} error={error} onAnswer={(rebel) => play.run((code) => run('answerRebelCheck', code.answerRebelCheck(s, { rebel })), setError)} />;
  } else if (showPicker) {
    panel = <Picker state={s} picking={picking} onChoose={onChoose} onCancel={clear} error={error} />;
  } else if (s.direction === null) {
    panel = <DirectionStep state={s} error={error} onChoose={(direction) => play.run((code) => run('chooseDirection', code.chooseDirection(s, { direction })), setError)} />;
  } else if (cur !== null) {
    panel = (
      <TurnStep
        state={s}
        error={error}
        condemns={teaching && <WaitingCondemns state={s} />}
        onPick={ask}
        onShuffle={() => run('shuffleCards', shuffleCards(s, cryptoRng()))}
        onEnd={() => play.run((code) => run('endTurn', code.endTurn(s)), setError)}
      />
    );
  }

  // Reference comes after the step; the instinct cards' bar comes right after the step. Both
  // only while nothing secret is on screen: an instinct move now would wipe a look still owed.
  const table = step === null && picking === null;
  // Nothing else is played while the table answers about a caster's cards (EW-7).
  const inPlay = table && !s.winner && !s.rebelCheck;
  const trace = s.identity?.trace ?? [];
  const looks = s.identity?.looks ?? [];
  const stopped = game.canUndo
    ? null
    : game.stoppedBy !== null && typeof (moves as Moves)[game.stoppedBy]?.undo === 'function'
      ? UNDO_OFF.shown
      : s.log.length === 1 && looks.some((l) => l.taken && l.id.startsWith('deal:'))
      ? UNDO_OFF.deal
      : looks.some((l) => l.taken && !l.id.startsWith('deal:'))
        ? UNDO_OFF.look
        : null;

  return (
    <div class="stack">
      {teaching && <LessonBanner teaching={teaching} />}
      <Fragment key={undone}>{panel}</Fragment>
      {/* Right under the step: held at the foot of the screen while the step runs past it, and
          scrolled away above the seat circle, the log and Undo, so it never covers them. */}
      {inPlay && <InstinctBar state={s} onOpen={() => ask({ kind: 'instinct' })} onBlock={block} />}
      {table && <SeatCircle state={s} />}
      {/* EW-10, beside the order the circle shows. */}
      {table && s.direction !== null && !s.winner && <p class="emp-hint">{TURN_ORDER}</p>}
      {inPlay && s.identity && !own && (
        <button type="button" class="btn" onClick={() => ask({ kind: 'again' })}>
          See your cards again
        </button>
      )}
      {table && (s.log.length > 0 || trace.length > 0) && (
        <details>
          <summary>Everything that happened</summary>
          <ol class="emp-log">
            {s.log.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
          {trace.length > 0 && (
            <>
              <h4>Secret looks (Undo doesn't remove these)</h4>
              <ol class="emp-log" aria-label="Secret looks">
                {trace.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ol>
            </>
          )}
        </details>
      )}
      {table && trace.length > 0 && <p class="emp-hint emp-trace">Last secret look: {trace.at(-1)}</p>}
      <UndoBar
        canUndo={game.canUndo}
        off={stopped}
        onUndo={() => {
          clear();
          game.undo();
          setUndone((n) => n + 1);
        }}
        onNewGame={() => {
          clear();
          onNewGame();
        }}
        newGameLabel="New game"
      />
    </div>
  );
}
