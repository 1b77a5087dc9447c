import type { ComponentType } from 'preact';
import type { Result } from '~/kit/result';
import { pick } from '~/kit/random';
import { firstOk, type StorePlayer } from '../stores/stores';
import * as empress from '~/games/empress/engine';
import { isOver, legalOutcomes, type MatchState } from '~/games/empress/state';

function empressCase(key: 'tracker' | 'phone', island: () => Promise<ComponentType<object>>): StorePlayer<MatchState | null> {
  return {
    islands: async () => [await island()],
    step: (s, rng) => {
      if (s === null) {
        const r = empress.setup({ players: ['Ann', 'Ben'], sets: rng.int(1, 3), stake: pick(rng, [null, 0.5, 2]), firstEmpress: pick(rng, [0, 1, 'toss'] as const) }, rng);
        return r.ok ? r.value : null;
      }
      if (isOver(s)) return null;
      const cards = ['empress', 'assassin', 'citizen'] as const;
      const moves: (() => Result<MatchState>)[] =
        key === 'tracker'
          ? legalOutcomes(s).map((id) => () => empress.recordOutcome(s, id))
          : cards.map((c) => () => empress.pickCard(s, c));
      return firstOk(rng, moves);
    },
  };
}

const empressMode: StorePlayer<'cards' | 'phone' | null> = {
  islands: async () => [(await import('~/games/empress/islands/Helper')).default],
  step: (s, rng) => (s === null ? pick(rng, ['cards', 'phone'] as const) : s === 'cards' ? 'phone' : null),
};

const empressPick: StorePlayer<{ at: string; card: 'empress' | 'assassin' | 'citizen' } | null> = {
  islands: async () => [(await import('~/games/empress/islands/PassThePhone')).default],
  step: (s, rng) => {
    if (s !== null && s.at === 'g4:p5') return null;
    const game = rng.int(1, 4);
    return { at: `g${game}:p${rng.int(1, 5)}`, card: pick(rng, ['empress', 'assassin', 'citizen'] as const) };
  },
};

/** A seeded random player for each of the game's stores, by store key (see ../stores/stores.ts). */
export const players: Record<string, StorePlayer<any>> = {
  'empress/mode': empressMode,
  'empress/tracker': empressCase('tracker', async () => (await import('~/games/empress/islands/MatchTracker')).default),
  'empress/phone': empressCase('phone', async () => (await import('~/games/empress/islands/PassThePhone')).default),
  'empress/phone-pick': empressPick,
};
