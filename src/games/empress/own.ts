import { backupOf } from '~/kit/link/book';
import { fromHex, toHex } from '~/kit/link/bytes';
import { KIND, type Message, type TableCode } from '~/kit/link/codec';
import { readSeat } from '~/kit/link/messages';
import { readCode, rejoinRefusal, type Via } from '~/kit/link/read';
import { declared, entry, type Entry } from '~/kit/link/table/declared';
import { checkOpen, commitCode, moveCode, readMoveCode, TABLE_KIND, type Received, type Table } from '~/kit/link/table/messages';
import { keepSealed, openKept } from '~/kit/link/table/sealed';
import { readStartCode, startCode } from '~/kit/link/table/start';
import { REFUSED } from '~/kit/link/words';
import type { Args, ArgsValue } from '~/kit/game';
import { validatePlayers } from '~/kit/players';
import { fail, ok, type Result } from '~/kit/result';
import type { CardId } from './data';
import { cardRefusal, parseStake, pickCard, recordOutcome, setup } from './engine';
import { moves } from './game';
import { ownProblem, playNumber, type OwnState } from './own-state';
import { FACE_DOWN, forcedOutcome, MAX_SETS, otherHand, position, type MatchState, type PlayerIndex } from './state';
import { OWN } from './words';

export type { OwnState } from './own-state';
export { playNumber } from './own-state';

/**
 * "Each on our own phone" without cards: two phones, each holding its own player's view of
 * the match (game.ts `view`), moved by the same engine moves as on one phone (`pickCard`,
 * `recordOutcome`) through the kit's table transport (kit/link/table/). A play (EP-2):
 *
 * 1. The lead's phone lays its card (the declared `lead` move, `sealed`): kept encrypted to
 *    the phone's own key with its salt (kit `keepSealed`), so not even this phone's storage
 *    shows it before the reveal; its commit goes to the other phone (three words on screen).
 * 2. The other phone takes the commit and answers (`answer`, `public`) with a move code. The
 *    lead is bound by its commit before the answer exists, so the answer needs no seal.
 * 3. The lead's phone takes the answer, opens its kept card and plays both (the engine
 *    scores the play), then shows the opening.
 * 4. The other phone checks the opening against the commit (a changed card is refused:
 *    "doesn't match what Ana sealed") and plays both cards the same way.
 *
 * Both phones hold `view(state, PUBLIC)` while a card is face down (the lead's own card in
 * its kept box), and the same match once it is turned. The forced last play after four
 * draws (EP-2) needs no code: each phone records it. Every code carries the table and the
 * play (counted across the match, the transport's step): another table's code or an earlier
 * play's is refused in words.
 */

const D = declared(moves);
export const tableOf = (s: Pick<OwnState, 'table'>): Table => ({ code: s.table, seats: 2 });

const done = (s: OwnState): Result<OwnState> => {
  const problem = ownProblem(s);
  if (problem) throw new Error(`own-phone move left ${problem}`);
  return ok(s);
};

/* ------------------------------------------------------------------ joining */

function seated(table: TableCode, seat: 0 | 1, name: string): Result<OwnState> {
  const n = validatePlayers([name], 1, 1);
  if (!n.ok) return fail(name.trim() === '' ? 'Type your name first.' : n.error);
  return ok({ table, seat, names: [n.value[0]!], match: null, sealed: null, scanned: null, answer: null, show: null, again: null });
}
/** This phone opens a table: it will scan the other's seat code and set the match up. */
export const openTable = (table: TableCode, name: string) => seated(table, 0, name);
/** This phone joins a table whose code it scanned or was typed: it shows its seat code. */
export const joinTable = (table: TableCode, name: string) => seated(table, 1, name);

/** The table phone scanned the other phone's seat code: both names are known, the match is set up next. */
export function seatScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.seat !== 0 || s.match) return fail(OWN.notNow);
  const seat = readSeat(m);
  if (!seat.ok) return seat;
  const names = validatePlayers([s.names[0]!, seat.value.name], 2, 2);
  if (!names.ok) return fail(OWN.sameName(seat.value.name));
  return ok({ ...s, names: names.value });
}

/** What the start carries besides the names: sets, who holds the Empress hand first, the toss, the stake as typed. */
export const START = {
  sets: { t: 'int', min: 1, max: MAX_SETS },
  first: { t: 'seat' },
  tossed: { t: 'bool' },
  stake: { t: 'text', max: 12 },
} as const satisfies Args;
export type Setup = ArgsValue<typeof START>;

export const setupOf = (m: MatchState): Setup => ({ sets: m.sets, first: m.firstEmpress, tossed: m.tossed, stake: m.stake === null ? '' : String(m.stake) });

/** The match a start's setup describes, before its first play; one that doesn't hold is refused as changed. */
export function fromSetup(players: [string, string], b: Setup): Result<MatchState> {
  const stake = parseStake(b.stake);
  if (!stake.ok) return fail(REFUSED.changed);
  const match = setup({ players, sets: b.sets, stake: stake.value, firstEmpress: b.first as PlayerIndex });
  return match.ok ? ok({ ...match.value, tossed: b.tossed }) : fail(REFUSED.changed);
}

/**
 * The table phone sets the match up (engine.ts `setup`, the same form as on one phone) and
 * shows the start code; the match begins here.
 */
export function startMatch(s: OwnState, match: MatchState): Result<OwnState> {
  if (s.seat !== 0 || s.match || s.names.length !== 2) return fail(OWN.notNow);
  if (match.players[0] !== s.names[0] || match.players[1] !== s.names[1]) return fail(OWN.notNow);
  const back = fromSetup(match.players, setupOf(match));
  if (!back.ok || back.value.stake !== match.stake) return fail(OWN.stakeTooLong);
  const seats = s.names.map((name) => ({ name, key: new Uint8Array(0) }));
  const made = startCode(D, tableOf(s), seats, START, setupOf(match), false, OWN.stakeTooLong);
  if (!made.ok) return made;
  const code = toHex(made.value);
  return done({ ...s, match, show: { what: 'start', play: 0, code }, again: code });
}

/** The joining phone scanned the start code: the same match, set up the same way. */
export function startScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.seat !== 1 || s.match) return fail(OWN.notNow);
  const start = readStartCode(D, m, START);
  if (!start.ok) return start;
  const [host, guest] = start.value.seats;
  if (start.value.seats.length !== 2 || !host || !guest) return fail(REFUSED.changed);
  if (guest.name !== s.names[0]) return fail(OWN.notYourStart(guest.name, s.names[0]!));
  const match = fromSetup([host.name, guest.name], start.value.setup);
  if (!match.ok) return match;
  return done({ ...s, names: [guest.name, host.name], match: match.value });
}

/** The phone has shown its code and the other has taken it: the code leaves the screen (it stays in "show it again" if it may be needed). */
export const dismiss = (s: OwnState): Result<OwnState> => done({ ...s, show: null });

/**
 * The commit the lead's phone shows for its card laid face down (made again after a rejoin
 * code took its place). Its card's box rides with it (EP-8): the other phone keeps it for
 * this phone, should it lose its storage.
 */
export const sealShown = (s: OwnState): OwnState['show'] =>
  s.sealed && { what: 'seal', play: s.sealed.play, code: toHex(commitCode(D, tableOf(s), s.sealed.play, s.seat, fromHex(s.sealed.digest), [], ridesWithSeal(s))) };

/** The box rides only where this phone dealt its words (kit book.ts): nothing else could open it after a loss. */
const ridesWithSeal = (s: OwnState): Uint8Array | undefined => (s.sealed?.kept && backupOf(s.table, s.names[0]) ? fromHex(s.sealed.kept) : undefined);

/** The same commit without the box, short enough to type: a typed seal leaves the card on this phone only (EP-6, EP-8). */
export const sealTyped = (s: OwnState): string | null => s.sealed && toHex(commitCode(D, tableOf(s), s.sealed.play, s.seat, fromHex(s.sealed.digest)));

/* ------------------------------------------------------------------ a play */

/** Who plays what now on this phone. */
export type Turn =
  | 'lead' // lay and seal a card
  | 'sealed' // show the seal, scan the answer
  | 'await-seal' // scan the lead's seal
  | 'answer' // lay an answering card
  | 'answered' // show the answer, scan the reveal
  | 'forced' // the last play after four draws, no secret (EP-2)
  | 'over';

export function turnOf(s: OwnState): Turn | null {
  const m = s.match;
  if (!m) return null;
  const pos = position(m);
  if (!pos) return 'over';
  if (pos.forced) return 'forced';
  if (pos.leadPlayer === s.seat) return s.sealed ? 'sealed' : 'lead';
  if (!s.scanned) return 'await-seal';
  return s.answer ? 'answered' : 'answer';
}

const otherName = (s: OwnState): string => s.match!.players[s.seat === 0 ? 1 : 0];
const faceDown = (m: MatchState): MatchState => ({ ...m, pending: FACE_DOWN });

/** The lead's phone lays its card face down (the engine's own move), kept to this phone's key, and shows its commit. */
export async function lead(s: OwnState, card: CardId, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  if (turnOf(s) !== 'lead') return fail(OWN.notNow);
  const laid = pickCard(s.match!, card);
  if (!laid.ok) return laid;
  const play = playNumber(s.match!);
  const kept = await keepSealed(D, tableOf(s), play, s.seat, [entry(moves, 'lead', { card })], pair);
  const next: OwnState = { ...s, match: faceDown(laid.value), sealed: { play, ...kept }, show: null };
  return done({ ...next, show: sealShown(next) });
}

/** The lead's own card, opened from its kept box (the sealed screen names it on request; the answer's scan plays it). */
export async function laidCard(s: OwnState, pair: CryptoKeyPair): Promise<Result<{ card: CardId; code: Uint8Array }>> {
  if (!s.sealed) return fail(OWN.notNow);
  const opened = await openKept(D, tableOf(s), s.sealed.play, s.seat, s.sealed, pair);
  if (!opened.ok) return opened;
  const card = cardIn(opened.value.entries);
  return card ? ok({ card, code: opened.value.code }) : fail(REFUSED.changed);
}

const cardIn = (entries: readonly Entry[], move: 'lead' | 'answer' = 'lead'): CardId | null =>
  entries.length === 1 && entries[0]!.move === move ? (entries[0]!.args.card as CardId) : null;

/** The answering phone took the lead's commit: it may answer now, knowing nothing of the card. */
function sealScanned(s: OwnState, got: Received): Result<OwnState> {
  if (got.kind !== 'commit' || got.entries.length !== 0) return fail(REFUSED.changed);
  return done({ ...s, match: faceDown(s.match!), scanned: { play: playNumber(s.match!), digest: toHex(got.digest), kept: got.kept ? toHex(got.kept) : '' } });
}

/** The answer code for this phone's card (made again after a rejoin code took its place). */
export const answerShown = (s: OwnState): OwnState['show'] => {
  if (s.answer === null || !s.match) return null;
  const play = playNumber(s.match);
  return { what: 'answer', play, code: toHex(moveCode(D, tableOf(s), play, s.seat, [entry(moves, 'answer', { card: s.answer })])) };
};

/** The answering phone lays its card; its answer code goes to the lead's phone. */
export function answer(s: OwnState, card: CardId): Result<OwnState> {
  if (turnOf(s) !== 'answer') return fail(OWN.notNow);
  const refusal = cardRefusal(s.match!, otherHand(position(s.match!)!.lead), card);
  if (refusal) return fail(refusal);
  const next = { ...s, answer: card };
  return done({ ...next, show: answerShown(next) });
}

/** Both cards played with the engine's moves, lead first. */
const playBoth = (m: MatchState, laid: CardId, answered: CardId): Result<MatchState> => {
  const a = pickCard({ ...m, pending: null }, laid);
  return a.ok ? pickCard(a.value, answered) : a;
};

/** The lead's phone took the answer: its kept card is opened, the engine plays both and scores; the opening goes back. */
async function answerScanned(s: OwnState, got: Received, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  const card = got.kind === 'move' ? cardIn(got.entries, 'answer') : null;
  if (!card) return fail(REFUSED.changed);
  const mine = await laidCard(s, pair);
  if (!mine.ok) return mine;
  const played = playBoth(s.match!, mine.value.card, card);
  if (!played.ok) return fail(REFUSED.changed);
  const code = toHex(mine.value.code);
  return done({ ...s, match: played.value, sealed: null, show: { what: 'reveal', play: s.sealed!.play, code }, again: code });
}

/**
 * The answering phone took the lead's opening: checked against the commit it took before
 * the answer, then both cards are played with the engine's moves, lead first.
 */
async function revealScanned(s: OwnState, got: Received): Promise<Result<OwnState>> {
  if (got.kind !== 'open') return fail(REFUSED.changed);
  const checked = await checkOpen(D, tableOf(s), s.scanned!.play, got, fromHex(s.scanned!.digest));
  const card = checked.ok ? cardIn(checked.value) : null;
  // A card sealed that the lead's hand doesn't hold is as broken as a changed one.
  const played = card ? playBoth(s.match!, card, s.answer!) : null;
  if (!played?.ok) return fail(OWN.sealBroken(otherName(s)));
  return done({ ...s, match: played.value, scanned: null, answer: null });
}

/** The forced last play (EP-2): nothing secret, each phone records it with the engine's move. */
export function revealForced(s: OwnState): Result<OwnState> {
  const forced = s.match ? forcedOutcome(s.match) : null;
  if (!forced) return fail(OWN.notNow);
  const next = recordOutcome(s.match!, forced);
  return next.ok ? done({ ...s, match: next.value }) : next;
}

/* ------------------------------------------------------------------ taking a code */

type Kind = 'commit' | 'move' | 'open';
/** What each kind of code is called, to say which one was scanned instead. */
const KIND_WORDS: Record<number, string> = { [KIND.seat]: 'a seat code', [KIND.start]: 'a start code', [TABLE_KIND.commit]: 'a seal', [TABLE_KIND.move]: 'an answer', [TABLE_KIND.open]: 'a reveal' };
const WANTED: Record<Kind, string> = { commit: 'seal', move: 'answer', open: 'reveal' };

/** The code this phone waits for now, if any. */
function expecting(s: OwnState): { join: number } | { kind: Kind } | null {
  if (!s.match) return s.seat === 0 ? (s.names.length === 1 ? { join: KIND.seat } : null) : { join: KIND.start };
  const turn = turnOf(s);
  return turn === 'await-seal' ? { kind: 'commit' } : turn === 'sealed' ? { kind: 'move' } : turn === 'answered' ? { kind: 'open' } : null;
}

/** What this phone asks for now, in words: "Ana's reveal". */
export function wanted(s: OwnState): string {
  const want = expecting(s);
  if (!want) return 'nothing';
  if ('join' in want) return want.join === KIND.seat ? 'the seat code on the other phone' : 'the start code on the table phone';
  return `${otherName(s)}'s ${WANTED[want.kind]}`;
}

/**
 * A scanned or typed code, read against what this phone waits for and applied: the next
 * state, or why not in a player's words (another table, an earlier play, a changed byte,
 * the wrong code, a reveal that doesn't match its seal). Nothing changes on a refusal.
 */
export async function take(s: OwnState, text: string, via: Via, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  const want = expecting(s);
  if (!want) return fail(OWN.notNow);
  const wrongKind = (kind: number) => rejoinRefusal(kind) ?? `That is ${KIND_WORDS[kind] ?? 'another code'}: scan ${wanted(s)}.`;
  if ('join' in want) {
    const read = readCode(text, via, { table: s.table, kinds: [want.join], wrongKind });
    if (!read.ok) return read;
    return want.join === KIND.seat ? seatScanned(s, read.value) : startScanned(s, read.value);
  }
  const got = readMoveCode(D, text, via, { table: tableOf(s), step: playNumber(s.match!), me: s.seat, kinds: [want.kind], wrongKind });
  if (!got.ok) return fail(got.error === REFUSED.earlierRound ? OWN.earlier : got.error === REFUSED.laterRound ? OWN.later : got.error);
  if (want.kind === 'commit') return sealScanned(s, got.value);
  return want.kind === 'move' ? answerScanned(s, got.value, pair) : revealScanned(s, got.value);
}
