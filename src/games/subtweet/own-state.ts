import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { int, list, text } from '~/kit/schema';
import { ownSave } from './keys';
import { problem, stateSchema, tableSummary } from './state';

/**
 * The save of "Each on our own phone" (own.ts has the moves). Every phone holds the game
 * as `view(state, seat)` (the whole state: SUBTWEET keeps no secret in it), and its own
 * sealed choice of the turn only encrypted to its own key (kit table/sealed.ts).
 */

const hex = v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{2})*$/));
/** Frames shown in turn (a rejoin too long for one, kit `rejoinCodes`): their hex, a space between (`framesOf`). */
const codes = v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{2})*(?: (?:[0-9a-f]{2})+)*$/));
/** The frames of a `codes` field as hex, in the order they are scanned, and back. */
export const framesOf = (code: string): string[] => code.split(' ');
export const framesText = (hexes: string[]): string => hexes.join(' ');
/**
 * A phone brought back mid-step holds its step's moves only as this many `TAKEN` entries
 * (the rejoin code counts them, it doesn't carry them): a newer code of the same step
 * gives it the moves after them.
 */
export const TAKEN = 'taken';
/**
 * A declared move and its arguments, as the table phone says it (bytes as hex). The
 * arguments are checked where they are used, by the move's declaration (fields.ts) and the
 * engine's own move (`ownProblem` checks it is an object): a record schema here would put
 * a validator into the store file every play page shares.
 */
const entry = v.object({ move: v.string(), args: v.unknown() as v.GenericSchema<Record<string, unknown>> });

export const ownSchema = v.object({
  /** The table's code (30 bits): every code this phone makes or takes carries it. */
  table: int(0, 2 ** 30 - 1),
  /** This phone's seat: 0 is the table phone, which opened the table; null until a joining phone takes the start. */
  seat: v.nullable(int(0, 11)),
  /** The players by seat (a joining phone: its own name until the start). */
  names: list(text(), 1, 12),
  /** The game, as every phone holds it; null before the start. */
  game: v.nullable(stateSchema),
  /** How many of the table phone's codes began a new step: every code carries it (mod 256). */
  step: int(0),
  /** The table phone's code for this step, as its moves: what this phone has taken (or, on the table phone, said). */
  log: v.array(entry),
  /** The table phone only: moves made while every phone is busy with the turn, said with its next code. */
  outbox: v.array(entry),
  /** The table phone shows its latest code (the start, a turn's result, the way out of a pass) until its player taps on. */
  show: v.boolean(),
  /** This phone's own fist or corner for the turn: its digest, and the move and salt boxed to this phone's key. */
  sealed: v.nullable(v.object({ step: int(0), digest: hex, kept: hex })),
  /** Every seat's commit of the turn, by seat (the table phone gathers them; every phone keeps them from its code). */
  commits: v.array(v.nullable(hex)),
  /** The table phone only: every seat's opening once its seal is gathered, by seat (salt and the move). */
  opens: v.array(v.nullable(v.object({ salt: hex, entry }))),
  /**
   * The table phone only: each seat's own box of its sealed choice, as it rode in its commit
   * (kit table/messages.ts `commitCode(…, kept)`), kept to bring that seat's phone back (ST-7).
   */
  boxes: v.optional(v.array(v.nullable(hex)), []),
  /** The table phone only: the game as the other phones hold it while moves wait in `outbox` (what a phone brought back starts from). */
  said: v.optional(v.nullable(stateSchema), null),
  /** The table phone, or a phone bringing the table phone back: the rejoin code on show for `seat`'s phone (ST-7). */
  back: v.optional(v.nullable(v.object({ seat: int(0, 11), code: codes })), null),
});

export type OwnState = v.InferOutput<typeof ownSchema>;

const isArgs = (a: unknown): boolean => typeof a === 'object' && a !== null && !Array.isArray(a);

export function ownProblem(s: OwnState): string | null {
  if ([...s.log, ...s.outbox, ...s.opens.map((o) => o?.entry)].some((e) => e && !isArgs(e.args))) return 'a move without its arguments';
  if (!s.game) return null;
  return problem(s.game) ?? (s.seat === null || s.names.length !== s.game.players.length ? 'a game started before every phone joined' : null);
}

/** The own-phone save: apart from store.ts, so one-phone play never loads its schema. */
export const ownSpec: StoreSpec<OwnState | null> = {
  ...ownSave,
  version: 1,
  schema: v.nullable(ownSchema),
  check: (s) => (s === null ? null : ownProblem(s)),
  initial: () => null,
  summary: (s) => (s?.game ? `On your own phone · ${tableSummary(s.game) ?? 'game over'}` : null),
};
