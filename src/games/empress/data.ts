import * as v from 'valibot';
import { int, text } from '~/kit/schema';
import raw from '../../../content/games/empress/cards.json';

/** The three kinds of card; every Citizen is the same as every other. */
export const cardId = v.picklist(['empress', 'assassin', 'citizen']);
/** The two hands, named for the royal card each holds. */
export const handId = v.picklist(['empress', 'assassin']);
/** The four ways a play can end (EP-3), one per matchup. */
export const outcomeId = v.picklist(['draw', 'empress-beats-citizen', 'citizen-catches-assassin', 'assassin-slays-empress']);

export type CardId = v.InferOutput<typeof cardId>;
export type HandId = v.InferOutput<typeof handId>;
export type OutcomeId = v.InferOutput<typeof outcomeId>;

/**
 * The shape of cards.json, with the checks a schema alone can't make (EP-1, EP-4), built
 * only where the data is checked: the build, the tests and plain Node.
 */
export function empressData() {
  const card = v.object({
    /** Stable id the engine and islands use. */
    id: cardId,
    /** Name printed on the card and shown in the helpers. */
    name: text(),
    /** Another name the seed gives the card, if any. */
    alsoCalled: v.optional(text()),
    /** How many of this card the deck holds (EP-1). */
    copies: int(1),
    /** Which card of a tarot-style deck stands in for it, as the seed says. */
    deckCard: text(),
  });

  const hand = v.object({
    /** Also the id of the royal card that names the hand. */
    id: handId,
    /** Name shown to players. */
    name: text(),
    /** The one royal card in this hand. */
    royal: v.picklist(['empress', 'assassin']),
    /** How many Citizens the hand holds next to its royal (EP-1). */
    citizens: int(1),
  });

  const outcome = v.object({
    /** Stable id, used in saved matches. */
    id: outcomeId,
    /** The card the Empress hand played. */
    empressHandCard: v.picklist(['empress', 'citizen']),
    /** The card the Assassin hand played. */
    assassinHandCard: v.picklist(['assassin', 'citizen']),
    /** The hand whose holder scores, or null for a draw. */
    winner: v.nullable(handId),
    /** Points the winner scores (EP-3). */
    points: int(0),
    /** Short description shown to players. */
    label: text(),
  });

  return v.pipe(
    v.object({
      /** The game is a duel: exactly this many players. */
      players: int(1),
      /** Games in one set; hands swap after each (EP-4). */
      gamesPerSet: int(1),
      /** The deck, one entry per kind of card. */
      cards: v.pipe(v.array(card), v.length(3)),
      /** The two hands dealt at the start of every game. */
      hands: v.strictTuple([hand, hand]),
      /** The matchup table: one entry for each pair of cards that can meet. */
      outcomes: v.pipe(v.array(outcome), v.length(4)),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const d = dataset.value;
      const citizens = d.cards.find((c) => c.id === 'citizen')?.copies ?? 0;
      const handCitizens = d.hands.reduce((sum, h) => sum + h.citizens, 0);
      if (handCitizens !== citizens) addIssue({ message: 'The hands must share out every Citizen' });
      if (d.hands[0].id !== 'empress' || d.hands[1].id !== 'assassin') {
        addIssue({ message: 'Hands are listed Empress first, then Assassin' });
      }
      const pairs = new Set(d.outcomes.map((o) => `${o.empressHandCard}/${o.assassinHandCard}`));
      if (pairs.size !== 4) addIssue({ message: 'Every matchup needs exactly one outcome' });
      if (d.gamesPerSet % 2 !== 0) {
        // Hands swap every game, so an even set gives each player each hand equally often (EP-4).
        addIssue({ message: 'A set must have an even number of games' });
      }
    }),
  );
}

export type EmpressData = v.InferOutput<ReturnType<typeof empressData>>;
export type Card = EmpressData['cards'][number];
export type Hand = EmpressData['hands'][number];
export type Outcome = EmpressData['outcomes'][number];

/**
 * The validated game data: the one source the page, engine, islands and PDFs read. A
 * browser (`import.meta.env.SSR` false) reads the file the build has already checked.
 */
export const data: EmpressData = import.meta.env?.SSR === false ? (raw as EmpressData) : v.parse(empressData(), raw);

export const cardById = (id: CardId): Card => data.cards.find((c) => c.id === id)!;
export const handById = (id: HandId): Hand => (id === 'empress' ? data.hands[0] : data.hands[1]);
export const outcomeById = (id: OutcomeId): Outcome => data.outcomes.find((o) => o.id === id)!;
/** Cards in one hand at the start of a game: its royal plus its Citizens. */
export const handSize = (id: HandId): number => handById(id).citizens + 1;
/** Total cards in the deck (EP-1: 10). */
export const deckSize: number = data.cards.reduce((sum, c) => sum + c.copies, 0);
