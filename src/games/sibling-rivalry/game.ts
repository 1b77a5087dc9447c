import { defineGame, type UndoRule, type UndoRules } from '~/kit/game';
import { summary, type MoveKind, type Saved } from './state';
import { logSpec, spec } from './store';

/**
 * Sibling Rivalry's contract (kit/game.ts `GameModule`).
 *
 * No secrets: every die is rolled in the open and every pawn stands on the board, so
 * what a player may see is the whole state and no step is secret. `view` (the state
 * itself) and `secret` (null) are the kit's defaults.
 */

/**
 * Undo, per move: every move the scoreboard makes (islands/moves.ts), by the name the
 * log knows it under (state.ts `MoveKind`; the type below fails for one left out).
 * Every move goes `back`; the log stays outside the Undo history, so what was taken back
 * is still read by the table ("Ann took back a roll of 1 1 4 5 6").
 */
export const undo = {
  // SR-5: a roll, on the phone or typed in, goes back; the log keeps it, so a re-roll is seen by all.
  roll: 'back',
  // SR-4: the track chosen for a roll goes back to the choice.
  choice: 'back',
  // SR-6: a stop goes back to the roll-or-stop step.
  stop: 'back',
  // SR-11: the start goes back to setting up (who plays, in which order).
  start: 'back',
  // No ruling: "New game" is asked twice, and Undo still brings the earlier game back.
  'new-game': 'back',
} satisfies UndoRules & Record<MoveKind, UndoRule>;

/** The lesson's code (lesson.ts), for the helper's "Teach me" and the contract's `lesson`. */
export const loadLesson = () => import('./lesson');

export default /* @__PURE__ */ defineGame<Saved>({
  /** content/games/sibling-rivalry/, src/games/sibling-rivalry/, /games/sibling-rivalry/. */
  slug: 'sibling-rivalry',
  /** The game store (the score track and the game, with its Undo history) and the table's log (store.ts). */
  stores: [spec, logSpec],
  /** The scoreboard on one phone (islands/Helper.tsx). */
  helper: () => import('./islands/Helper'),
  /** "Ann's turn · Ann 4, Ben 9" (state.ts). */
  summary,
  /** A round for three on the real scoreboard, from the seed's own examples (lesson.ts). */
  lesson: () => loadLesson().then((m) => m.lesson),
  /** How many play, from the game's data. */
  players: () => import('./house').then((m) => m.table.players),
  /** The board and player aids: challenge board, score track, two aids (print.ts). */
  printables: () => import('./print').then((m) => m.printables),
  /** See `undo` above. */
  undo,
});
