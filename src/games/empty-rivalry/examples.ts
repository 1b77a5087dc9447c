import type { WorkedExample } from '~/kit/game';
import { roundFrames } from './islands/round-example';

/** The rules page's worked examples, by name: played through the engine at build time (islands/round-example.ts). */
export const examples: Record<string, WorkedExample> = { round: { island: 'RoundExample', title: 'A round, from the cups to the score', frames: roundFrames } };
