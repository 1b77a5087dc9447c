import type { WorkedExample } from '~/kit/game';
import { penaltiesFrames } from './islands/penalties-example';

/** The rules page's worked examples, by name: played through the engine at build time (islands/penalties-example.ts). */
export const examples: Record<string, WorkedExample> = { penalties: { island: 'PenaltiesExample', title: 'Two turns, and who draws a card', frames: penaltiesFrames } };
