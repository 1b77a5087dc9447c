import { toHex } from '~/kit/link/bytes';
import type { Args } from '~/kit/game';
import { decodeArgs, encodeArgs } from '~/kit/link/fields';
import { tableText } from '~/kit/link/codec';
import type { Via } from '~/kit/link/read';
import { rejoinCode, rejoinGame, takeRejoin } from '~/kit/link/rejoin';
import { REFUSED } from '~/kit/link/words';
import { fail, ok, type Result } from '~/kit/result';
import { game } from './data';
import { chooseQuestions, decide, recordGuess, recordTruth, revealRound, startRound } from './engine';
import { fromSetup, placeholders, roundOf, setupOf, START, type OwnState, type Setup } from './own';
import { other, phaseOf, type Decision, type MatchState, type Seat } from './state';

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
} as const satisfies Args;

/** What `REJOIN` describes (written out: the checker can't unfold a declaration this deep). */
interface Rejoined {
  setup: Setup;
  rounds: { questions: number[]; truths: boolean[]; guesses: boolean[]; decision: Decision; attackerRoll: number; defenderRoll: number }[];
}
const pack = encodeArgs as unknown as (args: Args, value: Rejoined, table: { seats: number }) => Uint8Array;
const unpack = decodeArgs as unknown as (args: Args, bytes: Uint8Array, table: { seats: number }) => Result<Rejoined>;

function matchBytes(m: MatchState): Uint8Array | null {
  try {
    return packed(m);
  } catch {
    return null;
  }
}
function packed(m: MatchState): Uint8Array | null {
  const rounds = m.rounds.map((r) => ({ ...r, questions: r.questions.map((text) => m.questions.findIndex((q) => q.text === text)) }));
  if (rounds.some((r) => r.questions.some((i) => i < 0))) return null;
  return pack(REJOIN, { setup: setupOf(m), rounds: rounds.map(({ questions, truths, guesses, decision, attackerRoll, defenderRoll }) => ({ questions, truths, guesses, decision, attackerRoll, defenderRoll })) }, { seats: 2 });
}

/** The same match rebuilt with the engine's own moves, round after round (so totals and records are the engine's). */
function fromBytes(players: [string, string], b: Uint8Array): Result<MatchState> {
  const read = unpack(REJOIN, b, { seats: 2 });
  if (!read.ok) return read;
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
  return ok({ ...m.value, vetoed: made.value.vetoed });
}

/** The round in progress is played again from its first question: both phones start it the same way. */
function again(m: MatchState, seat: Seat): Result<MatchState> {
  const started = startRound({ ...m, current: null });
  return started.ok ? ok(placeholders(started.value, seat)) : started;
}

/**
 * The phone still at the table brings the other back: its round in progress (if any)
 * starts again here too, and the rejoin code is shown until the other phone has it.
 */
export function bringBack(s: OwnState): Result<OwnState> {
  const m = s.match;
  if (!m || phaseOf(m) === 'safety' || s.names.length !== 2) return fail('Nothing to bring back yet: the match has not started.');
  const replay = m.current ? roundOf(m) : 0;
  const scored = { ...m, current: null };
  const match = replay ? again(scored, s.seat) : ok(scored);
  if (!match.ok) return match;
  const bytes = matchBytes(scored);
  if (!bytes) return fail('A question asked in this match was changed since: this match can’t be brought back.');
  const code = rejoinCode(s.table, roundOf(match.value), { game: rejoinGame('empty-rivalry'), seat: other(s.seat), names: s.names, replay, state: bytes });
  if (!code.ok) return code;
  return ok({ ...s, match: match.value, mine: null, theirs: null, show: { what: 'rejoin', round: replay, code: toHex(code.value) } });
}

/** The lost phone scanned the rejoin code: back at its seat, with the match as its player may see it. */
export function rejoined(text: string, via: Via): Result<{ state: OwnState; words: string }> {
  const taken = takeRejoin(text, via, 'empty-rivalry');
  if (!taken.ok) return taken;
  const { message, rejoin } = taken.value;
  const [a, b] = rejoin.names;
  if (rejoin.names.length !== 2 || rejoin.seat > 1 || a === undefined || b === undefined) return fail(REFUSED.changed);
  const seat = rejoin.seat as Seat;
  const scored = fromBytes([a, b], rejoin.state);
  if (!scored.ok) return scored;
  const match = rejoin.replay ? again(scored.value, seat) : scored;
  if (!match.ok) return fail(REFUSED.changed);
  if (roundOf(match.value) !== message.round || (rejoin.replay !== 0 && rejoin.replay !== message.round)) return fail(REFUSED.changed);
  const state: OwnState = { table: message.table, seat, names: [a, b], match: match.value, mine: null, theirs: null, show: null };
  const where = `You are back at table ${tableText(message.table)} as ${rejoin.names[seat]}.`;
  return ok({ state, words: rejoin.replay ? `${where} Round ${rejoin.replay} is played again from its first question, with fresh dice and notes.` : `${where} Every round so far is here.` });
}
