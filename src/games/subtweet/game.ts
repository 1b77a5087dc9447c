// Scaffold of the game's contract (kit/game.ts): the contract issue fills in undo.
import { defineGame } from '~/kit/game';
import { bestCardSpec, tableSummary } from './state';
import { tableSpec } from './islands/TableTracker';

export default /* @__PURE__ */ defineGame({
  slug: 'subtweet',
  stores: [tableSpec, bestCardSpec],
  helper: () => import('./islands/TableTracker'),
  summary: tableSummary,
  lesson: () => import('./lesson').then((m) => m.lesson),
  printables: () => import('./print').then((m) => m.printables),
});
