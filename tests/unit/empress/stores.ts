import type { ComponentType } from 'preact';
import type { Result } from '~/kit/result';
import { pick } from '~/kit/random';
import { firstOk, type StorePlayer } from '../stores/stores';
import * as empress from '~/games/empress/engine';
import { isOver, legalOutcomes, otherHand, playableCards, position, type MatchState } from '~/games/empress/state';
import * as own from '~/games/empress/own';
import type { OwnState } from '~/games/empress/own-state';
import { decode } from '~/kit/link/codec';
import { seatMessage } from '~/kit/link/messages';
import { declared } from '~/kit/link/table/declared';
import { startCode } from '~/kit/link/table/start';
import { moves } from '~/games/empress/game';
import { FACE_DOWN } from '~/games/empress/state';
import type { Rng } from '~/kit/random';

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

const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join('');

/**
 * A phone at an own-phone table (own.ts), either seat: the moves the island makes, with the
 * seals' digests and kept boxes stood in by random bytes (the crypto is tested in
 * own-phones.test.ts; a save holds only their hex).
 */
const empressOwn: StorePlayer<OwnState | null> = {
  islands: async () => [(await import('~/games/empress/islands/OwnPhones')).default as ComponentType<object>],
  step: (s, rng) => {
    const okOr = (r: Result<OwnState>) => (r.ok ? r.value : null);
    const table = rng.int(0, 2 ** 30 - 1);
    if (s === null) return okOr(rng.int(0, 1) ? own.openTable(table, 'Ann') : own.joinTable(table, 'Ben'));
    if (s.show && s.show.what !== 'seal' && s.show.what !== 'answer') return okOr(own.dismiss(s));
    const m = s.match;
    if (!m) {
      const key = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : rng.int(0, 255)));
      if (s.seat === 0 && s.names.length === 1) return okOr(own.seatScanned(s, seatMessage(s.table, { name: 'Ben', key })));
      const sets = rng.int(1, 2);
      const first = rng.int(0, 1);
      if (s.seat === 0) {
        const match = empress.setup({ players: [s.names[0]!, s.names[1]!], sets, stake: pick(rng, [null, 0.5]), firstEmpress: first as 0 | 1 });
        return match.ok ? okOr(own.startMatch(s, match.value)) : null;
      }
      const seats = [{ name: 'Ann', key }, { name: s.names[0]!, key }];
      const chosen: own.Setup = { sets, first, tossed: false, stake: '' };
      const start = startCode<typeof own.START>(declared(moves), own.tableOf(s), seats, own.START, chosen, false, 'too big');
      const message = start.ok ? decode(start.value) : null;
      return message?.ok ? okOr(own.startScanned(s, message.value)) : null;
    }
    const pos = position(m);
    const card = (cards: readonly ('empress' | 'assassin' | 'citizen')[]) => pick(rng, [...cards]);
    const play = own.playNumber(m);
    switch (own.turnOf(s)) {
      case 'lead': {
        const laid = empress.pickCard(m, card(playableCards(m, pos!.lead)));
        return laid.ok ? { ...s, match: { ...laid.value, pending: FACE_DOWN }, sealed: { play, digest: hex(rng, 16), kept: hex(rng, 60) }, show: { what: 'seal', play, code: hex(rng, 29) } } : null;
      }
      case 'sealed': {
        // The answer taken and the kept card opened (stood in by a card the lead's hand holds).
        const open = { ...m, pending: null };
        const laid = empress.pickCard(open, card(playableCards(open, pos!.lead)));
        const both = laid.ok ? empress.pickCard(laid.value, card(playableCards(open, otherHand(pos!.lead)))) : laid;
        return both.ok ? { ...s, match: both.value, sealed: null, show: { what: 'reveal', play, code: hex(rng, 30) }, again: hex(rng, 30) } : null;
      }
      case 'await-seal':
        return { ...s, match: { ...m, pending: FACE_DOWN }, scanned: { play, digest: hex(rng, 16), kept: '' } };
      case 'answer':
        return okOr(own.answer(s, card(playableCards(m, otherHand(pos!.lead)))));
      case 'answered': {
        const laid = empress.pickCard({ ...m, pending: null }, card(playableCards({ ...m, pending: null }, pos!.lead)));
        const both = laid.ok ? empress.pickCard(laid.value, s.answer!) : laid;
        return both.ok ? { ...s, match: both.value, scanned: null, answer: null } : null;
      }
      case 'forced':
        return okOr(own.revealForced(s));
      default:
        return null;
    }
  },
};

/** A seeded random player for each of the game's stores, by store key (see ../stores/stores.ts). */
export const players: Record<string, StorePlayer<any>> = {
  'empress/mode': empressMode,
  'empress/tracker': empressCase('tracker', async () => (await import('~/games/empress/islands/MatchTracker')).default),
  'empress/phone': empressCase('phone', async () => (await import('~/games/empress/islands/PassThePhone')).default),
  'empress/own-phone': empressOwn,
};
