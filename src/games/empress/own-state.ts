import * as v from 'valibot';
import { int, list, text } from '~/kit/schema';
import { cardId } from './data';
import { matchState, problem, type MatchState } from './state';

/**
 * The save of "Each on our own phone" (own.ts has the moves), apart from the moves, so the
 * store (store.ts) carries the schema and its sense check only.
 *
 * What a phone holds is its own player's `view` of the match (game.ts): the lead's card
 * waits in `match.pending` on the lead's phone only. The answering phone keeps in its place
 * the seal it scanned (`scanned`), which says nothing of the card, and its own answer.
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
  /** The lead's own seal of the card in `match.pending`: its salt is kept secret until the reveal. */
  sealed: v.nullable(v.object({ play, salt: hex, digest: hex })),
  /** The answering phone: the lead's seal, scanned, to check the lead's reveal against. */
  scanned: v.nullable(v.object({ play, digest: hex })),
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
    const p = problem(s.match);
    if (p) return p;
    if (s.names.length !== 2) return 'a match started before both phones joined';
    const at = playNumber(s.match);
    if ((s.sealed !== null) !== (s.match.pending !== null)) return "the lead's card and its seal don't go together";
    if (s.sealed && s.sealed.play !== at) return 'a seal from another play';
    if (s.scanned && s.scanned.play !== at) return 'a scanned seal from another play';
    if (s.answer !== null && s.scanned === null) return 'an answer before the seal';
  } else if (s.sealed || s.scanned || s.answer) return 'a play before the match';
  return null;
}
