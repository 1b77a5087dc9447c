import { fromHex, toHex } from '~/kit/link/bytes';
import { tableText } from '~/kit/link/codec';
import { SEAL_BYTES } from '~/kit/link/crypto';
import type { Via } from '~/kit/link/read';
import { backupOf } from '~/kit/link/book';
import { rejoinCode, rejoinGame, takeRejoin, type Rejoin } from '~/kit/link/rejoin';
import { REFUSED } from '~/kit/link/words';
import type { Args } from '~/kit/game';
import { decodeArgs, encodeArgs } from '~/kit/link/fields';
import { fail, ok, type Result } from '~/kit/result';
import { outcomeId, type OutcomeId } from './data';
import { recordOutcome } from './engine';
import { fromSetup, setupOf, START, turnOf, type OwnState, type Setup } from './own';
import { ownProblem, playNumber } from './own-state';
import { FACE_DOWN, position, type MatchState } from './state';

/**
 * Bringing back a phone that lost its storage (kit link/rejoin.ts), loaded only when a
 * table uses it. EP-6: every play the phone still at the table has turned over stands and
 * reaches the lost phone in the rejoin code (the setup, then each play's outcome: public
 * once both cards are face up). A card laid face down is on its lead's phone, with its
 * seal's salt, in a box only the lead's key opens; the box rode in the seal to the other phone:
 * - the lead's phone stayed: its card and seal stand; the lost answering phone gets the
 *   seal in the rejoin code and answers (again, if it had), as it would after scanning it;
 * - the lead's phone was lost: the code carries its box and its key's backup, and its
 *   player's four words (kit table/phrase.ts) open them: the card is laid and sealed as it
 *   was. Without the words (or the box: a seal typed by hand), the play is picked again,
 *   lead first, and the phone that stayed drops the seal and answer it held.
 * Neither way does a phone learn a card before its reveal.
 */

/** What the lost phone needs, packed by the kit from this declaration: the setup, every outcome, the lead's seal if it must answer it. */
const REJOIN = {
  setup: { t: 'rec', fields: START },
  plays: { t: 'list', of: { t: 'one', of: outcomeId.options }, max: 200 },
  seal: { t: 'opt', of: { t: 'bytes', length: SEAL_BYTES } },
} as const satisfies Args;

/** What `REJOIN` describes (written out: the checker can't unfold a declaration this deep). */
interface Rejoined {
  setup: Setup;
  plays: OutcomeId[];
  seal: Uint8Array | null;
}
const pack = encodeArgs as unknown as (args: Args, value: Rejoined, table: { seats: number }) => Uint8Array;
const unpack = decodeArgs as unknown as (args: Args, bytes: Uint8Array, table: { seats: number }) => Result<Rejoined>;

function fromBytes(players: [string, string], b: Uint8Array): Result<{ match: MatchState; seal: Uint8Array | null }> {
  const read = unpack(REJOIN, b, { seats: 2 });
  if (!read.ok) return read;
  let m = fromSetup(players, read.value.setup);
  for (const o of read.value.plays) if (m.ok) m = recordOutcome(m.value, o);
  return m.ok ? ok({ match: m.value, seal: read.value.seal }) : fail(REFUSED.changed);
}

/**
 * The phone still at the table brings the other back. Leading with a card sealed: it keeps
 * both, and the code carries the seal. Answering: the lead's card laid face down comes back
 * in its own box (it rode in the seal, and only the lead's key, back from its four words,
 * opens it), with the lead's backup; without a box or a backup here, the play in progress
 * is dropped here too (picked again), as the lead's card is gone with its phone.
 */
export function bringBack(s: OwnState): Result<OwnState> {
  const m = s.match;
  if (!m || s.names.length !== 2) return fail('Nothing to bring back yet: the match has not started.');
  const leading = position(m)?.leadPlayer === s.seat;
  const answering = turnOf(s) === 'answer' || turnOf(s) === 'answered';
  const lostSeat = s.seat === 0 ? 1 : 0;
  const kept = answering && s.scanned?.kept && backupOf(s.table, m.players[lostSeat]) ? fromHex(s.scanned.kept) : undefined;
  const lost = answering && !kept;
  const replay = lost ? playNumber(m) : 0;
  const seal = leading && s.sealed ? fromHex(s.sealed.digest) : kept ? fromHex(s.scanned!.digest) : null;
  // What the other phone may see: the match without this phone's face-down card.
  const bytes = pack(REJOIN, { setup: setupOf(m), plays: m.games.flat(), seal }, { seats: 2 });
  const code = rejoinCode(s.table, playNumber(m), { game: rejoinGame('empress'), seat: lostSeat, names: [...m.players], replay, state: bytes, ...(kept && { kept }) });
  if (!code.ok) return code;
  const here = kept ? s : { ...s, match: lost ? { ...m, pending: null } : m, scanned: null, answer: null };
  const next: OwnState = { ...here, again: null, show: { what: 'rejoin', play: replay, code: toHex(code.value) } };
  return ownProblem(next) ? fail(REFUSED.changed) : ok(next);
}

/**
 * The other phone came back without its words (EP-6): the lead's card it laid can't open,
 * so the play in progress is picked again, lead first; this phone drops the seal and answer
 * it kept. Nothing changes when this phone led.
 */
export function withoutWords(s: OwnState): OwnState {
  const answering = turnOf(s) === 'answer' || turnOf(s) === 'answered';
  return answering && s.match ? { ...s, match: { ...s.match, pending: null }, scanned: null, answer: null } : s;
}

/** The lost phone scanned the rejoin code: back at its seat, with the match as its player may see it. */
export function rejoined(text: string, via: Via): Result<{ state: OwnState; words: string; rejoin: Rejoin }> {
  const taken = takeRejoin(text, via, 'empress');
  if (!taken.ok) return taken;
  const { message, rejoin } = taken.value;
  const [a, b] = rejoin.names;
  if (rejoin.names.length !== 2 || rejoin.seat > 1 || a === undefined || b === undefined) return fail(REFUSED.changed);
  const built = fromBytes([a, b], rejoin.state);
  if (!built.ok) return built;
  const { match, seal } = built.value;
  const play = playNumber(match);
  if (play !== message.round || (rejoin.replay !== 0 && rejoin.replay !== play)) return fail(REFUSED.changed);
  const seat = rejoin.seat as 0 | 1;
  // This phone led and its card's box came back: laid and sealed as it was (its words open it).
  const mine = seal && position(match)?.leadPlayer === seat;
  if (mine && !rejoin.kept) return fail(REFUSED.changed);
  const state: OwnState = {
    table: message.table,
    seat,
    names: seat === 0 ? [a, b] : [b, a],
    match: seal ? { ...match, pending: FACE_DOWN } : match,
    sealed: mine ? { play, digest: toHex(seal), kept: toHex(rejoin.kept!) } : null,
    scanned: seal && !mine ? { play, digest: toHex(seal), kept: '' } : null,
    answer: null,
    show: null,
    again: null,
  };
  if (ownProblem(state) || (seal && turnOf(state) !== (mine ? 'sealed' : 'answer'))) return fail(REFUSED.changed);
  const lead = match.players[position(match)?.leadPlayer ?? 0];
  const other = match.players[seat === 0 ? 1 : 0];
  const where = `You are back at table ${tableText(message.table)} as ${rejoin.names[seat]}.`;
  return ok({
    state,
    rejoin,
    words: rejoin.replay
      ? `${where} The card your phone laid for play ${play} is gone with its storage: lay a card again.`
      : mine
        ? `${where} Your card is laid face down as it was: scan ${other}’s answer.`
        : seal
          ? `${where} ${lead} has laid a card face down: answer it.`
          : `${where} Every play so far is here.`,
  });
}

/** The lost phone came back without its words: a card it had laid can't open, so it lays one again (EP-6). */
export function forgotten(s: OwnState): { state: OwnState; words: string } {
  if (!s.sealed || !s.match) return { state: s, words: `You are back at table ${tableText(s.table)} as ${s.names[0]}. Every play so far is here.` };
  return {
    state: { ...s, match: { ...s.match, pending: null }, sealed: null, show: null },
    words: `You are back at table ${tableText(s.table)} as ${s.names[0]}. Without your words the card your phone laid for play ${s.sealed.play} can’t open: lay a card again, and tell ${s.names[1]} to tap “came back without words”.`,
  };
}
