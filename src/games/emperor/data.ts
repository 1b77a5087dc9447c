import * as z from 'zod/mini';
import raw from '../../../content/games/emperor/cards.json';

/** The three kinds of identity card (and so the three identities a player can have). */
export const identityKind = z.enum(['emperor', 'loyalist', 'rebel']);
export type IdentityKind = z.infer<typeof identityKind>;

/** How many cards of each identity kind: a pool, a hand, or what every player keeps. */
const kindCounts = z.object({
  /** Emperor cards. */
  emperor: z.int().check(z.minimum(0)),
  /** Loyalist cards. */
  loyalist: z.int().check(z.minimum(0)),
  /** Rebel cards. */
  rebel: z.int().check(z.minimum(0)),
});
export type KindCounts = z.infer<typeof kindCounts>;

const identityCard = z.object({
  /** Stable id, also the identity the card stands for. */
  id: identityKind,
  /** Name printed on the card. */
  name: z.string().check(z.minLength(1)),
  /** Copies in the printed deck (EW-2: 1 Emperor, 10 Loyalist, 10 Rebel). */
  count: z.int().check(z.positive()),
});

const drawPool = z.object({
  /** Table size this pool is for. */
  players: z.int(),
  /** Cards shuffled together for this table size; each player draws one (EW-2). */
  cards: kindCounts,
});

export const abilityId = z.enum([
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
export type AbilityId = z.infer<typeof abilityId>;

const abilityCard = z.object({
  /** Stable id used by the engine and the islands. */
  id: abilityId,
  /** Name printed on the card, as the seed spells it. */
  name: z.string().check(z.minLength(1)),
  /** Copies in the deck (EW-3). */
  count: z.int().check(z.positive()),
  /** Instinct cards may be played at any time; the rest only on your own turn (EW-3). */
  instinct: z.boolean(),
  /** What the card does, in our own words (short enough for a poker card). */
  effect: z.string().check(z.minLength(1), z.maxLength(220)),
  /** What changes when the Emperor plays it (EW-4: the struck Transposition line is not a rule). */
  emperorSpecial: z.optional(z.string().check(z.minLength(1), z.maxLength(160))),
  /** What changes when a Rebel plays it. */
  rebelSpecial: z.optional(z.string().check(z.minLength(1), z.maxLength(160))),
});
export type AbilityCard = z.infer<typeof abilityCard>;

export const emperorData = z
  .object({
    /** Table sizes the game allows (EW-1: 5 to 7). */
    players: z.object({ min: z.int(), max: z.int() }),
    /** The printed identity deck. */
    identityCards: z.array(identityCard).check(z.length(3)),
    /** Identity cards every player keeps before the draw: one Loyalist and one Rebel (EW-2). */
    keptByEveryPlayer: kindCounts,
    /** One pool per table size, from which each player draws their third card (EW-2). */
    drawPools: z.array(drawPool).check(z.minLength(1)),
    /** Turn structure: ability cards drawn each turn and the hand size kept after discarding. */
    turn: z.object({
      /** Ability cards drawn at the start of a turn. */
      draw: z.int().check(z.positive()),
      /** Most ability cards left in hand after the discarding phase. */
      handLimit: z.int().check(z.positive()),
    }),
    /** The ability deck, in the seed's order (EW-3). */
    abilityCards: z.array(abilityCard).check(z.length(12)),
    /** Ability cards in all, as the seed states it (31, EW-3). */
    abilityTotal: z.int().check(z.positive()),
    /** Identity cards in all (21, EW-2). */
    identityTotal: z.int().check(z.positive()),
  })
  .check(
    z.superRefine((d, ctx) => {
      const sum = (xs: { count: number }[]) => xs.reduce((a, c) => a + c.count, 0);
      if (sum(d.abilityCards) !== d.abilityTotal) {
        ctx.addIssue({ code: 'custom', message: `ability cards add up to ${sum(d.abilityCards)}, not ${d.abilityTotal}` });
      }
      if (sum(d.identityCards) !== d.identityTotal) {
        ctx.addIssue({ code: 'custom', message: `identity cards add up to ${sum(d.identityCards)}, not ${d.identityTotal}` });
      }
      for (let n = d.players.min; n <= d.players.max; n++) {
        const pool = d.drawPools.find((p) => p.players === n);
        if (!pool) {
          ctx.addIssue({ code: 'custom', message: `no draw pool for ${n} players` });
          continue;
        }
        const size = pool.cards.emperor + pool.cards.loyalist + pool.cards.rebel;
        if (size !== n || pool.cards.emperor !== 1) {
          ctx.addIssue({ code: 'custom', message: `the ${n}-player pool must hold ${n} cards with one Emperor` });
        }
        // The largest table must be dealable from the printed deck.
        for (const card of d.identityCards) {
          if (d.keptByEveryPlayer[card.id] * n + pool.cards[card.id] > card.count) {
            ctx.addIssue({ code: 'custom', message: `${n} players need more ${card.name} cards than the deck holds` });
          }
        }
      }
    }),
  );
export type EmperorData = z.infer<typeof emperorData>;

/** The validated game data: the one source for the engine, the islands, the page and the PDFs. */
export const data: EmperorData = emperorData.parse(raw);

export const identityName = (kind: IdentityKind): string =>
  data.identityCards.find((c) => c.id === kind)!.name;

export const abilityById = (id: AbilityId): AbilityCard => data.abilityCards.find((c) => c.id === id)!;
