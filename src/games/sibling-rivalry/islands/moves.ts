import type { Result } from '~/kit/result';
import type { Teachable } from '~/kit/ui/useLesson';
import type { Persistent } from '~/kit/ui/usePersistent';
import type { Layout } from '../data';
import { setup, type State } from '../engine';
import { undoName, type moves } from '../game';
import { recordMove, recordUndo, type MoveRecord } from '../log';
import { stepIdOf, type Log, type Saved } from '../state';

/**
 * A tap's move on the scoreboard's two stores: the game moves under its name, so Undo
 * follows the rule game.ts declares for it, and the log (outside the undo history) says
 * what happened or what was taken back. Reached through screens.ts.
 */

/** The scoreboard's stores and its error line, handed from the helper to its screens. */
export interface TableStores {
  saved: Teachable<Saved, keyof typeof moves>;
  log: Persistent<Log>;
  setError: (error: string | undefined) => void;
}

export type Move = Omit<MoveRecord, 'after' | 'lines'>;

/** Saves the game by the move's Undo rule and writes the move into the log. */
function commit(t: TableStores, next: Saved, move: Move, lines: string[]): void {
  t.setError(undefined);
  t.saved.move(undoName(move.move, move.roll?.source), next);
  // The log is the table's: a lesson's practice moves stay out of it.
  if (!t.saved.teaching) t.log.set(recordMove(t.log.state, { ...move, lines, after: stepIdOf(next.game) }));
}

/** A move's result: saved and logged, or its refusal shown. */
export function apply(t: TableStores, result: Result<State>, move: Move): void {
  if (!result.ok) {
    t.setError(result.error);
    return;
  }
  const prev = t.saved.state.game?.events ?? [];
  const events = result.value.events;
  // A choice appends to the roll's lines; log only what it added.
  const fresh = move.move === 'choice' && prev.every((e, i) => events[i] === e) ? events.slice(prev.length) : events;
  commit(t, { ...t.saved.state, game: result.value }, move, fresh);
}

/** A new game on `layout`; the reason in words when it can't start. */
export function start(t: TableStores, names: string[], layout: Layout): string | undefined {
  const started = setup({ players: names, layout });
  if (!started.ok) return started.error;
  commit(t, { layout, game: started.value }, { move: 'start', player: null }, [`New game: ${names.join(', ')}.`, ...started.value.events]);
  return undefined;
}

/** Undo: the log says what was taken back, then the game steps back. */
export function undo(t: TableStores): void {
  t.setError(undefined);
  if (!t.saved.teaching) t.log.set(recordUndo(t.log.state, stepIdOf(t.saved.state.game)));
  t.saved.undo();
}

/**
 * "New game", confirmed: back to setup on the same score track. The game and its log end
 * together, as every helper's New game ends a game: the frame offers to bring them back
 * until the new game's first move (kit ui/afterTouch.tsx).
 */
export function newGame(t: TableStores): void {
  t.setError(undefined);
  // Already setting up: nothing to throw away.
  if (t.saved.state.game === null) return;
  t.saved.reset({ layout: t.saved.state.layout, game: null });
  if (!t.saved.teaching) t.log.reset();
}
