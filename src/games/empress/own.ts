import { fromHex, toHex } from '~/kit/link/bytes';
import { encode, GAME_KINDS, KIND, Reader, Writer, type Message, type TableCode } from '~/kit/link/codec';
import { checkSeal } from '~/kit/link/crypto';
import { readReveal, readSeal, readSeat, readStart, revealMessage, sealContext, sealFor, sealMessage, startMessage } from '~/kit/link/messages';
import { readCode, rejoinRefusal, type Via } from '~/kit/link/read';
import { REFUSED } from '~/kit/link/words';
import { validatePlayers } from '~/kit/players';
import { fail, ok, type Result } from '~/kit/result';
import type { CardId } from './data';
import { cardRefusal, parseStake, pickCard, recordOutcome, setup } from './engine';
import { ownProblem, playNumber, type OwnState } from './own-state';
import { forcedOutcome, otherHand, position, type MatchState, type PlayerIndex } from './state';
import { OWN } from './words';

export type { OwnState } from './own-state';
export { playNumber } from './own-state';

/**
 * "Each on our own phone" without cards: two phones, each holding its own player's hand,
 * passing QR codes (kit/link). The same match moved by the same engine moves as on one
 * phone (engine.ts `pickCard`, `recordOutcome`); only how a card reaches the other phone
 * differs. A play (EP-2):
 *
 * 1. The lead's phone lays its card (`pickCard`: the card waits in `pending`, on that
 *    phone only) and seals it: a seal code and three words on screen.
 * 2. The other phone scans the seal, then answers with a card of its own, shown as an
 *    answer code. The lead is bound by its seal before the answer exists, so the answer
 *    needs no seal of its own (as face-down cards, the lead's is laid first).
 * 3. The lead's phone scans the answer and plays it (`pickCard` again: the engine scores
 *    the play), then shows its reveal: the card and the seal's salt.
 * 4. The other phone scans the reveal, checks it against the seal it scanned in step 2
 *    (a changed card is refused: "doesn't match what Ana sealed"), and plays both cards
 *    with the same engine moves. Both phones now hold the same match.
 *
 * The forced last play after four draws (EP-2) needs no code: each phone records it.
 * Every code carries the table and the play (counted across the match), so a code from
 * another table or an earlier play is refused in words.
 */

/** Empress's own kind of message: the answering card, in the clear (see step 2). */
export const ANSWER = GAME_KINDS;

const CARDS: readonly CardId[] = ['empress', 'assassin', 'citizen'];
const cardByte = (card: CardId): number => CARDS.indexOf(card) + 1;
const cardOf = (byte: number | undefined): CardId | null => CARDS[(byte ?? 0) - 1] ?? null;

const done = (s: OwnState): Result<OwnState> => {
  const problem = ownProblem(s);
  if (problem) throw new Error(`own-phone move left ${problem}`);
  return ok(s);
};

/* ------------------------------------------------------------------ joining */

function named(name: string): Result<string> {
  const n = validatePlayers([name], 1, 1);
  return n.ok ? ok(n.value[0]!) : fail(name.trim() === '' ? 'Type your name first.' : n.error);
}

/** This phone opens a table: it will scan the other's seat code and set the match up. */
export function openTable(table: TableCode, name: string): Result<OwnState> {
  const n = named(name);
  if (!n.ok) return n;
  return ok({ table, seat: 0, names: [n.value], match: null, sealed: null, scanned: null, answer: null, show: null, again: null });
}

/** This phone joins a table whose code it scanned or was typed: it shows its seat code. */
export function joinTable(table: TableCode, name: string): Result<OwnState> {
  const n = named(name);
  if (!n.ok) return n;
  return ok({ table, seat: 1, names: [n.value], match: null, sealed: null, scanned: null, answer: null, show: null, again: null });
}

/** The table phone scanned the other phone's seat code: both names are known, the match is set up next. */
export function seatScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.seat !== 0 || s.match) return fail(OWN.notNow);
  const seat = readSeat(m);
  if (!seat.ok) return seat;
  const names = validatePlayers([s.names[0]!, seat.value.name], 2, 2);
  if (!names.ok) return fail(OWN.sameName(seat.value.name));
  return ok({ ...s, names: names.value });
}

/** The match's setup in the start code: sets, who holds the Empress hand first, the toss, the stake as typed. */
export function setupBytes(m: MatchState): Uint8Array {
  const w = new Writer().byte(m.sets).byte(m.firstEmpress).byte(m.tossed ? 1 : 0);
  return w.text(m.stake === null ? '' : String(m.stake)).done();
}

/** The stake as the other phone will read it back (a stake like 1e21 would not be). */
const stakeTravels = (m: MatchState): boolean => {
  const back = parseStake(m.stake === null ? '' : String(m.stake));
  return back.ok && back.value === m.stake;
};

/**
 * The table phone sets the match up (engine.ts `setup`, the same form as on one phone) and
 * shows the start code; the match begins here.
 */
export function startMatch(s: OwnState, match: MatchState): Result<OwnState> {
  if (s.seat !== 0 || s.match || s.names.length !== 2) return fail(OWN.notNow);
  if (match.players[0] !== s.names[0] || match.players[1] !== s.names[1]) return fail(OWN.notNow);
  if (!stakeTravels(match)) return fail(OWN.stakeTooLong);
  const code = toHex(encode(startMessage(s.table, { seats: s.names.map((name) => ({ name, key: new Uint8Array(0) })), setup: setupBytes(match), withKeys: false })));
  return done({ ...s, match, show: { what: 'start', play: 0, code }, again: code });
}

/** The joining phone scanned the start code: the same match, set up the same way. */
export function startScanned(s: OwnState, m: Message): Result<OwnState> {
  if (s.seat !== 1 || s.match) return fail(OWN.notNow);
  const start = readStart(m);
  if (!start.ok) return start;
  const [host, guest] = start.value.seats;
  if (start.value.seats.length !== 2 || !host || !guest) return fail(REFUSED.changed);
  if (guest.name !== s.names[0]) return fail(OWN.notYourStart(guest.name, s.names[0]!));
  const match = fromSetup([host.name, guest.name], start.value.setup);
  if (!match.ok) return match;
  return done({ ...s, names: [guest.name, host.name], match: match.value });
}

/** The match a start code's setup bytes describe (setupBytes), before its first play; a changed byte is refused. */
export function fromSetup(players: [string, string], setupBytes: Uint8Array): Result<MatchState> {
  const r = new Reader(setupBytes);
  const sets = r.byte();
  const first = r.byte();
  const tossed = r.byte();
  const stake = parseStake(r.text());
  const read = r.end(null);
  if (!read.ok || !stake.ok || first > 1 || tossed > 1) return fail(REFUSED.changed);
  const match = setup({ players, sets, stake: stake.value, firstEmpress: first as PlayerIndex });
  return match.ok ? ok({ ...match.value, tossed: tossed === 1 }) : fail(REFUSED.changed);
}

/** The seal code the lead's phone shows for its card laid face down (made again after a rejoin code took its place). */
export const sealShown = (s: OwnState): OwnState['show'] =>
  s.sealed && { what: 'seal', play: s.sealed.play, code: toHex(encode(sealMessage(s.table, s.sealed.play, { seat: s.seat, digest: fromHex(s.sealed.digest), said: new Uint8Array(0) }))) };

/** The phone has shown its code and the other has taken it: the code leaves the screen (it stays in "show it again" if it may be needed). */
export const dismiss = (s: OwnState): Result<OwnState> => done({ ...s, show: null });

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

/** The lead's phone lays its card face down (the engine's own move) and seals it. */
export async function lead(s: OwnState, card: CardId, salt?: Uint8Array): Promise<Result<OwnState>> {
  if (turnOf(s) !== 'lead') return fail(OWN.notNow);
  const laid = pickCard(s.match!, card);
  if (!laid.ok) return laid;
  const play = playNumber(s.match!);
  const value = Uint8Array.of(cardByte(card));
  const sealed = await sealFor(s.table, play, s.seat, value, salt);
  const code = toHex(encode(sealMessage(s.table, play, { seat: s.seat, digest: sealed.digest, said: new Uint8Array(0) })));
  return done({
    ...s,
    match: laid.value,
    sealed: { play, salt: toHex(sealed.salt), digest: toHex(sealed.digest) },
    show: { what: 'seal', play, code },
  });
}

/** The answering phone scanned the lead's seal: it may answer now, knowing nothing of the card. */
export function sealScanned(s: OwnState, m: Message): Result<OwnState> {
  const turn = turnOf(s);
  if (turn === 'answer' || turn === 'answered') return fail(OWN.haveSeal(otherName(s)));
  if (turn !== 'await-seal') return fail(OWN.notNow);
  const note = readSeal(m);
  if (!note.ok) return note;
  if (note.value.seat === s.seat) return fail(REFUSED.ownCode);
  if (note.value.said.length !== 0) return fail(REFUSED.changed);
  return done({ ...s, scanned: { play: playNumber(s.match!), digest: toHex(note.value.digest) } });
}

/** The answering phone lays its card; its answer code goes to the lead's phone. */
export function answer(s: OwnState, card: CardId): Result<OwnState> {
  if (turnOf(s) !== 'answer') return fail(OWN.notNow);
  const refusal = cardRefusal(s.match!, otherHand(position(s.match!)!.lead), card);
  if (refusal) return fail(refusal);
  const play = playNumber(s.match!);
  const code = toHex(encode(answerMessage(s.table, play, s.seat, card)));
  return done({ ...s, answer: card, show: { what: 'answer', play, code } });
}

export const answerMessage = (table: TableCode, play: number, seat: number, card: CardId): Message => ({
  kind: ANSWER,
  table,
  round: play,
  payload: new Writer().byte(seat).byte(cardByte(card)).done(),
});

/** The lead's phone scanned the answer: the engine plays it against the laid card and scores; the reveal code goes back. */
export function answerScanned(s: OwnState, m: Message): Result<OwnState> {
  if (turnOf(s) !== 'sealed') return fail(OWN.notNow);
  const r = new Reader(m.payload);
  const seat = r.byte();
  const card = cardOf(r.byte());
  const read = r.end(card);
  if (!read.ok || card === null) return fail(REFUSED.changed);
  if (seat === s.seat) return fail(REFUSED.ownCode);
  const laid = s.match!.pending as CardId;
  const played = pickCard(s.match!, card);
  if (!played.ok) return fail(REFUSED.changed);
  const play = s.sealed!.play;
  const code = toHex(encode(revealMessage(s.table, play, { seat: s.seat, value: Uint8Array.of(cardByte(laid)), salt: fromHex(s.sealed!.salt) })));
  return done({ ...s, match: played.value, sealed: null, show: { what: 'reveal', play, code }, again: code });
}

/**
 * The answering phone scanned the lead's reveal: checked against the seal it scanned
 * before the answer, then both cards are played with the engine's moves, lead first.
 * Its words: the seal's fingerprint, to say aloud.
 */
export async function revealScanned(s: OwnState, m: Message): Promise<Result<OwnState>> {
  if (turnOf(s) !== 'answered') return fail(OWN.notNow);
  const read = readReveal(m);
  if (!read.ok) return read;
  const { seat, value, salt } = read.value;
  if (seat === s.seat) return fail(REFUSED.ownCode);
  const good = await checkSeal(sealContext(m.table, m.round, seat), value, salt, fromHex(s.scanned!.digest));
  if (!good) return fail(OWN.sealBroken(otherName(s)));
  const card = cardOf(value[0]);
  if (value.length !== 1 || card === null) return fail(REFUSED.changed);
  const laid = pickCard(s.match!, card);
  const played = laid.ok ? pickCard(laid.value, s.answer!) : laid;
  // A card sealed that the lead's hand doesn't hold (a phone that didn't follow the rules).
  if (!played.ok) return fail(OWN.sealBroken(otherName(s)));
  return done({ ...s, match: played.value, scanned: null, answer: null });
}

/** The forced last play (EP-2): nothing secret, each phone records it with the engine's move. */
export function revealForced(s: OwnState): Result<OwnState> {
  const forced = s.match ? forcedOutcome(s.match) : null;
  if (!forced) return fail(OWN.notNow);
  const next = recordOutcome(s.match!, forced);
  if (!next.ok) return next;
  return done({ ...s, match: next.value });
}

/** The kinds of code this phone takes now, and what it does with one. */
export interface Expecting {
  kind: number;
  round: number | undefined;
  apply: (m: Message) => Result<OwnState> | Promise<Result<OwnState>>;
}

/** The code this phone waits for, if any: the seat, the start, a seal, an answer, a reveal. */
export function expecting(s: OwnState): Expecting | null {
  if (!s.match) {
    if (s.seat === 0 && s.names.length === 1) return { kind: KIND.seat, round: undefined, apply: (m) => seatScanned(s, m) };
    if (s.seat === 1) return { kind: KIND.start, round: undefined, apply: (m) => startScanned(s, m) };
    return null;
  }
  const play = playNumber(s.match);
  switch (turnOf(s)) {
    case 'await-seal':
      return { kind: KIND.seal, round: play, apply: (m) => sealScanned(s, m) };
    case 'sealed':
      return { kind: ANSWER, round: play, apply: (m) => answerScanned(s, m) };
    case 'answered':
      return { kind: KIND.reveal, round: play, apply: (m) => revealScanned(s, m) };
    default:
      return null;
  }
}

/** What each kind of code is called, to say which one was scanned instead. */
const KIND_WORDS: Record<number, string> = {
  [KIND.seat]: 'a seat code',
  [KIND.start]: 'a start code',
  [KIND.seal]: 'a seal',
  [ANSWER]: 'an answer',
  [KIND.reveal]: 'a reveal',
};

/** What this phone asks for now, in words: "Ana's reveal". */
export function wanted(s: OwnState): string {
  const want = expecting(s);
  const other = s.match ? otherName(s) : 'the other phone';
  if (!want) return 'nothing';
  if (want.kind === KIND.seat) return 'the seat code on the other phone';
  if (want.kind === KIND.start) return 'the start code on the table phone';
  return `${other}'s ${KIND_WORDS[want.kind]!.replace(/^an? /, '')}`;
}

/**
 * A scanned or typed code, read against what this phone waits for and applied: the next
 * state, or why not in a player's words (another table, an earlier play, a changed byte,
 * the wrong code, a reveal that doesn't match its seal). Nothing changes on a refusal.
 */
export async function take(s: OwnState, text: string, via: Via): Promise<Result<OwnState>> {
  const want = expecting(s);
  if (!want) return fail(OWN.notNow);
  const read = readCode(text, via, {
    table: s.table,
    round: want.round,
    kinds: [want.kind],
    wrongKind: (kind) => rejoinRefusal(kind) ?? `That is ${KIND_WORDS[kind] ?? 'another code'}: scan ${wanted(s)}.`,
  });
  if (!read.ok) return fail(read.error === REFUSED.earlierRound ? OWN.earlier : read.error === REFUSED.laterRound ? OWN.later : read.error);
  return want.apply(read.value);
}
