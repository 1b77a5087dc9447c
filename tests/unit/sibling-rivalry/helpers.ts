import { unwrap, type Result } from '~/kit/result';
import { setup, type Pawn, type State } from '~/games/sibling-rivalry/engine';
import type { Layout } from '~/games/sibling-rivalry/data';

/** A new game for these names (default layout unless given). */
export function newGame(names = ['Ann', 'Ben'], layout?: Layout): State {
  return unwrap(setup({ players: names, layout }));
}

/**
 * A game spread to an exact position: scores and challenge pawns by player index,
 * plus turn fields (boardgame.io-style custom setup).
 */
export function position(
  names: string[],
  place: { scores?: number[]; pawns?: (Pawn | null)[]; turn?: Partial<State['turn']>; layout?: Layout },
): State {
  const base = newGame(names, place.layout);
  return {
    ...base,
    players: base.players.map((p, i) => ({
      ...p,
      score: place.scores?.[i] ?? 0,
      pawn: place.pawns?.[i] ?? null,
    })),
    turn: { ...base.turn, ...place.turn },
  };
}

/** The error of a result that must have failed. */
export function errorOf<T>(result: Result<T>): string {
  if (result.ok) throw new Error('Expected the move to be refused');
  return result.error;
}

/** Applies moves in order; each must succeed. */
export function play(state: State, ...moves: ((s: State) => Result<State>)[]): State {
  return moves.reduce((s, move) => unwrap(move(s)), state);
}
