import * as z from 'zod/mini';

/**
 * The shape of a SUBTWEET game as the engine keeps it and the helper saves it.
 * Plain JSON: seats are array indices into `players` (seating order).
 */

const seat = z.int().check(z.minimum(0));
const count = z.int().check(z.minimum(0));

/** What one player holds. Only counts: the words on the cards never enter the helper. */
export const playerSchema = z.object({
  /** Twitter handle or nickname; its length decides who starts (ST-2). */
  handle: z.string().check(z.minLength(1)),
  /** Cards with a tweet written on them (playable). */
  written: count,
  /** Blank penalty cards still to be filled in. */
  blank: count,
});

/** The three variations as toggles, fixed when the game is set up (ST-6). */
export const variationsSchema = z.object({
  /** Everyone else favourited → the author discards all blank cards. */
  everyoneFavs: z.boolean(),
  /** A tweet may have no recipient (face value). */
  faceValue: z.boolean(),
  /** Two or more blank-only players may pause play to write. */
  failWhale: z.boolean(),
});

/** A card on the table, waiting for the favourites and then the recipient. */
export const pendingSchema = z.object({
  /** Who played it. */
  author: seat,
  /** Who favourited, once the fists are opened; null until then. */
  favourites: z.nullable(z.array(seat)),
});

/** Running totals that prove no card appears or vanishes. */
export const tallySchema = z.object({
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
export const logEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('turn'),
    /** Who played. */
    author: seat,
    /** Who the tweet was about; null for a face-value tweet. */
    recipient: z.nullable(seat),
    /** Who favourited. */
    favourites: z.array(seat),
    /** Who drew a penalty card. */
    penalised: z.array(seat),
    /** Who was due a penalty but already held the cap. */
    waived: z.array(seat),
    /** Blank cards the author threw away (everyone-favs variation). */
    discarded: count,
  }),
  /** A player whose turn came with only blank cards in hand. */
  z.object({ kind: z.literal('pass'), player: seat }),
  /** Blank cards filled in. */
  z.object({ kind: z.literal('write'), player: seat, count: z.int().check(z.positive()) }),
  /** A Fail Whale was called (by `player`). */
  z.object({ kind: z.literal('failWhale'), player: seat }),
  /** Play resumed after a Fail Whale. */
  z.object({ kind: z.literal('resume') }),
]);

export const stateSchema = z.object({
  /** Everyone at the table, in seating order. */
  players: z.array(playerSchema).check(z.minLength(1)),
  /** Seats in turn order: the first player, then on round the table (ST-2). */
  order: z.array(seat),
  /** Position in `order` of the player whose turn it is. */
  turn: count,
  /** Which variations are on. */
  variations: variationsSchema,
  /** The card being played this turn, if any. */
  pending: z.nullable(pendingSchema),
  /** True while a Fail Whale pauses play. */
  paused: z.boolean(),
  /** The seat that won (ST-5), once someone has. */
  winner: z.nullable(seat),
  tally: tallySchema,
  log: z.array(logEntrySchema),
});

export type PlayerState = z.infer<typeof playerSchema>;
export type Variations = z.infer<typeof variationsSchema>;
export type Pending = z.infer<typeof pendingSchema>;
export type LogEntry = z.infer<typeof logEntrySchema>;
export type SubtweetState = z.infer<typeof stateSchema>;

const isSeat = (i: number, n: number) => Number.isInteger(i) && i >= 0 && i < n;

/**
 * What a saved game must make sense of beyond its shape, so the helper can draw it:
 * every seat in range, the turn order a seating of everyone, one winner at most, and
 * the tally adding up (every card held, played or discarded is one dealt or drawn).
 */
export function stateProblem(s: SubtweetState): string | null {
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
