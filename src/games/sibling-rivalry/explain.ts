import { squareOf, TOP_SQUARE, trackOf, type TrackNumber } from './data';
import { advancedPawn, legalTracks, standing, type State } from './engine';

/**
 * What a choice means before the tap: where a pawn would land and how it would then
 * stand against the other pawns on that track (SR-4, SR-6, SR-7), and what Stop would
 * do. Pure, so the words on the buttons are tested like the rules they describe.
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

/** "Ben", "Ben and Cy", "Ben, Cy and Dee". */
export function listNames(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "ahead of Ben (square 2), level with Cy (square 3)": rivals grouped by how you stand. */
export function rivalWords(rivals: readonly Rival[]): string {
  const order: Relation[] = ['ahead of', 'level with', 'behind'];
  return order
    .map((rel) => rivals.filter((r) => r.relation === rel))
    .filter((group) => group.length > 0)
    .map((group) => `${group[0]!.relation} ${listNames(group.map((r) => `${r.name} (square ${r.square})`))}`)
    .join(', ');
}

/** The second line of a track button: where the pawn lands and how it then stands. */
export function describeChoice(outcome: ChoiceOutcome): string {
  switch (outcome.kind) {
    case 'nothing':
      return 'nothing moves';
    case 'off':
      return 'no matching dice: your pawn comes off';
    case 'top': {
      const others = outcome.cleared.length > 0 ? `; ${listNames(outcome.cleared)} come${outcome.cleared.length === 1 ? 's' : ''} off too` : '';
      return `top square, ${outcome.name}: scores ${outcome.points} now and you roll again${others}`;
    }
    case 'lands': {
      const where = `to square ${outcome.square}, ${outcome.name} (${outcome.points})`;
      const stand = outcome.rivals.length === 0 ? 'alone on the track' : rivalWords(outcome.rivals);
      return `${where}: ${stand}`;
    }
  }
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

/** The Stop button's second line: the outcome in words, before the tap. */
export function describeStop(outcome: StopOutcome): string {
  switch (outcome.kind) {
    case 'none':
      return `nothing of yours is on the board; ${outcome.next}'s turn`;
    case 'off': {
      const who = rivalWords(outcome.blockers).replace(/ \(square \d+\)/g, '');
      return `your pawn comes off: you are ${who} on ${outcome.track}`;
    }
    case 'stays': {
      const removed = outcome.removed.length > 0 ? `${listNames(outcome.removed)}'s pawn${outcome.removed.length === 1 ? '' : 's'} come${outcome.removed.length === 1 ? 's' : ''} off, and ` : '';
      return `${removed}your ${outcome.name} stays and scores ${outcome.points} at the start of your next turn, unless someone outdoes it`;
    }
  }
}

/** Every legal track with what it would do: the choose step's buttons, in board order. */
export function choices(state: State): ChoiceOutcome[] {
  return legalTracks(state).map((t) => choiceOutcome(state, t));
}
