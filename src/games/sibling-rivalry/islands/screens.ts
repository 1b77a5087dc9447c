// Every screen and move the scoreboard reaches after its first screen (the players'
// names), behind one entry (islands/Helper.tsx `later`): add a new screen here.
export { default as ScoreTrackStep } from './ScoreTrackStep';
export { default as TurnStep } from './TurnStep';
export { default as Reference } from './Reference';
export { default as LogList } from './LogList';
export { newGame, undo } from './moves';
