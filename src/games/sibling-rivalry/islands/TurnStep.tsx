import type { ComponentChildren } from 'preact';
import type { Rng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { DiceTray, type RollSource } from '~/kit/ui/DiceTray';
import { Die } from '~/kit/ui/Die';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { Step } from '~/kit/ui/Step';
import { trackOf } from '../data';
import { advance, choices, diceLeft, roll, rollWords, stop, stopOutcome, type State } from '../engine';
import { stepIdOf } from '../state';
import { describeChoice, describeStop } from '../words';
import { apply, start, type Move, type TableStores } from './moves';
import Standings from './Standings';

/**
 * The step of the game under way: roll or stop, choose a track for the roll, and the
 * win at the end. What the last move did comes first, then the buttons, each saying
 * what it would do.
 */

const GAME = 'sibling-rivalry';

/** The step on screen for the game in progress, bound to the scoreboard's stores. */
export default function TurnStep({ stores, error }: { stores: TableStores; error?: string }) {
  const { saved, log } = stores;
  const game = saved.state.game!;
  const teaching = saved.teaching;
  const lastUndo = saved.cause === 'undo' && !teaching ? log.state.entries.findLast((e) => e.kind === 'undo') : undefined;
  return (
    <Turn
      game={game}
      error={error}
      tookBack={lastUndo?.lines[0]}
      rng={teaching?.rng}
      banner={teaching && <LessonBanner teaching={teaching} />}
      onMove={(result, move) => apply(stores, result, move)}
      onAgain={() => start(stores, game.players.map((p) => p.name), game.layout)}
    />
  );
}

interface TurnProps {
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

function Turn({ game, error, tookBack, rng, banner, onMove, onAgain }: TurnProps) {
  const me = game.players[game.turn.player]!;
  const id = stepIdOf(game);
  const outcome = (
    <>
      {/* First under the heading, so it is on screen wherever the step follower puts the heading. */}
      <Standings game={game} />
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
              // A choice that only takes your pawn off the board is marked apart, in words and look.
              const off = c.kind === 'off';
              return (
                <button
                  type="button"
                  class={off ? 'btn sr-off' : 'btn'}
                  onClick={() => onMove(advance(game, { track: c.track }), { move: 'choice', player: me.name })}
                >
                  <span class="sr-btn-main">
                    {t.name} ({c.track}s){c.stay ? ', stay' : ''}
                    {off && (
                      <>
                        {' '}
                        <span class="sr-tag">only removes your pawn</span>
                      </>
                    )}
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
