import type { WorkedExample } from '~/kit/game';
import { gameFrames } from './islands/game-example';

/** The rules page's worked examples, by name: played through the engine at build time (islands/game-example.ts). */
export const examples: Record<string, WorkedExample> = { games: { island: 'GameExample', title: 'Two games, play by play', frames: gameFrames } };
