import { toHex } from '~/kit/link/bytes';
import { SEAL_BYTES } from '~/kit/link/crypto';
import type { Args } from '~/kit/game';
import { decodeArgs, encodeArgs } from '~/kit/link/fields';
import { decode, tableText } from '~/kit/link/codec';
import type { Via } from '~/kit/link/read';
import { readRejoin, rejoinCode, rejoinGame, takeRejoin, type Rejoin } from '~/kit/link/rejoin';
import { REFUSED } from '~/kit/link/words';
import { fail, ok, type Result } from '~/kit/result';
import { game } from './data';
import { chooseQuestions, decide, recordGuess, recordTruth, revealRound, startRound } from './engine';
import { fromSetup, keepsRound, placeholders, roundOf, setupOf, START, type OwnState, type Setup } from './own';
import { ownProblem } from './own-state';
import { other, phaseOf, roles, type Decision, type MatchState, type Seat } from './state';

/**
 * Bringing back a phone that lost its storage (kit link/rejoin.ts), loaded only when a
 * table uses it. ER-6: the rounds the phone still at the table has scored stand, and reach
 * the lost phone in the rejoin code (setup, then each round's questions, notes, decision
 * and dice: all public once scored). The round in progress can't be finished: the lost
 * phone's die, notes and seal's salt were only on it (and the Defender's phone never knew
 * the Attacker's questions). So that round is played again from its first question with
 * fresh dice and notes on both phones, and the phone that stayed says so on its screen
 * before it shows the code. Neither phone learns anything of the other's dice by it: no
 * die exists before a seal (ER-5), and the new round's are drawn afresh.
 *
 * ER-7 (recovery words): the Attacker's sealed moves (questions, guesses, d12) ride in its
 * commit as a box only its own key opens, and the Defender's phone keeps it. An Attacker's
 * phone lost after the Defender's phone took its seal comes back with that box, its seal
 * and its key's backup; its player's four words open the box and the round goes on from
 * the reveals. Without the words (or the box: a seal typed by hand) ER-6 applies. The
 * Defender's d4 and records never leave its phone before its reveal, so a Defender's phone
 * lost mid-round always plays the round again.
 */

/** What the lost phone needs, packed by the kit from this declaration: the setup, then each scored round. */
const REJOIN = {
  setup: { t: 'rec', fields: START },
  rounds: {
    t: 'list',
    max: 20,
    of: {
      t: 'rec',
      fields: {
        questions: { t: 'list', of: { t: 'int', min: 0, max: 255 }, max: 4 },
        truths: { t: 'list', of: { t: 'bool' }, max: 4 },
        guesses: { t: 'list', of: { t: 'bool' }, max: 4 },
        decision: { t: 'one', of: ['call-out', 'retreat'] },
        attackerRoll: { t: 'int', min: 1, max: 12 },
        defenderRoll: { t: 'int', min: 1, max: 4 },
      },
    },
  },
  /** ER-7: the round in progress kept, its Attacker's phone lost: the seal and the decision said with it. */
  seal: { t: 'opt', of: { t: 'bytes', length: SEAL_BYTES } },
  decision: { t: 'opt', of: { t: 'one', of: ['call-out', 'retreat'] } },
} as const satisfies Args;

/** What `REJOIN` describes (written out: the checker can't unfold a declaration this deep). */
interface Rejoined {
  setup: Setup;
  rounds: { questions: number[]; truths: boolean[]; guesses: boolean[]; decision: Decision; attackerRoll: number; defenderRoll: number }[];
  seal: Uint8Array | null;
  decision: Decision | null;
}
const pack = encodeArgs as unknown as (args: Args, value: Rejoined, table: { seats: number }) => Uint8Array;
const unpack = decodeArgs as unknown as (args: Args, bytes: Uint8Array, table: { seats: number }) => Result<Rejoined>;

type Kept = { seal: Uint8Array; decision: Decision } | null;

function matchBytes(m: MatchState, kept: Kept): Uint8Array | null {
  try {
    return packed(m, kept);
  } catch {
    return null;
  }
}
function packed(m: MatchState, kept: Kept): Uint8Array | null {
  const rounds = m.rounds.map((r) => ({ ...r, questions: r.questions.map((text) => m.questions.findIndex((q) => q.text === text)) }));
  if (rounds.some((r) => r.questions.some((i) => i < 0))) return null;
  const scored = rounds.map(({ questions, truths, guesses, decision, attackerRoll, defenderRoll }) => ({ questions, truths, guesses, decision, attackerRoll, defenderRoll }));
  return pack(REJOIN, { setup: setupOf(m), rounds: scored, seal: kept?.seal ?? null, decision: kept?.decision ?? null }, { seats: 2 });
}

/** The same match rebuilt with the engine's own moves, round after round (so totals and records are the engine's). */
function fromBytes(players: [string, string], b: Uint8Array): Result<{ match: MatchState; kept: Kept }> {
  const read = unpack(REJOIN, b, { seats: 2 });
  if (!read.ok) return read;
  const { seal, decision } = read.value;
  if ((seal === null) !== (decision === null)) return fail(REFUSED.changed);
  const made = fromSetup(players, read.value.setup);
  if (!made.ok) return made;
  // Rounds are replayed before the vetoes: a question vetoed after it was asked stays asked.
  let m: Result<MatchState> = ok({ ...made.value, vetoed: [] });
  for (const r of read.value.rounds) {
    const ids = r.questions.map((k) => made.value.questions[k]?.id ?? '');
    if (!m.ok) break;
    m = startRound(m.value);
    if (m.ok) m = chooseQuestions(m.value, { ids });
    for (let q = 0; q < game.questionsPerRound && m.ok; q++) {
      m = recordTruth(m.value, { truth: r.truths[q] ?? false });
      if (m.ok) m = recordGuess(m.value, { guess: r.guesses[q] ?? false });
    }
    if (m.ok) m = decide(m.value, { decision: r.decision });
    if (m.ok) m = revealRound(m.value, { attackerRoll: r.attackerRoll, defenderRoll: r.defenderRoll });
  }
  if (!m.ok) return fail(REFUSED.changed);
  return ok({ match: { ...m.value, vetoed: made.value.vetoed }, kept: seal && decision && { seal, decision } });
}

/**
 * The Attacker's phone back in a round kept for it (ER-7): the round begun, stand-ins for
 * its questions and notes (its own box, opened at the reveal, holds the real ones), and the
 * decision it said aloud.
 */
function attackerBack(m: MatchState, decision: Decision): Result<MatchState> {
  const started = startRound(m);
  if (!started.ok) return started;
  const ids = m.questions.filter((q) => !m.vetoed.includes(q.id)).slice(0, game.questionsPerRound).map((q) => q.id);
  let r = chooseQuestions(started.value, { ids });
  for (let q = 0; q < game.questionsPerRound && r.ok; q++) {
    r = recordTruth(r.value, { truth: false });
    if (r.ok) r = recordGuess(r.value, { guess: false });
  }
  return r.ok ? decide(r.value, { decision }) : r;
}

/** The round in progress is played again from its first question: both phones start it the same way. */
function again(m: MatchState, seat: Seat): Result<MatchState> {
  const started = startRound({ ...m, current: null });
  return started.ok ? ok(placeholders(started.value, seat)) : started;
}

/**
 * The phone still at the table brings the other back: its round in progress (if any)
 * starts again here too, unless it keeps the Attacker's sealed round for it (ER-7), and the
 * rejoin code is shown until the other phone has it.
 */
export function bringBack(s: OwnState): Result<OwnState> {
  const m = s.match;
  if (!m || phaseOf(m) === 'safety' || s.names.length !== 2) return fail('Nothing to bring back yet: the match has not started.');
  const scored = { ...m, current: null };
  const kept = keepsRound(s);
  const keptBytes = kept && matchBytes(scored, kept);
  if (kept && keptBytes) {
    const code = rejoinCode(s.table, roundOf(m), { game: rejoinGame('empty-rivalry'), seat: other(s.seat), names: s.names, replay: 0, state: keptBytes, kept: kept.kept });
    // A long match leaves no room for the box with the backup in one code: then the round is played again (ER-6).
    const read = code.ok ? decode(code.value) : null;
    const rejoin = read?.ok ? readRejoin(read.value) : null;
    if (code.ok && rejoin?.ok && rejoin.value.kept && rejoin.value.backup) return ok({ ...s, show: { what: 'rejoin', round: 0, code: toHex(code.value) } });
  }
  const bytes = matchBytes(scored, null);
  if (!bytes) return fail('A question asked in this match was changed since: this match can’t be brought back.');
  const replay = m.current ? roundOf(m) : 0;
  const match = replay ? again(scored, s.seat) : ok(scored);
  if (!match.ok) return match;
  const code = rejoinCode(s.table, roundOf(match.value), { game: rejoinGame('empty-rivalry'), seat: other(s.seat), names: s.names, replay, state: bytes });
  if (!code.ok) return code;
  return ok({ ...s, match: match.value, mine: null, theirs: null, show: { what: 'rejoin', round: replay, code: toHex(code.value) } });
}

/** The round this phone kept for the other (ER-7), once the other came back without its words: played again here too (ER-6). */
export function withoutWords(s: OwnState): OwnState {
  if (!keepsRound(s) || !s.match) return s;
  const match = again({ ...s.match, current: null }, s.seat);
  return match.ok ? { ...s, match: match.value, mine: null, theirs: null } : s;
}

/** The lost phone scanned the rejoin code: back at its seat, with the match as its player may see it. */
export function rejoined(text: string, via: Via): Result<{ state: OwnState; words: string; rejoin: Rejoin }> {
  const taken = takeRejoin(text, via, 'empty-rivalry');
  if (!taken.ok) return taken;
  const { message, rejoin } = taken.value;
  const [a, b] = rejoin.names;
  if (rejoin.names.length !== 2 || rejoin.seat > 1 || a === undefined || b === undefined) return fail(REFUSED.changed);
  const seat = rejoin.seat as Seat;
  const built = fromBytes([a, b], rejoin.state);
  if (!built.ok) return built;
  const { match: scored, kept } = built.value;
  const where = `You are back at table ${tableText(message.table)} as ${rejoin.names[seat]}.`;
  if (kept) {
    // ER-7: this seat attacked and sealed; its box came back to open with its words.
    if (!rejoin.kept || rejoin.replay !== 0 || roles({ ...scored, current: null }).attacker !== seat) return fail(REFUSED.changed);
    const match = attackerBack(scored, kept.decision);
    const r = scored.rounds.length + 1;
    if (!match.ok || r !== message.round) return fail(REFUSED.changed);
    const state: OwnState = { table: message.table, seat, names: [a, b], match: match.value, mine: { round: r, digest: toHex(kept.seal), kept: toHex(rejoin.kept) }, theirs: null, show: null };
    if (ownProblem(state)) return fail(REFUSED.changed);
    return ok({ state, rejoin, words: `${where} Your seal for round ${r} is back: scan ${rejoin.names[other(seat)]}’s reveal.` });
  }
  const match = rejoin.replay ? again(scored, seat) : ok(scored);
  if (!match.ok) return fail(REFUSED.changed);
  if (roundOf(match.value) !== message.round || (rejoin.replay !== 0 && rejoin.replay !== message.round)) return fail(REFUSED.changed);
  const state: OwnState = { table: message.table, seat, names: [a, b], match: match.value, mine: null, theirs: null, show: null };
  return ok({ state, rejoin, words: rejoin.replay ? `${where} Round ${rejoin.replay} is played again from its first question, with fresh dice and notes.` : `${where} Every round so far is here.` });
}

/** The lost Attacker's phone came back without its words: its seal can't open, so the round is played again (ER-6). */
export function forgotten(s: OwnState, words: string): { state: OwnState; words: string } {
  const m = s.match;
  if (!s.mine || !m) return { state: s, words };
  const where = `You are back at table ${tableText(s.table)} as ${s.names[s.seat]}.`;
  const match = again({ ...m, current: null }, s.seat);
  const r = roundOf(m);
  return {
    state: match.ok ? { ...s, match: match.value, mine: null } : s,
    words: `${where} Without your words your seal for round ${r} can’t open: round ${r} is played again from its first question, with fresh dice and notes. Tell ${s.names[other(s.seat)]} to tap “came back without words”.`,
  };
}
