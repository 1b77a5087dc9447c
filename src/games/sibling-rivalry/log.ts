import type { Log, LogEntry, MoveKind } from './state';
import { takeBackWords } from './words';

/**
 * The table's log: every move in words, kept OUTSIDE the undo history (its own saved
 * store, store.ts `logSpec`), so an Undo can't erase what happened. A roll taken back
 * stays in the log as "Ann took back a roll of 1 1 4 5 6", so a quiet re-roll on the
 * phone is seen by all.
 *
 * Moves and Undos arrive in the same order as the game's undo history, so the moves not
 * yet taken back form a stack alongside it: an Undo takes back the latest of them. Each
 * move remembers the step it led to (state.ts `stepIdOf`), and an Undo checks it, so a
 * log that fell out of step (a save that failed) says "a move was taken back" rather
 * than blaming the wrong move.
 */

/** Enough for a long game; the oldest lines go first. */
export const LOG_LIMIT = 400;

export const emptyLog = (): Log => ({ entries: [] });

const capped = (entries: LogEntry[]): Log => ({ entries: entries.length > LOG_LIMIT ? entries.slice(entries.length - LOG_LIMIT) : entries });

export interface MoveRecord {
  /** The move's name, as game.ts `undo` and the take-back words know it. */
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
