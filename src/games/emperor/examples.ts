import type { WorkedExample } from '~/kit/game';
import { condemnFrames, transpositionFrames } from './islands/seat-examples';

/** The rules page's worked examples, by name: played through the engine at build time (islands/seat-examples.ts). */
export const examples: Record<string, WorkedExample> = {
  transposition: { island: 'TranspositionExample', title: 'A Transposition passes a player over', frames: transpositionFrames },
  condemn: { island: 'CondemnExample', title: 'A Condemn, from the card to its deadline', frames: condemnFrames },
};
