import type { ComponentType } from 'preact';
import type { Result } from '~/kit/result';
import { pick, shuffle, type Rng } from '~/kit/random';
import { firstOk, names, range, type StorePlayer } from '../stores/stores';
import * as emperor from '~/games/emperor/engine';

const emperorTable: StorePlayer<emperor.TableState | null> = {
  islands: async () => [(await import('~/games/emperor/islands/EmperorTable')).default],
  step: (s, rng) => {
    if (s === null) {
      const n = names(rng, 5, 7);
      const r = emperor.setup({ names: n, emperor: rng.int(0, n.length - 1), emperorWinsAfterRounds: pick(rng, [null, 3]) });
      return r.ok ? r.value : null;
    }
    if (s.winner) return null;
    const seats = range(s.players.length);
    const moves: (() => Result<emperor.TableState>)[] = [
      () => emperor.chooseDirection(s, { direction: pick(rng, ['clockwise', 'counterclockwise'] as const) }),
      () => emperor.endTurn(s),
      () => emperor.endTurn(s),
      () => emperor.transpose(s, { partner: pick(rng, seats) }),
      () => emperor.condemn(s, { target: pick(rng, seats) }),
      ...s.condemns.map((c) => () => emperor.block(s, { condemn: c.id, card: pick(rng, ['self-clearance', 'clearance', 'counter-condemn'] as const), by: pick(rng, seats) })),
      () => emperor.guard(s, { caster: pick(rng, seats), mover: pick(rng, seats), neighbour: pick(rng, seats) }),
      () => emperor.accuse(s, { caster: pick(rng, seats), target: pick(rng, seats) }),
      () => emperor.reverse(s, { caster: pick(rng, seats) }),
    ];
    return firstOk(rng, moves);
  },
};

const emperorLooks: StorePlayer<{ deal: string; done: string[]; trace: string[] }> = {
  islands: async () => [(await import('~/games/emperor/islands/EmperorTable')).default],
  step: (s, rng) => {
    if (s.done.length > 12) return null;
    const deal = s.deal || `d${rng.int(1000, 9999)}`;
    const id = pick(rng, ['deal:0', 'deal:1', 'deal:2', 'investigate:3', 'swap:4']) + `:${s.done.length}`;
    const trace = rng.int(0, 1) === 1 ? [...s.trace, `Ben looked at their identity cards again (round ${rng.int(1, 4)}).`] : s.trace;
    return { deal, done: [...s.done, id], trace };
  },
};

/** A seeded random player for each of the game's stores, by store key (see ../stores/stores.ts). */
export const players: Record<string, StorePlayer<any>> = {
  'emperor/table': emperorTable,
  'emperor/looks': emperorLooks,
};
