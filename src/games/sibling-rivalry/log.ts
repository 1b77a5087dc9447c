import * as z from 'zod/mini';
import type { State } from './state';

/**
 * The table's log: every move in words, kept OUTSIDE the undo history (its own saved
 * store), so an Undo can't erase what happened. A roll taken back stays in the log as
 * "Ann took back a roll of 1 1 4 5 6", so a quiet re-roll on the phone is seen by all.
 *
 * Moves and Undos arrive in the same order as the game's undo history, so the moves not
 * yet taken back form a stack alongside it: an Undo takes back the latest of them. Each
 * move remembers the step it led to, and an Undo checks it, so a log that fell out of
 * step (a save that failed) says "a move was taken back" rather than blaming the wrong move.
 */

/** What kind of move an entry records, for the words of its take-back. */
const moveKind = z.enum(['roll', 'choice', 'stop', 'start', 'new-game']);

/** One line (or a few) of the log. */
export const logEntrySchema = z.object({
  /** 'move' for a move, 'undo' for the line an Undo adds. */
  kind: z.enum(['move', 'undo']),
  /** The words shown, one sentence per item. */
  lines: z.array(z.string()),
  /** For a move: which kind, so its take-back can be described. */
  move: z.nullable(moveKind),
  /** For a move: who made it. */
  player: z.nullable(z.string()),
  /** For a roll: the faces, and whether the phone rolled them or they were typed. */
  roll: z.nullable(z.object({ dice: z.array(z.int().check(z.minimum(1), z.maximum(6))), source: z.enum(['phone', 'typed']) })),
  /** For a move: the step id it led to (see stepIdOf), checked when it is taken back. */
  after: z.nullable(z.string()),
  /** True once an Undo took this move back; it stays in the log, marked. */
  takenBack: z.boolean(),
});

export const logSchema = z.object({
  /** Oldest first. */
  entries: z.array(logEntrySchema),
});

export type LogEntry = z.infer<typeof logEntrySchema>;
export type Log = z.infer<typeof logSchema>;
export type MoveKind = z.infer<typeof moveKind>;

/** Enough for a long game; the oldest lines go first. */
export const LOG_LIMIT = 400;

export const emptyLog = (): Log => ({ entries: [] });

const capped = (entries: LogEntry[]): Log => ({ entries: entries.length > LOG_LIMIT ? entries.slice(entries.length - LOG_LIMIT) : entries });

/**
 * The step a saved game is at. Changes after every roll, choice and stop (a roll counts
 * in `rolls`, a choice clears `awaitingTrack`, a stop or catch starts another turn, a top
 * square starts an extra turn at 0 rolls), so the kit's Step follows each of them.
 */
export function stepIdOf(game: State | null): string {
  if (game === null) return 'setup';
  if (game.winner !== null) return `won-${game.winner}`;
  const started = game.players.reduce((n, p) => n + p.turns, 0);
  const t = game.turn;
  return `turn-${started}${t.extra ? 'x' : ''}-p${t.player}-r${t.rolls}-o${t.ones}-${t.awaitingTrack ? 'choose' : 'roll'}`;
}

export interface MoveRecord {
  move: MoveKind;
  player: string | null;
  lines: string[];
  roll?: { dice: number[]; source: 'phone' | 'typed' } | null;
  /** Step id of the state the move led to. */
  after: string;
}

/** Adds a move to the log. */
export function recordMove(log: Log, m: MoveRecord): Log {
  const entry: LogEntry = { kind: 'move', lines: m.lines, move: m.move, player: m.player, roll: m.roll ?? null, after: m.after, takenBack: false };
  return capped([...log.entries, entry]);
}

/** The words for taking back a move. */
export function takeBackWords(entry: LogEntry): string {
  const who = entry.player ?? 'The table';
  switch (entry.move) {
    case 'roll':
      return `${who} took back a roll of ${entry.roll?.dice.join(' ') ?? '?'}${entry.roll?.source === 'phone' ? ' (rolled on the phone)' : ' (typed in)'}.`;
    case 'choice':
      return `${who} took back a choice of track.`;
    case 'stop':
      return `${who} took back stopping.`;
    case 'start':
      return 'The start of the game was taken back.';
    case 'new-game':
      return 'Starting a new game was taken back: the earlier game is back.';
    default:
      return 'A move was taken back.';
  }
}

/**
 * An Undo from the step `current`: marks the latest move not yet taken back and adds a
 * line saying what was taken back.
 */
export function recordUndo(log: Log, current: string): Log {
  let i = log.entries.length - 1;
  while (i >= 0 && (log.entries[i]!.kind !== 'move' || log.entries[i]!.takenBack)) i--;
  const last = i >= 0 ? log.entries[i]! : null;
  if (!last || last.after !== current) {
    return capped([...log.entries, { kind: 'undo', lines: ['A move was taken back.'], move: null, player: null, roll: null, after: null, takenBack: false }]);
  }
  const entries = log.entries.map((e, j) => (j === i ? { ...e, takenBack: true } : e));
  return capped([...entries, { kind: 'undo', lines: [takeBackWords(last)], move: null, player: last.player, roll: null, after: null, takenBack: false }]);
}
