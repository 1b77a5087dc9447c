import * as z from 'zod/mini';
import { TRACK_NUMBERS } from './data';

/** A challenge pawn standing on the board (a pawn on square 0 is off the board, SR-4). */
export const pawnSchema = z.object({
  /** The track it stands on, named by its die face. */
  track: z.literal(TRACK_NUMBERS),
  /** Its square, 1 (bottom) to 6; reaching 7 takes it off at once (SR-7). */
  square: z.int().check(z.minimum(1), z.maximum(6)),
});

/** One sibling at the table. */
export const playerSchema = z.object({
  /** The name typed at setup, in seating order (SR-11). */
  name: z.string().check(z.minLength(1)),
  /** Scoring pawn: 0 is Start, 1..length the squares, length + 1 past the finish (SR-10). */
  score: z.int().check(z.minimum(0)),
  /** Challenge pawn, or null when it is not on the board. */
  pawn: z.nullable(pawnSchema),
  /** Ordinary turns this player has started (extra turns from SR-7 not counted). */
  turns: z.int().check(z.minimum(0)),
});

/** The turn in progress. */
export const turnSchema = z.object({
  /** Index of the player whose turn it is. */
  player: z.int().check(z.minimum(0)),
  /** 1s set aside so far this turn (SR-5). */
  ones: z.int().check(z.minimum(0), z.maximum(5)),
  /** Rolls made this turn; stopping needs at least one (SR-6). */
  rolls: z.int().check(z.minimum(0)),
  /** The faces of this turn's latest roll, 1s included, for the table to see. */
  roll: z.nullable(z.array(z.int().check(z.minimum(1), z.maximum(6))).check(z.maxLength(5))),
  /** True while the latest roll waits for the player to pick a track (SR-4). */
  awaitingTrack: z.boolean(),
  /** True when this turn is the extra turn earned on a top square (SR-7). */
  extra: z.boolean(),
});

/** The score track in play (SR-1), copied into the game so a saved game keeps its board. */
export const layoutSchema = z.object({
  /** Squares between Start and the finish line. */
  length: z.int().check(z.positive()),
  /** Little Angel squares. */
  angels: z.array(z.int().check(z.positive())),
  /** Little Devil squares. */
  devils: z.array(z.int().check(z.positive())),
});

/** A whole game: plain JSON, so it can be saved, restored and undone. */
export const stateSchema = z.object({
  /** The score track this game is played on. */
  layout: layoutSchema,
  /** Players in seating order. */
  players: z.array(playerSchema).check(z.minLength(2), z.maxLength(8)),
  /** The turn in progress. */
  turn: turnSchema,
  /** Index of the winner once someone crosses the finish line, else null. */
  winner: z.nullable(z.int().check(z.minimum(0))),
  /** What the last move did, one sentence each, for the table to read. */
  events: z.array(z.string()),
});

export type Pawn = z.infer<typeof pawnSchema>;
export type Player = z.infer<typeof playerSchema>;
export type Turn = z.infer<typeof turnSchema>;
export type State = z.infer<typeof stateSchema>;

const isIndex = (i: number, length: number) => Number.isInteger(i) && i >= 0 && i < length;

/** A layout's sense (SR-1): marked squares on the track, none both an angel and a devil. */
export function layoutProblem(layout: z.infer<typeof layoutSchema>): string | null {
  const on = (s: number) => s >= 1 && s <= layout.length;
  if (!layout.angels.every(on) || !layout.devils.every(on)) return 'a marked square is off the score track';
  if (layout.angels.some((s) => layout.devils.includes(s))) return 'a square is both an angel and a devil';
  return null;
}

/**
 * What a saved game must make sense of beyond its shape, so the helper can draw it:
 * indexes in range, one winner at most (the one past the finish), a roll waiting for
 * a track only when there is a roll, one pawn per challenge track square at most.
 */
export function stateProblem(s: State): string | null {
  const layoutBad = layoutProblem(s.layout);
  if (layoutBad) return layoutBad;
  const n = s.players.length;
  if (!isIndex(s.turn.player, n)) return 'the turn belongs to nobody at the table';
  if (s.winner !== null && !isIndex(s.winner, n)) return 'the winner is not at the table';
  if (s.players.some((p) => p.score > s.layout.length + 1)) return 'a scoring pawn is past the finish line';
  const finished = s.players.flatMap((p, i) => (p.score === s.layout.length + 1 ? [i] : []));
  if (finished.length > 1) return 'more than one player has finished';
  if ((finished[0] ?? null) !== s.winner) return 'the winner is not the player past the finish line';
  if (s.turn.awaitingTrack && (s.turn.roll === null || s.turn.roll.length === 0)) return 'a track is awaited without a roll';
  if (s.turn.roll !== null && s.turn.roll.filter((d) => d === 1).length > s.turn.ones) return 'the roll shows more 1s than were set aside';
  const names = new Set(s.players.map((p) => p.name.toLocaleLowerCase()));
  if (names.size !== n) return 'two players share a name';
  return null;
}
