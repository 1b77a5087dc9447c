import type { Step } from '~/kit/turn';

/** The bench's scripted turn (kit/turn.ts): two names, the usual track, and one roll typed in and stopped on. */
export const turn: Step[] = [
  { fill: 'Player 1 name', value: 'Ana' },
  { fill: 'Player 2 name', value: 'Bo' },
  { tap: 'Next: the score track' },
  { tap: 'Start the game' },
  // Real dice typed in (a phone roll would make the turn random): 2 2 2 3 4 advances track 2.
  { tap: 'Add a 2' },
  { tap: 'Add a 2' },
  { tap: 'Add a 2' },
  { tap: 'Add a 3' },
  { tap: 'Add a 4' },
  { tap: 'Use these dice' },
  { tap: /^Stop/ },
];
