/**
 * Empress's contract (kit/game.ts): its stores, helper, lesson and printables, what each
 * player may see, and what Undo does with each move.
 */
import { defineGame, defineRules, type Moves, type Viewer } from '~/kit/game';
import type { SecretStep } from '~/kit/handoff';
import { FACE_DOWN, phoneSummary, pickerOf, position, type MatchState } from './state';
import { modeSpec, ownSpec, phoneSpec, trackerSpec } from './store';
import { UNDO_OFF } from './words';

/**
 * What `player` may see: their own hand and every card face up, never the other
 * player's waiting pick. While the lead's card waits (no-cards mode), the answering
 * player's view holds a card laid face down (`FACE_DOWN`) in its place. The tracker's
 * match has no secrets: the table's own cards are the secret there.
 */
export const view = (state: MatchState | null, player: Viewer): MatchState | null => {
  if (state === null || state.pending === null) return state;
  const pos = position(state);
  return pos && pos.leadPlayer !== player ? { ...state, pending: FACE_DOWN } : state;
};

/**
 * The secret pick the phone is at: the lead's, then the answer (EP-2), each its own step
 * with its own hand-over. Null when nothing secret is asked for: no match yet, the match
 * is over, or the forced last play after four draws.
 */
export const secret = (state: MatchState | null): SecretStep | null => {
  if (state === null) return null;
  const pos = position(state);
  if (!pos || pos.forced) return null;
  const lead = state.pending === null;
  const player = pickerOf(pos);
  const name = state.players[player];
  return {
    player,
    id: `pick:g${pos.game + 1}:p${pos.play}:${lead ? 'lead' : 'answer'}`,
    owner: name,
    what: `${name}'s ${lead ? 'lead' : 'answer'} for play ${pos.play} of game ${pos.game + 1}`,
  };
};

/** A card of the match (data.ts `cardId`). */
const CARD = { t: 'one', of: ['empress', 'assassin', 'citizen'] } as const;

/** Every move of both helpers (the islands make each with `store.move(name, next)`), with Undo and how it travels between two phones. */
export const moves = {
  // The match as set up (EP-4): Undo goes back to the setup form.
  setup: { by: 'table', travel: 'public' },
  // Real cards: the outcome the table tapped (EP-3); Undo takes back a mis-tap.
  record: { by: 'table', travel: 'public', engine: 'recordOutcome' },
  // No cards: the lead's secret pick (EP-2). Undo takes it back, and the lead picks
  // again behind the lead's own hand-over. Sealed until the answer is laid.
  lead: { by: 'seat', travel: 'sealed', engine: 'pickCard', args: { card: CARD } },
  // No cards: the answer, which turns both cards face up (EP-2). Both picks have been
  // seen: Undo takes back neither, so no one picks again knowing the other card (EP-7).
  answer: { by: 'seat', travel: 'public', undo: 'stop', engine: 'pickCard', args: { card: CARD } },
  // No cards: the forced last play after four draws (EP-2), nothing secret in it.
  reveal: { by: 'table', travel: 'public', engine: 'recordOutcome' },
} as const satisfies Moves;

/** A move's name, as `store.move` takes it. */
export type Move = keyof typeof moves;

/** The rules: what a phone that only follows or carries the game needs (kit game.ts `defineRules`). */
export const rules = /* @__PURE__ */ defineRules<MatchState | null>({
  slug: 'empress',
  /**
   * The mode choice, both matches (real cards, no cards) and a phone's seat at an
   * own-phone table.
   */
  stores: [modeSpec, trackerSpec, phoneSpec, ownSpec],
  /** The no-cards match's line: who leads, and the score, never a pick (state.ts). */
  summary: phoneSummary,
  /** See `view` above. */
  view,
  /** See `secret` above. */
  secret,
  /** See `moves` above. */
  moves,
  /** Why Undo is off after a reveal (words.ts). */
  undoOff: UNDO_OFF,
});

export default /* @__PURE__ */ defineGame(rules, {
  /** The mode choice, then the tracker or the no-cards helper (islands/Helper.tsx). */
  helper: () => import('./islands/Helper'),
  /** Two games taught on the real-cards tracker (lesson.ts). */
  lesson: () => import('./lesson').then((m) => m.lesson),
  /** How many play, from the game's data. */
  players: () => import('./data').then((m) => ({ min: m.data.players, max: m.data.players })),
  /** The ten cards and the match score sheet (print.ts). */
  printables: () => import('./print').then((m) => m.printables),
});
