import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { looksState, tableProblem, tableState, type Looks, type TableState } from './state';

/** One line for the home page's Resume list: the round, whose turn, who is still alive. */
export function summary(s: TableState | null): string | null {
  if (s === null) return null;
  if (s.winner) return s.winner.side === 'rebels' ? 'Game over: the Rebels won' : "Game over: the Emperor's side won";
  const alive = s.players.filter((p) => p.alive).length;
  const who = s.current !== null ? `${s.players[s.current]!.name}'s turn` : `${s.players[s.emperor]!.name} (the Emperor) picks the direction`;
  return `Round ${s.round} · ${who} · ${alive} of ${s.players.length} alive`;
}

/**
 * The table on one phone; null until it starts. With the phone's identity cards it
 * holds every hand: the island renders one only behind its owner's hand-over.
 */
export const tableSpec: StoreSpec<TableState | null> = {
  key: 'emperor/table',
  version: 1,
  schema: v.nullable(tableState),
  check: (s) => (s === null ? null : tableProblem(s)),
  initial: () => null,
  summary,
};

/** The private looks already taken (see looks.ts): no undo history, on purpose. */
export const looksSpec: StoreSpec<Looks> = {
  key: 'emperor/looks',
  version: 1,
  schema: looksState,
  // NO_LOOKS (looks.ts), written out: looks.ts comes with the game's screens, not with the page.
  initial: () => ({ deal: '', done: [], trace: [] }),
  // Nothing to undo: see looks.ts.
  historyLimit: 0,
};
