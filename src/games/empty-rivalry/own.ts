import { fromHex, toHex } from '~/kit/link/bytes';
import { encode, type Message, type TableCode } from '~/kit/link/codec';
import { fingerprint } from '~/kit/link/crypto';
import { checkReveal, readReveal, readSeal, readSeat, readStart, revealMessage, sealFor, sealMessage, startMessage } from '~/kit/link/messages';
import { REFUSED } from '~/kit/link/words';
import { MAX_NAME_LENGTH } from '~/kit/players';
import { cryptoRng, rollDie, type Rng } from '~/kit/random';
import { fail, ok, type Result } from '~/kit/result';
import { game } from './data';
import type { OwnState } from './own-state';
export type { OwnState } from './own-state';
import { addRounds, chooseQuestions, decide, recordGuess, recordTruth, revealRound, setup, startRound } from './engine';
import { phaseOf, roles, type Decision, type MatchState, type Seat } from './state';

/**
 * "Each on our own phone": the same match (engine.ts moves, score.ts scoring), moved on two
 * phones that pass QR codes instead of one phone passed around. Each phone keeps the match
 * as game.ts `view` lets its player see it: its own notes, FALSE in place of the other's,
 * and its own blind die, drawn when it seals (ER-5: no die exists before it is needed,
 * none is on a page before the reveal). A round:
 *
 * 1. Each phone notes its own TRUE/FALSE (the Defender's records, the Attacker's guesses).
 * 2. The Defender's phone seals its d4 and records with its fourth note; the Attacker's
 *    seals its d12, guesses, questions and decision when the decision is made, and shows
 *    that seal as a QR with its three words.
 * 3. The Defender's phone scans the seal, then shows its reveal; the Attacker's phone scans
 *    it and scores the round; the Defender's phone scans the Attacker's reveal, checks it
 *    against the seal it kept, and scores the same round.
 *
 * The Defender reveals first, knowing nothing of the Attacker's die or guesses, so only
 * the Attacker needs to be bound: its seal reaches the other phone before any reveal.
 * The Defender's seal is shown as words only, and checked aloud at the Attacker's scan.
 */

/** Which round the phone is at: the round being played, or the last one scored between rounds. */
export const roundOf = (m: MatchState): number => m.rounds.length + (m.current ? 1 : 0);

/* ------------------------------------------------------------------ joining */

/** A name as the match will take it (kit players: not empty, not too long). */
function nameProblem(name: string): string | null {
  const n = name.trim();
  if (n === '') return 'Type your name first.';
  return n.length > MAX_NAME_LENGTH ? `Keep your name to ${MAX_NAME_LENGTH} characters.` : null;
}

export function openTable(table: TableCode, name: string): Result<OwnState> {
  const n = name.trim();
  const problem = nameProblem(n);
  if (problem) return fail(problem);
  return ok({ table, seat: 0, names: [n], match: null, mine: null, theirs: null, show: null });
}

export function joinTable(table: TableCode, name: string): Result<OwnState> {
  const n = name.trim();
  const problem = nameProblem(n);
  if (problem) return fail(problem);
  return ok({ table, seat: 1, names: [n], match: null, mine: null, theirs: null, show: null });
}

/** The table phone scanned the other phone's seat code: both names known, the match set up (questions next, ER-4). */
export function seatScanned(s: OwnState, m: Message): Result<OwnState> {
  const seat = readSeat(m);
  if (!seat.ok) return seat;
  const match = setup({ players: [s.names[0]!, seat.value.name], dice: 'phone' });
  if (!match.ok) return match;
  return ok({ ...s, names: [s.names[0]!, seat.value.name], match: match.value });
}

/* The start's setup bytes: rounds, first Attacker, the table's own questions, then a bit per vetoed question. */
export function setupBytes(m: MatchState): Uint8Array {
  const custom = m.questions.filter((q) => q.custom);
  const out: number[] = [m.plannedRounds, m.firstAttacker, custom.length];
  for (const q of custom) {
    const b = new TextEncoder().encode(q.text);
    out.push(b.length, ...b);
  }
  const mask = new Array<number>(Math.ceil(m.questions.length / 8)).fill(0);
  m.questions.forEach((q, i) => {
    if (m.vetoed.includes(q.id)) mask[i >> 3]! |= 1 << (i & 7);
  });
  return Uint8Array.from([...out, ...mask]);
}

/** The table phone starts the match: round 1 begins here, and the start code goes to the other phone. */
export function startMatch(s: OwnState): Result<OwnState> {
  if (!s.match || s.seat !== 0) return fail("You can't start the match now.");
  let code: Uint8Array;
  try {
    code = encode(startMessage(s.table, { seats: s.names.map((name) => ({ name, key: new Uint8Array(0) })), setup: setupBytes(s.match), withKeys: false }));
  } catch {
    return fail('Your own questions are too long to fit one code: shorten or veto some of them.');
  }
  const started = startRound(s.match);
  if (!started.ok) return started;
  return ok({ ...s, match: placeholders(started.value, s.seat), show: { what: 'start', round: 0, code: toHex(code) } });
}

/** The joining phone scanned the start: the same match, round 1 begun. */
export function startScanned(s: OwnState, m: Message): Result<OwnState> {
  const start = readStart(m);
  if (!start.ok) return start;
  const [host, guest] = start.value.seats;
  if (start.value.seats.length !== 2 || !host || !guest) return fail(REFUSED.changed);
  if (guest.name !== s.names[0]) return fail(`This start code seats ${guest.name}, not ${s.names[0]}: scan the start code made after your seat code.`);
  const match = fromSetup([host.name, guest.name], start.value.setup);
  if (!match.ok) return match;
  const started = startRound(match.value);
  if (!started.ok) return started;
  return ok({ ...s, names: [host.name, guest.name], match: placeholders(started.value, 1) });
}

/** The match a start code's setup bytes describe (setupBytes), before its first round; a changed byte is refused. */
export function fromSetup(players: [string, string], b: Uint8Array): Result<MatchState> {
  const made = setup({ players, dice: 'phone', rounds: b[0], firstAttacker: b[1] as Seat });
  if (!made.ok) return fail(REFUSED.changed);
  let match = made.value;
  let at = 3;
  for (let i = 0; i < (b[2] ?? 0); i++) {
    const len = b[at] ?? 0;
    const text = new TextDecoder().decode(b.subarray(at + 1, at + 1 + len));
    at += 1 + len;
    match = { ...match, questions: [...match.questions, { id: `c${i + 1}`, text, custom: true }] };
  }
  const vetoed = match.questions.filter((_, i) => ((b[at + (i >> 3)] ?? 0) >> (i & 7)) & 1).map((q) => q.id);
  match = { ...match, vetoed };
  if (at + Math.ceil(match.questions.length / 8) !== b.length) return fail(REFUSED.changed);
  return ok(match);
}

/* ------------------------------------------------------------------ a round */

const me = (s: OwnState): Seat => s.seat;

/**
 * The Defender's phone never learns the questions before the reveal (the Attacker's phone
 * chooses them); it stands in the first four it may ask, put right by the Attacker's reveal.
 */
export function placeholders(m: MatchState, seat: Seat): MatchState {
  if (!m.current || roles(m).attacker === seat) return m;
  const ids = m.questions.filter((q) => !m.vetoed.includes(q.id)).slice(0, game.questionsPerRound).map((q) => q.id);
  const chosen = chooseQuestions(m, { ids });
  return chosen.ok ? chosen.value : m;
}

export function nextRound(s: OwnState): Result<OwnState> {
  if (!s.match) return fail("You can't start a round now.");
  const base = phaseOf(s.match) === 'over' ? addRounds(s.match, { rounds: 2 }) : ok(s.match);
  if (!base.ok) return base;
  const started = startRound(base.value);
  if (!started.ok) return started;
  return ok({ ...s, match: placeholders(started.value, s.seat), mine: null, theirs: null, show: null });
}

/** One note on this phone: the Defender's record or the Attacker's guess; the other's stands in as FALSE (game.ts view). */
export function note(s: OwnState, value: boolean): Result<OwnState> {
  const m = s.match;
  if (!m || (phaseOf(m) !== 'truth' && phaseOf(m) !== 'guess')) return fail("You can't note an answer now.");
  const { defender } = roles(m);
  const mine = me(s) === defender;
  const a = recordTruth(m, { truth: mine ? value : false });
  if (!a.ok) return a;
  const b = recordGuess(a.value, { guess: mine ? false : value });
  if (!b.ok) return b;
  return ok({ ...s, match: b.value });
}

const mask = (notes: boolean[]) => notes.reduce((n, b, i) => n | (b ? 1 << i : 0), 0);
const unmask = (n: number) => Array.from({ length: game.questionsPerRound }, (_, i) => ((n >> i) & 1) === 1);
const DECISION: Record<Decision, number> = { 'call-out': 1, retreat: 2 };
const decisionOf = (n: number): Decision | null => (n === 1 ? 'call-out' : n === 2 ? 'retreat' : null);

/** The Defender's phone, its four records in: the d4 is drawn now, and sealed with them. */
export async function sealDefender(s: OwnState, rng: Rng = cryptoRng()): Promise<Result<OwnState>> {
  const m = s.match;
  if (!m?.current || phaseOf(m) !== 'decide' || roles(m).defender !== me(s) || s.mine) return fail("You can't seal now.");
  const die = rollDie(rng, game.defenderDie);
  const value = Uint8Array.of(die, mask(m.current.truths), 0);
  const r = roundOf(m);
  const sealed = await sealFor(s.table, r, me(s), value);
  return ok({ ...s, mine: { round: r, value: toHex(value), salt: toHex(sealed.salt), digest: toHex(sealed.digest) } });
}

/** The Attacker's decision: the d12 is drawn now and sealed with the guesses, the questions and the decision; the seal goes to the Defender. */
export async function decideAndSeal(s: OwnState, decision: Decision, rng: Rng = cryptoRng()): Promise<Result<OwnState>> {
  const m = s.match;
  if (!m?.current || roles(m).attacker !== me(s)) return fail("You can't decide now.");
  const decided = decide(m, { decision });
  if (!decided.ok) return decided;
  const die = rollDie(rng, game.attackerDie);
  const index = m.current.questionIds.map((id) => m.questions.findIndex((q) => q.id === id));
  const value = Uint8Array.of(die, mask(m.current.guesses), DECISION[decision], ...index);
  const r = roundOf(m);
  const sealed = await sealFor(s.table, r, me(s), value);
  const code = encode(sealMessage(s.table, r, { seat: me(s), digest: sealed.digest, said: Uint8Array.of(DECISION[decision]) }));
  return ok({
    ...s,
    match: decided.value,
    mine: { round: r, value: toHex(value), salt: toHex(sealed.salt), digest: toHex(sealed.digest) },
    show: { what: 'seal', round: r, code: toHex(code) },
  });
}

const myReveal = (s: OwnState, r: number): string =>
  toHex(encode(revealMessage(s.table, r, { seat: me(s), value: fromHex(s.mine!.value), salt: fromHex(s.mine!.salt) })));

/** The Defender's phone scanned the Attacker's seal: the decision is known (said aloud anyway), and its own reveal is shown. */
export function sealScanned(s: OwnState, m: Message): Result<OwnState> {
  const match = s.match;
  if (!match?.current || !s.mine || roles(match).defender !== me(s)) return fail("You can't scan a seal now.");
  const note = readSeal(m);
  if (!note.ok) return note;
  if (note.value.seat === me(s)) return fail(REFUSED.ownCode);
  if (s.theirs && s.theirs.digest !== toHex(note.value.digest)) return fail(`${s.names[roles(match).attacker]}'s phone already sealed this round: this code is another one.`);
  const decision = decisionOf(note.value.said[0] ?? 0);
  if (!decision || note.value.said.length !== 1) return fail(REFUSED.changed);
  const decided = match.current.decision ? ok(match) : decide(match, { decision });
  if (!decided.ok) return decided;
  const r = roundOf(match);
  return ok({ ...s, match: decided.value, theirs: { round: r, digest: toHex(note.value.digest) }, show: { what: 'reveal', round: r, code: myReveal(s, r) } });
}

/** Where a revealed round lands: the other's notes and die in place of the stand-ins, then the engine scores it (score.ts). */
function settleWith(s: OwnState, theirs: { die: number; notes: boolean[]; questionIds?: string[] }): Result<MatchState> {
  const match = s.match!;
  const round = match.current!;
  const mineValue = fromHex(s.mine!.value);
  const attacking = roles(match).attacker === me(s);
  const full: MatchState = {
    ...match,
    current: {
      ...round,
      questionIds: theirs.questionIds ?? round.questionIds,
      truths: attacking ? theirs.notes : round.truths,
      guesses: attacking ? round.guesses : theirs.notes,
    },
  };
  const rolls = attacking ? { attackerRoll: mineValue[0]!, defenderRoll: theirs.die } : { attackerRoll: theirs.die, defenderRoll: mineValue[0]! };
  return revealRound(full, rolls);
}

/**
 * The other phone's reveal, scanned. On the Attacker's phone: the Defender's d4 and records
 * (the Defender revealed first, so nothing to check it against but the words its phone
 * showed). On the Defender's phone: the Attacker's d12, guesses, questions and decision,
 * checked against the seal scanned before. Both phones then score the same round.
 */
export async function revealScanned(s: OwnState, m: Message): Promise<Result<{ state: OwnState; words: string }>> {
  const match = s.match;
  if (!match?.current || !s.mine || phaseOf(match) !== 'reveal') return fail("You can't scan a reveal now.");
  const attacking = roles(match).attacker === me(s);
  const read = readReveal(m);
  if (!read.ok) return read;
  if (read.value.seat === me(s)) return fail(REFUSED.ownCode);
  const r = roundOf(match);
  let digest: Uint8Array;
  if (attacking) {
    digest = (await sealFor(s.table, r, read.value.seat, read.value.value, read.value.salt)).digest;
  } else {
    const checked = await checkReveal(m, fromHex(s.theirs!.digest));
    if (!checked.ok) return checked;
    digest = fromHex(s.theirs!.digest);
  }
  const value = read.value.value;
  const die = value[0]!;
  const notes = unmask(value[1] ?? 0);
  let theirs: { die: number; notes: boolean[]; questionIds?: string[] };
  if (attacking) {
    if (value.length !== 3 || die < 1 || die > game.defenderDie || value[1]! > 15) return fail(REFUSED.changed);
    theirs = { die, notes };
  } else {
    const ids = [...value.subarray(3)].map((i) => match.questions[i]?.id);
    if (value.length !== 3 + game.questionsPerRound || die < 1 || die > game.attackerDie || ids.some((id) => id === undefined) || decisionOf(value[2]!) !== match.current.decision) {
      return fail(REFUSED.changed);
    }
    theirs = { die, notes, questionIds: ids as string[] };
  }
  const scored = settleWith(s, theirs);
  if (!scored.ok) return fail(REFUSED.changed);
  const show = attacking ? { what: 'reveal' as const, round: r, code: myReveal(s, r) } : null;
  return ok({ state: { ...s, match: scored.value, mine: null, theirs: null, show }, words: fingerprint(digest) });
}


