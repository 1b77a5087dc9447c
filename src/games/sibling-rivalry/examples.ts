import type { WorkedExample } from '~/kit/game';
import { switchFrames } from './islands/switch-example';

/** The rules page's worked examples, by name: played through the engine at build time (islands/switch-example.ts). */
export const examples: Record<string, WorkedExample> = { switch: { island: 'SwitchExample', title: 'The switch from Tickles to Ouchies', frames: switchFrames } };
