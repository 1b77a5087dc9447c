// Everything the scoreboard loads on demand, behind one import (islands/Scoreboard.tsx):
// setup's score-track step, the game's screens and reference, the log, and the moves
// Undo and New game make.
export { default as Track } from './Track';
export { default as Game, Reference } from './Play';
export { default as LogList } from './LogList';
export { newGame, undo } from './moves';
