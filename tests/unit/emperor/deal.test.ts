import { describe, expect, it } from 'vitest';
import { chiSquare, CRITICAL_001, expectFair } from '../chi-square';
import fc from 'fast-check';
import { cryptoRng, type Rng } from '~/kit/random';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { data } from '~/games/emperor/data';
import { cardsOf, cardsToPull, dealIdentities, drawPool } from '~/games/emperor/cards';
import { identityOf } from '~/games/emperor/state';
import type { IdentityKind } from '~/games/emperor/data';

const count = (cards: IdentityKind[], kind: IdentityKind) => cards.filter((c) => c === kind).length;

describe('EW-1: only 5 to 7 players can be dealt', () => {
  it.each([0, 1, 2, 3, 4, 8, 9, 12, 5.5, -5, Number.NaN])('refuses %s players with the reason', (n) => {
    const result = dealIdentities(n, seededRng(1));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/needs 5 to 7 players/);
    expect(cardsToPull(n).ok).toBe(false);
  });

  it('keeps one Loyalist and one Rebel per player before the draw', () => {
    expect(cardsOf(data.keptByEveryPlayer)).toEqual(['loyalist', 'rebel']);
  });

  it.each([5, 6, 7])('deals %i players', (n) => {
    expect(unwrap(dealIdentities(n, seededRng(n))).hands).toHaveLength(n);
  });
});

describe('EW-2: identity is the Emperor card, else the majority of three', () => {
  it.each<[IdentityKind[], IdentityKind]>([
    [['loyalist', 'rebel', 'emperor'], 'emperor'],
    [['emperor', 'rebel', 'loyalist'], 'emperor'],
    [['loyalist', 'rebel', 'rebel'], 'rebel'],
    [['loyalist', 'rebel', 'loyalist'], 'loyalist'],
    // after a Swap a hand can be all one kind
    [['rebel', 'rebel', 'rebel'], 'rebel'],
    [['loyalist', 'loyalist', 'loyalist'], 'loyalist'],
  ])('%j makes a %s', (cards, identity) => {
    expect(identityOf(cards)).toBe(identity);
  });

  it('treats a hand that is not three cards as a programmer error', () => {
    expect(() => identityOf(['rebel', 'rebel'])).toThrow();
  });
});

describe.each([
  [5, { emperor: 1, loyalist: 2, rebel: 2 }, { emperor: 1, loyalist: 7, rebel: 7 }, { emperor: 0, loyalist: 3, rebel: 3 }],
  [6, { emperor: 1, loyalist: 2, rebel: 3 }, { emperor: 1, loyalist: 8, rebel: 9 }, { emperor: 0, loyalist: 2, rebel: 1 }],
  [7, { emperor: 1, loyalist: 3, rebel: 3 }, { emperor: 1, loyalist: 10, rebel: 10 }, { emperor: 0, loyalist: 0, rebel: 0 }],
])('EW-2: %i players', (n, pool, total, leftInBox) => {
  it('draws from the seed pool for this table size', () => {
    expect(unwrap(drawPool(n))).toEqual(pool);
  });

  it('lists the exact printed cards to pull (physical cards mode)', () => {
    const pull = unwrap(cardsToPull(n));
    expect(pull.total).toEqual(total);
    expect(pull.leftInBox).toEqual(leftInBox);
    expect(pull.keptByEach).toEqual({ emperor: 0, loyalist: 1, rebel: 1 });
  });

  // A scripted generator whose Fisher-Yates choices walk through every one of
  // the n! choice sequences, so every possible draw is dealt exactly once.
  function everyDeal(): ReturnType<typeof dealIdentities>[] {
    const deals = [];
    const sequences = (i: number): number[][] =>
      i === 0 ? [[]] : sequences(i - 1).flatMap((rest) => Array.from({ length: i + 1 }, (_, j) => [j, ...rest]));
    for (const choices of sequences(n - 1)) {
      const queue = [...choices];
      const rng: Rng = { int: () => queue.shift()! };
      deals.push(dealIdentities(n, rng));
      expect(queue).toHaveLength(0);
    }
    return deals;
  }

  it('every possible draw conserves the cards and seats exactly one Emperor', () => {
    const seen = new Set<string>();
    for (const result of everyDeal()) {
      const deal = unwrap(result);
      expect(deal.hands).toHaveLength(n);
      const all = deal.hands.flatMap((h) => h.cards);
      expect({ emperor: count(all, 'emperor'), loyalist: count(all, 'loyalist'), rebel: count(all, 'rebel') }).toEqual(total);
      expect(deal.hands.filter((h) => h.identity === 'emperor')).toHaveLength(1);
      expect(deal.hands[deal.emperor]!.drawn).toBe('emperor');
      for (const hand of deal.hands) {
        expect(hand.cards.slice(0, 2)).toEqual(['loyalist', 'rebel']);
        expect(hand.cards[2]).toBe(hand.drawn);
        expect(hand.identity).toBe(hand.drawn); // one of each kept, so the drawn card decides
      }
      const identities = deal.hands.map((h) => h.identity);
      expect(count(identities, 'rebel')).toBe(pool.rebel);
      expect(count(identities, 'loyalist')).toBe(pool.loyalist);
      seen.add(deal.hands.map((h) => h.drawn[0]).join(''));
    }
    // every distinct arrangement of the pool turns up: n! / (1! l! r!)
    const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
    expect(seen.size).toBe(fact(n) / (fact(pool.loyalist) * fact(pool.rebel)));
  });
});

describe('dealing with any generator', () => {
  it('always gives valid hands (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 7 }), fc.integer(), (n, seed) => {
        const deal = unwrap(dealIdentities(n, seededRng(seed)));
        expect(deal.hands.every((h) => h.cards.length === 3 && identityOf(h.cards) === h.identity)).toBe(true);
        expect(deal.hands.filter((h) => h.identity === 'emperor')).toHaveLength(1);
        expect(JSON.parse(JSON.stringify(deal))).toEqual(deal);
      }),
    );
  });
});


describe.each([
  ['seeded', () => seededRng(20261120)],
  ['crypto', () => cryptoRng()],
])('each seat is equally likely to be the Emperor (%s)', (_name, make) => {
  it.each([5, 6, 7])('%i players, chi-square over 35 000 deals', (n) => {
    const rng = make();
    expectFair(() => {
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < 35_000; i++) counts[unwrap(dealIdentities(n, rng)).emperor]!++;
      return { observed: counts };
    });
  });

  it('detects a biased deal (the test can fail)', () => {
    const counts = [8000, 7000, 7000, 7000, 6000];
    expect(chiSquare(counts)).toBeGreaterThan(CRITICAL_001[4]!);
  });
});
