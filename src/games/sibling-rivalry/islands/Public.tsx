import { useState } from 'preact/hooks';
import type { PublicProps } from '~/kit/link/live/follow/games';
import { cryptoRng, rollDice } from '~/kit/random';
import { Die } from '~/kit/ui/Die';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { diceLeft } from '../engine';
import type { Saved } from '../state';
import Reference from './Reference';
import Standings from './Standings';

/**
 * Sibling Rivalry on a phone following the board phone (kit/link/live/follow): whose turn,
 * the standings, the last roll with what it did, the challenge board and the score track,
 * as the board phone shows them. A player who says which player this phone is rolls their
 * own dice here on their turn (crypto randomness, kit random.ts); the board phone checks
 * and records it (follow.ts). Every other move is made on the board phone.
 */

const MINE = 'tablemate-follow-seat';
const remembered = (): number | null => {
  try {
    const n = Number(sessionStorage.getItem(MINE));
    return sessionStorage.getItem(MINE) === null || !Number.isInteger(n) ? null : n;
  } catch {
    return null;
  }
};

export default function Public({ view, act, refused }: PublicProps<Saved>) {
  const [mine, setMine] = useState<number | null>(remembered);
  const choose = (seat: number | null) => {
    setMine(seat);
    try {
      if (seat === null) sessionStorage.removeItem(MINE);
      else sessionStorage.setItem(MINE, String(seat));
    } catch {
      // Kept for this page only.
    }
  };
  const game = view.game;
  if (game === null) return <p>The board phone is setting up a game.</p>;
  const whose = game.players[game.turn.player]!;
  const me = mine !== null && mine < game.players.length ? mine : null;
  const title = game.winner !== null ? `${game.players[game.winner]!.name} wins!` : `${whose.name}'s ${game.turn.extra ? 'extra turn' : 'turn'}`;
  const myTurn = me !== null && game.winner === null && me === game.turn.player;
  const count = diceLeft(game);
  return (
    <div class="stack sr-step">
      <h2 style={{ margin: 0 }}>{title}</h2>
      {me === null ? (
        <div class="stack" role="group" aria-label="Whose phone is this?">
          <p style={{ margin: 0 }}>Whose phone is this? A player rolls their own dice here on their turn.</p>
          <div class="row" style={{ flexWrap: 'wrap', gap: '0.5rem' }}>
            {game.players.map((p, i) => (
              <button type="button" class="btn" onClick={() => choose(i)}>
                {p.name}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <div class="stack">
          {myTurn && !game.turn.awaitingTrack && act && (
            <button type="button" class="btn primary" onClick={() => act(me, 'own-roll', { dice: rollDice(cryptoRng(), count, 6) })}>
              Roll {count} dice on {game.players[me]!.name}’s phone
            </button>
          )}
          <p style={{ margin: 0 }}>
            {myTurn
              ? game.turn.awaitingTrack
                ? 'Choose the track on the board phone.'
                : game.turn.rolls > 0
                  ? 'Or stop on the board phone.'
                  : 'Your turn: roll here.'
              : `This is ${game.players[me]!.name}’s phone: it rolls on ${game.players[me]!.name}’s turn.`}{' '}
            <button type="button" class="btn small" onClick={() => choose(null)}>
              Not {game.players[me]!.name}?
            </button>
          </p>
        </div>
      )}
      <ErrorMessage error={refused} />
      {game.turn.roll && (
        <div class="sr-lastroll" role="group" aria-label="Last roll">
          <div class="dice">
            {game.turn.roll.map((d) => (
              <Die value={d} aside={d === 1} />
            ))}
          </div>
        </div>
      )}
      {game.events.length > 0 && (
        <ul class="sr-events" aria-label="What just happened">
          {game.events.map((e) => (
            <li>{e}</li>
          ))}
        </ul>
      )}
      <Standings game={game} />
      <Reference game={game} />
    </div>
  );
}
