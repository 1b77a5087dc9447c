import { fromHex, toHex, utf8 } from '~/kit/link/bytes';
import { decode, type Message, type TableCode } from '~/kit/link/codec';
import { compressKey } from '~/kit/link/crypto';
import { MAX_NAME_BYTES, readSeat, type Seat } from '~/kit/link/messages';
import { moveSeat } from '~/kit/link/seating';
import { fittedStart } from '~/kit/link/table/fit';
import { dealCode, type Table } from '~/kit/link/table/messages';
import { readStartCode } from '~/kit/link/table/start';
import { PUBLIC, type ArgsValue } from '~/kit/game';
import type { Rng } from '~/kit/random';
import { fail, ok, type Result } from '~/kit/result';
import { setupWithCards } from './cards';
import { data } from './data';
import { view } from './game';
import { D, DEAL_STEP, done, entry, saltOf, sealOf, tableOf, tableSeat } from './own-codes';
import { blank, START } from './own-join';
import type { OwnState } from './own-state';
import { OWN } from './own-words';
import type { TableState } from './state';

/*
 * The table phone's joining and deal (own-join.ts has the players' side): the join code and
 * the seat codes scanned in any order, the seating set on the table phone (kit seating.ts:
 * a player's neighbours are the game's), the start code (names cut to fit, keys compressed) in that
 * order, and the deal (EW-2) boxing each seat's cards to its key, all in one frame. Only the
 * table phone loads it.
 */

/** This phone is the table phone: it shows the join code and scans every seat code. */
export const openTable = (table: TableCode): OwnState => blank(table, 'table', '');

/** The table phone scanned a seat code, in whatever order the phones are held up: the player joins the end of the seating, set after (`reseat`). */
export function seatScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.role !== 'table' || s.game || s.show || s.seating) return fail(OWN.notNow);
  const seat = readSeat(m);
  if (!seat.ok) return seat;
  const key = toHex(seat.value.key);
  const known = s.seats.find((x) => x.key === key);
  if (known) return fail(OWN.again(known.name));
  if (s.seats.length >= data.players.max) return fail(OWN.full);
  if (s.seats.some((x) => x.name.toLowerCase() === seat.value.name.trim().toLowerCase())) return fail(OWN.sameName(seat.value.name));
  // The seat key's backup under its player's words stays here, for that phone if it is wiped (EW-9).
  const backup = seat.value.backup ? { backup: toHex(seat.value.backup) } : {};
  return done({ ...s, seats: [...s.seats, { name: seat.value.name, key, ...backup }] });
}

/** Every phone has joined (5–7): the table phone shows the seating to set before the start; `false` goes back to scanning seat codes. */
export function seating(s: OwnState, on: boolean): Result<OwnState> {
  if (s.role !== 'table' || s.game || s.show) return fail(OWN.notNow);
  if (on && s.seats.length < data.players.min) return fail(OWN.tooFew(s.seats.length));
  return done({ ...s, seating: on });
}

/** The host moves a seat in the seating (kit `moveSeat`): the table phone's own player stays first, the others in any order. */
export function reseat(s: OwnState, from: number, to: number): Result<OwnState> {
  if (s.role !== 'table' || s.game || s.show || !s.seating) return fail(OWN.notNow);
  return done({ ...s, seats: moveSeat(s.seats, from, to) });
}

/** The start code: the seats in order, names (cut to fit) and compressed keys. */
export function startBytes(s: Pick<OwnState, 'table' | 'seats'>): Result<Uint8Array> {
  const seats = s.seats.map((x) => ({ name: x.name, key: new Uint8Array(0) }));
  return fitted(tableOf(s), seats, s.seats.map((x) => compressKey(fromHex(x.key))));
}

const fitted = (table: Table, seats: Seat[], keys: Uint8Array[]): Result<Uint8Array> => {
  const code = fittedStart<typeof START>(D, table, seats, START, { keys } as ArgsValue<typeof START>, false, OWN.tooBig);
  return code.ok ? ok(code.value.code) : code;
};

/** For the bench: the bytes a start keeps of each of `players` names of the longest (every phone keeps its own whole). */
export function nameBytes(players: number): number {
  const seats = Array.from({ length: players }, () => ({ name: 'x'.repeat(MAX_NAME_BYTES), key: new Uint8Array(0) }));
  const code = fitted({ code: 0, seats: players + 1 }, seats, seats.map(() => new Uint8Array(33).fill(2)));
  const m = code.ok ? decode(code.value) : code;
  const read = m.ok ? readStartCode(D, m.value, START) : m;
  return read.ok ? utf8(read.value.seats[0]!.name).length : 0;
}

/** The table phone shows the start code, once 5–7 players have joined: the seats in the seating's order, which every phone takes as the game's. */
export function start(s: OwnState): Result<OwnState> {
  if (s.role !== 'table' || s.game || s.show) return fail(OWN.notNow);
  const n = s.seats.length;
  if (n < data.players.min || n > data.players.max) return fail(OWN.tooFew(n));
  const code = startBytes(s);
  return code.ok ? done({ ...s, seating: false, show: { what: 'start', code: toHex(code.value), to: null } }) : code;
}

export interface DealOptions {
  /** EW-5: rounds the Emperor must survive for the Emperor's side to win; null for off. */
  emperorWinsAfterRounds: number | null;
  /** The deal's RNG (EW-2), injected. */
  rng: Rng;
  /** Random bytes for the players' seeds (kit crypto `randomBytes`), injected. */
  random: (n: number) => Uint8Array;
  nonce: string;
}

/**
 * The table phone deals (EW-2, the engine's own deal) and shows the deal code: each seat's
 * cards, the Emperor's seat and a seed boxed to that seat's key (kit `dealCode`). It keeps the
 * public table (`view(state, PUBLIC)`) and the cards' seals; the hands live on in the code on
 * screen until `dismiss` drops it.
 */
export async function deal(s: OwnState, o: DealOptions): Promise<Result<OwnState>> {
  if (s.role !== 'table' || s.game || s.show?.what !== 'start') return fail(OWN.notNow);
  const full = setupWithCards({ names: s.seats.map((x) => x.name), emperorWinsAfterRounds: o.emperorWinsAfterRounds }, o.rng, o.nonce);
  if (!full.ok) return full;
  const seals: string[] = [];
  const dealt = [];
  const emperorAt = full.value.identity!.hands[full.value.emperor]!.findIndex((c) => c.kind === 'emperor');
  for (const hand of full.value.identity!.hands) {
    const seed = o.random(8);
    dealt.push([entry('setup', { emperor: full.value.emperor, emperorAt, hand: hand.map((c) => c.kind), seed })]);
    for (const [i, card] of hand.entries()) seals.push(await sealOf(s.table, card.kind, await saltOf(seed, i)));
  }
  // In no order: the seals must not say whose card is whose.
  seals.sort();
  const code = await dealCode(D, tableOf(s), DEAL_STEP, tableSeat(s), s.seats.map((x) => fromHex(x.key)), dealt);
  const game = publicOf(full.value);
  // The deal stays on the table phone, unreadable to it: a phone wiped before its first code takes it again (EW-9).
  return done({ ...s, game, seals, made: DEAL_STEP, dealt: toHex(code), show: { what: 'deal', code: toHex(code), to: null } });
}

/** The table as the table phone may hold it: `view(state, PUBLIC)`, one object a card, no look owed. */
function publicOf(full: TableState): TableState {
  const shown = view(full, PUBLIC)!;
  // One object a card: game.ts's placeholder is shared, and the engine's moves work on a structured clone, which keeps it shared.
  const hands = shown.identity!.hands.map((h) => h.map((c) => ({ ...c })));
  return { ...shown, identity: shown.identity && { ...shown.identity, hands, looks: [], trace: [] } };
}

