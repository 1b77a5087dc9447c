import { PUBLIC } from '~/kit/game';
import { concat, equalBytes, fromHex, toHex, utf8 } from '~/kit/link/bytes';
import { encode, GAME_KINDS, headerOf, KIND, MAX_BYTES, Reader, Writer, type Message, type TableCode } from '~/kit/link/codec';
import { boxFor, compressKey, COMPRESSED_KEY_BYTES, decompressKey, openBox, SALT_BYTES, seal } from '~/kit/link/crypto';
import { boxMessage, MAX_NAME_BYTES, openBoxMessage, readSeat } from '~/kit/link/messages';
import { readCode, type Via } from '~/kit/link/read';
import { REFUSED } from '~/kit/link/words';
import { validatePlayers } from '~/kit/players';
import { shuffle, type Rng } from '~/kit/random';
import { fail, ok, type Result } from '~/kit/result';
import { revealCard, setupWithCards } from './cards';
import { data, identityName } from './data';
import { condemn, endTurn } from './engine';
import { view } from './game';
import { ownProblem, type OwnCard, type OwnState, type PublicView } from './own-state';
import type { HeldCard, IdentityKind, TableState } from './state';

export type { OwnCard, OwnState, PublicView, Waiting } from './own-state';

/*
 * "Each on our own phone" for the Emperor (5–7 players): one phone, any, is the table phone
 * and keeps the public table as on one phone (the engine's TableState with every hand face
 * down but the cards lying face up: game.ts `view(state, PUBLIC)`). Each player's phone holds
 * its own three cards and nothing of anyone else's. Codes pass by QR, one frame each (≤ 300
 * bytes, kit/link codec):
 *
 * - Joining: the table phone shows the join code; each phone shows its seat code (name and
 *   key, kit `seatMessage`); the table phone scans them clockwise. Its start code gives every
 *   phone the seats: names and keys, the keys compressed to 33 bytes (kit crypto
 *   `compressKey`), the names cut to what fits one frame (`nameBytes`: 7 bytes each at 7
 *   players, 14 at 6, 23 at 5; a phone keeps its own name whole).
 * - The deal (EW-2): the table phone deals with the engine (cards.ts `setupWithCards`, its
 *   RNG injected) and shows one deal code: the Emperor's seat in the clear (the Emperor card
 *   is revealed to all), then each player's three cards and an 8-byte seed encrypted to that
 *   player's key (kit `boxFor`). Once it has shown it, the table phone keeps the public table
 *   only, and the seals below.
 * - Investigate, Investigation: the table phone records the public fact by its own tap (the
 *   table's picker, as on one phone); the target's phone shows the chosen card encrypted to the
 *   investigator's key (`showCard`) and logs the look; the investigator's phone scans it.
 *   Investigation's two cards are two such codes.
 * - Swap: the table phone records it by tap; the player who plays it gives its card encrypted
 *   to the partner (`giveCard`), the partner's phone takes it and answers with its own card
 *   encrypted back (`takeSwap`). A third phone scanning either learns nothing. EW-6: the
 *   Emperor card never moves, a revealed card keeps its face up.
 * - Reveal: the owner's phone shows the card in the clear with its salt (`revealMine`); the
 *   table phone records the Reveal only by scanning it, and checks it against the seals.
 * - Shuffle: on the owner's phone (`shuffleMine`); the table phone records it by tap. EW-6:
 *   the Emperor card stays face up, and stays where it lies, so the table phone, which never
 *   sees the shuffle, still shows it in the right place.
 * - EW-7: see `settle` and `proveMine`.
 * - A phone that reloads keeps everything (its save and its key, kit keystore); a phone that
 *   missed public moves scans the table phone's public code (`publicCode`, CATCH_UP).
 *
 * Why seals, for EW-7. When a Condemn strikes the Emperor the table phone must learn whether
 * the caster is a Rebel then, not before (EW-8). The deal's boxes can't help: the table phone
 * made them and could open nothing of them later, and it keeps no hand. So at the deal it
 * keeps a seal of every card (kit crypto `seal`: SHA-256 of the card's kind and a salt),
 * 21 at most, in no order: a seal says nothing of its card without the salt, and the salts
 * (derived from each player's seed, `saltOf`) travel only inside that player's box, and
 * with a card when a Swap moves it. To prove its identity the caster's phone shows two cards
 * of the kind its hand holds most of, with their salts (two Rebels or two Loyalists: the
 * identity and no more; the third card stays secret). The table phone checks both against
 * its seals: a phone can't claim a card no one was dealt. A Reveal is checked the same way.
 * What it can't check: that the phone still holds the cards it shows. This app drops a
 * card's salt when a Swap gives the card away, so only a changed app could keep one; a
 * seal per position would need the table phone to follow every Shuffle, which it must not
 * see. A box is encrypted to a key, not signed: a phone proves nothing by sending one, and
 * nothing in this game needs it to.
 *
 * Steps: every code a phone makes carries its own count (`made`); a phone keeps the last
 * count it took from each phone (`from`) and refuses an older code in words (a replay, an old
 * look at a card that has moved since).
 */

/** The Emperor's own kinds of code. */
export const DEAL = GAME_KINDS;
export const CARD = GAME_KINDS + 1;
export const SWAP = GAME_KINDS + 2;
export const PROOF = GAME_KINDS + 3;
/** The public table for a phone that missed moves: the Emperor's own, not the kit's rejoin (a lost phone's seat and state). */
export const CATCH_UP = GAME_KINDS + 4;
/** The table phone's record of an Investigate (Investigation) or a Swap, for the phone that takes its card(s). */
export const RECORD = GAME_KINDS + 5;
/** `from`'s slot for the table phone. */
const TABLE_SLOT = 7;
/** The deal's round: codes a phone makes start at 1, every count a byte. */
const DEAL_ROUND = 1;
const SEED_BYTES = 8;
/** A face-down card the table phone holds: of no kind in particular (game.ts's placeholder). */
const HIDDEN: HeldCard = { kind: 'rebel', faceUp: false };

export const OWN = {
  notNow: 'This phone doesn’t need that code now.',
  earlier: 'This code is from an earlier step: scan the newest code on that phone.',
  full: 'Seven players have joined: the table is full.',
  again: (name: string) => `${name} has joined already.`,
  sameName: (name: string) => `Two players are called ${name}: one of you, add a letter and show your seat code again.`,
  tooFew: (n: number) => `${data.players.min} to ${data.players.max} players play; ${n} have joined. Scan every player’s seat code first.`,
  notAtTable: 'This start code doesn’t have this phone at the table: the table phone must scan this phone’s seat code first.',
  ownCode: REFUSED.ownCode,
  faceUp: (p: number) => `Your card ${p + 1} is face up already: everyone can see it.`,
  emperorCard: 'The Emperor card never leaves the Emperor: give one of your other cards.',
  emperorTarget: 'Swap can never take a card from the Emperor.',
  swapWaiting: (name: string) => `Your Swap with ${name} isn’t finished: scan ${name}’s card first.`,
  notYourSwap: 'This is not the card this phone waits for: scan the code on your Swap partner’s phone.',
  sealBroken: 'This card doesn’t match any card the table phone dealt: it was changed.',
  notWanted: (name: string, what: string) => `The table phone waits for ${name}’s ${what}: scan that phone’s code.`,
  noProofNeeded: 'No Condemn waits on a proof now.',
  recordFirst: (what: string) => `Scan the table phone’s record of this ${what} first: it says which card this phone takes.`,
  notRecorded: (name: string, got: number, wanted: string) => `This is ${name}’s card ${got + 1}; the table phone recorded ${wanted}. ${name}: show that card instead.`,
  swapNotRecorded: (name: string, wanted: string) => `This is not the Swap the table phone recorded (${wanted}): ${name}, call it off and choose those cards.`,
  scanFirst: (what: string) => `Scan ${what} first.`,
  tooMany: 'This phone has made too many codes for one game: start a new table.',
  noLooks: 'On your own phone: see your cards on your own phone.',
  /** EW-9: the cards were boxed to the key the lost phone held; nobody else can open them, by design. */
  noRejoin:
    'A phone that lost its storage lost its key, and its cards with it: no phone can open them again, the table phone included. A phone that only reloaded, locked or ran out of battery has everything still: open this page on it. Otherwise start a new table together.',
} as const;

/* ------------------------------------------------------------------ bytes */

const KINDS: IdentityKind[] = ['emperor', 'loyalist', 'rebel'];
const kindCode = (k: IdentityKind): number => KINDS.indexOf(k);
const kindOf = (code: number): IdentityKind | null => KINDS[code] ?? null;
const packHand = (kinds: IdentityKind[]): number => kinds.reduce((n, k, i) => n | (kindCode(k) << (2 * i)), 0);
const unpackHand = (b: number): (IdentityKind | null)[] => [0, 1, 2].map((i) => kindOf((b >> (2 * i)) & 3));

const hexOf = (m: Message): string => toHex(encode(m));

/** What every card's seal is bound to: this table's deal. */
const cardContext = (table: TableCode): Uint8Array => concat(utf8('emperor card'), headerOf({ kind: DEAL, table, round: DEAL_ROUND }));

/** The salt of the card dealt at `position` from a player's seed (so the deal carries 8 bytes a player, not 36). */
async function saltOf(seed: Uint8Array, position: number): Promise<Uint8Array> {
  const d = await globalThis.crypto.subtle.digest('SHA-256', concat(utf8('emperor salt'), seed, Uint8Array.of(position)).slice().buffer);
  return new Uint8Array(d).slice(0, SALT_BYTES);
}

const sealOf = async (table: TableCode, kind: IdentityKind, salt: Uint8Array): Promise<string> =>
  toHex((await seal(cardContext(table), Uint8Array.of(kindCode(kind)), salt)).digest);

/** The name bytes a start code carries a seat, so that seven seats and their keys fit one frame. */
export const nameBytes = (players: number): number => Math.min(MAX_NAME_BYTES, Math.floor((MAX_BYTES - 13 - players * (1 + COMPRESSED_KEY_BYTES)) / players));

/** A name cut to `max` UTF-8 bytes, never inside a character. */
export function cutName(name: string, max: number): string {
  let out = '';
  for (const ch of name) {
    if (utf8(out + ch).length > max) break;
    out += ch;
  }
  return out;
}

/* ------------------------------------------------------------------ helpers */

const done = (s: OwnState): Result<OwnState> => {
  const problem = ownProblem(s);
  if (problem) throw new Error(`own-phone move left ${problem}`);
  return ok(s);
};

const blank = (table: TableCode, role: OwnState['role'], name: string): OwnState => ({
  table,
  role,
  name,
  seats: [],
  me: null,
  game: null,
  seals: [],
  emperor: null,
  hand: null,
  made: 0,
  from: [0, 0, 0, 0, 0, 0, 0, 0],
  show: null,
  swap: null,
  waiting: null,
  public: null,
  recorded: null,
  log: [],
});

/** The name of a seat on this phone ("you" for its own). */
export const seatName = (s: OwnState, seat: number): string => (seat === s.me ? s.name : (s.seats[seat]?.name ?? `Player ${seat + 1}`));

/** The next step of this phone's codes, or why not. */
function nextStep(s: OwnState): Result<number> {
  return s.made >= 255 ? fail(OWN.tooMany) : ok(s.made + 1);
}

/** A code from `slot` at `round` is newer than the last one taken from it; else it is refused. */
const fresh = (s: OwnState, slot: number, round: number): boolean => round > s.from[slot]!;
const took = (s: OwnState, slot: number, round: number): number[] => s.from.map((r, i) => (i === slot ? round : r));

/* ------------------------------------------------------------------ joining */

function named(name: string): Result<string> {
  const n = validatePlayers([name], 1, 1);
  return n.ok ? ok(n.value[0]!) : fail(name.trim() === '' ? 'Type your name first.' : n.error);
}

/** This phone is the table phone: it shows the join code and scans every seat code. */
export const openTable = (table: TableCode): OwnState => blank(table, 'table', '');

/** This phone joins a table: it shows its seat code (kit `seatMessage`) for the table phone. */
export function joinTable(table: TableCode, name: string): Result<OwnState> {
  const n = named(name);
  return n.ok ? done(blank(table, 'player', n.value)) : n;
}

/** The table phone scanned a seat code: the player sits next, clockwise. */
export function seatScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.role !== 'table' || s.game || s.show) return fail(OWN.notNow);
  const seat = readSeat(m);
  if (!seat.ok) return seat;
  const key = toHex(seat.value.key);
  const known = s.seats.find((x) => x.key === key);
  if (known) return fail(OWN.again(known.name));
  if (s.seats.length >= data.players.max) return fail(OWN.full);
  if (s.seats.some((x) => x.name.toLowerCase() === seat.value.name.trim().toLowerCase())) return fail(OWN.sameName(seat.value.name));
  return done({ ...s, seats: [...s.seats, { name: seat.value.name, key }] });
}

/** The table phone takes back the last seat it scanned (a player scanned out of clockwise order). */
export const dropLastSeat = (s: OwnState): Result<OwnState> =>
  s.role === 'table' && !s.game && !s.show && s.seats.length > 0 ? done({ ...s, seats: s.seats.slice(0, -1) }) : fail(OWN.notNow);

/** The start code: the seats in order, names (cut to fit) and compressed keys. */
export function startMessage(table: TableCode, seats: OwnState['seats']): Message {
  const w = new Writer().byte(seats.length);
  const max = nameBytes(seats.length);
  for (const seat of seats) w.text(cutName(seat.name, max)).bytes(compressKey(fromHex(seat.key)));
  return { kind: KIND.start, table, round: 0, payload: w.done() };
}

/** The table phone shows the start code, once 5–7 players have joined. */
export function start(s: OwnState): Result<OwnState> {
  if (s.role !== 'table' || s.game || s.show) return fail(OWN.notNow);
  const n = s.seats.length;
  if (n < data.players.min || n > data.players.max) return fail(OWN.tooFew(n));
  return done({ ...s, show: { what: 'start', code: hexOf(startMessage(s.table, s.seats)), to: null } });
}

/** A player's phone scanned the start code: its seat (found by its own key) and everyone's names and keys. */
export function startScanned(s: OwnState, m: Message, myKey: Uint8Array): Result<OwnState> {
  if (s.role !== 'player' || s.hand) return fail(OWN.notNow);
  const r = new Reader(m.payload);
  const n = r.byte();
  const seats: OwnState['seats'] = [];
  for (let i = 0; i < n && r.ok; i++) {
    const name = r.text();
    const key = decompressKey(r.bytes(COMPRESSED_KEY_BYTES));
    if (!key || name === '') return fail(REFUSED.changed);
    seats.push({ name, key: toHex(key) });
  }
  const read = r.end(seats);
  if (!read.ok) return read;
  if (n < data.players.min || n > data.players.max) return fail(REFUSED.changed);
  const me = seats.findIndex((x) => x.key === toHex(myKey));
  if (me < 0) return fail(OWN.notAtTable);
  return done({ ...s, seats, me });
}

/* ------------------------------------------------------------------ the deal */

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
 * The table phone deals (EW-2, the engine's own deal) and shows the deal code. It keeps the
 * public table (no hand: game.ts `view(state, PUBLIC)`) and the cards' seals; the hands live
 * on in the code on screen, encrypted to the players' keys, until `dismiss` drops it.
 */
export async function deal(s: OwnState, o: DealOptions): Promise<Result<OwnState>> {
  if (s.role !== 'table' || s.game || s.show?.what !== 'start') return fail(OWN.notNow);
  const full = setupWithCards({ names: s.seats.map((x) => x.name), emperorWinsAfterRounds: o.emperorWinsAfterRounds }, o.rng, o.nonce);
  if (!full.ok) return full;
  const hands = full.value.identity!.hands;
  const secrets: Uint8Array[] = [];
  const seals: string[] = [];
  for (const hand of hands) {
    const seed = o.random(SEED_BYTES);
    secrets.push(concat(Uint8Array.of(packHand(hand.map((c) => c.kind))), seed));
    for (const [i, card] of hand.entries()) seals.push(await sealOf(s.table, card.kind, await saltOf(seed, i)));
  }
  // In no order: the seals must not say whose card is whose.
  seals.sort();
  const header = headerOf({ kind: DEAL, table: s.table, round: DEAL_ROUND });
  const box = await boxFor(
    s.seats.map((x) => fromHex(x.key)),
    secrets,
    header,
  );
  const m: Message = { kind: DEAL, table: s.table, round: DEAL_ROUND, payload: concat(Uint8Array.of(full.value.emperor), box) };
  const game = publicOf(full.value);
  return done({ ...s, game, seals, emperor: game.emperor, show: { what: 'deal', code: hexOf(m), to: null } });
}

/** The table as the table phone may hold it: every face-down card the same placeholder, no look owed. */
function publicOf(full: TableState): TableState {
  const shown = view(full, PUBLIC)!;
  // One object a card: game.ts's placeholder is shared, and the engine's moves work on a structured clone, which keeps it shared.
  const hands = shown.identity!.hands.map((h) => h.map((c) => ({ ...c })));
  return { ...shown, identity: shown.identity && { ...shown.identity, hands, looks: [], trace: [] } };
}

/** A player's phone scanned the deal: its own slot opens with its key, nothing else does. */
export async function dealScanned(s: OwnState, m: Message, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  if (s.role !== 'player' || s.me === null || s.hand) return fail(OWN.notNow);
  if (m.round !== DEAL_ROUND || m.payload.length < 2) return fail(REFUSED.changed);
  const emperor = m.payload[0]!;
  if (emperor >= s.seats.length) return fail(REFUSED.changed);
  const opened = await openBox(pair, m.payload.subarray(1), headerOf(m), s.me);
  if (!opened.ok) return opened;
  const mine = opened.value;
  if (mine.length !== 1 + SEED_BYTES) return fail(REFUSED.changed);
  const kinds = unpackHand(mine[0]!);
  if (kinds.some((k) => k === null) || kinds.includes('emperor') !== (emperor === s.me)) return fail(REFUSED.changed);
  const seed = mine.subarray(1);
  const hand: OwnCard[] = [];
  for (const [i, kind] of kinds.entries()) hand.push({ kind: kind!, faceUp: kind === 'emperor', salt: toHex(await saltOf(seed, i)) });
  return done({ ...s, hand, emperor });
}

/* ------------------------------------------------------------------ what the table recorded of a look or a Swap */

/** A move as the table phone's picker gathered it (islands/picker.ts), for the record of a look or a Swap. */
export interface Picked {
  name: string;
  args: unknown;
}

type Recorded = NonNullable<OwnState['recorded']>;
type Ref = { player: number; position: number };

/**
 * After the table phone records an Investigate, an Investigation or a Swap (by its own
 * picker, as on one phone), it shows the record as a code for the phone that takes the
 * card(s): the viewer's, or the Swap partner's. That phone then refuses a card other than
 * the one recorded, in words (a mis-tapped card on the target's or the swapper's phone).
 * Any other move: the state as it is.
 */
export function recordLook(s: OwnState, picked: Picked | null): Result<OwnState> {
  const g = s.game;
  if (s.role !== 'table' || !g || g.current === null || !picked) return ok(s);
  const me = g.current;
  const args = picked.args as { card?: Ref; cards?: Ref[]; mine?: number; theirs?: Ref };
  let r: Recorded;
  if (picked.name === 'investigate' && args.card) r = { what: 'look', by: me, cards: [args.card] };
  else if (picked.name === 'investigation' && args.cards) r = { what: 'look', by: me, cards: args.cards };
  else if (picked.name === 'swapCards' && args.mine !== undefined && args.theirs) r = { what: 'swap', by: me, cards: [{ player: me, position: args.mine }, args.theirs] };
  else return ok(s);
  const step = nextStep(s);
  if (!step.ok) return step;
  const cards = r.cards.map((c) => ({ player: c.player, position: c.position }));
  const payload = Uint8Array.of(r.what === 'look' ? 0 : 1, r.by, cards.length, ...cards.map((c) => (c.player << 2) | c.position));
  const m: Message = { kind: RECORD, table: s.table, round: step.value, payload };
  return done({ ...s, made: step.value, show: { what: 'record', code: hexOf(m), to: receiverOf({ ...r, cards }) } });
}

/** The phone a record is for: the viewer's, or the Swap partner's. */
const receiverOf = (r: Recorded): number => (r.what === 'look' ? r.by : r.cards[1]!.player);

/** The cards a record still waits for, in words: "Ben’s card 2 and Cleo’s card 1". */
const recordWords = (s: OwnState, cards: Ref[]): string => cards.map((c) => `${seatName(s, c.player)}’s ${pos(c.position)}`).join(' and ');

function recordScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.role !== 'player' || s.me === null || !s.hand) return fail(OWN.notNow);
  if (!fresh(s, TABLE_SLOT, m.round)) return fail(OWN.earlier);
  const [what, by, n] = m.payload;
  const cards = [...m.payload.subarray(3)].map((b) => ({ player: b >> 2, position: b & 3 }));
  const seats = s.seats.length;
  if (what === undefined || by === undefined || n === undefined || what > 1 || by >= seats || cards.length !== n || n < 1 || n > 2) return fail(REFUSED.changed);
  if (cards.some((c) => c.player >= seats || c.position > 2) || (what === 1 && n !== 2)) return fail(REFUSED.changed);
  const r: Recorded = { what: what === 0 ? 'look' : 'swap', by, cards };
  // Another phone's record (over the live link every phone gets it): nothing for this phone, and nothing to say.
  if (receiverOf(r) !== s.me) return ok(s);
  return done({ ...s, recorded: r, from: took(s, TABLE_SLOT, m.round) });
}

/** The code has been scanned by everyone who needs it: it leaves the screen (the deal's with it: the table phone keeps no hand). */
export const dismiss = (s: OwnState): Result<OwnState> => done({ ...s, show: null });

/* ------------------------------------------------------------------ the table phone's moves */

/**
 * A public move made on the table phone by the table's own pickers (engine.ts, cards.ts, on
 * the public table): kept as it is but for what the table phone must not do itself. A
 * Reveal waits for the owner's code (`askReveal`); a Shuffle keeps every card where the
 * table phone can't follow it (face down, the Emperor card face up where it lies); a
 * Condemn that strikes the Emperor waits for the casters' proofs (`settle`). No look is
 * ever owed on this phone: the looks happen on the players' phones.
 */
export function record(s: OwnState, name: string, next: TableState): Result<OwnState> {
  const before = s.game;
  if (s.role !== 'table' || !before) return fail(OWN.notNow);
  if (s.waiting) return fail(OWN.scanFirst(waitingFor(s)));
  if (name === 'lookAgain' || name === 'look') return fail(OWN.noLooks);
  if (name === 'revealCard') return fail(OWN.notNow);
  if (name === 'endTurn' || name === 'condemn') {
    const target = name === 'endTurn' ? null : next.nextCondemnId > before.nextCondemnId ? next.condemns.at(-1)!.target : before.emperor;
    return settle({ ...s }, name, target, []);
  }
  let game = next;
  if (name === 'shuffleCards') {
    const me = before.current!;
    const hands = next.identity!.hands.map((h, p) => (p === me ? before.identity!.hands[p]!.map((c) => (c.kind === 'emperor' ? { ...c } : { ...HIDDEN })) : h));
    game = { ...next, identity: { ...next.identity!, hands } };
  }
  return done({ ...s, game: { ...game, identity: game.identity && { ...game.identity, looks: [], trace: [] } } });
}

/** The Reveal's card was chosen on the table phone: it waits for that card's owner's code. */
export function askReveal(s: OwnState, player: number, position: number): Result<OwnState> {
  if (s.role !== 'table' || !s.game) return fail(OWN.notNow);
  if (s.waiting) return fail(OWN.scanFirst(waitingFor(s)));
  const card = s.game.identity?.hands[player]?.[position];
  if (!card) return fail(OWN.notNow);
  const trial = revealOn(s.game, player, position, 'rebel');
  if (!trial.ok) return trial;
  return done({ ...s, waiting: { what: 'reveal', player, position } });
}

/** Calls off what the table phone waits for (a Reveal chosen by mistake). A Condemn's proof can't be called off. */
export const cancelWaiting = (s: OwnState): Result<OwnState> =>
  s.waiting?.what === 'reveal' ? done({ ...s, waiting: null }) : fail(OWN.notNow);

async function revealOnTable(s: OwnState, m: Message): Promise<Result<OwnState>> {
  const w = s.waiting;
  if (s.role !== 'table' || !s.game || w?.what !== 'reveal') return fail(OWN.notNow);
  const r = new Reader(m.payload);
  const seat = r.byte();
  const position = r.byte();
  const kind = kindOf(r.byte());
  const salt = r.bytes(SALT_BYTES);
  const read = r.end(kind);
  if (!read.ok || kind === null) return fail(REFUSED.changed);
  if (seat !== w.player || position !== w.position) return fail(OWN.notWanted(s.game.players[w.player]!.name, `card ${w.position + 1}`));
  if (!fresh(s, seat, m.round)) return fail(OWN.earlier);
  if (!s.seals.includes(await sealOf(s.table, kind, salt))) return fail(OWN.sealBroken);
  const next = revealOn(s.game, seat, position, kind);
  if (!next.ok) return next;
  return done({ ...s, game: next.value, waiting: null, from: took(s, seat, m.round) });
}

/** The engine's Reveal on the public table, with the card's kind as its owner's phone showed it. */
function revealOn(game: TableState, player: number, position: number, kind: IdentityKind) {
  const hands = game.identity!.hands.map((h, p) => (p === player ? h.map((c, i) => (i === position && !c.faceUp ? { kind, faceUp: false } : c)) : h));
  return revealCardMove({ ...game, identity: { ...game.identity!, hands } }, player, position);
}

const revealCardMove = (game: TableState, player: number, position: number) => {
  const r = revealCard(game, { card: { player, position } });
  return r.ok ? ok({ ...r.value, identity: r.value.identity && { ...r.value.identity, looks: [] } }) : r;
};

/* EW-7: the Condemn that strikes the Emperor */

/** The move run with some players' identities known: the others count as Rebels (EW-7 with printed cards). */
function runWith(before: TableState, move: 'endTurn' | 'condemn', target: number | null, known: Map<number, boolean>): Result<TableState> {
  const hands = before.identity!.hands.map((h, p): HeldCard[] =>
    p === before.emperor ? h : Array.from({ length: 3 }, () => ({ kind: known.get(p) === false ? 'loyalist' : 'rebel', faceUp: false })),
  );
  const trial = { ...before, identity: { ...before.identity!, hands } };
  const r = move === 'endTurn' ? endTurn(trial) : condemn(trial, { target: target! });
  if (!r.ok) return r;
  return ok({ ...r.value, identity: { ...r.value.identity!, hands: before.identity!.hands, looks: [] } });
}

const emperorFalls = (before: TableState, after: TableState): boolean => !before.winner && after.winner?.side === 'rebels';

/**
 * A turn's end or a Condemn, settled on the table phone (EW-7). Played as if every caster
 * were a Rebel: if the Emperor survives that, nobody's identity mattered and the move
 * stands. If the Emperor falls, each caster whose identity decides it (the Emperor would
 * live were that caster no Rebel) must prove it, one by one, before the move is recorded;
 * then the move is played with the identities proven. Only then, and only those.
 */
function settle(s: OwnState, move: 'endTurn' | 'condemn', target: number | null, proven: { player: number; rebel: boolean }[]): Result<OwnState> {
  const before = s.game!;
  const known = new Map(proven.map((p) => [p.player, p.rebel]));
  const all = runWith(before, move, target, known);
  if (!all.ok) return all;
  if (emperorFalls(before, all.value)) {
    for (const p of before.players.keys()) {
      if (p === before.emperor || known.has(p)) continue;
      const trial = runWith(before, move, target, new Map([...known, [p, false]]));
      if (trial.ok && !emperorFalls(before, trial.value)) return done({ ...s, waiting: { what: 'proof', move, target, caster: p, proven } });
    }
  }
  return done({ ...s, game: ended(all.value), waiting: null });
}

/** At the end the table phone knows no identity but the Emperor's: it shows none (each phone shows its own). */
const ended = (g: TableState): TableState => (g.winner ? { ...g, identity: null } : g);

async function proofOnTable(s: OwnState, m: Message): Promise<Result<OwnState>> {
  const w = s.waiting;
  if (s.role !== 'table' || !s.game || w?.what !== 'proof') return fail(OWN.noProofNeeded);
  const r = new Reader(m.payload);
  const seat = r.byte();
  const kind = kindOf(r.byte());
  const salts = [r.bytes(SALT_BYTES), r.bytes(SALT_BYTES)];
  const read = r.end(kind);
  if (!read.ok || (kind !== 'rebel' && kind !== 'loyalist')) return fail(REFUSED.changed);
  if (seat !== w.caster) return fail(OWN.notWanted(s.game.players[w.caster]!.name, 'proof'));
  if (!fresh(s, seat, m.round)) return fail(OWN.earlier);
  if (equalBytes(salts[0]!, salts[1]!)) return fail(OWN.sealBroken);
  for (const salt of salts) if (!s.seals.includes(await sealOf(s.table, kind, salt))) return fail(OWN.sealBroken);
  return settle({ ...s, from: took(s, seat, m.round) }, w.move, w.target, [...w.proven, { player: seat, rebel: kind === 'rebel' }]);
}

/** What the table phone waits for, in words: "Ben’s proof". */
export function waitingFor(s: OwnState): string {
  const w = s.waiting;
  if (!w || !s.game) return 'nothing';
  const name = s.game.players[w.what === 'reveal' ? w.player : w.caster]!.name;
  return w.what === 'reveal' ? `${name}’s card ${w.position + 1} on ${name}’s phone` : `${name}’s proof on ${name}’s phone`;
}

/** The public table as a code, for a phone that missed moves (CATCH_UP): round, turn, who lives, the face-up cards, the end. */
export function publicCode(s: OwnState): Result<OwnState> {
  const g = s.game;
  if (s.role !== 'table' || !g) return fail(OWN.notNow);
  const step = nextStep(s);
  if (!step.ok) return step;
  const up: [number, number, IdentityKind][] = [];
  g.identity?.hands.forEach((h, p) => h.forEach((c, i) => c.faceUp && up.push([p, i, c.kind])));
  const w = new Writer()
    .byte(Math.min(g.round, 255))
    .byte(g.current ?? 255)
    .byte(g.players.reduce((n, p, i) => n | (p.alive ? 1 << i : 0), 0))
    .byte(g.winner ? (g.winner.side === 'rebels' ? 1 : 2) : 0)
    .byte(up.length);
  for (const [p, i, kind] of up) w.byte((p << 2) | i).byte(kindCode(kind));
  const m: Message = { kind: CATCH_UP, table: s.table, round: step.value, payload: w.done() };
  return done({ ...s, made: step.value, show: { what: 'public', code: hexOf(m), to: null } });
}

function publicScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.role !== 'player' || s.me === null) return fail(OWN.notNow);
  if (!fresh(s, TABLE_SLOT, m.round)) return fail(OWN.earlier);
  const r = new Reader(m.payload);
  const round = r.byte();
  const current = r.byte();
  const alive = r.byte();
  const winner = r.byte();
  const count = r.byte();
  const faceUp: PublicView['faceUp'] = [];
  for (let i = 0; i < count && r.ok; i++) {
    const at = r.byte();
    const kind = kindOf(r.byte());
    if (!kind || at >> 2 >= s.seats.length || (at & 3) > 2) return fail(REFUSED.changed);
    faceUp.push({ player: at >> 2, position: at & 3, kind });
  }
  const n = s.seats.length;
  const pub: PublicView = {
    step: m.round,
    round: Math.max(1, round),
    current: current === 255 ? null : current,
    alive: Array.from({ length: n }, (_, i) => (alive & (1 << i)) !== 0),
    faceUp,
    winner: winner === 1 ? 'rebels' : winner === 2 ? 'emperor' : null,
  };
  const read = r.end(pub);
  if (!read.ok) return read;
  if ((pub.current !== null && pub.current >= n) || winner > 2) return fail(REFUSED.changed);
  return done({ ...s, public: pub, from: took(s, TABLE_SLOT, m.round) });
}

/* ------------------------------------------------------------------ a player's phone */

const card = (s: OwnState, position: number): OwnCard | undefined => s.hand?.[position];
const pos = (p: number): string => `card ${p + 1}`;
const a = (kind: IdentityKind): string => (kind === 'emperor' ? 'the Emperor card' : `a ${identityName(kind)}`);
const logged = (s: OwnState, line: string): string[] => [...s.log, line].slice(-60);

function playing(s: OwnState): Result<OwnState> {
  if (s.role !== 'player' || s.me === null || !s.hand) return fail(OWN.notNow);
  if (s.swap) return fail(OWN.swapWaiting(seatName(s, s.swap.partner)));
  return ok(s);
}

/**
 * Investigate, Investigation: this phone's player is the target; it shows its card at
 * `position` encrypted to the investigator's key (kit `boxMessage`), and logs the look.
 */
export async function showCard(s: OwnState, viewer: number, position: number): Promise<Result<OwnState>> {
  const p = playing(s);
  if (!p.ok) return p;
  const mine = card(s, position);
  if (!mine) return fail(OWN.notNow);
  if (viewer === s.me || !s.seats[viewer]) return fail('Choose who looks at your card.');
  if (mine.faceUp) return fail(OWN.faceUp(position));
  const step = nextStep(s);
  if (!step.ok) return step;
  const m = await boxMessage(s.table, step.value, [fromHex(s.seats[viewer]!.key)], [Uint8Array.of(s.me!, position, kindCode(mine.kind))], CARD);
  return done({ ...s, made: step.value, show: { what: 'card', code: hexOf(m), to: viewer }, log: logged(s, `${seatName(s, viewer)} looked at your ${pos(position)}.`) });
}

async function cardScanned(s: OwnState, m: Message, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  const opened = await openBoxMessage(pair, m, 0);
  if (!opened.ok) return opened;
  const [from, position, code] = opened.value;
  const kind = kindOf(code ?? 9);
  if (opened.value.length !== 3 || from === undefined || from >= s.seats.length || position === undefined || position > 2 || !kind) return fail(REFUSED.changed);
  if (from === s.me) return fail(REFUSED.ownCode);
  if (!fresh(s, from, m.round)) return fail(OWN.earlier);
  const rec = s.recorded;
  if (!rec || rec.what !== 'look') return fail(OWN.recordFirst('Investigate'));
  const at = rec.cards.findIndex((c) => c.player === from && c.position === position);
  if (at < 0) return fail(OWN.notRecorded(seatName(s, from), position, recordWords(s, rec.cards)));
  const left = rec.cards.filter((_, i) => i !== at);
  return done({
    ...s,
    recorded: left.length > 0 ? { ...rec, cards: left } : null,
    from: took(s, from, m.round),
    log: logged(s, `${seatName(s, from)}’s ${pos(position)} is ${a(kind)}.`),
  });
}

/**
 * Swap, played by this phone's player: its card at `mine` goes to `partner`'s phone
 * encrypted to the partner's key, for the partner's card at `theirs`, which comes back the
 * same way (`takeSwap` on the partner's phone). EW-6: never the Emperor card, never with the
 * Emperor. The card stays here until the partner's comes back.
 */
export async function giveCard(s: OwnState, partner: number, mine: number, theirs: number): Promise<Result<OwnState>> {
  const p = playing(s);
  if (!p.ok) return p;
  const given = card(s, mine);
  if (!given || theirs < 0 || theirs > 2 || !s.seats[partner]) return fail(OWN.notNow);
  if (partner === s.me) return fail('Swap trades with another player: choose someone else.');
  if (partner === s.emperor) return fail(OWN.emperorTarget);
  if (given.kind === 'emperor') return fail(OWN.emperorCard);
  const step = nextStep(s);
  if (!step.ok) return step;
  const m = await swapMessage(s, step.value, partner, mine, theirs, given, false);
  return done({ ...s, made: step.value, swap: { partner, mine, theirs }, show: { what: 'swap', code: hexOf(m), to: partner } });
}

const swapMessage = (s: OwnState, round: number, to: number, given: number, taken: number, c: OwnCard, reply: boolean) =>
  boxMessage(
    s.table,
    round,
    [fromHex(s.seats[to]!.key)],
    [concat(Uint8Array.of(s.me!, given, taken, kindCode(c.kind) | (c.faceUp ? 4 : 0), reply ? 1 : 0), fromHex(c.salt))],
    SWAP,
  );

async function swapScanned(s: OwnState, m: Message, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  const opened = await openBoxMessage(pair, m, 0);
  if (!opened.ok) return opened;
  const b = opened.value;
  const [from, given, taken, kf, reply] = b;
  const kind = kindOf((kf ?? 0) & 3);
  if (b.length !== 5 + SALT_BYTES || from === undefined || from >= s.seats.length || given! > 2 || taken! > 2 || !kind || kind === 'emperor' || reply! > 1) return fail(REFUSED.changed);
  if (from === s.me) return fail(REFUSED.ownCode);
  if (!fresh(s, from, m.round)) return fail(OWN.earlier);
  const got: OwnCard = { kind, faceUp: (kf! & 4) !== 0, salt: toHex(b.subarray(5)) };
  const hand = [...s.hand!];
  if (reply === 1) {
    // The partner's card, for the one this phone gave: the Swap is done.
    const w = s.swap;
    if (!w || w.partner !== from || w.mine !== taken || w.theirs !== given) return fail(OWN.notYourSwap);
    hand[w.mine] = got;
    return done({ ...s, hand, swap: null, show: null, from: took(s, from, m.round), log: logged(s, `Swap: you gave your ${pos(w.mine)} to ${seatName(s, from)} and got ${a(kind)}.`) });
  }
  // The player who played Swap gave a card: this phone takes it and sends its own back, if it is the Swap the table phone recorded.
  if (s.swap) return fail(OWN.swapWaiting(seatName(s, s.swap.partner)));
  if (s.me === s.emperor) return fail(OWN.emperorTarget);
  const rec = s.recorded;
  if (!rec || rec.what !== 'swap') return fail(OWN.recordFirst('Swap'));
  if (rec.by !== from || rec.cards[0]!.position !== given || rec.cards[1]!.position !== taken) {
    return fail(OWN.swapNotRecorded(seatName(s, from), `${recordWords(s, [rec.cards[0]!])} for your ${pos(rec.cards[1]!.position)}`));
  }
  const old = hand[taken!]!;
  hand[taken!] = got;
  const step = nextStep(s);
  if (!step.ok) return step;
  const back = await swapMessage(s, step.value, from, taken!, given!, old, true);
  return done({
    ...s,
    hand,
    made: step.value,
    recorded: null,
    from: took(s, from, m.round),
    show: { what: 'swap', code: hexOf(back), to: from },
    log: logged(s, `Swap: ${seatName(s, from)} took your ${pos(taken!)} and gave you ${a(kind)}.`),
  });
}

/**
 * Reveal: this phone's card at `position` shown to all, with its salt, for the table phone
 * to scan and check. The card stays face down here until the player says the table phone
 * has it (`revealTaken`): a Reveal tapped by mistake is called off (`cancelShow`) and no
 * card is marked face up that the table phone didn't record.
 */
export function revealMine(s: OwnState, position: number): Result<OwnState> {
  const p = playing(s);
  if (!p.ok) return p;
  const c = card(s, position);
  if (!c) return fail(OWN.notNow);
  if (c.faceUp) return fail(OWN.faceUp(position));
  const step = nextStep(s);
  if (!step.ok) return step;
  const m: Message = { kind: KIND.reveal, table: s.table, round: step.value, payload: concat(Uint8Array.of(s.me!, position, kindCode(c.kind)), fromHex(c.salt)) };
  return done({ ...s, made: step.value, show: { what: 'reveal', code: hexOf(m), to: null, card: position } });
}

/** The table phone has taken the Reveal: the card lies face up for all. */
export function revealTaken(s: OwnState): Result<OwnState> {
  const position = s.show?.what === 'reveal' ? s.show.card : undefined;
  if (position === undefined || !s.hand) return fail(OWN.notNow);
  const hand = s.hand.map((x, i) => (i === position ? { ...x, faceUp: true } : x));
  return done({ ...s, hand, show: null, log: logged(s, `Your ${pos(position)} is face up for all.`) });
}

/**
 * A code on screen called off before the phone it was for took it (a Reveal tapped by
 * mistake): nothing of it stays on this phone. Its step stays counted, so the code, shown
 * again later, is refused as an earlier step.
 */
export function cancelShow(s: OwnState): Result<OwnState> {
  if (s.show?.what === 'reveal') return done({ ...s, show: null });
  // A card shown to the wrong player, or the wrong card: nobody looked at it after all.
  if (s.show?.what === 'card') return done({ ...s, show: null, log: s.log.slice(0, -1) });
  // A Swap whose partner hasn't answered: this phone's card never left it.
  if (s.show?.what === 'swap' && s.swap) return done({ ...s, show: null, swap: null });
  return fail(OWN.notNow);
}

/** Shuffle on this phone (EW-6): the cards change places and lie face down, the Emperor card face up where it lies. */
export function shuffleMine(s: OwnState, rng: Rng): Result<OwnState> {
  const p = playing(s);
  if (!p.ok) return p;
  const hand = [...s.hand!];
  const free = hand.flatMap((c, i) => (c.kind === 'emperor' ? [] : [i]));
  const moved = shuffle(rng, free.map((i) => hand[i]!));
  free.forEach((at, j) => (hand[at] = { ...moved[j]!, faceUp: false }));
  return done({ ...s, hand, log: logged(s, 'You shuffled your cards.') });
}

/**
 * EW-7: this phone proves its player's identity to the table phone, when the table phone
 * asks (its Condemn strikes the Emperor): two of its cards of the kind it holds most of,
 * with their salts, which the table phone checks against its seals. See the top of this file.
 */
export function proveMine(s: OwnState): Result<OwnState> {
  const p = playing(s);
  if (!p.ok) return p;
  if (s.me === s.emperor) return fail(OWN.noProofNeeded);
  const rebels = s.hand!.filter((c) => c.kind === 'rebel');
  const kind: IdentityKind = rebels.length >= 2 ? 'rebel' : 'loyalist';
  const two = s.hand!.filter((c) => c.kind === kind).slice(0, 2);
  const step = nextStep(s);
  if (!step.ok) return step;
  const m: Message = { kind: PROOF, table: s.table, round: step.value, payload: concat(Uint8Array.of(s.me!, kindCode(kind)), ...two.map((c) => fromHex(c.salt))) };
  return done({ ...s, made: step.value, show: { what: 'proof', code: hexOf(m), to: null }, log: logged(s, `You proved to the table that you are ${kind === 'rebel' ? 'a Rebel' : 'not a Rebel'}.`) });
}

/* ------------------------------------------------------------------ scanning */

const KIND_WORDS: Record<number, string> = {
  [KIND.seat]: 'a seat code',
  [KIND.start]: 'the start code',
  [DEAL]: 'the deal',
  [CARD]: 'a card shown to a player',
  [SWAP]: 'a Swap’s card',
  [KIND.reveal]: 'a revealed card',
  [PROOF]: 'a proof',
  [CATCH_UP]: 'the table’s public code',
  [RECORD]: 'the table phone’s record of a look or a Swap',
};

/** The kinds of code this phone takes now. */
export function expecting(s: OwnState): number[] {
  if (s.role === 'table') {
    if (!s.game) return s.show ? [] : [KIND.seat];
    if (s.waiting?.what === 'reveal') return [KIND.reveal];
    if (s.waiting?.what === 'proof') return [PROOF];
    return [];
  }
  if (s.me === null) return [KIND.start];
  if (!s.hand) return [DEAL];
  return [CARD, SWAP, CATCH_UP, RECORD];
}

/** What this phone asks for now, in words. */
export function wanted(s: OwnState): string {
  const kinds = expecting(s);
  if (s.role === 'table') return s.waiting ? waitingFor(s) : kinds.length ? 'a player’s seat code' : 'nothing';
  if (kinds[0] === KIND.start) return 'the start code on the table phone';
  if (kinds[0] === DEAL) return 'the deal on the table phone';
  return 'the table phone’s record, a card shown to you, a Swap’s card, or the table’s public code';
}

/** This phone's key, for the codes that need it. */
export interface Keys {
  pair: CryptoKeyPair;
  /** The 65-byte public key. */
  raw: Uint8Array;
}

/**
 * A scanned or typed code, read against what this phone takes now and applied: the next
 * state, or why not in a player's words (another table, an older step, a changed byte, a
 * card sealed for another phone, the wrong code). Nothing changes on a refusal.
 */
export async function take(s: OwnState, text: string, via: Via, keys: Keys | null): Promise<Result<OwnState>> {
  const kinds = expecting(s);
  if (kinds.length === 0) return fail(OWN.notNow);
  const read = readCode(text, via, {
    table: s.table,
    kinds,
    wrongKind: (kind) => `That is ${KIND_WORDS[kind] ?? 'another code'}: scan ${wanted(s)}.`,
  });
  if (!read.ok) return read;
  const m = read.value;
  if (m.kind === KIND.seat) return seatScanned(s, m);
  if (m.kind === KIND.reveal) return revealOnTable(s, m);
  if (m.kind === PROOF) return proofOnTable(s, m);
  if (m.kind === CATCH_UP) return publicScanned(s, m);
  if (m.kind === RECORD) return recordScanned(s, m);
  if (!keys) return fail(OWN.notNow);
  if (m.kind === KIND.start) return startScanned(s, m, keys.raw);
  if (m.kind === DEAL) return dealScanned(s, m, keys.pair);
  if (m.kind === CARD) return cardScanned(s, m, keys.pair);
  if (m.kind === SWAP) return swapScanned(s, m, keys.pair);
  return fail(OWN.notNow);
}

/** For the tests: a public table never holds a face-down card's kind. */
export const holdsNoHand = (s: OwnState): boolean =>
  !s.hand && (s.game?.identity?.hands.every((h) => h.every((c) => c.faceUp || (c.kind === HIDDEN.kind && !c.faceUp))) ?? true);
