import { fail, ok, type Result } from '~/kit/result';
import { shuffle, type Rng } from '~/kit/random';
import { data, type IdentityKind, type KindCounts } from './data';

/** One player's three identity cards and the identity they make. */
export interface DealtHand {
  /** The two kept cards first (Loyalist, Rebel), then the drawn one. */
  cards: IdentityKind[];
  /** The card this player drew from the pool. */
  drawn: IdentityKind;
  /** What the three cards make them (EW-2). */
  identity: IdentityKind;
}

export interface Deal {
  /** Hands in seat order: hands[i] belongs to the i-th player entered. */
  hands: DealtHand[];
  /** Index of the one player holding the Emperor card (public: the Emperor reveals it). */
  emperor: number;
}

const KINDS: IdentityKind[] = ['emperor', 'loyalist', 'rebel'];

/** EW-1: the only table sizes the game (and the pools) allow, with the reason in words. */
export function checkPlayerCount(playerCount: number): Result<number> {
  const { min, max } = data.players;
  if (!Number.isInteger(playerCount) || playerCount < min || playerCount > max) {
    return fail(`This game needs ${min} to ${max} players; ${playerCount} players cannot be dealt.`);
  }
  return ok(playerCount);
}

/** EW-2: the Emperor card wins outright; otherwise the kind most of the three cards show. */
export function identityOf(cards: readonly IdentityKind[]): IdentityKind {
  if (cards.length !== 3) throw new Error(`An identity hand has 3 cards, not ${cards.length}`);
  if (cards.includes('emperor')) return 'emperor';
  const rebels = cards.filter((c) => c === 'rebel').length;
  return rebels >= 2 ? 'rebel' : 'loyalist';
}

/** The pool each player draws their third card from, for this table size (EW-2). */
export function drawPool(playerCount: number): Result<KindCounts> {
  const checked = checkPlayerCount(playerCount);
  if (!checked.ok) return checked;
  const pool = data.drawPools.find((p) => p.players === playerCount);
  if (!pool) throw new Error(`data has no pool for ${playerCount} players`);
  return ok(pool.cards);
}

export interface CardsToPull {
  /** Every identity card to take out of the printed deck, by kind. */
  total: KindCounts;
  /** Of those, what each player keeps before the draw. */
  keptByEach: KindCounts;
  /** Of those, what is shuffled together for the draw. */
  pool: KindCounts;
  /** Identity cards that stay in the box. */
  leftInBox: KindCounts;
}

/** "Physical cards" mode: exactly which printed cards to take out for this many players. */
export function cardsToPull(playerCount: number): Result<CardsToPull> {
  const poolResult = drawPool(playerCount);
  if (!poolResult.ok) return poolResult;
  const pool = poolResult.value;
  const kept = data.keptByEveryPlayer;
  const total = {} as KindCounts;
  const leftInBox = {} as KindCounts;
  for (const kind of KINDS) {
    total[kind] = kept[kind] * playerCount + pool[kind];
    leftInBox[kind] = data.identityCards.find((c) => c.id === kind)!.count - total[kind];
  }
  return ok({ total, keptByEach: kept, pool, leftInBox });
}

/** The kinds of a counts object as a flat list of cards, in a fixed order. */
export function cardsOf(counts: KindCounts): IdentityKind[] {
  return KINDS.flatMap((kind) => Array.from({ length: counts[kind] }, () => kind));
}

/**
 * EW-2: every player keeps one Loyalist and one Rebel and draws one card from
 * the shuffled pool for this table size. Exactly one player gets the Emperor.
 */
export function dealIdentities(playerCount: number, rng: Rng): Result<Deal> {
  const poolResult = drawPool(playerCount);
  if (!poolResult.ok) return poolResult;
  const drawn = shuffle(rng, cardsOf(poolResult.value));
  const kept = cardsOf(data.keptByEveryPlayer);
  const hands = drawn.map((card): DealtHand => {
    const cards = [...kept, card];
    return { cards, drawn: card, identity: identityOf(cards) };
  });
  const emperor = hands.findIndex((h) => h.identity === 'emperor');
  return ok({ hands, emperor });
}
