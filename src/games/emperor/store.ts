import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { looksSave, tableSave } from './keys';
import { looksState, summary, problem, tableState, type Looks, type TableState } from './state';

/**
 * The looks a table saved before `taken` and `trace` lived in the table (state.ts): no
 * undo history, so Undo could not reopen a look. Nothing writes it any more; a phone may
 * still hold one saved before an update: the table carries it in on load (`tableSpec.legacy`).
 */
export const looksSpec: StoreSpec<Looks> = {
  key: looksSave.key,
  version: 1,
  schema: looksState,
  initial: () => ({ deal: '', done: [], trace: [] }),
  historyLimit: 0,
};

/**
 * The table on one phone; null until it starts. With the phone's identity cards it
 * holds every hand: a screen shows a hand only from its owner's view (game.ts), behind
 * their hand-over.
 */
export const tableSpec: StoreSpec<TableState | null> = {
  key: tableSave.key,
  version: 1,
  schema: v.nullable(tableState),
  check: (s) => (s === null ? null : problem(s)),
  initial: () => null,
  summary,
  // An old looks store's record, carried in as a look taken (Undo stops there, game.ts).
  legacy: [{ from: looksSpec, move: 'look', into: (table, looks) => withOldLooks(table, looks as Looks) }],
};

/**
 * The table with an old looks store's record carried in: the looks it lists as done are
 * taken, its trace comes first. The same table when the store is empty or belongs to
 * another deal (an earlier game's looks count for nothing).
 */
export function withOldLooks(table: TableState | null, looks: Looks): TableState | null {
  const identity = table?.identity;
  if (!table || !identity || looks.deal !== identity.deal) return table;
  const done = new Set(looks.done);
  if (looks.trace.length === 0 && !identity.looks.some((l) => !l.taken && done.has(l.id))) return table;
  return {
    ...table,
    identity: {
      ...identity,
      looks: identity.looks.map((l) => (done.has(l.id) ? { ...l, taken: true } : l)),
      trace: [...looks.trace, ...(identity.trace ?? [])],
    },
  };
}
