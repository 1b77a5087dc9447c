import * as v from 'valibot';
import { int, list, text } from '~/kit/schema';

/**
 * The shape of a SUBTWEET game as the engine keeps it and the helper saves it.
 * Plain JSON: seats are array indices into `players` (seating order).
 */

const seat = int(0);
const count = int(0);

/** What one player holds. Only counts: the words on the cards never enter the helper. */
export const playerSchema = v.object({
  /** Twitter handle or nickname; its length decides who starts (ST-2). */
  handle: text(),
  /** Cards with a tweet written on them (playable). */
  written: count,
  /** Blank penalty cards still to be filled in. */
  blank: count,
});

/** The three variations as toggles, fixed when the game is set up (ST-6). */
export const variationsSchema = v.object({
  /** Everyone else favourited → the author discards all blank cards. */
  everyoneFavs: v.boolean(),
  /** A tweet may have no recipient (face value). */
  faceValue: v.boolean(),
  /** Two or more blank-only players may pause play to write. */
  failWhale: v.boolean(),
});

/** A card on the table, waiting for the favourites and then the recipient. */
export const pendingSchema = v.object({
  /** Who played it. */
  author: seat,
  /** Who favourited, once the fists are opened; null until then. */
  favourites: v.nullable(v.array(seat)),
});

/** Running totals that prove no card appears or vanishes. */
export const tallySchema = v.object({
  /** Written cards handed out at the start. */
  dealt: count,
  /** Blank penalty cards drawn. */
  drawn: count,
  /** Blank cards thrown away (everyone-favs variation). */
  discarded: count,
  /** Cards played to the centre. */
  played: count,
  /** Blank cards turned into written ones. */
  written: count,
});

/** One line of the game's history, newest last. */
export const logEntrySchema = v.variant('kind', [
  v.object({
    kind: v.literal('turn'),
    /** Who played. */
    author: seat,
    /** Who the tweet was about; null for a face-value tweet. */
    recipient: v.nullable(seat),
    /** Who favourited. */
    favourites: v.array(seat),
    /** Who drew a penalty card. */
    penalised: v.array(seat),
    /** Who was due a penalty but already held the cap. */
    waived: v.array(seat),
    /** Blank cards the author threw away (everyone-favs variation). */
    discarded: count,
  }),
  /** A player whose turn came with only blank cards in hand. */
  v.object({ kind: v.literal('pass'), player: seat }),
  /** Blank cards filled in. */
  v.object({ kind: v.literal('write'), player: seat, count: int(1) }),
  /** A Fail Whale was called (by `player`). */
  v.object({ kind: v.literal('failWhale'), player: seat }),
  /** Play resumed after a Fail Whale. */
  v.object({ kind: v.literal('resume') }),
]);

export const stateSchema = v.object({
  /** Everyone at the table, in seating order. */
  players: list(playerSchema, 1),
  /** Seats in turn order: the first player, then on round the table (ST-2). */
  order: v.array(seat),
  /** Position in `order` of the player whose turn it is. */
  turn: count,
  /** Which variations are on. */
  variations: variationsSchema,
  /** The card being played this turn, if any. */
  pending: v.nullable(pendingSchema),
  /** True while a Fail Whale pauses play. */
  paused: v.boolean(),
  /** The seat that won (ST-5), once someone has. */
  winner: v.nullable(seat),
  tally: tallySchema,
  log: v.array(logEntrySchema),
});

/** Every variation off: the default of a new game. */
export { NO_VARIATIONS } from './first-screen';

export type PlayerState = v.InferOutput<typeof playerSchema>;
export type Variations = v.InferOutput<typeof variationsSchema>;
export type LogEntry = v.InferOutput<typeof logEntrySchema>;
export type SubtweetState = v.InferOutput<typeof stateSchema>;

/** The handle of the player in `seat`. */
export const handleOf = (state: SubtweetState, seat: number): string => state.players[seat]!.handle;

const isSeat = (i: number, n: number) => Number.isInteger(i) && i >= 0 && i < n;

/**
 * What a saved game must make sense of beyond its shape, so the helper can draw it:
 * every seat in range, the turn order a seating of everyone, one winner at most, and
 * the tally adding up (every card held, played or discarded is one dealt or drawn).
 */
export function problem(s: SubtweetState): string | null {
  const n = s.players.length;
  if (s.order.length !== n || [...s.order].sort((a, b) => a - b).some((seat, i) => seat !== i)) return 'the turn order is not a seating of everyone';
  if (!isSeat(s.turn, n)) return 'the turn is past the end of the order';
  if (s.winner !== null && !isSeat(s.winner, n)) return 'the winner is not at the table';
  if (s.pending) {
    if (!isSeat(s.pending.author, n)) return 'the tweet on the table has no author at the table';
    const favs = s.pending.favourites ?? [];
    if (favs.some((f) => !isSeat(f, n) || f === s.pending!.author) || new Set(favs).size !== favs.length) return 'the favourites are not other players';
  }
  if (s.paused && s.pending) return 'play is paused with a tweet on the table';
  const held = s.players.reduce((sum, p) => sum + p.written + p.blank, 0);
  const { dealt, drawn, discarded, played } = s.tally;
  if (held + played !== dealt + drawn - discarded) return "the cards don't add up";
  for (const e of s.log) {
    const seats = e.kind === 'turn' ? [e.author, ...(e.recipient === null ? [] : [e.recipient]), ...e.favourites, ...e.penalised, ...e.waived] : e.kind === 'resume' ? [] : [e.player];
    if (!seats.every((seat) => isSeat(seat, n))) return 'the log names someone not at the table';
  }
  return null;
}

/**
 * The home page's Resume line: whose turn, then every hand's size (the score: fewest
 * cards wins). Null when there is no game in progress (none set up, or already won).
 */
export function tableSummary(state: SubtweetState | null): string | null {
  if (state === null || state.winner !== null) return null;
  const who = (seat: number) => handleOf(state, seat);
  const holder = state.order[state.turn]!;
  const now = state.paused
    ? 'Fail Whale: writing'
    : state.pending
      ? `${who(state.pending.author)}'s tweet on the table`
      : `${who(holder)}'s turn`;
  const cards = state.order.map((seat) => `${who(seat)} ${state.players[seat]!.written + state.players[seat]!.blank}`).join(', ');
  return `${now} · cards: ${cards}`;
}
