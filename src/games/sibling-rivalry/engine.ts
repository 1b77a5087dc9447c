import { validatePlayers } from '~/kit/players';
import { rollDice, type Rng } from '~/kit/random';
import { fail, ok, type Result } from '~/kit/result';
import { board, checkLayout, defaultLayout, squareOf, table, TOP_SQUARE, trackOf, TRACK_NUMBERS, type Layout, type TrackNumber } from './data';
import type { Pawn, Player, State, Turn } from './state';
import { listed } from '~/kit/list';

export type { Pawn, Player, State, Turn } from './state';

const ONES_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];
/** "three 1s", "one 1". */
export const onesInWords = (n: number): string => `${ONES_WORDS[n] ?? n} 1${n === 1 ? '' : 's'}`;
const squares = (n: number): string => `${n} square${n === 1 ? '' : 's'}`;

/** Where a scoring pawn stands, for sentences: "Start", "square 4", "the finish". */
export function placeName(layout: Layout, score: number): string {
  if (score <= 0) return 'Start';
  if (score > layout.length) return 'the finish';
  return `square ${score}`;
}

export interface SetupOptions {
  /** Names in seating order; the first name plays first (SR-11). */
  players: readonly string[];
  /** The score track; the SR-1 default when left out. */
  layout?: Layout;
}

/** A new game: every scoring pawn at Start, the board clear, the first player to roll. */
export function setup(options: SetupOptions): Result<State> {
  const names = validatePlayers(options.players, table.players.min, table.players.max);
  if (!names.ok) return names;
  const layout = checkLayout(options.layout ?? defaultLayout);
  if (!layout.ok) return layout;
  const players: Player[] = names.value.map((name, i) => ({ name, score: 0, pawn: null, turns: i === 0 ? 1 : 0 }));
  return ok({
    layout: layout.value,
    players,
    turn: freshTurn(0, false),
    winner: null,
    events: [`${players[0]!.name} goes first.`],
  });
}

function freshTurn(player: number, extra: boolean): Turn {
  return { player, ones: 0, rolls: 0, roll: null, awaitingTrack: false, extra };
}

/** 1s that catch this player now: depends on where their scoring pawn stands (SR-5). */
export function catchThreshold(state: State, player = state.turn.player): number {
  const score = state.players[player]!.score;
  if (state.layout.angels.includes(score)) return board.catchThresholds.littleAngel;
  if (state.layout.devils.includes(score)) return board.catchThresholds.littleDevil;
  return board.catchThresholds.usual;
}

/** How many dice the next roll uses: all but the 1s set aside (SR-5). */
export function diceLeft(state: State): number {
  return board.dice - state.turn.ones;
}

/**
 * Tracks the player whose turn it is may use (SR-3): every track with another
 * player's challenge pawn, plus the one above the highest of those; track 2 alone
 * when no other pawn is on the board.
 */
export function legalTracks(state: State): TrackNumber[] {
  const occupied = new Set<TrackNumber>();
  state.players.forEach((p, i) => {
    if (i !== state.turn.player && p.pawn) occupied.add(p.pawn.track);
  });
  if (occupied.size === 0) return [TRACK_NUMBERS[0]];
  const highest = Math.max(...occupied);
  const above = TRACK_NUMBERS.find((n) => n === highest + 1);
  if (above !== undefined) occupied.add(above);
  return TRACK_NUMBERS.filter((n) => occupied.has(n));
}

/** Where the player's pawn would stand after using `track` for `dice` (SR-4); null = off the board. */
export function advancedPawn(pawn: Pawn | null, track: TrackNumber, dice: readonly number[]): { track: TrackNumber; square: number } | null {
  const count = dice.filter((d) => d === track).length;
  const from = pawn && pawn.track === track ? pawn.square : 0;
  const square = Math.min(TOP_SQUARE, from + count);
  return square > 0 ? { track, square } : null;
}

/** A pawn's standing on its track at a stop (SR-6): alone, strictly ahead, or tied/behind. */
export function standing(state: State, player = state.turn.player): 'off' | 'alone' | 'ahead' | 'outdone' {
  const pawn = state.players[player]!.pawn;
  if (!pawn) return 'off';
  const rivals = state.players.filter((p, i) => i !== player && p.pawn?.track === pawn.track);
  if (rivals.length === 0) return 'alone';
  return rivals.every((p) => p.pawn!.square < pawn.square) ? 'ahead' : 'outdone';
}

function guard(state: State): Result<State> | null {
  if (state.winner !== null) {
    return fail(`The game is over: ${state.players[state.winner]!.name} won. Start a new game to play again.`);
  }
  return null;
}

function withPlayer(players: Player[], index: number, change: Partial<Player>): Player[] {
  return players.map((p, i) => (i === index ? { ...p, ...change } : p));
}

interface Moved {
  players: Player[];
  events: string[];
  won: boolean;
}

/**
 * Moves a scoring pawn (SR-9, SR-10): forward past the last square wins; a move
 * ending on another scoring pawn keeps going back to the first free square; going
 * back past square 1 stops at Start; a pawn at Start ignores backward moves.
 */
export function moveScoringPawn(layout: Layout, players: Player[], index: number, steps: number): Moved {
  const player = players[index]!;
  const from = player.score;
  if (steps < 0 && from === 0) {
    return { players, events: [`${player.name}'s scoring pawn is still at Start, so it does not move back.`], won: false };
  }
  const target = from + steps;
  if (target > layout.length) {
    return {
      players: withPlayer(players, index, { score: layout.length + 1 }),
      events: [`${player.name} crosses the finish line and wins!`],
      won: true,
    };
  }
  let to = Math.max(0, target);
  const taken = (sq: number) => sq > 0 && players.some((p, i) => i !== index && p.score === sq);
  const events: string[] = [];
  if (taken(to)) {
    const blocked = to;
    while (taken(to)) to--;
    events.push(`Square ${blocked} is taken, so ${player.name} slides back to ${placeName(layout, to)}.`);
  }
  const how = steps >= 0 ? 'moves up' : 'moves back';
  events.unshift(`${player.name} ${how} from ${placeName(layout, from)} to ${placeName(layout, target <= 0 ? 0 : target)}.`);
  // SR-5: the square changes how many 1s catch this player; say so where it happens.
  if (to > 0 && layout.angels.includes(to)) events.push(`Square ${to} is a Little Angel: it takes ${onesInWords(board.catchThresholds.littleAngel)} to catch ${player.name} there.`);
  if (to > 0 && layout.devils.includes(to)) events.push(`Square ${to} is a Little Devil: ${onesInWords(board.catchThresholds.littleDevil)} catch ${player.name} there.`);
  return { players: withPlayer(players, index, { score: to }), events, won: false };
}

/** Ends the turn and starts the next player's, scoring a challenge that stood (SR-8). */
function passTurn(state: State, events: string[]): State {
  const next = (state.turn.player + 1) % state.players.length;
  let players = state.players.map((p, i) => (i === next ? { ...p, turns: p.turns + 1 } : p));
  const player = players[next]!;
  const out = [...events, `${player.name}'s turn.`];
  if (player.pawn) {
    const sq = squareOf(player.pawn.track, player.pawn.square);
    players = withPlayer(players, next, { pawn: null });
    out.push(`${player.name}'s ${sq.name} was not outdone: it scores ${sq.points}.`);
    const moved = moveScoringPawn(state.layout, players, next, sq.points);
    return { ...state, players: moved.players, turn: freshTurn(next, false), winner: moved.won ? next : null, events: [...out, ...moved.events] };
  }
  return { ...state, players, turn: freshTurn(next, false), events: out };
}

/** The dice the player rolled must be the dice left, each 1 to 6. */
function checkDice(state: State, dice: readonly number[]): Result<number[]> {
  const need = diceLeft(state);
  // Every wrong value is named, not only the first, so one correction is enough (as kit/dice.ts parseDice).
  const bad = dice.filter((d) => !Number.isInteger(d) || d < 1 || d > 6);
  if (bad.length > 0) return fail(`A die shows 1 to 6, so ${listed(bad)} can't be right.`);
  if (dice.length !== need) {
    const aside = state.turn.ones > 0 ? ` (the ${onesInWords(state.turn.ones)} set aside are not rolled again)` : '';
    return fail(`This roll needs ${need} dice${aside}; you entered ${dice.length}.`);
  }
  return ok([...dice]);
}

/** The log's line for a roll, "Ann rolls 1 1 4 5 6." (the step shows the dice themselves instead). */
export const rollWords = (name: string, dice: readonly number[]): string => `${name} rolls ${dice.join(' ')}.`;

export interface RollArgs {
  /** The faces of the dice rolled, in any order; as many as `diceLeft`. */
  dice: readonly number[];
}

/**
 * A roll of the dice left (SR-5): 1s are set aside; reaching the catch threshold
 * ends the turn at once. Otherwise the player picks a track with `advance`; the
 * helper picks for them when there is nothing to choose (one legal track, or no
 * legal track with a matching die, where staying put can only be best).
 */
export function roll(state: State, args: RollArgs): Result<State> {
  const over = guard(state);
  if (over) return over;
  if (state.turn.awaitingTrack) return fail('Choose a track for the last roll before rolling again.');
  const dice = checkDice(state, args.dice);
  if (!dice.ok) return dice;
  const me = state.players[state.turn.player]!;
  const ones = state.turn.ones + dice.value.filter((d) => d === 1).length;
  const events = [rollWords(me.name, dice.value)];
  const threshold = catchThreshold(state);
  if (ones >= threshold) {
    // SR-5: caught; the roll advances nothing, the pawn comes off, back one square per 1.
    events.push(me.score > 0 ? `Caught with ${onesInWords(ones)}: back ${squares(ones)}.` : `Caught with ${onesInWords(ones)}.`);
    const players = withPlayer(state.players, state.turn.player, { pawn: null });
    const moved = moveScoringPawn(state.layout, players, state.turn.player, -ones);
    const caught: State = { ...state, players: moved.players, turn: { ...state.turn, ones, roll: dice.value } };
    return ok(passTurn(caught, [...events, ...moved.events]));
  }
  if (ones > state.turn.ones) events.push(`1s set aside so far: ${ones} of the ${threshold} that would get ${me.name} caught.`);
  const rolled: State = {
    ...state,
    turn: { ...state.turn, ones, rolls: state.turn.rolls + 1, roll: dice.value, awaitingTrack: true },
    events,
  };
  const legal = legalTracks(rolled);
  if (legal.length === 1) return advance(rolled, { track: legal[0]! }, events);
  if (legal.every((t) => !dice.value.includes(t))) {
    const faces = legal.map((t) => `${t}s`).join(' or ');
    return ok({ ...rolled, turn: { ...rolled.turn, awaitingTrack: false }, events: [...events, `No ${faces}: nothing moves.`] });
  }
  return ok(rolled);
}

/** Rolls the dice left with the phone instead of real dice. */
export function rollWith(state: State, rng: Rng): Result<State> {
  if (state.winner !== null || state.turn.awaitingTrack) return roll(state, { dice: [] });
  return roll(state, { dice: rollDice(rng, diceLeft(state), 6) });
}

export interface AdvanceArgs {
  /** The track to advance on this roll; must be one of `legalTracks`. */
  track: number;
}

/**
 * Uses the latest roll on one legal track (SR-4): staying adds to the square,
 * switching starts from the bottom of the new track. A top square ends the turn
 * with points and an extra turn (SR-7).
 */
export function advance(state: State, args: AdvanceArgs, earlier: string[] = []): Result<State> {
  const over = guard(state);
  if (over) return over;
  if (!state.turn.awaitingTrack || !state.turn.roll) return fail('Roll the dice first, then choose a track.');
  const legal = legalTracks(state);
  const track = legal.find((t) => t === args.track);
  if (track === undefined) {
    const names = legal.map((t) => `${trackOf(t).name} (${t}s)`);
    const choice = listed(names, 'or');
    const what = TRACK_NUMBERS.some((t) => t === args.track) ? `the ${trackOf(args.track).name} track` : `track ${args.track}`;
    return fail(`You can't use ${what} now: choose ${choice}.`);
  }
  const index = state.turn.player;
  const me = state.players[index]!;
  const pawn = advancedPawn(me.pawn, track, state.turn.roll);
  const events = earlier.length > 0 ? [...earlier] : [...state.events];
  const turn = { ...state.turn, awaitingTrack: false };
  const name = trackOf(track).name;
  if (!pawn) {
    events.push(me.pawn ? `No ${track}s: ${me.name}'s challenge pawn comes off the board.` : `No ${track}s: nothing moves.`);
    return ok({ ...state, players: withPlayer(state.players, index, { pawn: null }), turn, events });
  }
  if (pawn.square < TOP_SQUARE) {
    const sq = squareOf(track, pawn.square);
    events.push(`${me.name}'s challenge pawn is on ${name} square ${pawn.square}, ${sq.name} (${sq.points} points).`);
    return ok({ ...state, players: withPlayer(state.players, index, { pawn: { track, square: pawn.square } }), turn, events });
  }
  // SR-7: every pawn on this track comes off, the top square scores, and the same player goes again.
  const top = squareOf(track, TOP_SQUARE);
  events.push(`${me.name} reaches the top of ${name}: ${top.name} scores ${top.points} and earns another turn!`);
  const cleared = state.players.map((p, i) => (i === index || p.pawn?.track === track ? { ...p, pawn: null } : p));
  const moved = moveScoringPawn(state.layout, cleared, index, top.points);
  return ok({
    ...state,
    players: moved.players,
    turn: freshTurn(index, true),
    winner: moved.won ? index : null,
    events: [...events, ...moved.events],
  });
}

/** Ends the turn by choice (SR-6): the pawn stays if alone or strictly ahead, else it comes off. */
export function stop(state: State): Result<State> {
  const over = guard(state);
  if (over) return over;
  if (state.turn.awaitingTrack) return fail('Choose a track for the last roll before you stop.');
  if (state.turn.rolls === 0) return fail('Roll at least once before you stop.');
  const index = state.turn.player;
  const me = state.players[index]!;
  const pawn = me.pawn;
  const events = [`${me.name} stops.`];
  let players = state.players;
  const where = standing(state, index);
  if (pawn && where === 'alone') {
    events.push(`${squareOf(pawn.track, pawn.square).name} stays on the board: it scores next turn if nobody outdoes it.`);
  } else if (pawn && where === 'ahead') {
    players = players.map((p, i) => (i !== index && p.pawn?.track === pawn.track ? { ...p, pawn: null } : p));
    events.push(`${me.name} outdoes everyone on ${trackOf(pawn.track).name}: their pawns come off, ${squareOf(pawn.track, pawn.square).name} stays.`);
  } else if (pawn) {
    players = withPlayer(players, index, { pawn: null });
    events.push(`Not ahead on ${trackOf(pawn.track).name}, so ${me.name}'s challenge pawn comes off.`);
  } else {
    events.push(`${me.name} has no challenge on the board.`);
  }
  return ok(passTurn({ ...state, players }, events));
}

/*
 * What a move would do, before the tap: where a pawn would land and how it would then
 * stand against the other pawns there (SR-4, SR-6, SR-7), and what Stop would do. The
 * buttons say it in words (words.ts), the odds compare it.
 */

/** How your pawn compares with one other pawn on the same track. */
export type Relation = 'ahead of' | 'level with' | 'behind';

export interface Rival {
  /** The other player's name. */
  name: string;
  /** Their challenge pawn's square on this track. */
  square: number;
  relation: Relation;
}

export type ChoiceOutcome =
  /** The pawn ends on a square below the top. */
  | { kind: 'lands'; track: TrackNumber; stay: boolean; square: number; name: string; points: number; rivals: Rival[] }
  /** SR-7: the top square scores at once and gives another turn; every pawn there comes off. */
  | { kind: 'top'; track: TrackNumber; stay: boolean; name: string; points: number; cleared: string[] }
  /** Switching to a track with no matching die (SR-4): the pawn leaves the board. */
  | { kind: 'off'; track: TrackNumber; stay: boolean }
  /** No pawn and no matching die: nothing happens. */
  | { kind: 'nothing'; track: TrackNumber; stay: boolean };

const relationOf = (mine: number, theirs: number): Relation => (mine > theirs ? 'ahead of' : mine === theirs ? 'level with' : 'behind');

/** Other players' pawns on `track`, compared with a pawn of ours on `square`. */
export function rivalsOn(state: State, track: TrackNumber, square: number, player = state.turn.player): Rival[] {
  return state.players.flatMap((p, i) =>
    i !== player && p.pawn?.track === track ? [{ name: p.name, square: p.pawn.square, relation: relationOf(square, p.pawn.square) }] : [],
  );
}

/** What using the latest roll on `track` would do, for the player whose turn it is. */
export function choiceOutcome(state: State, track: TrackNumber): ChoiceOutcome {
  const me = state.players[state.turn.player]!;
  const stay = me.pawn?.track === track;
  const after = advancedPawn(me.pawn, track, state.turn.roll ?? []);
  if (!after) return me.pawn && !stay ? { kind: 'off', track, stay } : { kind: 'nothing', track, stay };
  if (after.square >= TOP_SQUARE) {
    const top = squareOf(track, TOP_SQUARE);
    const cleared = rivalsOn(state, track, TOP_SQUARE).map((r) => r.name);
    return { kind: 'top', track, stay, name: top.name, points: top.points, cleared };
  }
  const sq = squareOf(track, after.square);
  return { kind: 'lands', track, stay, square: after.square, name: sq.name, points: sq.points, rivals: rivalsOn(state, track, after.square) };
}

export type StopOutcome =
  /** No challenge pawn on the board: the turn just passes. */
  | { kind: 'none'; next: string }
  /** Alone, or strictly ahead of everyone there (whose pawns come off): the pawn stays (SR-6). */
  | { kind: 'stays'; name: string; points: number; track: string; removed: string[] }
  /** Level with or behind someone: the pawn comes off (SR-6). */
  | { kind: 'off'; track: string; blockers: Rival[] };

/** What Stop would do now, for the player whose turn it is. */
export function stopOutcome(state: State): StopOutcome {
  const index = state.turn.player;
  const pawn = state.players[index]!.pawn;
  const next = state.players[(index + 1) % state.players.length]!.name;
  if (!pawn) return { kind: 'none', next };
  const rivals = rivalsOn(state, pawn.track, pawn.square);
  const track = trackOf(pawn.track).name;
  const where = standing(state, index);
  if (where === 'outdone') return { kind: 'off', track, blockers: rivals.filter((r) => r.relation !== 'ahead of') };
  const sq = squareOf(pawn.track, pawn.square);
  return { kind: 'stays', name: sq.name, points: sq.points, track, removed: rivals.map((r) => r.name) };
}

/** Every legal track with what it would do: the choose step's buttons, in board order. */
export function choices(state: State): ChoiceOutcome[] {
  return legalTracks(state).map((t) => choiceOutcome(state, t));
}
