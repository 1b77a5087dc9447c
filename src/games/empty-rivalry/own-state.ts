import * as v from 'valibot';
import { int, list, text } from '~/kit/schema';
import { problem, matchSchema } from './state';

/**
 * The save of "Each on our own phone" (own.ts has the moves): apart from the moves, so the
 * store (store.ts) carries the schema and its sense check only.
 */

const hex = v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{2})*$/));

export const ownSchema = v.object({
  /** The table's code (30 bits): every code this phone makes or takes carries it. */
  table: int(0, 2 ** 30 - 1),
  /** This phone's seat: 0 opened the table (the first name), 1 joined it. */
  seat: v.picklist([0, 1]),
  /** This phone's player's name, then the other's once known. */
  names: list(text(), 1, 2),
  /** The match as this phone's player may see it (game.ts `view`); null before the start code. */
  match: v.nullable(matchSchema),
  /**
   * This phone's seal for the round being played: its digest, and its moves and die
   * encrypted to this phone's own key (kit table/sealed.ts). A seal saved before the table
   * transport has none (its clear fields are dropped on load): that phone is brought back
   * (ER-6) rather than open an old seal.
   */
  mine: v.nullable(v.object({ round: int(1), digest: hex, kept: v.optional(hex, '') })),
  /**
   * The Attacker's commit, scanned by the Defender's phone, to check the Attacker's opening
   * against, and the Attacker's own box of its sealed moves when it rode in the commit (ER-7:
   * only the Attacker's key, back from its words, opens it).
   */
  theirs: v.nullable(v.object({ round: int(1), digest: hex, kept: v.optional(hex, '') })),
  /** The code this phone shows until the other has taken it; a reveal before the round is scored is made from `mine` when drawn. */
  show: v.nullable(v.object({ what: v.picklist(['start', 'seal', 'reveal', 'rejoin']), round: int(0), code: v.optional(hex) })),
});

export type OwnState = v.InferOutput<typeof ownSchema>;

/** Beyond the shape: the match's own sense check, and seals of the round being played. */
export function ownProblem(s: OwnState): string | null {
  if (s.match) {
    const p = problem(s.match);
    if (p) return p;
    if (s.names.length !== 2) return 'a match started before both phones joined';
  }
  return null;
}
