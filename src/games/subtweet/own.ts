import { backupOf } from '~/kit/link/book';
import { fromHex, toHex } from '~/kit/link/bytes';
import { decode, MAX_BYTES, type Message, type TableCode } from '~/kit/link/codec';
import { SALT_BYTES } from '~/kit/link/crypto';
import { BACKUP_FIELD_BYTES, readSeat, readStart } from '~/kit/link/messages';
import { declared, entry, type Entry } from '~/kit/link/table/declared';
import { checkGathered } from '~/kit/link/table/gather';
import { checkOpen, commitCode, moveCode, readMoveCode, type Received, type Table } from '~/kit/link/table/messages';
import type { Via } from '~/kit/link/read';
import { keepSealed, openKept } from '~/kit/link/table/sealed';
import { readStartCode, startCode } from '~/kit/link/table/start';
import { reseated, seatIn } from '~/kit/link/seats';
import { REFUSED } from '~/kit/link/words';
import type { Args, ArgsValue } from '~/kit/game';
import { MAX_NAME_LENGTH } from '~/kit/players';
import { fail, ok, type Result } from '~/kit/result';
import { subtweet } from './data';
import * as engine from './engine';
import { moves } from './game';
import { TAKEN, type OwnState } from './own-state';
import type { SubtweetState, Variations } from './state';
export type { OwnState } from './own-state';

/*
 * "Each on our own phone": the same game (engine.ts), every phone holding it, moved by QR
 * codes (or the live link) through the kit's table transport. Seat 0 is the table phone: it
 * makes the table's moves (a pass, cards written, a Fail Whale) and gathers the turn's seals
 * (kit table/gather.ts). A turn:
 * 1. Every phone seals its choice: the author's the tweet's recipient (its hidden corner,
 *    ST-4), every other player's their fist (ST-3); each kept to its own phone's key. The
 *    author's commit says the card is played.
 * 2. The table phone takes every commit, then says them all (`sealsGathered`).
 * 3. Only then does each phone open its seal to the table phone, which checks each against its
 *    commit, scores the turn with the engine's moves and says them, with every salt: each
 *    phone checks every opening against its commit and applies the same moves.
 * Where its player was dealt recovery words, a seat's box of its sealed choice rides in its
 * commit and stays on the table phone, and the table phone's own in its gathered seals (when
 * it fits the code), so a phone that lost its storage comes back still sealed (ST-7, own-rejoin.ts).
 */

const D = declared(moves);
const TABLE = 0;
export const tableOf = (s: Pick<OwnState, 'table' | 'names'>): Table => ({ code: s.table, seats: s.names.length });
/** A step as the codes carry it: one byte. */
const wire = (step: number) => step % 256;
const CHANGED = "This reveal doesn't match its seal: a choice was changed after it was sealed.";

/* ------------------------------------------------------------------ joining */

function seated(table: TableCode, seat: number | null, name: string): Result<OwnState> {
  const n = name.trim();
  if (n === '' || n.length > MAX_NAME_LENGTH) return fail(n === '' ? 'Type your handle first.' : `Keep your handle to ${MAX_NAME_LENGTH} characters.`);
  return ok({ table, seat, names: [n], game: null, step: 0, log: [], outbox: [], show: false, sealed: null, commits: [], opens: [], boxes: [], said: null, back: null });
}
export const openTable = (table: TableCode, name: string) => seated(table, TABLE, name);
export const joinTable = (table: TableCode, name: string) => seated(table, null, name);

/** The table phone scanned a seat code, in whatever order the phones are held up: that player joins the end of the seating, set after (`reseat`). */
export function seatScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.seat !== TABLE || s.game) return fail("You can't take a seat code now.");
  const seat = readSeat(m);
  if (!seat.ok) return seat;
  if (s.names.includes(seat.value.name.trim())) return fail(`${seat.value.name} is already at this table.`);
  const names = [...s.names, seat.value.name.trim()];
  const checked = engine.checkHandles(names, { players: { min: 1, max: subtweet.players.max } });
  return checked.ok ? ok({ ...s, names }) : checked;
}

/** The host set the seating (kit SeatingStep): the same players, the table phone's still first; the turns go round the table in this order (ST-2). */
export function reseat(s: OwnState, names: readonly string[]): Result<OwnState> {
  if (s.seat !== TABLE || s.game || !reseated(s.names, names)) return fail("You can't change the seating now.");
  return ok({ ...s, names: [...names] });
}

/** What the start carries besides the handles: the variations (ST-6) and who won rock-paper-scissors (ST-2). */
export const START = {
  everyoneFavs: { t: 'bool' },
  faceValue: { t: 'bool' },
  failWhale: { t: 'bool' },
  rpsWinner: { t: 'opt', of: { t: 'seat' } },
} as const satisfies Args;

type Setup = ArgsValue<typeof START>;
const TOO_LONG = 'The handles are too long to fit one code: shorten some.';
/**
 * What a rejoin code carries beyond the start, at most (own-rejoin.ts: the game's counts and
 * a seal's digest): the handles must leave room for it, or a lost phone couldn't come back
 * (ST-7; tests/unit/subtweet/own-recovery.test.ts holds it to the largest code).
 */
export const REJOIN_ROOM = 56;
const startOf = (s: OwnState, variations: Variations, rpsWinner: number | null): Result<Uint8Array> => {
  const setup: Setup = { everyoneFavs: variations.everyoneFavs, faceValue: variations.faceValue, failWhale: variations.failWhale, rpsWinner };
  const code = startCode<typeof START>(D, tableOf(s), s.names.map((name) => ({ name, key: new Uint8Array(0) })), START, setup, false, TOO_LONG);
  if (!code.ok) return code;
  // Counted without the table phone's backup, which the start leaves out when it doesn't fit.
  const m = decode(code.value);
  const start = m.ok ? readStart(m.value) : null;
  const bare = code.value.length - (start?.ok && start.value.backup ? BACKUP_FIELD_BYTES : 0);
  return bare + REJOIN_ROOM > MAX_BYTES ? fail(TOO_LONG) : code;
};

/** The table phone starts the game: its start code goes to every phone at once. */
export function startGame(s: OwnState, variations: Variations, rpsWinner: number | null): Result<OwnState> {
  if (s.seat !== TABLE || s.game) return fail("You can't start the game now.");
  const game = engine.setup({ handles: s.names, variations, rpsWinner });
  if (!game.ok) return game;
  const code = startOf(s, variations, rpsWinner);
  const none = s.names.map(() => null);
  return code.ok ? ok({ ...s, game: game.value, show: true, commits: none, opens: none, boxes: none }) : code;
}

/** The start code, shown by the table phone until the first turn's seals are in (the same bytes again from the game). */
export function startHex(s: OwnState): string | null {
  const g = s.game;
  if (!g || s.step !== 0 || s.log.length > 0) return null;
  const code = startOf(s, g.variations, engine.firstPlayerCandidates(s.names).length > 1 ? g.order[0]! : null);
  return code.ok ? toHex(code.value) : null;
}

/**
 * A joining phone scanned the start: its seat is where the seating set on the table phone
 * put its handle (kit `seatIn`: the start carries no keys, twelve would not fit one code, and
 * the table phone takes no handle twice), and the game the same as the table phone's.
 */
export function startScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.game) return fail('This phone has started already.');
  const start = readStartCode(D, m, START);
  if (!start.ok) return start;
  const names = start.value.seats.map((x) => x.name);
  const seat = seatIn(start.value.seats, { name: s.names[0]! });
  if (seat <= TABLE) return fail(`This start code has no seat for ${s.names[0]}: scan the start code made after your seat code.`);
  const { rpsWinner, ...variations } = start.value.setup;
  const game = engine.setup({ handles: names, variations, rpsWinner });
  if (!game.ok) return fail(REFUSED.changed);
  return ok({ ...s, seat, names, game: game.value, commits: names.map(() => null), opens: names.map(() => null) });
}

/* ------------------------------------------------------------------ a turn */

/** Where the game waits: a turn's seals, their openings, the table phone (a pass, a Fail Whale, writing), or the end. */
export type Phase = 'seal' | 'open' | 'table' | 'over';
export const gamePhase = (g: SubtweetState): Phase => (g.winner !== null ? 'over' : g.pending ? 'open' : g.paused || engine.currentPlayer(g) === null ? 'table' : 'seal');
/** A turn is open once every seal is gathered (the table phone's code said them all). */
export function phaseOf(s: Pick<OwnState, 'game' | 'commits'>): Phase {
  const p = gamePhase(s.game!);
  return p === 'open' || p === 'seal' ? (s.commits.length > 0 && s.commits.every((c) => c !== null) ? 'open' : 'seal') : p;
}
/** The turn's author: the card's, or the player whose turn it is. */
const authorOf = (g: SubtweetState): number | null => g.pending?.author ?? engine.currentPlayer(g);

/** The moves the table phone's code said, applied to a game: the same engine moves as on one phone. */
function apply(g: SubtweetState, e: Entry): Result<SubtweetState> {
  const a = e.args as never;
  switch (e.move) {
    case 'playCard':
      return engine.playCard(g, a);
    case 'recordFavourites':
      return engine.recordFavourites(g, a);
    case 'revealRecipient':
      return engine.revealRecipient(g, a);
    case 'writeTweets':
      return engine.writeTweets(g, a);
    case 'passTurn':
      return engine.passTurn(g);
    case 'callFailWhale':
      return engine.callFailWhale(g, a);
    case 'resumePlay':
      return engine.resumePlay(g);
    case 'rematch':
      return engine.rematch(g, a);
    case 'sealsGathered':
    case 'saltsGathered':
    case 'tableBox':
    case 'sealAgain':
      return ok(g);
    default:
      return fail(REFUSED.changed);
  }
}
export const applyAll = (g: SubtweetState, es: readonly Entry[]): Result<SubtweetState> =>
  es.reduce<Result<SubtweetState>>((r, e) => (r.ok ? apply(r.value, e) : r), ok(g));

/** What a seat seals this turn: the author its recipient (null: face value, ST-6), everyone else their fist. */
export const sealedEntry = (g: SubtweetState, seat: number, choice: { recipient: number | null } | { yes: boolean }): Entry =>
  seat === authorOf(g) ? entry(moves, 'aboutWhom', { recipient: 'recipient' in choice ? choice.recipient : null }) : entry(moves, 'favourite', { yes: 'yes' in choice && choice.yes });

/**
 * The table phone's move (a pass, cards written, a Fail Whale, a rematch): applied here, and
 * said in its code now when every phone waits on it, or with the turn's next code when they
 * are busy with the turn.
 */
export function tableMove(s: OwnState, e: Entry): Result<OwnState> {
  if (s.seat !== TABLE || !s.game || s.show) return fail('Only the table phone records that, once every phone has its code.');
  const waiting = s.outbox.length === 0 && ['table', 'over'].includes(gamePhase(s.game));
  // One code holds at most 15 moves: the turn's own take 4.
  if (!waiting && s.outbox.length >= 10) return fail('Record more writing once this turn is scored.');
  const next = apply(s.game, e);
  if (!next.ok) return next;
  const state = { ...s, game: next.value };
  if (!waiting) return ok({ ...state, outbox: [...s.outbox, e], said: s.said ?? s.game });
  // The phones wait on the table phone: shown at once when this move lets them go on (a turn to play, a new game), or fills its code.
  const log = [...s.log, e];
  return ok({ ...state, log, show: gamePhase(next.value) === 'seal' || log.length >= FULL });
}

const FULL = 12;
/**
 * The table phone's player says every phone has its code: the screen goes on, and a code
 * grown full while the phones waited (a long Fail Whale) starts afresh at the next step.
 */
export function everyPhoneHasIt(s: OwnState): OwnState {
  return s.log.length >= FULL && s.outbox.length === 0 && ['table', 'over'].includes(gamePhase(s.game!)) ? { ...s, show: false, step: s.step + 1, log: [] } : { ...s, show: false };
}

/** This phone's choice, sealed and kept to its own key; on the table phone, gathered at once. */
export async function sealChoice(s: OwnState, choice: { recipient: number | null } | { yes: boolean }, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  const g = s.game;
  if (!g || s.seat === null || phaseOf(s) !== 'seal' || s.sealed) return fail("You can't seal a choice now.");
  const e = sealedEntry(g, s.seat, choice);
  const r = e.args.recipient;
  if (e.move === 'aboutWhom' && (r === null ? !g.variations.faceValue : r === s.seat || typeof r !== 'number' || r < 0 || r >= s.names.length)) return fail('Pick who the tweet is about.');
  const kept = await keepSealed(D, tableOf(s), wire(s.step), s.seat, [e], pair);
  const mine = { ...s, sealed: { step: s.step, ...kept } };
  if (s.seat !== TABLE) return ok(mine);
  return gathered(mine, TABLE, kept.digest, e.move === 'aboutWhom' && !g.pending);
}

/**
 * A seat's commit code (the author's says the card is played, unless a turn sealed again
 * has it played already). Its box rides with it where this phone dealt its player words
 * (ST-7): nothing else could open it after a loss. `typed`: the code without the box, short
 * enough to type (a typed seal leaves the choice on this phone only).
 */
export function commitHex(s: OwnState, typed = false): string | null {
  if (!s.sealed || s.seat === null || !s.game) return null;
  const author = engine.currentPlayer(s.game) === s.seat && !s.game.pending;
  const box = !typed && backupOf(s.table, s.names[s.seat]) ? fromHex(s.sealed.kept) : undefined;
  return toHex(commitCode(D, tableOf(s), wire(s.sealed.step), s.seat, fromHex(s.sealed.digest), author ? [entry(moves, 'playCard', { author: s.seat })] : [], box));
}

/** The table phone took a seat's commit (and its box, when it rode along): once every seat's is in, it says them all. */
function gathered(s: OwnState, seat: number, digest: string, author: boolean, box?: Uint8Array): Result<OwnState> {
  const g = s.game!;
  const known = s.commits[seat];
  if (known) return fail(known === digest ? `${s.names[seat]}’s seal is already in.` : `${s.names[seat]}’s phone already sealed this turn: this code is another one.`);
  if (author !== (seat === authorOf(g) && !g.pending)) return fail(`${s.names[seat]}’s phone is behind: scan the table phone’s last code on it, then show its seal again.`);
  const played = author ? engine.playCard(g, { author: seat }) : ok(g);
  if (!played.ok) return played;
  const commits = s.commits.map((c, i) => (i === seat ? digest : c));
  const boxes = s.names.map((_, i) => (i === seat ? (box ? toHex(box) : null) : (s.boxes[i] ?? null)));
  const outbox = author ? [...s.outbox, entry(moves, 'playCard', { author: seat })] : s.outbox;
  const next = { ...s, game: played.value, commits, boxes, outbox, said: author ? (s.said ?? g) : s.said };
  if (commits.some((c) => c === null)) return ok(next);
  const log = [...outbox, entry(moves, 'sealsGathered', { digests: commits })];
  return ok({ ...next, step: s.step + 1, outbox: [], said: null, show: false, log: withTableBox(next, log) });
}

/**
 * The gathered seals, with the table phone's own box when its player was dealt words and
 * the code still fits one frame (at the largest tables it doesn't: a lost table phone then
 * has the turn sealed again, ST-7).
 */
function withTableBox(s: OwnState, log: Entry[]): Entry[] {
  if (!s.sealed || !backupOf(s.table, s.names[TABLE])) return log;
  const more = [...log, entry(moves, 'tableBox', { box: s.sealed.kept })];
  try {
    moveCode(D, tableOf(s), wire(s.step + 1), TABLE, more.map(bytesIn));
    return more;
  } catch {
    return log;
  }
}

export function commitScanned(s: OwnState, got: Received): Result<OwnState> {
  if (s.seat !== TABLE || !s.game || got.kind !== 'commit' || phaseOf(s) !== 'seal') return fail("You can't take a seal now.");
  const said = got.entries;
  if (said.length > 1 || (said[0] && (said[0].move !== 'playCard' || said[0].args.author !== got.seat))) return fail(REFUSED.changed);
  return gathered(s, got.seat, toHex(got.digest), said.length === 1, got.kept);
}

/**
 * Every seal of the turn dropped, said to every phone at once: a phone came back without
 * its sealed choice after every seal was in. No phone has seen a reveal (they reach only
 * the table phone, which scores them together), so every player seals again (ST-7).
 */
export function sealAgain(s: OwnState): OwnState {
  const none = s.names.map(() => null);
  return { ...s, step: s.step + 1, log: [...s.outbox, entry(moves, 'sealAgain', {})], outbox: [], said: null, show: true, sealed: null, commits: none, opens: none, boxes: none };
}

/** The table phone's code can be drawn: this phone holds its step's moves, not only their count (a phone brought back). */
export const holdsLog = (s: Pick<OwnState, 'log'>): boolean => !s.log.some((e) => e.move === TAKEN);

/** The table phone's code now: its step's moves, as every phone takes them. */
export const tableHex = (s: OwnState): string => toHex(moveCode(D, tableOf(s), wire(s.step), TABLE, s.log.map(bytesIn)));
/** The moves whose arguments are bytes, saved as hex. */
const BYTES = ['sealsGathered', 'saltsGathered', 'tableBox'];
const each = <A, B>(v: unknown, f: (a: A) => B) => (Array.isArray(v) ? v.map(f) : f(v as A));
const bytesIn = (e: Entry): Entry => (BYTES.includes(e.move) ? { move: e.move, args: Object.fromEntries(Object.entries(e.args).map(([k, l]) => [k, each(l, fromHex)])) } : e);
const bytesOut = (e: Entry): Entry => (BYTES.includes(e.move) ? { move: e.move, args: Object.fromEntries(Object.entries(e.args).map(([k, l]) => [k, each(l, toHex)])) } : e);

/** This phone's opening, made from its kept seal when drawn (never saved). */
export async function openingHex(s: OwnState, pair: CryptoKeyPair): Promise<Result<string>> {
  if (!s.sealed || s.seat === null) return fail("You can't open your seal now.");
  const opened = await openKept(D, tableOf(s), wire(s.sealed.step), s.seat, s.sealed, pair);
  return opened.ok ? ok(toHex(opened.value.code)) : opened;
}

/** The table phone took a seat's opening, checked against its commit; with every seat's in, the turn is scored and said. */
export async function openScanned(s: OwnState, got: Received, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  if (s.seat !== TABLE || !s.game || !s.sealed || got.kind !== 'open' || phaseOf(s) !== 'open') return fail("You can't take a reveal now.");
  if (s.opens[got.seat]) return fail(`${s.names[got.seat]}’s reveal is already in.`);
  // A table phone brought back mid-turn knows only its own commit: every other phone checks the salts it says against theirs.
  const commit = s.commits[got.seat]!;
  const checked = commit === '' ? ok([]) : await checkOpen(D, tableOf(s), wire(s.sealed.step), got, fromHex(commit));
  if (!checked.ok) return fail(CHANGED);
  const [e] = got.entries;
  if (got.entries.length !== 1 || e!.move !== (got.seat === s.game.pending!.author ? 'aboutWhom' : 'favourite')) return fail(REFUSED.changed);
  const opens = s.opens.map((o, i) => (i === got.seat ? { salt: toHex(got.salt), entry: e! } : o));
  return scored({ ...s, opens }, pair);
}

/** Every opening in (the table phone's own from its kept seal): the turn scored with the engine's moves, said with every salt. */
async function scored(s: OwnState, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  if (s.opens.some((o, seat) => o === null && seat !== TABLE)) return ok(s);
  const own = await openKept(D, tableOf(s), wire(s.sealed!.step), TABLE, s.sealed!, pair);
  if (!own.ok) return own;
  const code = decode(own.value.code);
  if (!code.ok) return code;
  const salt = code.value.payload.slice(2, 2 + SALT_BYTES);
  const opens = s.opens.map((o, seat) => (seat === TABLE ? { salt: toHex(salt), entry: own.value.entries[0]! } : o!));
  const g = s.game!;
  const author = g.pending!.author;
  const favourites = opens.flatMap((o, seat) => (seat !== author && o.entry.args.yes === true ? [seat] : []));
  const said = [entry(moves, 'saltsGathered', { salts: opens.map((o) => o.salt) }), entry(moves, 'recordFavourites', { favourites }), entry(moves, 'revealRecipient', { recipient: opens[author]!.entry.args.recipient as number | null })];
  const game = applyAll(g, said);
  if (!game.ok) return game;
  const none = s.names.map(() => null);
  return ok({ ...s, game: game.value, step: s.step + 1, log: [...s.outbox, ...said], outbox: [], said: null, show: true, sealed: null, commits: none, opens: none, boxes: none });
}

/**
 * A phone other than the table phone took the table phone's code: this step's (its new
 * moves), or the next step's (all of it). Gathered seals are kept; gathered salts are checked
 * against them, every seat's, before the turn's moves are applied.
 */
export async function tableScanned(s: OwnState, got: Received, next: boolean): Promise<Result<OwnState>> {
  if (!s.game || s.seat === null || got.kind !== 'move' || got.seat !== TABLE) return fail("That is not the table phone's code.");
  const fresh = next ? got.entries : got.entries.slice(s.log.length);
  if (!next && got.entries.length <= s.log.length) return fail('This phone has that code already: scan the table phone’s newest code.');
  let g = s.game;
  let commits = next ? s.names.map(() => null as string | null) : s.commits;
  let sealed = s.sealed;
  for (const raw of fresh) {
    const e = bytesOut(raw);
    if (e.move === 'sealAgain') {
      commits = s.names.map(() => null);
      sealed = null;
      continue;
    }
    if (e.move === 'sealsGathered') {
      commits = e.args.digests as string[];
      if (!sealed || commits[s.seat] !== sealed.digest) return fail('The table phone holds another seal for this phone: show it your seal again.');
      continue;
    }
    if (e.move === 'saltsGathered') {
      const at = fresh.indexOf(raw);
      const [favs, recipient] = [fresh[at + 1], fresh[at + 2]];
      if (favs?.move !== 'recordFavourites' || recipient?.move !== 'revealRecipient' || !g.pending) return fail(REFUSED.changed);
      const author = g.pending.author;
      const yes = favs.args.favourites as number[];
      if (!sealed) return fail(REFUSED.changed);
      const ok2 = await checkGathered(D, tableOf(s), wire(sealed.step), commits.map((c) => fromHex(c ?? '')), (e.args.salts as string[]).map(fromHex), (seat) => [
        seat === author ? entry(moves, 'aboutWhom', { recipient: recipient.args.recipient }) : entry(moves, 'favourite', { yes: yes.includes(seat) }),
      ]);
      if (!ok2.ok) return fail(CHANGED);
      sealed = null;
      continue;
    }
    const r = apply(g, e);
    if (!r.ok) return fail(REFUSED.changed);
    g = r.value;
  }
  const log = next ? got.entries.map(bytesOut) : [...s.log, ...fresh.map(bytesOut)];
  return ok({ ...s, game: g, step: next ? s.step + 1 : s.step, log, commits, sealed });
}

/** A phone reads the table phone's code: the next step's, or more of this step's. */
export function readTable(s: OwnState, text: string, via: Via, wrongKind?: (kind: number) => string): Result<{ got: Received; next: boolean }> {
  const at = (step: number) => readMoveCode(D, text, via, { table: tableOf(s), step: wire(step), me: s.seat!, kinds: ['move'], wrongKind });
  const later = at(s.step + 1);
  if (later.ok) return ok({ got: later.value, next: true });
  const now = at(s.step);
  return now.ok ? ok({ got: now.value, next: false }) : now;
}

/** The table phone reads a seat's seal (at this step) or its reveal (at the step it was sealed). */
export const readSeatCode = (s: OwnState, text: string, via: Via, kind: 'commit' | 'open', wrongKind?: (kind: number) => string): Result<Received> =>
  readMoveCode(D, text, via, { table: tableOf(s), step: wire(kind === 'open' && s.sealed ? s.sealed.step : s.step), me: TABLE, kinds: [kind], wrongKind });
