// Scaffold of the game's contract (kit/game.ts): the contract issue fills in undo.
import { defineGame } from '~/kit/game';
import { logSpec, spec } from './islands/Scoreboard';
import { statusLine } from './status';

export default /* @__PURE__ */ defineGame({
  slug: 'sibling-rivalry',
  stores: [spec, logSpec],
  helper: () => import('./islands/Scoreboard'),
  summary: (saved: { game: Parameters<typeof statusLine>[0] }) => statusLine(saved.game),
  lesson: () => import('./lesson').then((m) => m.lesson),
  printables: () => import('./print').then((m) => m.printables),
});
