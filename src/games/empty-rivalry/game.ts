// Scaffold of the game's contract (kit/game.ts): the contract issue fills in view, secret and undo.
import { defineGame } from '~/kit/game';
import { summary } from './state';
import { spec } from './store';
import { blindSpec } from './islands/BlindStore';

export default /* @__PURE__ */ defineGame({
  slug: 'empty-rivalry',
  stores: [spec, blindSpec],
  helper: () => import('./islands/RoundHelper'),
  summary,
  lesson: () => import('./lesson').then((m) => m.lesson),
  printables: () => import('./print').then((m) => m.printables),
});
