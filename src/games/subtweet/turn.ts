import type { Step } from '~/kit/turn';

/** The bench's scripted turn (kit/turn.ts): three names, a first player, and the first tweet played. */
export const turn: Step[] = [
  { fill: 'Player 1 name', value: 'Ana' },
  { fill: 'Player 2 name', value: 'Bo' },
  { fill: 'Player 3 name', value: 'Cy' },
  { tap: 'Next' },
  { tap: 'Bo' },
  { tap: 'Start the game' },
  { tap: 'Bo plays a tweet' },
];
