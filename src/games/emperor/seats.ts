import { identityName } from './data';
import { DEADLINE } from './words';
import type { Direction, PendingCondemn, TableState } from './state';

/*
 * The circle read from a table: who sits beside whom, who plays next, when a Condemn
 * strikes, and what each seat shows (never a hidden identity). The moves (engine.ts)
 * and the screens both read it.
 */

export const nameOf = (s: TableState, id: number): string => s.players[id]!.name;

/** The next living player from `from`'s seat going `dir` (from may be dead). */
export function stepFrom(s: TableState, from: number, dir: Direction): number {
  const n = s.seats.length;
  const step = dir === 'clockwise' ? 1 : -1;
  let i = s.seats.indexOf(from);
  for (let k = 0; k < n; k++) {
    i = (i + step + n) % n;
    const id = s.seats[i]!;
    if (s.players[id]!.alive) return id;
  }
  throw new Error('nobody is alive at the table');
}

/** The living players directly beside `id` (one or two, never `id`). */
export function neighboursOf(s: TableState, id: number): number[] {
  const out = [stepFrom(s, id, 'clockwise'), stepFrom(s, id, 'counterclockwise')];
  return [...new Set(out)].filter((p) => p !== id);
}

/** Beside the living Emperor: once the Emperor is dead nobody is (there is no throne to sit by). */
export const besideEmperor = (s: TableState, id: number): boolean =>
  s.players[s.emperor]!.alive && neighboursOf(s, s.emperor).includes(id);

/** Who plays after the current player if nothing changes (null between rounds). */
export function upNext(s: TableState): number | null {
  if (s.current === null || s.direction === null) return null;
  return stepFrom(s, s.current, s.direction);
}

/**
 * The turns still to come this round, in order, as the engine will hand them out
 * (engine `passTurn`): from the current player's seat the way play goes, an Accused
 * player's turn skipped, up to the Emperor's turn, which ends the round. Empty between
 * rounds and during the Emperor's own turn.
 */
export function turnsToCome(s: TableState): number[] {
  if (s.current === null || s.direction === null || s.winner || s.current === s.emperor) return [];
  const out: number[] = [];
  const skips = new Map<number, number>();
  let at = s.current;
  for (let k = 0; k < s.seats.length; k++) {
    const next = stepFrom(s, at, s.direction);
    const left = skips.get(next) ?? s.players[next]!.skips;
    if (left > 0) skips.set(next, left - 1);
    else out.push(next);
    if (next === s.emperor) break;
    at = next;
  }
  return out;
}

/** "Ann", "Ann and Ben", "Ann, Ben and Cat". */
export const listNames = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * After a card that moves seats or turns the round (Transposition, Guarding, Reverse),
 * one sentence the same for all three: which way play goes on, from whose seat, who is
 * next, and who is passed over this round (due a turn before the card, none after it).
 * `seat` names where play goes on from ("Ann's new seat"); null between rounds.
 */
export function playGoesOn(before: TableState, after: TableState, seat: string): string | null {
  if (after.current === null || after.direction === null || after.winner) return null;
  const now = turnsToCome(after);
  const passed = turnsToCome(before).filter((p) => !now.includes(p));
  const next = now[0];
  const then = next === undefined ? 'the round ends with this turn' : `${nameOf(after, next)} is next`;
  const over = passed.length === 0 ? '' : `; ${listNames(passed.map((p) => nameOf(after, p)))} ${passed.length === 1 ? 'is' : 'are'} passed over this round`;
  return `Play goes on ${after.direction} from ${seat}: ${then}${over}.`;
}

/**
 * When a waiting Condemn strikes, in the words of words.ts `DEADLINE`: "at the end of the
 * Emperor's turn" for a Condemn on the Emperor, else "at the end of Ben's next turn" (the
 * caster's), said so while that very turn is being played.
 */
export function deadline(s: TableState, c: PendingCondemn, name: (id: number) => string = (id) => nameOf(s, id)): string {
  if (c.waitsFor === s.emperor && c.caster !== s.emperor) return DEADLINE.emperor;
  const now = c.waitsFor === s.current && s.players[c.waitsFor]!.turnsPlayed + 1 === c.dueTurn;
  return now ? DEADLINE.casterNow(name(c.waitsFor)) : DEADLINE.caster(name(c.waitsFor));
}

/** Public facts about one seat, in words, for the seat circle. Never a hidden identity. */
export function seatFacts(s: TableState, id: number): string[] {
  const p = s.players[id]!;
  if (!p.alive) return ['dead'];
  const facts: string[] = [];
  if (id === s.emperor) facts.push('Emperor');
  else if (besideEmperor(s, id)) facts.push('beside the Emperor');
  if (id === s.current) facts.push('playing now');
  else if (id === upNext(s)) facts.push('up next');
  if (p.skips > 0) facts.push(p.skips === 1 ? 'skips next turn' : `skips next ${p.skips} turns`);
  const shown = s.identity?.hands[id]?.filter((c) => c.faceUp && c.kind !== 'emperor') ?? [];
  for (const c of shown) facts.push(`shows ${identityName(c.kind)}`);
  return facts;
}

/** The Condemns waiting on a player, each as "Ben's Condemn: at the end of Ben's next turn". */
export function condemnsOn(s: TableState, id: number): { condemn: PendingCondemn; text: string }[] {
  return s.condemns
    .filter((c) => c.target === id)
    .map((c) => ({
      condemn: c,
      text: `${c.reflected ? 'own Condemn turned back' : `${nameOf(s, c.caster)}'s Condemn`}: strikes ${deadline(s, c)}`,
    }));
}

/** Longest name shown whole on the seat circle (7 seats fit a 390 px phone at this length). */
export const SEAT_NAME_LENGTH = 8;

/**
 * Names short enough for a seat on the circle, still telling players apart: a long
 * name is cut at a word or at SEAT_NAME_LENGTH letters and marked with "…" (so nobody
 * mistakes it for the whole name); the full name stays for assistive technology.
 */
export function seatNames(names: readonly string[]): string[] {
  const short = (name: string, length: number): string => {
    if (name.length <= length) return name;
    const word = name.split(' ')[0]!;
    return word.length <= length ? `${word}…` : `${name.slice(0, length - 1).trimEnd()}…`;
  };
  return names.map((name, i) => {
    // Lengthen until no other player's short name is the same.
    for (let length = SEAT_NAME_LENGTH; length < name.length; length++) {
      const mine = short(name, length);
      if (names.every((other, j) => j === i || short(other, length) !== mine)) return mine;
    }
    return name;
  });
}
