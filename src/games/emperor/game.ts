import { defineGame, type Player, type UndoRules } from '~/kit/game';
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
export const view = (s: TableState | null, player: Player): TableState | null => {
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

/**
 * Undo, per move (a move not listed goes back one step). The move names are the
 * engine's (engine.ts, cards.ts): the islands make each one with `store.move(name, next)`.
 */
export const undo = {
  // A look at identity cards (the deal's, Investigate's, Investigation's, a Swap's new cards,
  // a look again) can't be unseen: Undo stops here, so a look is never owed twice and the
  // move that owed it (the deal, a Swap) is never taken back once its cards were seen. No
  // ruling covers it; it is the hand-off's rule (DESIGN.md: Undo never goes back into a secret).
  look: 'stop',
} satisfies UndoRules;

/**
 * Why Undo is off, in a player's words. Here rather than in words.ts: the play page's first
 * screen imports this file (its `undo`), and words.ts would bring the game's data with it.
 */
export const UNDO_OFF = {
  deal: 'someone has seen the cards dealt (New game starts over).',
  look: 'someone has taken a secret look, and it cannot be unseen.',
} as const;

export default /* @__PURE__ */ defineGame({
  slug: 'emperor',
  /** The table (tableSpec). */
  stores: [tableSpec],
  /** islands/Helper.tsx: the way in, then the table under way. */
  helper: () => import('./islands/Helper'),
  /** The round, whose turn and who is alive (state.ts); never an identity. */
  summary,
  /** The printed-cards table: a Transposition, a Condemn and the Clearance that blocks it (lesson.ts). */
  lesson: () => import('./lesson').then((m) => m.lesson),
  /** How many play, from the game's data. */
  players: () => import('./data').then((m) => m.data.players),
  /** The identity and ability cards and the player aid (print.ts). */
  printables: () => import('./print').then((m) => m.printables),
  /** See `view`: the placeholder hides every card the player may not see. */
  view,
  /** See `secret`: the look owed first. */
  secret,
  /** See `undo`: Undo stops at a look taken. */
  undo,
  /** Why Undo is off at a look (the helper words the deal's apart). */
  undoOff: { look: UNDO_OFF.look },
});
