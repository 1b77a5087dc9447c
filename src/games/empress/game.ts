// Scaffold of the game's contract (kit/game.ts): the contract issue fills in view, secret and undo.
import { defineGame } from '~/kit/game';
import { modeSpec } from './mode';
import { phoneSummary } from './phone';
import { matchSpec, pickSpec } from './islands/store';

export default /* @__PURE__ */ defineGame({
  slug: 'empress',
  stores: [modeSpec, matchSpec('tracker'), matchSpec('phone'), pickSpec],
  helper: () => import('./islands/Play'),
  summary: phoneSummary,
  lesson: () => import('./lesson').then((m) => m.lesson),
  printables: () => import('./print').then((m) => m.printables),
});
