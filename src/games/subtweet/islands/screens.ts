/**
 * Everything the table tracker (islands/Helper.tsx) draws or runs after the players'
 * names: the tracker with its save and lesson (TableTracker.tsx), the seating, the game
 * in progress to the winner and the best card, and the engine's check of the names.
 */
export { Seating } from './Seating';
export { TableTracker } from './TableTracker';
export { Game } from './Game';
// And what "Each on our own phone" (OwnPhones.tsx) draws of them, from this one chunk.
export { News } from './News';
export { WritePanel } from './WritePanel';
export { rule } from '../rule-links';
export { checkHandles } from '../engine';
