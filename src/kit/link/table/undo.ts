import type { Moves, UndoRule, UndoWhen } from '../../game';

/**
 * Undo on a phone at a table of phones, derived from the declarations: a move that stays
 * on this phone (a note before its seal, a question picked) keeps its declared rule; a
 * move that made or took a code (a seat, a start, a commit, an opening) is a stop,
 * because another phone may already have acted on it and one phone can't take it back.
 */
export type Passing = 'stays' | 'passes';

export function linkedUndo<N extends string>(moves: Moves, made: Readonly<Record<N, Passing | { runs: string }>>): Record<N, UndoRule | UndoWhen> {
  return Object.fromEntries(
    Object.entries<Passing | { runs: string }>(made).map(([name, how]) => {
      if (how === 'passes') return [name, 'stop'];
      const declared = moves[typeof how === 'string' ? name : how.runs];
      return [name, declared?.undo ?? 'back'];
    }),
  ) as Record<N, UndoRule | UndoWhen>;
}
