import type { Args } from '~/kit/game';
import { fromHex, toHex } from '~/kit/link/bytes';
import { tableText } from '~/kit/link/codec';
import { SEAL_BYTES } from '~/kit/link/crypto';
import { decodeArgs, encodeArgs } from '~/kit/link/fields';
import type { Via } from '~/kit/link/read';
import { rejoinGame, takeRejoin, type Rejoin } from '~/kit/link/rejoin';
import { readParts, rejoinCodes } from '~/kit/link/rejoin-parts';
import { REFUSED } from '~/kit/link/words';
import { fail, ok, type Result } from '~/kit/result';
import { subtweet } from './data';
import * as engine from './engine';
import { applyAll, gamePhase, phaseOf, sealAgain } from './own';
import { framesOf, framesText, ownProblem, TAKEN, type OwnState } from './own-state';
import { problem, type SubtweetState } from './state';

/*
 * ST-7: a phone that lost its storage comes back (kit link/rejoin.ts, recovery.md), loaded
 * only when a table uses it. The table phone brings back any player's phone; any player's
 * phone brings back the table phone. One rejoin code carries the public game (the phones
 * hold nothing else of it), the seat, its key's backup and, mid-turn, the seat's own box of
 * its sealed fist or corner: the table phone took each seat's from its commit, every phone
 * the table phone's own from its gathered seals (own.ts `withTableBox`). Its player's four
 * words bring the key back, the box opens, and the choice stands still sealed. Without the
 * words (or the box) a choice nobody has gathered is made again; once every seal was in,
 * the whole turn is sealed again: nobody has seen a reveal yet, they reach only the table
 * phone, which scores them together.
 */

const seat = { t: 'seat' } as const;
const count = { t: 'int', min: 0, max: 4095 } as const;
/** A hand's written or blank cards: never past the cap (ST-4). */
const hand = { t: 'list', of: { t: 'int', min: 0, max: subtweet.handCap }, max: 12 } as const;
const STEP = { t: 'int', min: 0, max: 65535 } as const;

/** What the lost phone needs, packed by the kit from this declaration: the game without its news, the step, the seal. */
export const REJOIN = {
  step: STEP,
  /** How many of the table phone's moves at this step the phone had taken (TAKEN entries). */
  taken: { t: 'int', min: 0, max: 15 },
  written: hand,
  blank: hand,
  /** Who played first: the turns go round the table from there (ST-2). */
  first: seat,
  turn: { t: 'int', min: 0, max: 11 },
  everyoneFavs: { t: 'bool' },
  faceValue: { t: 'bool' },
  failWhale: { t: 'bool' },
  pending: { t: 'opt', of: { t: 'rec', fields: { author: seat, favourites: { t: 'opt', of: { t: 'list', of: seat, max: 11 } } } } },
  paused: { t: 'bool' },
  winner: { t: 'opt', of: seat },
  tally: { t: 'rec', fields: { dealt: count, drawn: count, discarded: count, played: count, written: count } },
  /** Every seal of the turn is in (said by the table phone): its reveals are under way. */
  gathered: { t: 'bool' },
  /** The lost seat's own commit of the turn, whose box rides in the code (`kept`). */
  seal: { t: 'opt', of: { t: 'rec', fields: { step: STEP, digest: { t: 'bytes', length: SEAL_BYTES } } } },
} as const satisfies Args;

/** What `REJOIN` describes (written out: the checker can't unfold a declaration this deep). */
interface Rejoined {
  step: number;
  taken: number;
  written: number[];
  blank: number[];
  first: number;
  turn: number;
  everyoneFavs: boolean;
  faceValue: boolean;
  failWhale: boolean;
  pending: { author: number; favourites: number[] | null } | null;
  paused: boolean;
  winner: number | null;
  tally: SubtweetState['tally'];
  gathered: boolean;
  seal: { step: number; digest: Uint8Array } | null;
}
const pack = encodeArgs as unknown as (args: Args, value: Rejoined, table: { seats: number }) => Uint8Array;
const unpack = decodeArgs as unknown as (args: Args, bytes: Uint8Array, table: { seats: number }) => Result<Rejoined>;

const TABLE = 0;
const wire = (step: number) => step % 256;
/** The step at which the turn's seals were made: the one before the gathered seals were said. */
const sealStep = (s: OwnState): number => s.sealed?.step ?? (phaseOf(s) === 'open' ? s.step - 1 : s.step);

/** The seat's gathered commit dropped on the table phone (and the card its author's commit played): that player seals again. */
function dropped(s: OwnState, lost: number): OwnState {
  if (!s.commits[lost]) return s;
  const outbox = s.outbox.filter((e) => !(e.move === 'playCard' && e.args.author === lost));
  const replayed = applyAll(s.said ?? s.game!, outbox);
  const game = replayed.ok ? replayed.value : s.game!;
  const commits = s.commits.map((c, i) => (i === lost ? null : c));
  const boxes = s.names.map((_, i) => (i === lost ? null : (s.boxes[i] ?? null)));
  return { ...s, game, outbox, said: outbox.length ? (s.said ?? null) : null, commits, boxes };
}

/**
 * The phone that stayed shows the rejoin code for `lost`'s phone: the table phone for any
 * player, a player's phone for the table phone. The lost seat's box rides when this phone
 * holds it; a gathered seal this phone holds no box for is dropped here (sealed again).
 */
export function bringBack(s: OwnState, lost: number): Result<OwnState> {
  const g = s.game;
  if (!g || s.seat === null) return fail('Nothing to bring back yet: the game has not started.');
  if (lost === s.seat || lost >= s.names.length || (s.seat !== TABLE && lost !== TABLE)) return fail('Only the table phone brings back a player’s phone, and any player’s phone the table phone.');
  const gathered = phaseOf(s) === 'open';
  let here = s;
  let kept: Uint8Array | undefined;
  if (s.seat === TABLE) {
    const box = s.boxes[lost];
    if (s.commits[lost] && box) kept = fromHex(box);
    else if (gathered) here = sealAgain(s);
    else here = dropped(s, lost);
  } else if (gathered) {
    const box = s.log.find((e) => e.move === 'tableBox')?.args.box;
    if (typeof box === 'string' && s.commits[TABLE]) kept = fromHex(box);
  }
  const digest = here.commits[lost];
  const seal = kept && digest ? { step: sealStep(here), digest: fromHex(digest) } : null;
  const game = here.seat === TABLE ? (here.said ?? here.game!) : here.game!;
  const value: Rejoined = {
    step: here.step,
    taken: here.log.length,
    written: game.players.map((p) => p.written),
    blank: game.players.map((p) => p.blank),
    first: game.order[0]!,
    turn: game.turn,
    ...game.variations,
    pending: game.pending,
    paused: game.paused,
    winner: game.winner,
    tally: game.tally,
    gathered: phaseOf(here) === 'open',
    seal,
  };
  const state = pack(REJOIN, value, { seats: s.names.length });
  // Twelve long handles with the backup and the box take two codes, scanned in turn (kit `rejoinCodes`): nothing is left out.
  const codes = rejoinCodes(s.table, wire(here.step), { game: rejoinGame('subtweet'), seat: lost, names: s.names, replay: 0, state, ...(seal && kept && { kept }) });
  if (!codes.ok) return codes;
  return ok({ ...here, back: { seat: lost, code: framesText(codes.value.map(toHex)) } });
}

/** The rejoin code's frames on show, as QR bytes in the order the lost phone scans them. */
export const backCodes = (back: { code: string }): Uint8Array[] => framesOf(back.code).map(fromHex);

/**
 * The table phone, once `lost`'s phone came back without its words: its sealed choice can't
 * open, so it seals again (the whole turn, once every seal was in).
 */
export function withoutWords(s: OwnState, lost: number): OwnState {
  if (s.seat !== TABLE || !s.game) return s;
  return phaseOf(s) === 'open' ? sealAgain(s) : dropped(s, lost);
}

function gameOf(names: string[], r: Rejoined): Result<SubtweetState> {
  const n = names.length;
  if ([r.written, r.blank].some((l) => l.length !== n)) return fail(REFUSED.changed);
  const handles = engine.checkHandles(names);
  if (!handles.ok) return fail(REFUSED.changed);
  const g: SubtweetState = {
    players: names.map((handle, i) => ({ handle, written: r.written[i]!, blank: r.blank[i]! })),
    order: names.map((_, i) => (r.first + i) % n),
    turn: r.turn,
    variations: { everyoneFavs: r.everyoneFavs, faceValue: r.faceValue, failWhale: r.failWhale },
    pending: r.pending,
    paused: r.paused,
    winner: r.winner,
    tally: r.tally,
    // The news before the loss stays on the other phones: this one's starts from here.
    log: [],
  };
  return problem(g) ? fail(REFUSED.changed) : ok(g);
}

/** The lost phone scanned the rejoin code (its codes, a line each): back at its seat with the game, and its sealed choice where its box came with it. */
export function rejoined(text: string, via: Via): Result<{ state: OwnState; words: string; rejoin: Rejoin }> {
  const taken = takeRejoin(text, via, 'subtweet', readParts);
  if (!taken.ok) return taken;
  const { message, rejoin } = taken.value;
  const names = rejoin.names;
  const read = unpack(REJOIN, rejoin.state, { seats: names.length });
  if (!read.ok) return read;
  const r = read.value;
  if (wire(r.step) !== message.round) return fail(REFUSED.changed);
  const game = gameOf(names, r);
  if (!game.ok) return game;
  const me = rejoin.seat;
  const none = names.map(() => null);
  const sealed = r.seal && rejoin.kept ? { step: r.seal.step, digest: toHex(r.seal.digest), kept: toHex(rejoin.kept) } : null;
  const base: OwnState = { table: message.table, seat: me, names, game: game.value, step: r.step, log: Array.from({ length: r.taken }, () => ({ move: TAKEN, args: {} })), outbox: [], show: false, sealed, commits: none, opens: none, boxes: none, said: null, back: null };
  let state = base;
  if (r.gathered) {
    // Every seal was in: this phone knows its own commit; the others check the rest.
    const commits = names.map((_, i) => (i === me && sealed ? sealed.digest : ''));
    state = { ...base, commits };
    if (!sealed) state = me === TABLE ? sealAgain(base) : state;
  } else if (me === TABLE && ['table', 'over'].includes(gamePhase(game.value))) {
    // The table phone's next code starts a step of its own: the moves it said at this one are not on this phone.
    state = { ...base, step: r.step + 1, log: [] };
  }
  if (ownProblem(state)) return fail(REFUSED.changed);
  const where = `You are back at table ${tableText(message.table)} as ${names[me]}${me === TABLE ? ', the table phone' : ''}.`;
  return ok({ state, rejoin, words: `${where} ${backWords(state, !!sealed)}` });
}

function backWords(s: OwnState, sealed: boolean): string {
  if (sealed) return 'Your choice for this turn is back, still sealed.';
  const phase = phaseOf(s);
  if (s.seat === TABLE && s.show) return 'Your sealed choice could not come back: every phone scans your code and seals this turn again.';
  if (phase === 'open') return `Without your sealed choice this turn can’t be scored: ${s.names[TABLE]} taps “came back without words”, then scan the table phone.`;
  if (phase === 'seal' && s.game?.winner === null) return s.seat === TABLE ? 'Make your choice for this turn again, and scan every phone’s seal again.' : 'Make your choice for this turn again.';
  return 'Every turn so far is here.';
}

/** The lost phone came back without its words: its box can't open, so its choice is made again. */
export function forgotten(s: OwnState): { state: OwnState; words: string } {
  if (!s.sealed) return { state: s, words: `You are back at table ${tableText(s.table)} as ${s.names[s.seat!]}. ${backWords(s, false)}` };
  const dropped = phaseOf(s) === 'open' ? (s.seat === TABLE ? sealAgain({ ...s, sealed: null }) : { ...s, sealed: null }) : { ...s, sealed: null };
  return { state: dropped, words: `You are back at table ${tableText(s.table)} as ${s.names[s.seat!]}. Without your words ${backWords(dropped, false).replace(/^./, (c) => c.toLowerCase())}` };
}

/** The phone being brought back is back: the code leaves the screen. */
export const broughtBack = (s: OwnState): OwnState => ({ ...s, back: null });
