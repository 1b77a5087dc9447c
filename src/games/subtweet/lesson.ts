import type { Lesson } from '~/kit/lesson';
import { fail, type Result } from '~/kit/result';
import { playCard, recordFavourites, revealRecipient, NO_VARIATIONS } from './engine';
import type { SubtweetState } from './state';
import { rule } from './rule-links';

/**
 * SUBTWEET's first lesson: one turn with a wrong favourite and a missed
 * recipient, where the hand cap (ST-4) spares a player, then a tweet that lands so the
 * table sees what the author is after. The helper's store holds `SubtweetState | null`
 * (null before setup), so the lesson is typed the same way for `judge` to compare saves.
 */

type Table = SubtweetState | null;

// Seats in seating order. Al has the only two-letter handle, so Al started (ST-2).
const AL = 0;
const BEA = 1;
const CYD = 2;
const DEE = 3;

/**
 * A game some turns in, at four. Dee already holds 10 cards, so the cap matters this
 * turn. The tally is a history that adds up (12 dealt + 12 drawn = 19 held + 5 played;
 * 3 of the drawn blanks filled in), as the helper's load-time check wants.
 */
const start: SubtweetState = {
  players: [
    { handle: 'Al', written: 2, blank: 0 },
    { handle: 'Bea', written: 3, blank: 1 },
    { handle: 'Cyd', written: 1, blank: 2 },
    { handle: 'Dee', written: 4, blank: 6 },
  ],
  order: [AL, BEA, CYD, DEE],
  turn: 0,
  variations: NO_VARIATIONS,
  pending: null,
  paused: false,
  winner: null,
  tally: { dealt: 12, drawn: 12, discarded: 0, played: 5, written: 3 },
  log: [],
};

/** A lesson move on the helper's store: the lesson never reaches a null (not set up) table. */
const on =
  (move: (s: SubtweetState) => Result<SubtweetState>) =>
  (s: Table): Result<Table> =>
    s === null ? fail('Set up a game first.') : move(s);

export const lesson: Lesson<Table> = {
  game: 'subtweet',
  title: 'A turn',
  start,
  steps: [
    {
      say: "A game at four is under way and it's Al's turn: Al reads a card aloud and lays it face up, its recipient's name covered.",
      ask: 'Tap Al plays a tweet',
      rule: rule('a-turn'),
      move: on((s) => playCard(s, { author: AL })),
    },
    {
      say: 'All open their fists together: Bea and Dee held their tokens, so they favourited; Cyd did not.',
      ask: 'Tap Bea and Dee, then Done: 2 favourited',
      rule: rule('a-turn'),
      move: on((s) => recordFavourites(s, { favourites: [BEA, DEE] })),
    },
    {
      say: 'It was about Cyd, who missed it: Al and Cyd take a blank card each, and so does Bea for her wrong favourite. Dee guessed wrong too, but already holds 10 cards: the cap spares her.',
      ask: 'Tap Cyd',
      rule: rule('penalties'),
      move: on((s) => revealRecipient(s, { recipient: CYD })),
    },
    {
      say: "Play moves on to Bea. An author wants a tweet that only its recipient favourites: it costs nobody a card.",
      ask: 'Tap Bea plays a tweet',
      rule: rule('a-turn'),
      move: on((s) => playCard(s, { author: BEA })),
    },
    {
      say: 'The fists open: only Cyd held a token.',
      ask: 'Tap Cyd, then Done: 1 favourited',
      rule: rule('a-turn'),
      move: on((s) => recordFavourites(s, { favourites: [CYD] })),
    },
    {
      say: 'It was about Cyd, the only one who favourited: the tweet landed, so nobody takes a card.',
      ask: 'Tap Cyd',
      rule: rule('penalties'),
      move: on((s) => revealRecipient(s, { recipient: CYD })),
    },
  ],
  end: 'That is the whole game: the first player to empty their hand wins. Fill in blank cards whenever you like; a hand of only blank cards passes. Leave the lesson to play your own game.',
};
