import type { Step } from '~/kit/turn';

/** The bench's scripted turn (kit/turn.ts): real cards, two names, and the first plays tapped in. */
export const turn: Step[] = [
  { tap: /^With real cards/ },
  { fill: 'Player 1 name', value: 'Ana' },
  { fill: 'Player 2 name', value: 'Bo' },
  { check: 'Ana' },
  { tap: 'Start the match' },
  { tap: /^Two Citizens: a draw/ },
  { tap: /^The Empress beats a Citizen/ },
  { tap: /^Two Citizens: a draw/ },
];
