import { fail, ok, type Result } from '~/kit/result';
import type { ChoiceOutcome, Rival, Relation, StopOutcome } from './engine';
import type { CatchCost, CatchRule } from './odds';
import type { LogEntry } from './state';
import { listed } from '~/kit/list';

/**
 * Words a player reads that the engine's events don't give: the second line of a track
 * button and of Stop, pawn labels, what an Undo took back, and the reading of a typed
 * list of squares. Pure, so the words are tested like the rules they describe.
 */

/** "Ben", "Ben and Cy", "Ben, Cy and Dee". */
export function listNames(names: readonly string[]): string {
  return listed(names);
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
      return `no ${outcome.track}s in this roll, so your pawn comes off the board`;
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

/**
 * Short labels for pawns: a player's initial, or initial and seat number when two
 * players share an initial, so every token on the phone is told apart by text
 * (not colour alone).
 */
export function tokenLabels(names: readonly string[]): string[] {
  const initials = names.map((n) => [...n.trim()][0]?.toLocaleUpperCase() ?? '?');
  return initials.map((c, i) => (initials.filter((x) => x === c).length > 1 ? `${c}${i + 1}` : c));
}

/** "5, 12, 19" → [5, 12, 19]; says which entry is not a square number. */
export function parseSquares(text: string, what: string): Result<number[]> {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const bad = parts.find((p) => !/^\d+$/.test(p));
  if (bad !== undefined) return fail(`${what}: "${bad}" is not a square number. Type numbers separated by commas, like 5, 12, 19.`);
  return ok(parts.map(Number));
}

/** The words for taking back a move. */
export function takeBackWords(entry: LogEntry): string {
  const who = entry.player ?? 'The table';
  switch (entry.move) {
    case 'roll':
      return `${who} took back a roll of ${entry.roll?.dice.join(' ') ?? '?'}${entry.roll?.source === 'phone' ? ' (rolled on the phone)' : ' (typed in)'}.`;
    case 'choice':
      return `${who} took back a choice of track.`;
    case 'stop':
      return `${who} took back stopping.`;
    case 'start':
      return 'The start of the game was taken back.';
    case 'new-game':
      return 'Starting a new game was taken back: the earlier game is back.';
    default:
      return 'A move was taken back.';
  }
}


/** "a Little Angel", "a Little Devil". */
const markWords = (kind: 'angel' | 'devil') => (kind === 'angel' ? 'a Little Angel' : 'a Little Devil');

/**
 * How many 1s catch you, naming the Little Angel or Devil when it changes the number
 * (SR-5): "3 1s catch you"; "2 1s catch you, not 3: you are on a Little Devil (square 9)".
 */
export function catchRuleWords(rule: CatchRule): string {
  const base = `${rule.threshold} 1s catch you`;
  if (!rule.because) return base;
  return `${base}, not ${rule.usual}: you are on ${markWords(rule.because.kind)} (square ${rule.because.square})`;
}

/** What the likeliest catch costs, short: "back 3, to square 9, a Little Devil"; "nothing to lose at Start". */
export function catchCostWords(cost: CatchCost | undefined, from: number): string {
  if (!cost || from === 0) return 'nothing to lose at Start';
  const where = cost.kind === 'start' ? 'to Start' : `to square ${cost.to}${cost.kind === 'plain' ? '' : `, ${markWords(cost.kind)}`}`;
  return `back ${cost.ones}, ${where}`;
}

/** Where a scoring pawn stands, for the standings: "Start", "12", "home" (past the finish). */
export function scoreWords(score: number, length: number): string {
  return score <= 0 ? 'Start' : score > length ? 'home' : String(score);
}

/** Why Undo is off after each stop move of game.ts `undo` ("Undo is off: …"; SR-12). */
export const UNDO_OFF = {
  'phone-roll': 'the table saw the dice the phone rolled, and a roll stands.',
  'own-roll': 'a roll from a player’s phone stands.',
} as const;
