import type { FollowMoves } from '~/kit/link/live/follow/games';
import { load, write } from '~/kit/persist';
import { fail, type Result } from '~/kit/result';
import { roll } from './engine';
import { recordMove } from './log';
import { stepIdOf, type Saved } from './state';
import { rules } from './game';
import { logSpec } from './store';

/**
 * Sibling Rivalry on its players' own phones (kit/link/live/follow): the board phone stays
 * the table, and the player whose turn it is rolls on their own phone (SR-12: the roll
 * stands, as a roll on the board phone does). The roll comes as the declared `own-roll`
 * move; the board says whose phone rolled, and the log keeps it as a phone roll.
 */

/** The line the board and the log show under a roll made on a player's own phone. */
export const rolledOn = (name: string): string => `Rolled on ${name}’s own phone.`;

function apply(s: Saved, seat: number, name: string, args: Record<string, unknown>): Result<Saved> {
  const game = s.game;
  if (name !== 'own-roll') return fail('This move can’t be made from a player’s phone.');
  if (game === null) return fail('No game is in progress on the board phone.');
  if (game.winner !== null) return fail(`The game is over: ${game.players[game.winner]!.name} won.`);
  const whose = game.players[game.turn.player]!.name;
  if (seat !== game.turn.player) return fail(`It is ${whose}’s turn: only ${whose}’s phone can roll now.`);
  if (game.turn.awaitingTrack) return fail(`${whose}: choose a track for the last roll on the board phone first.`);
  const dice = args.dice;
  if (!Array.isArray(dice) || !dice.every((d) => Number.isInteger(d))) return fail('These dice were changed or misread: roll again.');
  const rolled = roll(game, { dice: dice as number[] });
  if (!rolled.ok) return rolled;
  // Said right under the roll, before what it did (a catch, a pawn moved), so it is on screen with the dice.
  const [said, ...then] = rolled.value.events;
  return { ok: true, value: { ...s, game: { ...rolled.value, events: [said!, rolledOn(whose), ...then] } } };
}

/** The table's log beside the save: the roll, marked as rolled on a phone (the board's own log words). */
function after(storage: Storage, before: Saved, next: Saved, seat: number): void {
  const game = next.game!;
  const loaded = load(logSpec, storage);
  const name = before.game!.players[seat]!.name;
  const dice = game.turn.roll ?? [];
  const log = recordMove(loaded.saved.state, { move: 'roll', player: name, lines: game.events, roll: { dice, source: 'phone' }, after: stepIdOf(game) });
  write(logSpec, { state: log, history: [] }, storage, loaded.raw);
}

const follow: FollowMoves<Saved> = {
  game: rules,
  seats: (s) => s.game?.players.map((p) => p.name) ?? [],
  apply,
  after,
};
export default follow;
