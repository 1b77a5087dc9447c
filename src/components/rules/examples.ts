import type { WorkedExample } from '~/kit/game';

export type Example = WorkedExample;

// Each game's src/games/<slug>/examples.ts, found by its folder as the registry finds
// game.ts (not through game.ts, whose helper import would bring the helper's CSS into
// every rules page).
const declared = import.meta.glob<{ examples: Record<string, Example> }>('../../games/*/examples.ts', { eager: true });

/**
 * Every worked example on the rules pages, by game and name (build time and tests only). A
 * page shows one with `<WorkedExample game="sibling-rivalry" name="switch" />`; its frames
 * are written to /games/<slug>/examples/<name>.json
 * (src/pages/games/[slug]/examples/[name].json.ts), which the island fetches when it is
 * brought to life (examples-client.ts).
 */
export const examples: Record<string, Record<string, Example>> = Object.fromEntries(
  Object.entries(declared).map(([path, m]) => [path.split('/').at(-2)!, m.examples]),
);
