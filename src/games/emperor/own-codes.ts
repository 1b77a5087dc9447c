import { type Args, type ArgsValue, type Moves } from '~/kit/game';
import { concat, toHex, utf8 } from '~/kit/link/bytes';
import { headerOf, KIND as CODE, type TableCode } from '~/kit/link/codec';
import { SALT_BYTES, seal } from '~/kit/link/crypto';
import { declared, entry as kitEntry, type Entry } from '~/kit/link/table/declared';
import { TABLE_KIND, type Table } from '~/kit/link/table/messages';
import { fail, ok, type Result } from '~/kit/result';
import { CARD, KIND, moves } from './game';

/** A player's own box in bytes (own-box.ts `BOX_BYTES`, checked equal by its unit test): here, so own-box.ts loads only when a box is made. */
export const BOX_BYTES = 132;
import type { OwnState } from './own-state';
import { ownProblem } from './own-state';
import { OWN } from './own-words';
import type { IdentityKind } from './state';

/*
 * How the Emperor's phones talk: the game's declared moves (game.ts) plus the two the mode
 * alone makes, all carried by the kit's table transport (kit/link/table/): the start and the
 * deal, public moves (a Reveal, a proof, the table's record and its public code) and boxes
 * to one phone's key (a card shown, a Swap's card). No byte is written here.
 */

/**
 * The public table whole (`view(state, PUBLIC)` less its news, log and looks): what the table
 * phone holds that no player's phone does, so any phone can take over from it (EW-9,
 * own-takeover.ts). `tableBackup`: the table phone's own player's key backup (seat 0, or `by`), which no
 * other phone got at join; `by`: the player whose phone is the table phone after a takeover.
 */
export const SNAP = {
  seats: { t: 'list', of: { t: 'seat' }, max: 7 },
  emperor: { t: 'seat' },
  emperorAt: { t: 'int', min: 0, max: 2 },
  round: { t: 'int', min: 1, max: 255 },
  direction: { t: 'opt', of: { t: 'one', of: ['clockwise', 'counterclockwise'] } },
  current: { t: 'opt', of: { t: 'seat' } },
  actionTaken: { t: 'bool' },
  players: { t: 'list', of: { t: 'rec', fields: { alive: { t: 'bool' }, turnsPlayed: { t: 'int', min: 0, max: 1023 }, skips: { t: 'int', min: 0, max: 15 } } }, max: 7 },
  faceUp: { t: 'list', of: { t: 'rec', fields: { card: CARD, kind: KIND } }, max: 21 },
  winner: { t: 'opt', of: { t: 'one', of: ['rebels', 'emperor'] } },
  condemns: {
    t: 'list',
    of: { t: 'rec', fields: { id: { t: 'int', min: 0, max: 4095 }, caster: { t: 'seat' }, target: { t: 'seat' }, waitsFor: { t: 'seat' }, dueTurn: { t: 'int', min: 0, max: 1023 }, reflected: { t: 'bool' } } },
    max: 21,
  },
  nextCondemnId: { t: 'int', min: 0, max: 4095 },
  blocked: { t: 'opt', of: { t: 'rec', fields: { caster: { t: 'seat' }, round: { t: 'int', min: 1, max: 255 } } } },
  winsAfter: { t: 'opt', of: { t: 'int', min: 1, max: 255 } },
  shuffled: { t: 'list', of: { t: 'int', min: 0, max: 255 }, max: 7 },
  tableBackup: { t: 'opt', of: { t: 'bytes', length: 48 } },
  by: { t: 'opt', of: { t: 'seat' } },
} as const satisfies Args;
export type Snap = ArgsValue<typeof SNAP>;

/** The moves only the table phone of this mode makes, with no engine function: what one phone never needs to say. */
const MODE = {
  /** The table phone's record of an Investigate (Investigation) or a Swap, for the phone that takes its card(s). */
  recorded: { by: 'table', travel: 'public', engine: null, args: { what: { t: 'one', of: ['look', 'swap'] }, by: { t: 'seat' }, cards: { t: 'list', of: CARD, max: 2 } } },
  /** The public table for a phone that missed moves: round, direction, turn, who lives, the cards lying face up, the end (own-view.ts `PublicTable`). */
  publicTable: {
    by: 'table',
    travel: 'public',
    engine: null,
    args: {
      round: { t: 'int', min: 1, max: 255 },
      direction: { t: 'opt', of: { t: 'one', of: ['clockwise', 'counterclockwise'] } },
      current: { t: 'opt', of: { t: 'seat' } },
      alive: { t: 'list', of: { t: 'bool' }, max: 7 },
      faceUp: { t: 'list', of: { t: 'rec', fields: { card: CARD, kind: KIND } }, max: 21 },
      winner: { t: 'opt', of: { t: 'one', of: ['rebels', 'emperor'] } },
    },
  },
  /** EW-9: a player's own box (own-box.ts), beside a public move of its phone. */
  keep: { by: 'seat', travel: 'public', engine: null, args: { box: { t: 'bytes', length: BOX_BYTES } } },
  /** The same beside a move boxed to one phone. */
  keepFor: { by: 'seat', travel: 'private', engine: null, args: { box: { t: 'bytes', length: BOX_BYTES } } },
  /** EW-9: a seat's latest own box as another player's phone kept it, for that seat's wiped phone. */
  bringBack: { by: 'seat', travel: 'public', engine: null, args: { seat: { t: 'seat' }, box: { t: 'bytes', length: BOX_BYTES } } },
  /** EW-9: the whole public table beside every code the table phone shows, for a phone that takes over (own-takeover.ts). */
  snapshot: { by: 'table', travel: 'public', engine: null, args: SNAP },
  /** EW-9: a player's phone hands the new table phone what only the lost one held of it: its cards' seals, its key's backup, its last step. */
  handOver: {
    by: 'seat',
    travel: 'public',
    engine: null,
    args: {
      /** The phone that takes over. */
      to: { t: 'seat' },
      seals: { t: 'list', of: { t: 'bytes', length: 16 }, max: 3 },
      backup: { t: 'opt', of: { t: 'bytes', length: 48 } },
      /** The last step this phone took from the table phone. */
      at: { t: 'int', min: 0, max: 255 },
      /** The step of the snapshot riding with it (0: none). */
      seen: { t: 'int', min: 0, max: 255 },
      /** The step of each seat's own box this phone keeps (0: none): the new table phone names the holder. */
      kept: { t: 'list', of: { t: 'int', min: 0, max: 255 }, max: 7 },
      /** This phone keeps the deal: a new table phone that doesn't (it came back from its words) names it for a seat no box brings back. */
      deal: { t: 'bool' },
    },
  },
} as const satisfies Moves;

export const OWN_MOVES = { ...moves, ...MODE } as const;
export type OwnMove = keyof typeof OWN_MOVES;
export const D = declared(OWN_MOVES);
export const entry = (move: OwnMove, args: Readonly<Record<string, unknown>>): Entry => kitEntry(OWN_MOVES, move, args);

/** The table as the transport sees it: the players' seats, then the table phone's (`tableSeat`). */
export const tableOf = (s: Pick<OwnState, 'table' | 'seats'>): Table => ({ code: s.table, seats: s.seats.length + 1 });
/** The table phone's seat in a message's header: after every player's. */
export const tableSeat = (s: Pick<OwnState, 'seats'>): number => s.seats.length;
/** This phone's seat in the messages it makes. */
export const meOf = (s: OwnState): number => (s.role === 'table' ? tableSeat(s) : (s.me ?? 255));
/** `from`'s slot for the table phone (and, in `holder`, the table phone). */
export const TABLE_SLOT = 7;
const slotOf = (s: OwnState, seat: number): number => (seat === tableSeat(s) ? TABLE_SLOT : seat);

/** The deal's step: the table phone's first code after the start. */
export const DEAL_STEP = 1;

/** The codec's kind of a code carrying this move (or a seat or start code). */
export const kindOf = (what: string): number =>
  what === 'seat' ? CODE.seat : what === 'start' ? CODE.start : OWN_MOVES[what as OwnMove]?.travel === 'private' ? TABLE_KIND.boxed : TABLE_KIND.move;

export const done = (s: OwnState): Result<OwnState> => {
  const problem = ownProblem(s);
  if (problem) throw new Error(`own-phone move left ${problem}`);
  return ok(s);
};

/** The next step of this phone's codes, or why not. */
export const nextStep = (s: OwnState): Result<number> => (s.made >= 255 ? fail(OWN.tooMany) : ok(s.made + 1));
/** A code from `seat` at `step` is newer than the last one taken from it; else it is refused. */
export const fresh = (s: OwnState, seat: number, step: number): boolean => step > s.from[slotOf(s, seat)]!;
export const took = (s: OwnState, seat: number, step: number): number[] => s.from.map((r, i) => (i === slotOf(s, seat) ? step : r));

/** The name of a seat on this phone ("you" for its own). */
export const seatName = (s: OwnState, seat: number): string => (seat === s.me ? s.name : (s.seats[seat]?.name ?? `Player ${seat + 1}`));
export const pos = (p: number): string => `card ${p + 1}`;

/* Seals (see own.ts): what every card's seal is bound to, and each card's salt from its player's seed. */

const cardContext = (table: TableCode): Uint8Array => concat(utf8('emperor card'), headerOf({ kind: TABLE_KIND.boxed, table, round: DEAL_STEP }));
const KINDS = KIND.of;

/** The salt of the card dealt at `position` from a player's seed (so the deal carries 8 bytes a player, not 36). */
export async function saltOf(seed: Uint8Array, position: number): Promise<Uint8Array> {
  const d = await globalThis.crypto.subtle.digest('SHA-256', concat(utf8('emperor salt'), seed, Uint8Array.of(position)).slice().buffer);
  return new Uint8Array(d).slice(0, SALT_BYTES);
}

export const sealOf = async (table: TableCode, kind: IdentityKind, salt: Uint8Array): Promise<string> =>
  toHex((await seal(cardContext(table), Uint8Array.of(KINDS.indexOf(kind)), salt)).digest);

export type Recorded = NonNullable<OwnState['recorded']>;
export type Ref = { player: number; position: number };

/** The phone a record is for: the viewer's, or the Swap partner's. */
export const receiverOf = (r: Recorded): number => (r.what === 'look' ? r.by : r.cards[1]!.player);

/** The cards a record still waits for, in words: "Ben’s card 2 and Cleo’s card 1". */
export const recordWords = (s: OwnState, cards: Ref[]): string => cards.map((c) => `${seatName(s, c.player)}’s ${pos(c.position)}`).join(' and ');

/** What the table phone waits for, in words: "Ben’s proof". */
export function waitingFor(s: OwnState): string {
  const w = s.waiting;
  if (!w || !s.game) return 'nothing';
  const name = s.game.players[w.what === 'reveal' ? w.player : w.caster]!.name;
  return w.what === 'reveal' ? `${name}’s card ${w.position + 1} on ${name}’s phone` : `${name}’s proof on ${name}’s phone`;
}


/** A per-seat list (`kept`, `answered`, `holder`) with one seat's entry set. */
export function atSeat<T>(list: (T | null)[] | undefined, n: number, seat: number, value: T | null): (T | null)[] {
  const out = Array.from({ length: n }, (_, i): T | null => list?.[i] ?? null);
  out[seat] = value;
  return out;
}

/**
 * The new table phone after a takeover (own-takeover.ts): the players whose hand-over code it
 * still waits for before play goes on, in words, or null. The seat lost with the old table
 * phone is not waited for: its player comes back first (EW-9), then hands over.
 */
export function gathering(s: OwnState): string | null {
  const missing = (s.unsealed ?? []).filter((p) => p !== s.lost);
  return missing.length ? `the hand-over code on ${missing.map((p) => `${s.seats[p]?.name ?? `Player ${p + 1}`}’s`).join(', ')} phone` : null;
}

