import { fromHex, toHex } from '~/kit/link/bytes';
import type { Message, TableCode } from '~/kit/link/codec';
import { fingerprint } from '~/kit/link/crypto';
import { backupOf } from '~/kit/link/book';
import { readSeat } from '~/kit/link/messages';
import { declared, entry, type Entry } from '~/kit/link/table/declared';
import { checkOpen, commitCode, digestOf, type Received, type Table } from '~/kit/link/table/messages';
import { keepSealed, openKept } from '~/kit/link/table/sealed';
import { readStartCode, startCode } from '~/kit/link/table/start';
import { REFUSED } from '~/kit/link/words';
import type { Args, ArgsValue } from '~/kit/game';
import { MAX_NAME_LENGTH } from '~/kit/players';
import { cryptoRng, rollDie, type Rng } from '~/kit/random';
import { fail, ok, type Result } from '~/kit/result';
import { game, MAX_QUESTION_LENGTH } from './data';
import { addRounds, chooseQuestions, decide, recordGuess, recordTruth, revealRound, setup, startRound } from './engine';
import { moves } from './game';
import type { OwnState } from './own-state';
import { phaseOf, problem, roles, type MatchState, type Seat } from './state';
export type { OwnState } from './own-state';

/**
 * "Each on our own phone": the same match (engine.ts moves), moved on two phones that pass
 * QR codes through the kit's table transport (kit/link/table/) instead of one phone passed
 * around. Each phone keeps the match as game.ts `view` lets its player see it: its own
 * notes, FALSE in place of the other's. A round:
 *
 * 1. Each phone notes its own TRUE/FALSE (the Defender's records, the Attacker's guesses).
 * 2. The Defender's fourth note draws its d4 and seals it with the records; the Attacker's
 *    decision draws its d12 and seals it with the questions and guesses, and its commit
 *    (the seal, with the decision said aloud) goes to the Defender's phone. Each phone keeps
 *    its sealed moves encrypted to its own key: no die is readable on a phone, its owner's
 *    included, before it is opened (ER-5).
 * 3. The Defender's phone takes the commit and opens its seal; the Attacker's phone takes
 *    that and scores the round, then opens its own; the Defender's phone checks it against
 *    the commit and scores the same round.
 *
 * The Defender opens first, knowing nothing of the Attacker's die or guesses, so only the
 * Attacker needs to commit; the Defender's seal is shown as words, compared aloud.
 */

const D = declared(moves);
export const tableOf = (s: Pick<OwnState, 'table'>): Table => ({ code: s.table, seats: 2 });

/** Which round the phone is at: the round being played, or the last one scored between rounds. */
export const roundOf = (m: MatchState): number => m.rounds.length + (m.current ? 1 : 0);

/* ------------------------------------------------------------------ joining */

function nameProblem(name: string): string | null {
  const n = name.trim();
  if (n === '') return 'Type your name first.';
  return n.length > MAX_NAME_LENGTH ? `Keep your name to ${MAX_NAME_LENGTH} characters.` : null;
}

const seated = (table: TableCode, seat: Seat, name: string): Result<OwnState> => {
  const problem = nameProblem(name);
  return problem ? fail(problem) : ok({ table, seat, names: [name.trim()], match: null, mine: null, theirs: null, show: null });
};
export const openTable = (table: TableCode, name: string) => seated(table, 0, name);
export const joinTable = (table: TableCode, name: string) => seated(table, 1, name);

/** The table phone scanned the other phone's seat code: both names known, the match set up (questions next, ER-4). */
export function seatScanned(s: OwnState, m: Message): Result<OwnState> {
  const seat = readSeat(m);
  if (!seat.ok) return seat;
  const match = setup({ players: [s.names[0]!, seat.value.name], dice: 'phone' });
  if (!match.ok) return match;
  return ok({ ...s, names: [s.names[0]!, seat.value.name], match: match.value });
}

/** What the start carries besides the names: rounds, first Attacker, the table's own questions, a yes per vetoed question. */
export const START = {
  rounds: { t: 'int', min: 1, max: 20 },
  first: { t: 'seat' },
  custom: { t: 'list', of: { t: 'text', max: 4 * MAX_QUESTION_LENGTH }, max: 16 },
  vetoed: { t: 'list', of: { t: 'bool' }, max: 63 },
} as const satisfies Args;
export type Setup = ArgsValue<typeof START>;

export const setupOf = (m: MatchState): Setup => ({
  rounds: m.plannedRounds,
  first: m.firstAttacker,
  custom: m.questions.filter((q) => q.custom).map((q) => q.text),
  vetoed: m.questions.map((q) => m.vetoed.includes(q.id)),
});

/** The match a start's setup describes, before its first round; one that doesn't hold is refused as changed. */
export function fromSetup(players: [string, string], b: Setup): Result<MatchState> {
  const made = setup({ players, dice: 'phone', rounds: b.rounds, firstAttacker: b.first as Seat });
  if (!made.ok) return fail(REFUSED.changed);
  const questions = [...made.value.questions, ...b.custom.map((text, i) => ({ id: `c${i + 1}`, text, custom: true }))];
  if (b.vetoed.length !== questions.length) return fail(REFUSED.changed);
  return ok({ ...made.value, questions, vetoed: questions.filter((_, i) => b.vetoed[i]).map((q) => q.id) });
}

/** The table phone starts the match: round 1 begins here, and the start code goes to the other phone. */
export function startMatch(s: OwnState): Result<OwnState> {
  if (!s.match || s.seat !== 0) return fail("You can't start the match now.");
  const seats = s.names.map((name) => ({ name, key: new Uint8Array(0) }));
  const code = startCode(D, tableOf(s), seats, START, setupOf(s.match), false, 'Your own questions are too long to fit one code: shorten or veto some of them.');
  if (!code.ok) return code;
  const started = startRound(s.match);
  if (!started.ok) return started;
  return ok({ ...s, match: placeholders(started.value, s.seat), show: { what: 'start', round: 0, code: toHex(code.value) } });
}

/** The joining phone scanned the start: the same match, round 1 begun. */
export function startScanned(s: OwnState, m: Message): Result<OwnState> {
  const start = readStartCode(D, m, START);
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

/* ------------------------------------------------------------------ a round */

/**
 * The Defender's phone never learns the questions before the Attacker opens its seal (the
 * Attacker's phone chooses them, and they are read aloud): it stands in the first four it
 * may ask, put right by that opening.
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
  const mine = s.seat === roles(m).defender;
  const a = recordTruth(m, { truth: mine ? value : false });
  if (!a.ok) return a;
  const b = recordGuess(a.value, { guess: mine ? false : value });
  return b.ok ? ok({ ...s, match: b.value }) : b;
}

/** The Defender's phone, its four records in: the d4 is drawn now and sealed with them, kept to this phone's key. */
export async function sealDefender(s: OwnState, pair: CryptoKeyPair, rng: Rng = cryptoRng()): Promise<Result<OwnState>> {
  const m = s.match;
  if (!m?.current || phaseOf(m) !== 'decide' || roles(m).defender !== s.seat || s.mine) return fail("You can't seal now.");
  const entries = [...m.current.truths.map((truth) => entry(moves, 'recordTruth', { truth })), entry(moves, 'revealPhoneDice', { roll: rollDie(rng, game.defenderDie) })];
  const r = roundOf(m);
  return ok({ ...s, mine: { round: r, ...(await keepSealed(D, tableOf(s), r, s.seat, entries, pair)) } });
}

/** The Attacker's decision: the d12 is drawn now and sealed with the questions and guesses; the commit goes to the Defender. */
export async function decideAndSeal(s: OwnState, decision: 'call-out' | 'retreat', pair: CryptoKeyPair, rng: Rng = cryptoRng()): Promise<Result<OwnState>> {
  const m = s.match;
  if (!m?.current || roles(m).attacker !== s.seat) return fail("You can't decide now.");
  const decided = decide(m, { decision });
  if (!decided.ok) return decided;
  const entries = [
    entry(moves, 'chooseQuestions', { questions: m.current.questionIds.map((id) => m.questions.findIndex((q) => q.id === id)) }),
    ...m.current.guesses.map((guess) => entry(moves, 'recordGuess', { guess })),
    entry(moves, 'revealPhoneDice', { roll: rollDie(rng, game.attackerDie) }),
  ];
  const r = roundOf(m);
  const mine = await keepSealed(D, tableOf(s), r, s.seat, entries, pair);
  const next = { ...s, match: decided.value, mine: { round: r, ...mine } };
  return ok({ ...next, show: { what: 'seal', round: r, code: toHex(sealCode(next, true)!) } });
}

/**
 * The Attacker's commit: its decision said, and (ER-7) its own box of the sealed moves where
 * this phone dealt its recovery words, so the Defender's phone keeps it should this one lose
 * its storage (nothing else could open it after a loss). `typed`: without the box, short
 * enough to type; a typed seal leaves the round to ER-6.
 */
export function sealCode(s: OwnState, boxed = false): Uint8Array | null {
  const c = s.match?.current;
  if (!s.mine || !c?.decision) return null;
  const kept = boxed && s.mine.kept && backupOf(s.table, s.names[s.seat]) ? fromHex(s.mine.kept) : undefined;
  return commitCode(D, tableOf(s), s.mine.round, s.seat, fromHex(s.mine.digest), [entry(moves, 'decide', { decision: c.decision })], kept);
}

/** The code that opens this phone's seal (made from its kept moves when drawn: never saved before the round is scored). */
export async function openingCode(s: OwnState, pair: CryptoKeyPair): Promise<Result<Uint8Array>> {
  if (!s.mine) return fail("You can't show your notes now.");
  const opened = await openKept(D, tableOf(s), s.mine.round, s.seat, s.mine, pair);
  return opened.ok ? ok(opened.value.code) : opened;
}

/**
 * The Defender's phone keeps the Attacker's sealed round for it (ER-7): it took the seal with
 * the Attacker's own box, and holds the Attacker's key's backup to go with it. Such a round
 * survives the Attacker's lost phone when its player has their words.
 */
export function keepsRound(s: OwnState): { seal: Uint8Array; decision: 'call-out' | 'retreat'; kept: Uint8Array } | null {
  const m = s.match;
  if (!m?.current?.decision || !s.mine || !s.theirs?.kept || roles(m).defender !== s.seat) return null;
  return backupOf(s.table, s.names[roles(m).attacker]) ? { seal: fromHex(s.theirs.digest), decision: m.current.decision, kept: fromHex(s.theirs.kept) } : null;
}

/** The Defender's phone took the Attacker's commit: the decision said with it is taken, and its own opening is shown. */
export function commitScanned(s: OwnState, got: Received): Result<OwnState> {
  const match = s.match;
  if (!match?.current || !s.mine || roles(match).defender !== s.seat || got.kind !== 'commit') return fail("You can't scan a seal now.");
  if (s.theirs && s.theirs.digest !== toHex(got.digest)) return fail(`${s.names[roles(match).attacker]}'s phone already sealed this round: this code is another one.`);
  const said = got.entries.find((e) => e.move === 'decide');
  if (!said || got.entries.length !== 1) return fail(REFUSED.changed);
  const decision = said.args.decision as 'call-out' | 'retreat';
  const decided = match.current.decision ? ok(match) : decide(match, { decision });
  if (!decided.ok || decided.value.current!.decision !== decision) return fail(REFUSED.changed);
  const r = roundOf(match);
  return ok({ ...s, match: decided.value, theirs: { round: r, digest: toHex(got.digest), kept: got.kept ? toHex(got.kept) : '' }, show: { what: 'reveal', round: r } });
}

/** What a seat's opened moves say: its notes, its die, and (the Attacker's) the questions. */
function readOpened(m: MatchState, entries: Entry[]): { notes: boolean[]; roll: number | undefined; ids: (string | undefined)[] | undefined } {
  const notes = entries.filter((e) => e.move === 'recordTruth' || e.move === 'recordGuess').map((e) => (e.args.truth ?? e.args.guess) as boolean);
  const roll = entries.find((e) => e.move === 'revealPhoneDice')?.args.roll as number | undefined;
  const asked = entries.find((e) => e.move === 'chooseQuestions')?.args.questions as number[] | undefined;
  return { notes, roll, ids: asked?.map((i) => m.questions[i]?.id) };
}

/**
 * The other phone's opened seal, scanned. On the Attacker's phone: the Defender's d4 and
 * records (nothing to check them against but the words its phone showed). On the
 * Defender's phone: the Attacker's d12, questions and guesses, checked against the commit
 * taken before. Both phones then score the same round with the engine's own move.
 */
export async function openScanned(s: OwnState, got: Received, pair: CryptoKeyPair): Promise<Result<{ state: OwnState; words: string }>> {
  const match = s.match;
  if (!match?.current || !s.mine || phaseOf(match) !== 'reveal' || got.kind !== 'open') return fail("You can't scan a reveal now.");
  const attacking = roles(match).attacker === s.seat;
  const r = roundOf(match);
  let digest: Uint8Array;
  if (attacking) digest = await digestOf(D, tableOf(s), r, got);
  else {
    const checked = await checkOpen(D, tableOf(s), r, got, fromHex(s.theirs!.digest));
    if (!checked.ok) return checked;
    digest = fromHex(s.theirs!.digest);
  }
  const own = await openKept(D, tableOf(s), r, s.seat, s.mine, pair);
  if (!own.ok) return own;
  const theirs = readOpened(match, got.entries);
  const mine = readOpened(match, own.value.entries);
  const moves = attacking ? ['recordTruth', 'revealPhoneDice'] : ['chooseQuestions', 'recordGuess', 'revealPhoneDice'];
  // Each side's notes and the questions as they were sealed: a phone brought back with its words (ER-7) holds stand-ins until its own box opens here.
  const [att, def] = attacking ? [mine, theirs] : [theirs, mine];
  const N = game.questionsPerRound;
  if (theirs.roll === undefined || mine.roll === undefined || att.notes.length !== N || def.notes.length !== N || att.ids?.length !== N || att.ids.includes(undefined) || got.entries.some((e) => !moves.includes(e.move))) return fail(REFUSED.changed);
  const full: MatchState = { ...match, current: { ...match.current, questionIds: att.ids as string[], truths: def.notes, guesses: att.notes } };
  const rolls = attacking ? { attackerRoll: mine.roll, defenderRoll: theirs.roll } : { attackerRoll: theirs.roll, defenderRoll: mine.roll };
  const scored = revealRound(full, rolls);
  if (!scored.ok || problem(scored.value) !== null) return fail(REFUSED.changed);
  const show = attacking ? { what: 'reveal' as const, round: r, code: toHex(own.value.code) } : null;
  return ok({ state: { ...s, match: scored.value, mine: null, theirs: null, show }, words: fingerprint(digest) });
}
