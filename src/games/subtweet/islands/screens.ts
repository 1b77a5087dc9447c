/**
 * Everything the table tracker (islands/Helper.tsx) draws or runs after the players'
 * names: the seating, the game in progress to the winner and the best card, the lesson,
 * and the engine's check of the names.
 */
export { Seating } from './Seating';
export { Game } from './Game';
export { checkHandles } from '../engine';
export { lesson } from '../lesson';
