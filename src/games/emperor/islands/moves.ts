import type { Result } from '~/kit/result';
import { investigate, investigation, lookAgain, revealCard, swapCards } from '../cards';
import { accuse, block, condemn, guard, otherAction, reverse, transpose } from '../engine';
import type { TableState } from '../state';
import type { Move } from './picker';

/*
 * The moves the table's turn screens make (play-screens.ts, with them): the cards a picker
 * gathers, and the turn's own moves. Table.tsx calls them through its `laterModule`, so a
 * deal and its looks never load the turns' moves (engine.ts).
 */

export { answerRebelCheck, chooseDirection, endTurn } from '../engine';

/** The moves a picker gathers, by name. */
export const PICKED: { [M in Move as M['name']]: (s: TableState, args: M['args']) => Result<TableState> } = {
  transpose,
  condemn,
  otherAction,
  accuse,
  reverse,
  guard,
  block,
  investigate,
  investigation,
  swapCards,
  revealCard,
  lookAgain,
};
