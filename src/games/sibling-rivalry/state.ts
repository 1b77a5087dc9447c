import * as v from 'valibot';
import { int, list, text } from '~/kit/schema';
import { layoutProblem, layoutSchema } from './house';

/**
 * What the phone saves, the sense checks a save must pass to load (kit persist), the
 * Resume line, and the small readings of a state the screens share. The moves are in
 * engine.ts.
 */

/** The five track numbers: a track is named by the die face that advances it (SR-2). */
export const TRACK_NUMBERS = [2, 3, 4, 5, 6] as const;
export type TrackNumber = (typeof TRACK_NUMBERS)[number];

/** A challenge pawn standing on the board (a pawn on square 0 is off the board, SR-4). */
export const pawnSchema = v.object({
  /** The track it stands on, named by its die face. */
  track: v.picklist(TRACK_NUMBERS),
  /** Its square, 1 (bottom) to 6; reaching 7 takes it off at once (SR-7). */
  square: int(1, 6),
});

/** One sibling at the table. */
export const playerSchema = v.object({
  /** The name typed at setup, in seating order (SR-11). */
  name: text(),
  /** Scoring pawn: 0 is Start, 1..length the squares, length + 1 past the finish (SR-10). */
  score: int(0),
  /** Challenge pawn, or null when it is not on the board. */
  pawn: v.nullable(pawnSchema),
  /** Ordinary turns this player has started (extra turns from SR-7 not counted). */
  turns: int(0),
});

/** The turn in progress. */
export const turnSchema = v.object({
  /** Index of the player whose turn it is. */
  player: int(0),
  /** 1s set aside so far this turn (SR-5). */
  ones: int(0, 5),
  /** Rolls made this turn; stopping needs at least one (SR-6). */
  rolls: int(0),
  /** The faces of this turn's latest roll, 1s included, for the table to see. */
  roll: v.nullable(list(int(1, 6), 0, 5)),
  /** True while the latest roll waits for the player to pick a track (SR-4). */
  awaitingTrack: v.boolean(),
  /** True when this turn is the extra turn earned on a top square (SR-7). */
  extra: v.boolean(),
});

/** A whole game: plain JSON, so it can be saved, restored and undone. */
export const stateSchema = v.object({
  /** The score track this game is played on (SR-1), copied in so a saved game keeps its board. */
  layout: layoutSchema,
  /** Players in seating order. */
  players: list(playerSchema, 2, 8),
  /** The turn in progress. */
  turn: turnSchema,
  /** Index of the winner once someone crosses the finish line, else null. */
  winner: v.nullable(int(0)),
  /** What the last move did, one sentence each, for the table to read. */
  events: v.array(v.string()),
});

export type Pawn = v.InferOutput<typeof pawnSchema>;
export type Player = v.InferOutput<typeof playerSchema>;
export type Turn = v.InferOutput<typeof turnSchema>;
export type State = v.InferOutput<typeof stateSchema>;

const isIndex = (i: number, length: number) => Number.isInteger(i) && i >= 0 && i < length;

/**
 * What a saved game must make sense of beyond its shape, so the helper can draw it:
 * a sound score track, indexes in range, one winner at most (the one past the finish),
 * a roll waiting for a track only when there is a roll, names told apart.
 */
export function gameProblem(s: State): string | null {
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

/** What kind of move a log entry records, for the words of its take-back. */
const moveKind = v.picklist(['roll', 'choice', 'stop', 'start', 'new-game']);

/** One line (or a few) of the table's log (log.ts), kept outside the undo history. */
export const logEntrySchema = v.object({
  /** 'move' for a move, 'undo' for the line an Undo adds. */
  kind: v.picklist(['move', 'undo']),
  /** The words shown, one sentence per item. */
  lines: v.array(v.string()),
  /** For a move: which kind, so its take-back can be described. */
  move: v.nullable(moveKind),
  /** For a move: who made it. */
  player: v.nullable(v.string()),
  /** For a roll: the faces, and whether the phone rolled them or they were typed. */
  roll: v.nullable(v.object({ dice: v.array(int(1, 6)), source: v.picklist(['phone', 'typed']) })),
  /** For a move: the step id it led to (see stepIdOf), checked when it is taken back. */
  after: v.nullable(v.string()),
  /** True once an Undo took this move back; it stays in the log, marked. */
  takenBack: v.boolean(),
});

export const logSchema = v.object({
  /** Oldest first. */
  entries: v.array(logEntrySchema),
});

export type LogEntry = v.InferOutput<typeof logEntrySchema>;
export type Log = v.InferOutput<typeof logSchema>;
export type MoveKind = v.InferOutput<typeof moveKind>;

/** What the scoreboard keeps: the score track the table chose and the game in progress. */
export const savedSchema = v.object({
  /** The score track for the next game (SR-1), kept between games. */
  layout: layoutSchema,
  /** The game in progress, or null before setup. */
  game: v.nullable(stateSchema),
});
export type Saved = v.InferOutput<typeof savedSchema>;

/** The sense check of a save (the game store's `check`): its next game's layout, and the game in progress if there is one. */
export const problem = (s: Saved): string | null => layoutProblem(s.layout) ?? (s.game === null ? null : gameProblem(s.game));

/**
 * The home page's Resume line (the game store's `summary`): whose turn and every scoring
 * pawn's square, "Ann's turn · Ann 4, Ben 9"; null before a game starts.
 */
export function summary({ game }: Saved): string | null {
  if (game === null) return null;
  const scores = game.players.map((p) => `${p.name} ${p.score > game.layout.length ? 'home' : p.score}`).join(', ');
  if (game.winner !== null) return `${game.players[game.winner]!.name} won · ${scores}`;
  const who = game.players[game.turn.player]!.name;
  return `${who}'s ${game.turn.extra ? 'extra turn' : 'turn'} · ${scores}`;
}

/**
 * The step a saved game is at. Changes after every roll, choice and stop (a roll counts
 * in `rolls`, a choice clears `awaitingTrack`, a stop or catch starts another turn, a top
 * square starts an extra turn at 0 rolls), so the kit's Step follows each of them, and
 * the log checks an Undo against it.
 */
export function stepIdOf(game: State | null): string {
  if (game === null) return 'setup';
  if (game.winner !== null) return `won-${game.winner}`;
  const started = game.players.reduce((n, p) => n + p.turns, 0);
  const t = game.turn;
  return `turn-${started}${t.extra ? 'x' : ''}-p${t.player}-r${t.rolls}-o${t.ones}-${t.awaitingTrack ? 'choose' : 'roll'}`;
}
