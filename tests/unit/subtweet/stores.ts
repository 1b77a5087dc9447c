import type { ComponentType } from 'preact';
import type { Result } from '~/kit/result';
import { pick } from '~/kit/random';
import { firstOk, range, type StorePlayer } from '../stores/stores';
import * as st from '~/games/subtweet/engine';

const subtweet: StorePlayer<st.SubtweetState | null> = {
  islands: async () => [(await import('~/games/subtweet/islands/Helper')).default],
  step: (s, rng) => {
    if (s === null) {
      const r = st.setup({
        handles: ['@al', '@bea', '@cyd', '@dora'].slice(0, rng.int(3, 4)),
        rpsWinner: null,
        variations: { everyoneFavs: rng.int(0, 1) === 1, faceValue: rng.int(0, 1) === 1, failWhale: rng.int(0, 1) === 1 },
      });
      return r.ok ? r.value : null;
    }
    if (s.winner !== null) return null;
    const seats = range(s.players.length);
    const moves: (() => Result<st.SubtweetState>)[] = [
      () => st.playCard(s, { author: st.currentPlayer(s) ?? 0 }),
      () => st.playCard(s, { author: st.currentPlayer(s) ?? 0 }),
      () => st.recordFavourites(s, { favourites: seats.filter((i) => i !== s.pending?.author && rng.int(0, 2) === 0) }),
      () => st.revealRecipient(s, { recipient: pick(rng, [...seats.filter((i) => i !== s.pending?.author), null]) }),
      () => st.writeTweets(s, { player: pick(rng, seats), count: 1 }),
      () => st.callFailWhale(s, { player: pick(rng, seats) }),
      () => st.resumePlay(s),
      () => st.passTurn(s),
    ];
    return firstOk(rng, moves);
  },
};

const subtweetBestCard: StorePlayer<string> = {
  islands: async () => [(await import('~/games/subtweet/islands/BestCard')).BestCard as ComponentType<object>],
  step: (s, rng) => (s.length > 60 ? null : `${s}${pick(rng, ['I ', 'love ', 'when ', '#subtweet ', '🐳 ', 'you '])}`),
};

/** A seeded random player for each of the game's stores, by store key (see ../stores/stores.ts). */
export const players: Record<string, StorePlayer<any>> = {
  'subtweet/table': subtweet,
  'subtweet/best-card': subtweetBestCard,
};
