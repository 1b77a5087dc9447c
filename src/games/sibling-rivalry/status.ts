import type { State } from './state';

/**
 * The home page's Resume line (kit persist `summary`): whose turn and every scoring
 * pawn's square, "Ann's turn · Ann 4, Ben 9"; null before a game starts.
 */
export function statusLine(game: State | null): string | null {
  if (game === null) return null;
  const scores = game.players.map((p) => `${p.name} ${p.score > game.layout.length ? 'home' : p.score}`).join(', ');
  if (game.winner !== null) return `${game.players[game.winner]!.name} won · ${scores}`;
  const who = game.players[game.turn.player]!.name;
  return `${who}'s ${game.turn.extra ? 'extra turn' : 'turn'} · ${scores}`;
}
