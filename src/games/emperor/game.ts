// Scaffold of the game's contract (kit/game.ts): the contract issue fills in view, secret and undo.
import { defineGame } from '~/kit/game';
import { looksSpec, summary, tableSpec } from './store';

export default /* @__PURE__ */ defineGame({
  slug: 'emperor',
  stores: [tableSpec, looksSpec],
  helper: () => import('./islands/EmperorTable'),
  summary,
  lesson: () => import('./lesson').then((m) => m.lesson),
  printables: () => import('./print').then((m) => m.printables),
});
