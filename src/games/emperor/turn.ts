import type { Step } from '~/kit/turn';

/** The bench's scripted turn (kit/turn.ts): five names, the identity cards dealt on the phone and the first look. */
export const turn: Step[] = [
  { tap: 'Deal them on this phone' },
  { fill: 'Player 1 name', value: 'Ana' },
  { fill: 'Player 2 name', value: 'Bo' },
  { fill: 'Player 3 name', value: 'Cy' },
  { fill: 'Player 4 name', value: 'Di' },
  { fill: 'Player 5 name', value: 'Ed' },
  { tap: 'Next' },
  { tap: 'Deal the identity cards' },
  { tap: "I'm Ana, show me" },
  { tap: 'Hide my cards and pass the phone' },
];
