import * as v from 'valibot';
import { int, list, text } from '~/kit/schema';
import { game } from './data';
import { problem, matchSchema, type MatchState } from './state';

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
  /** This phone's seal for the round being played: its digest, and its moves and die encrypted to this phone's own key (kit table/sealed.ts). */
  mine: v.nullable(v.object({ round: int(1), digest: hex, kept: hex })),
  /** The Attacker's commit, scanned by the Defender's phone, to check the Attacker's opening against. */
  theirs: v.nullable(v.object({ round: int(1), digest: hex })),
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

/**
 * A save from before the table transport (version 1): its seals were made in the old
 * format, which this build's codes can't be checked against, so a round in progress is
 * played again from its first question on both phones (as ER-6 does for a lost phone).
 * Scored rounds stand.
 */
export function fromVersion1(old: unknown): unknown {
  const s = old as { match: MatchState | null; mine: unknown; theirs: unknown; show: { what: string } | null; seat: 0 | 1 } | null;
  if (!s) return s;
  const inRound = s.mine !== null || s.theirs !== null || (s.show !== null && s.show.what !== 'start');
  if (!s.match?.current || !inRound) return { ...s, mine: null, theirs: null, show: s.show?.what === 'start' ? s.show : null };
  const { attacker } = s.match.current;
  const ids = s.seat === attacker ? [] : s.match.questions.filter((q) => !s.match!.vetoed.includes(q.id)).slice(0, game.questionsPerRound).map((q) => q.id);
  const current = { attacker, questionIds: ids, truths: [], guesses: [], decision: null };
  return { ...s, match: { ...s.match, current }, mine: null, theirs: null, show: null };
}
