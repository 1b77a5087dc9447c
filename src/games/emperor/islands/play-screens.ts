/*
 * The table's screens once the deal's looks are done (Table.tsx, through a `laterModule`
 * it preloads while the last looks are owed, Setup.tsx with printed cards): the seats'
 * circle, the Emperor's direction, each turn with its pickers, the instinct bar, the
 * rebel check and the end, and the moves they make (moves.ts). A deal and its first looks
 * never load them.
 */
export { InstinctBar } from './InstinctBar';
export { Picker } from './Pickers';
export { DirectionStep, OverStep, RebelCheckStep, TurnStep, WaitingCondemns } from './Round';
export { SeatCircle } from './SeatCircle';
export { choose } from './picker';
export { answerRebelCheck, chooseDirection, endTurn, PICKED } from './moves';
