import { defineGame, defineRules, type Moves, type UndoRule, type Viewer } from '~/kit/game';
import type { SecretStep } from '~/kit/handoff';
import { tableSpec } from './store';
import { owedLook, summary, type HeldCard, type TableState } from './state';

/**
 * What one player may see of the table (boardgame.io's playerView): their own three
 * identity cards, every card lying face up (the Emperor card always, a revealed one until
 * its holder shuffles), and the cards a look owed to them shows them (an Investigate's,
 * an Investigation's). Every other card is the same face-down placeholder: never another
 * player's hand. At the end nothing is secret any more (the last screen names everyone's
 * identity); with printed cards the phone holds no secret at all.
 */
export const view = (s: TableState | null, player: Viewer): TableState | null => {
  if (!s?.identity || s.winner) return s;
  const shown = new Set(
    s.identity.looks.filter((l) => l.viewer === player).flatMap((l) => l.cards.map((c) => `${c.player}:${c.position}`)),
  );
  const hands = s.identity.hands.map((hand, p) =>
    p === player ? hand : hand.map((card, position): HeldCard => (card.faceUp || shown.has(`${p}:${position}`) ? card : HIDDEN)),
  );
  return { ...s, identity: { ...s.identity, hands } };
};

/** A card its viewer may not see: face down, of no kind in particular. */
const HIDDEN: HeldCard = { kind: 'rebel', faceUp: false };

/** How many identity cards lie face up. */
const faceUp = (s: TableState | null): number => s?.identity?.hands.flat().filter((card) => card.faceUp).length ?? 0;

/**
 * Undo stops at a move that showed the whole table what it can't unsee (DESIGN.md: no
 * choice is made again once it was seen): a card turned face up (a Reveal), a player's side
 * told (EW-7: a Condemn on the Emperor that fails, the table's look at a caster's cards),
 * and, with the phone's cards, the end, whose screen names everyone's identity. Going back
 * would let a player reveal another card, or play a turn again, knowing it. Any other time
 * the move goes back like the rest.
 */
export const stopIfShown = (before: TableState | null, after: TableState | null): UndoRule =>
  after && (after.lastMove.some((news) => news.shown) || (after.winner && !before?.winner && after.identity) || faceUp(after) > faceUp(before)) ? 'stop' : 'back';

/**
 * The private look the table owes first (the deal's, an Investigate's, a Swap's, one
 * asked for again), as the hand-off's secret step, or null. A look stops being owed when
 * its viewer unlocks it (the move `look`); from then until its viewer hides it, the
 * island keeps it on screen from its own memory, as the kit's hand-off keeps an unlock:
 * a reload ends the look, and the state, where it is already taken, never shows it again.
 */
export const secret = (s: TableState | null): SecretStep | null => {
  const look = owedLook(s);
  if (!s || !look) return null;
  return { player: look.viewer, id: look.id, owner: s.players[look.viewer]?.name ?? '', what: look.what };
};

/** A card at the table: whose, and where in their hand. */
export const CARD = { t: 'rec', fields: { player: { t: 'seat' }, position: { t: 'int', min: 0, max: 2 } } } as const;
/** What an identity card is (state.ts `identityKind`). */
export const KIND = { t: 'one', of: ['emperor', 'loyalist', 'rebel'] } as const;
/** A card's salt from the deal, which opens its seal (kit/link/crypto `SALT_BYTES`; tests/unit/kit/fields.test.ts holds them equal). */
export const SALT = { t: 'bytes', length: 12 } as const;

/**
 * Every move (engine.ts, cards.ts), by the name the islands make it under. The table's
 * moves are the ones the table makes in the open, picked on the table phone; a player's
 * cards move on that player's own phone: a Reveal names its card and kind with the salt
 * the deal's seal is checked against, an Investigate's card reaches only its viewer.
 */
export const moves = {
  /**
   * The names, the Emperor and the deal, typed in front of everyone (EW-2). On own phones each
   * seat's part goes boxed to its key: the Emperor's seat and where the Emperor card lies
   * (public, EW-2), its three cards, and the seed its cards' salts come from (own-host.ts).
   */
  setup: {
    by: 'table',
    travel: 'private',
    args: { emperor: { t: 'seat' }, emperorAt: { t: 'int', min: 0, max: 2 }, hand: { t: 'list', of: KIND, max: 3 }, seed: { t: 'bytes', length: 8 } },
  },
  // A look at identity cards (the deal's, Investigate's, Investigation's, a Swap's new cards,
  // a look again) can't be unseen: Undo stops here, so a look is never owed twice and the
  // move that owed it (the deal, a Swap) is never taken back once its cards were seen. No
  // ruling covers it; it is the hand-off's rule (DESIGN.md: Undo never goes back into a secret).
  look: { by: 'seat', travel: 'private', undo: 'stop' },
  /** Look at one's own cards again: a look owed to that player. */
  lookAgain: { by: 'seat', travel: 'private' },
  chooseDirection: { by: 'table', travel: 'public' },
  endTurn: { by: 'table', travel: 'public', undo: stopIfShown },
  /** EW-7: only the caster's phone can say whether its player is a Rebel: two cards of that kind, by their salts. */
  answerRebelCheck: { by: 'seat', travel: 'public', undo: stopIfShown, args: { rebel: { t: 'bool' }, salts: { t: 'list', of: SALT, max: 2 } } },
  transpose: { by: 'table', travel: 'public' },
  condemn: { by: 'table', travel: 'public', undo: stopIfShown },
  otherAction: { by: 'table', travel: 'public' },
  block: { by: 'table', travel: 'public' },
  guard: { by: 'table', travel: 'public' },
  accuse: { by: 'table', travel: 'public' },
  reverse: { by: 'table', travel: 'public' },
  /** The card looked at goes from its holder's phone to the investigator's only. */
  investigate: { by: 'seat', travel: 'private', args: { card: CARD, kind: KIND } },
  investigation: { by: 'seat', travel: 'private', args: { cards: { t: 'list', of: CARD, max: 2 }, kinds: { t: 'list', of: KIND, max: 2 } } },
  /** Each card goes to the other phone only, with its salt (EW-6). */
  swapCards: {
    by: 'seat',
    travel: 'private',
    args: { mine: { t: 'int', min: 0, max: 2 }, theirs: CARD, kind: { t: 'one', of: ['loyalist', 'rebel'] }, faceUp: { t: 'bool' }, salt: SALT },
  },
  /** The owner's phone names the card and shows it with its salt; the table phone checks the deal's seal. */
  revealCard: { by: 'seat', travel: 'public', undo: stopIfShown, args: { card: CARD, kind: KIND, salt: SALT } },
  /** On the owner's phone: where the cards went is nobody else's (EW-6). */
  shuffleCards: { by: 'seat', travel: 'public' },
} as const satisfies Moves;

/** A move's name, as `store.move` takes it. */
export type Move = keyof typeof moves;

/**
 * Why Undo is off, in a player's words. Here rather than in words.ts: the play page's first
 * screen imports this file (its `moves`), and words.ts would bring the game's data with it.
 */
export const UNDO_OFF = {
  deal: 'someone has seen the cards dealt (New game starts over).',
  look: 'someone has taken a secret look, and it cannot be unseen.',
  shown: 'the whole table has seen an identity card, and it cannot be unseen.',
} as const;

/** The rules: what a phone that only follows or carries the game needs (kit game.ts `defineRules`). */
export const rules = /* @__PURE__ */ defineRules({
  slug: 'emperor',
  /** The table (tableSpec). */
  stores: [tableSpec],
  /** The round, whose turn and who is alive (state.ts); never an identity. */
  summary,
  /** See `view`: the placeholder hides every card the player may not see. */
  view,
  /** See `secret`: the look owed first. */
  secret,
  /** See `moves`: Undo stops at a look taken. */
  moves,
  /** Why Undo is off at a look, and at a move that showed the table an identity (the helper words the deal's apart). */
  undoOff: { look: UNDO_OFF.look, endTurn: UNDO_OFF.shown, condemn: UNDO_OFF.shown, answerRebelCheck: UNDO_OFF.shown, revealCard: UNDO_OFF.shown },
});

export default /* @__PURE__ */ defineGame(rules, {
  /** islands/Helper.tsx: the way in, then the table under way. */
  helper: () => import('./islands/Helper'),
  /** The printed-cards table: a Transposition, a Condemn and the Clearance that blocks it (lesson.ts). */
  lesson: () => import('./lesson').then((m) => m.lesson),
  /** How many play, from the game's data. */
  players: () => import('./data').then((m) => m.data.players),
  /** The identity and ability cards and the player aid (print.ts). */
  printables: () => import('./print').then((m) => m.printables),
});
