import type { Step } from '~/kit/turn';

/** The bench's scripted turn (kit/turn.ts): the phone rolls, two names, the match starts and round 1 draws its questions. */
export const turn: Step[] = [
  { tap: 'The phone rolls them' },
  { fill: 'Player 1 name', value: 'Ana' },
  { fill: 'Player 2 name', value: 'Bo' },
  { tap: 'Start the match' },
  { tap: 'Start round 1: Ana attacks' },
  { tap: 'Draw 4 at random' },
];
