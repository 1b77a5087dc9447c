import { defineGame, defineRules, type MoveSpec, type Moves } from '~/kit/game';
import { summary, type MoveKind, type Saved } from './state';
import { logSpec, spec } from './store';
import { UNDO_OFF } from './words';

/**
 * Sibling Rivalry's contract (kit/game.ts `GameModule`).
 *
 * No secrets: every die is rolled in the open and every pawn stands on the board, so
 * what a player may see is the whole state and no step is secret. `view` (the state
 * itself) and `secret` (null) are the kit's defaults.
 */

/**
 * Every move the scoreboard makes (islands/moves.ts), by the name the log knows it under
 * (state.ts `MoveKind`; the type below fails for one left out), and a roll made on the
 * phone as `phone-roll` (`undoName`). The log stays outside the Undo history, so what was
 * taken back is still read by the table ("Ann took back stopping"). Every die is rolled
 * in the open: every move is the table's, public.
 */
export const moves = {
  // SR-12: real dice typed in go back, so a typo is corrected (the dice stay as they lie).
  roll: { by: 'table', travel: 'public' },
  // SR-12: the table saw the phone's dice: a phone roll stands, never rolled again.
  'phone-roll': { by: 'table', travel: 'public', undo: 'stop', engine: 'rollWith' },
  // SR-12: a roll on the rolling player's own phone (follow.ts), sent to the board phone:
  // the table saw it, so it stands as a phone roll does.
  'own-roll': { by: 'seat', travel: 'public', undo: 'stop', engine: 'roll' },
  // SR-4: the track chosen for a roll goes back to the choice.
  choice: { by: 'table', travel: 'public', engine: 'advance' },
  // SR-6: a stop goes back to the roll-or-stop step.
  stop: { by: 'table', travel: 'public' },
  // SR-11: the start goes back to setting up (who plays, in which order).
  start: { by: 'table', travel: 'public', engine: 'setup' },
  // Older saves' New game, a move then (its log lines still name it); New game now ends the
  // game as every helper's does, and the frame's "Bring back the game you ended" undoes it.
  'new-game': { by: 'table', travel: 'public', engine: null },
} as const satisfies Moves & Record<MoveKind, MoveSpec>;

/** The name a move is saved under for Undo: a roll by who rolled it (SR-12). */
export const undoName = (move: MoveKind, source?: 'phone' | 'typed'): keyof typeof moves =>
  move === 'roll' && source === 'phone' ? 'phone-roll' : move;

/** The lesson's code (lesson.ts), for the helper's "Teach me" and the contract's `lesson`. */
export const loadLesson = () => import('./lesson');

/** The rules: what a phone that only follows or carries the game needs (kit game.ts `defineRules`). */
export const rules = /* @__PURE__ */ defineRules<Saved>({
  /** content/games/sibling-rivalry/, src/games/sibling-rivalry/, /games/sibling-rivalry/. */
  slug: 'sibling-rivalry',
  /** The game store (the score track and the game, with its Undo history) and the table's log (store.ts). */
  stores: [spec, logSpec],
  /** "Ann's turn · Ann 4, Ben 9" (state.ts). */
  summary,
  /** See `moves` above. */
  moves,
  /** Why Undo is off after a phone roll (words.ts). */
  undoOff: UNDO_OFF,
});

export default /* @__PURE__ */ defineGame(rules, {
  /** The scoreboard on one phone (islands/Helper.tsx). */
  helper: () => import('./islands/Helper'),
  /** A round for three on the real scoreboard, from the seed's own examples (lesson.ts). */
  lesson: () => loadLesson().then((m) => m.lesson),
  /** How many play, from the game's data. */
  players: () => import('./house').then((m) => m.table.players),
  /** The board and player aids: challenge board, score track, two aids (print.ts). */
  printables: () => import('./print').then((m) => m.printables),
});
