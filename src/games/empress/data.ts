import * as z from 'zod/mini';
import raw from '../../../content/games/empress/cards.json';

/** The three kinds of card; every Citizen is the same as every other. */
export const cardId = z.enum(['empress', 'assassin', 'citizen']);
/** The two hands, named for the royal card each holds. */
export const handId = z.enum(['empress', 'assassin']);
/** The four ways a play can end (EP-3), one per matchup. */
export const outcomeId = z.enum(['draw', 'empress-beats-citizen', 'citizen-catches-assassin', 'assassin-slays-empress']);

export const card = z.object({
  /** Stable id the engine and islands use. */
  id: cardId,
  /** Name printed on the card and shown in the helpers. */
  name: z.string().check(z.minLength(1)),
  /** Another name the seed gives the card, if any. */
  alsoCalled: z.optional(z.string().check(z.minLength(1))),
  /** How many of this card the deck holds (EP-1). */
  copies: z.int().check(z.positive()),
  /** Which card of a tarot-style deck stands in for it, as the seed says. */
  deckCard: z.string().check(z.minLength(1)),
});

export const hand = z.object({
  /** Also the id of the royal card that names the hand. */
  id: handId,
  /** Name shown to players. */
  name: z.string().check(z.minLength(1)),
  /** The one royal card in this hand. */
  royal: z.enum(['empress', 'assassin']),
  /** How many Citizens the hand holds next to its royal (EP-1). */
  citizens: z.int().check(z.positive()),
});

export const outcome = z.object({
  /** Stable id, used in saved matches. */
  id: outcomeId,
  /** The card the Empress hand played. */
  empressHandCard: z.enum(['empress', 'citizen']),
  /** The card the Assassin hand played. */
  assassinHandCard: z.enum(['assassin', 'citizen']),
  /** The hand whose holder scores, or null for a draw. */
  winner: z.nullable(handId),
  /** Points the winner scores (EP-3). */
  points: z.int().check(z.nonnegative()),
  /** Short description shown to players. */
  label: z.string().check(z.minLength(1)),
});

export const empressData = z
  .object({
    /** The game is a duel: exactly this many players. */
    players: z.int().check(z.positive()),
    /** Games in one set; hands swap after each (EP-4). */
    gamesPerSet: z.int().check(z.positive()),
    /** The deck, one entry per kind of card. */
    cards: z.array(card).check(z.length(3)),
    /** The two hands dealt at the start of every game. */
    hands: z.tuple([hand, hand]),
    /** The matchup table: one entry for each pair of cards that can meet. */
    outcomes: z.array(outcome).check(z.length(4)),
  })
  .check(
    z.superRefine((d, ctx) => {
      const citizens = d.cards.find((c) => c.id === 'citizen')?.copies ?? 0;
      const handCitizens = d.hands.reduce((sum, h) => sum + h.citizens, 0);
      if (handCitizens !== citizens) ctx.addIssue({ code: 'custom', message: 'The hands must share out every Citizen' });
      if (d.hands[0].id !== 'empress' || d.hands[1].id !== 'assassin') {
        ctx.addIssue({ code: 'custom', message: 'Hands are listed Empress first, then Assassin' });
      }
      const pairs = new Set(d.outcomes.map((o) => `${o.empressHandCard}/${o.assassinHandCard}`));
      if (pairs.size !== 4) ctx.addIssue({ code: 'custom', message: 'Every matchup needs exactly one outcome' });
      if (d.gamesPerSet % 2 !== 0) {
        // Hands swap every game, so an even set gives each player each hand equally often (EP-4).
        ctx.addIssue({ code: 'custom', message: 'A set must have an even number of games' });
      }
    }),
  );

export type CardId = z.infer<typeof cardId>;
export type HandId = z.infer<typeof handId>;
export type OutcomeId = z.infer<typeof outcomeId>;
export type Card = z.infer<typeof card>;
export type Hand = z.infer<typeof hand>;
export type Outcome = z.infer<typeof outcome>;
export type EmpressData = z.infer<typeof empressData>;

/** The validated game data: the one source the page, engine, islands and PDFs read. */
export const data: EmpressData = empressData.parse(raw);

export const cardById = (id: CardId): Card => data.cards.find((c) => c.id === id)!;
export const handById = (id: HandId): Hand => (id === 'empress' ? data.hands[0] : data.hands[1]);
export const outcomeById = (id: OutcomeId): Outcome => data.outcomes.find((o) => o.id === id)!;
/** Cards in one hand at the start of a game: its royal plus its Citizens. */
export const handSize = (id: HandId): number => handById(id).citizens + 1;
/** Total cards in the deck (EP-1: 10). */
export const deckSize: number = data.cards.reduce((sum, c) => sum + c.copies, 0);
