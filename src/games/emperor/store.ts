import * as z from 'zod/mini';
import type { StoreSpec } from '~/kit/persist';
import { nameOf, tableProblem, tableState, type TableState } from './engine';

/** One line for the home page's Resume list: the round, whose turn, who is still alive. */
export function summary(s: TableState | null): string | null {
  if (s === null) return null;
  if (s.winner) return s.winner.side === 'rebels' ? 'Game over: the Rebels won' : "Game over: the Emperor's side won";
  const alive = s.players.filter((p) => p.alive).length;
  const who = s.current !== null ? `${nameOf(s, s.current)}'s turn` : `${nameOf(s, s.emperor)} (the Emperor) picks the direction`;
  return `Round ${s.round} · ${who} · ${alive} of ${s.players.length} alive`;
}

/**
 * The table on one phone; null until it starts. With the phone's identity cards it
 * holds every hand: the island renders one only behind its owner's hand-over.
 */
export const tableSpec: StoreSpec<TableState | null> = {
  key: 'emperor/table',
  version: 1,
  schema: z.nullable(tableState),
  check: (s) => (s === null ? null : tableProblem(s)),
  initial: () => null,
  summary,
};
