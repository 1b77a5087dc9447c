import { games } from '~/kit/games';
import type { WorkedExample } from '~/kit/game';

export type Example = WorkedExample;

/**
 * Every worked example on the rules pages, by game and name, as each game's game.ts
 * declares them (`examples`), found through the registry (build time and tests only). A
 * page shows one with `<WorkedExample game="sibling-rivalry" name="switch" />`; its frames
 * are written to /games/<slug>/examples/<name>.json
 * (src/pages/games/[slug]/examples/[name].json.ts), which the island fetches when it is
 * brought to life (examples-client.ts).
 */
export const examples: Record<string, Record<string, Example>> = Object.fromEntries(
  await Promise.all(games.map(async (g) => [g.slug, await g.examples()] as const)),
);
