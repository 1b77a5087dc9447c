import * as v from 'valibot';
import { int, list, text } from '~/kit/schema';
import { cardId } from './data';
import { FACE_DOWN, matchState, problem, type MatchState } from './state';

/**
 * The save of "Each on our own phone" (own.ts has the moves), apart from the moves, so the
 * store (store.ts) carries the schema and its sense check only.
 *
 * What a phone holds is its own player's `view` of the match (game.ts). While a card is face
 * down both phones hold `FACE_DOWN` in `match.pending` (`view(state, PUBLIC)`): the lead's
 * phone keeps its card in `sealed`, encrypted to its own key with the seal's salt (kit
 * table/sealed.ts), so its own storage doesn't show it before the reveal; the answering
 * phone keeps the commit it scanned (`scanned`) and its own answer.
 */

const hex = v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{2})*$/));
/** The play a code belongs to: plays are counted across the whole match (own.ts `playNumber`), at most 200. */
const play = int(1, 255);

export const ownSchema = v.object({
  /** The table's code (30 bits): every code this phone makes or takes carries it. */
  table: int(0, 2 ** 30 - 1),
  /** This phone's seat, which is also its player's index in the match: 0 opened the table, 1 joined it. */
  seat: v.picklist([0, 1]),
  /** This phone's player's name, then the other's once the table phone has scanned the seat code. */
  names: list(text(), 1, 2),
  /** The match as this phone's player may see it; null until it is set up (table phone) or its start code is scanned. */
  match: v.nullable(matchState),
  /**
   * The lead's card laid face down: the commit's digest, and the card with its salt boxed to
   * this phone's own key (`kept`). A seal saved before the table transport has no box (its
   * clear salt is dropped on load): that phone says it lost its key and is brought back (EP-6).
   */
  sealed: v.nullable(v.object({ play, digest: hex, kept: v.optional(hex, '') })),
  /**
   * The answering phone: the lead's seal, scanned, to check the lead's reveal against, and
   * the lead's own box of its card as it rode in the seal (`kept`): only the lead's key
   * opens it, and it goes back to the lead's phone if that one loses its storage (EP-8).
   */
  scanned: v.nullable(v.object({ play, digest: hex, kept: v.optional(hex, '') })),
  /** The answering phone: its own card for this play, shown to the lead's phone as a code. */
  answer: v.nullable(cardId),
  /** The code this phone shows until the other has taken it (the start, a seal, an answer, a reveal), as message bytes. */
  show: v.nullable(v.object({ what: v.picklist(['start', 'seal', 'answer', 'reveal', 'rejoin']), play: int(0, 255), code: hex })),
  /**
   * The last start or reveal this phone made, offered again on later screens: the other
   * phone may not have scanned it before this one moved on.
   */
  again: v.nullable(hex),
});

export type OwnState = v.InferOutput<typeof ownSchema>;

/** The play in progress, counted from 1 across the match (each outcome is one play). */
export const playNumber = (m: MatchState): number => m.games.reduce((n, g) => n + g.length, 0) + 1;

/** Beyond the shape: the match's own sense check, and a seal or an answer only where the play in progress can have one. */
export function ownProblem(s: OwnState): string | null {
  if (s.match) {
    // A card face down is what both phones hold while the lead's is sealed (a view, not a one-phone save).
    const p = problem(s.match.pending === FACE_DOWN ? { ...s.match, pending: null } : s.match);
    if (p) return p;
    if (s.names.length !== 2) return 'a match started before both phones joined';
    const at = playNumber(s.match);
    if (s.sealed !== null && s.match.pending === null) return "a seal without the lead's card";
    // (An answering phone's save from before the table transport holds no card face down.)
    if (s.sealed === null && s.scanned === null && s.match.pending !== null) return 'a card face down without its seal';
    if (s.sealed && s.sealed.play !== at) return 'a seal from another play';
    if (s.scanned && s.scanned.play !== at) return 'a scanned seal from another play';
    if (s.answer !== null && s.scanned === null) return 'an answer before the seal';
  } else if (s.sealed || s.scanned || s.answer) return 'a play before the match';
  return null;
}
