import * as v from 'valibot';
import { int, list, text } from '~/kit/schema';
import raw from '../../../content/games/emperor/cards.json' with { type: 'json' };
import type { IdentityKind } from './state';

export type { IdentityKind };

/**
 * The identity kinds the cards may name: the saved table's (state.ts), written out here
 * so the card data stands apart from the saved table's schema (the print studio reads
 * the cards and never a table).
 */
const KINDS = ['emperor', 'loyalist', 'rebel'] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// A type error here means the two lists differ.
true satisfies Same<(typeof KINDS)[number], IdentityKind>;
const identityKind = v.picklist(KINDS);

/** How many cards of each identity kind: a pool, a hand, or what every player keeps. */
const kindCounts = v.object({
  /** Emperor cards. */
  emperor: int(0),
  /** Loyalist cards. */
  loyalist: int(0),
  /** Rebel cards. */
  rebel: int(0),
});
export type KindCounts = v.InferOutput<typeof kindCounts>;

const identityCard = v.object({
  /** Stable id, also the identity the card stands for. */
  id: identityKind,
  /** Name printed on the card. */
  name: text(),
  /** Copies in the printed deck (EW-2: 1 Emperor, 10 Loyalist, 10 Rebel). */
  count: int(1),
});

const drawPool = v.object({
  /** Table size this pool is for. */
  players: int(),
  /** Cards shuffled together for this table size; each player draws one (EW-2). */
  cards: kindCounts,
});

export const abilityId = v.picklist([
  'transposition',
  'condemn',
  'self-clearance',
  'clearance',
  'counter-condemn',
  'swap',
  'investigation',
  'reveal',
  'guarding',
  'accuse',
  'reverse',
  'steal',
]);
export type AbilityId = v.InferOutput<typeof abilityId>;

const abilityCard = v.object({
  /** Stable id used by the engine and the islands. */
  id: abilityId,
  /** Name printed on the card, as the seed spells it. */
  name: text(),
  /** Copies in the deck (EW-3). */
  count: int(1),
  /** Instinct cards may be played at any time; the rest only on your own turn (EW-3). */
  instinct: v.boolean(),
  /** What the card does, in our own words (short enough for a poker card). */
  effect: v.pipe(v.string(), v.minLength(1), v.maxLength(220)),
  /** What changes when the Emperor plays it (EW-4: the struck Transposition line is not a rule). */
  emperorSpecial: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(160))),
  /** What changes when a Rebel plays it. */
  rebelSpecial: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(160))),
});
export type AbilityCard = v.InferOutput<typeof abilityCard>;

export const emperorData = v.pipe(
  v.object({
    /** Table sizes the game allows (EW-1: 5 to 7). */
    players: v.object({ min: int(), max: int() }),
    /** The printed identity deck. */
    identityCards: v.pipe(v.array(identityCard), v.length(3)),
    /** Identity cards every player keeps before the draw: one Loyalist and one Rebel (EW-2). */
    keptByEveryPlayer: kindCounts,
    /** One pool per table size, from which each player draws their third card (EW-2). */
    drawPools: list(drawPool, 1),
    /** Turn structure: ability cards drawn each turn and the hand size kept after discarding. */
    turn: v.object({
      /** Ability cards drawn at the start of a turn. */
      draw: int(1),
      /** Most ability cards left in hand after the discarding phase. */
      handLimit: int(1),
    }),
    /** The ability deck, in the seed's order (EW-3). */
    abilityCards: v.pipe(v.array(abilityCard), v.length(12)),
    /** Ability cards in all, as the seed states it (31, EW-3). */
    abilityTotal: int(1),
    /** Identity cards in all (21, EW-2). */
    identityTotal: int(1),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const d = dataset.value;
    const sum = (xs: { count: number }[]) => xs.reduce((a, c) => a + c.count, 0);
    if (sum(d.abilityCards) !== d.abilityTotal) {
      addIssue({ message: `ability cards add up to ${sum(d.abilityCards)}, not ${d.abilityTotal}` });
    }
    if (sum(d.identityCards) !== d.identityTotal) {
      addIssue({ message: `identity cards add up to ${sum(d.identityCards)}, not ${d.identityTotal}` });
    }
    for (let n = d.players.min; n <= d.players.max; n++) {
      const pool = d.drawPools.find((p) => p.players === n);
      if (!pool) {
        addIssue({ message: `no draw pool for ${n} players` });
        continue;
      }
      const size = pool.cards.emperor + pool.cards.loyalist + pool.cards.rebel;
      if (size !== n || pool.cards.emperor !== 1) {
        addIssue({ message: `the ${n}-player pool must hold ${n} cards with one Emperor` });
      }
      // The largest table must be dealable from the printed deck.
      for (const card of d.identityCards) {
        if (d.keptByEveryPlayer[card.id] * n + pool.cards[card.id] > card.count) {
          addIssue({ message: `${n} players need more ${card.name} cards than the deck holds` });
        }
      }
    }
  }),
);
export type EmperorData = v.InferOutput<typeof emperorData>;

/** The validated game data: the one source for the engine, the islands, the page and the PDFs. */
export const data: EmperorData = checked(v.safeParse(emperorData, raw));

function checked(result: v.SafeParseResult<typeof emperorData>): EmperorData {
  if (!result.success) throw new Error(`content/games/emperor/cards.json: ${result.issues.map((i) => i.message).join('; ')}`);
  return result.output;
}

export const identityName = (kind: IdentityKind): string =>
  data.identityCards.find((c) => c.id === kind)!.name;

export const abilityById = (id: AbilityId): AbilityCard => data.abilityCards.find((c) => c.id === id)!;
