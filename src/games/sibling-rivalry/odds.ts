import { squareOf, TOP_SQUARE, type TrackNumber } from './data';
import { catchThreshold, diceLeft, legalTracks, moveScoringPawn, type State } from './engine';

/**
 * Exact odds for the next roll. Every die shows a 1 (set aside), the track's face
 * (one square) or something else, each face with chance 1/6, so the counts follow
 * the binomial / trinomial law. Counts are whole numbers of the 6^n equally likely
 * rolls, so nothing here is sampled or rounded until it is shown.
 */

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

export interface CatchOdds {
  /** Rolls (out of `total`) that show at least the 1s needed. */
  ways: number;
  /** Every equally likely roll of the dice: 6^dice. */
  total: number;
  /** ways / total. */
  chance: number;
}

/** Chance that `dice` dice show at least `onesNeeded` 1s: P(X >= k), X ~ Binomial(dice, 1/6). */
export function catchOdds(dice: number, onesNeeded: number): CatchOdds {
  const total = 6 ** dice;
  let ways = 0;
  for (let k = Math.max(0, onesNeeded); k <= dice; k++) ways += choose(dice, k) * 5 ** (dice - k);
  return { ways, total, chance: ways / total };
}

/**
 * Expected squares a pawn gains from one roll on a track: each matching die is a
 * square, capped by the `room` left below the top, and a roll that catches you
 * gains nothing (SR-5). Summed exactly over the trinomial (ones, matches, other).
 */
export function expectedGain(dice: number, onesNeeded: number, room: number): number {
  let sum = 0;
  for (let ones = 0; ones < onesNeeded && ones <= dice; ones++) {
    for (let hits = 0; hits + ones <= dice; hits++) {
      const others = dice - ones - hits;
      const ways = choose(dice, ones) * choose(dice - ones, hits) * 4 ** others;
      sum += ways * Math.min(hits, room);
    }
  }
  return sum / 6 ** dice;
}

export interface TrackOdds {
  /** The legal track. */
  track: TrackNumber;
  /** Square the pawn would climb from: its own square when staying, else 0. */
  from: number;
  /** Expected squares gained on this track by the next roll (a catch gains none). */
  expected: number;
}

export interface NextRollOdds {
  /** Dice the next roll uses. */
  dice: number;
  /** 1s that would catch the player now. */
  threshold: number;
  /** 1s still needed for a catch on the next roll. */
  onesNeeded: number;
  /** The exact chance of being caught by the next roll. */
  caught: CatchOdds;
  /** Expected gain on every track the player could choose. */
  tracks: TrackOdds[];
}

/** What the next roll holds for the player whose turn it is. */
export function nextRollOdds(state: State): NextRollOdds {
  const dice = diceLeft(state);
  const threshold = catchThreshold(state);
  const onesNeeded = threshold - state.turn.ones;
  const pawn = state.players[state.turn.player]!.pawn;
  const tracks = legalTracks(state).map((track) => {
    const from = pawn && pawn.track === track ? pawn.square : 0;
    return { track, from, expected: expectedGain(dice, onesNeeded, TOP_SQUARE - from) };
  });
  return { dice, threshold, onesNeeded, caught: catchOdds(dice, onesNeeded), tracks };
}

/** "31%", "under 1%", "about 0.5%": a chance as a person reads it. */
export function percent(chance: number): string {
  if (chance === 0) return '0%';
  if (chance === 1) return '100%';
  if (chance < 0.01) return 'under 1%';
  if (chance > 0.99) return 'over 99%';
  return `${Math.round(chance * 100)}%`;
}

export interface HoldOdds {
  /** The legal track the next roll would be used on. */
  track: TrackNumber;
  /** True when this is the track the pawn already stands on. */
  stay: boolean;
  /** Square the pawn climbs from: its own square when staying, else 0 (the bottom). */
  from: number;
  /**
   * Square you can expect to hold after the next roll used on this track, counting a
   * catch, or a switch with no matching die, as holding nothing (0). A top square counts
   * as square 7 (it scores at once, SR-7).
   */
  square: number;
  /** Points of the square you can expect to hold, on the same terms. */
  points: number;
  /** Chance of holding nothing on this track after the roll (caught, or off the board). */
  nothing: number;
}

/**
 * Compares the choices for the next roll fairly (issue: "expected squares gained"
 * made switching to a fresh track look as good as staying high on another). For
 * each legal track: the square and points held after the roll, a catch included.
 * Exact: summed over the trinomial law of (1s, matching faces, other faces).
 */
export function holdOdds(state: State): HoldOdds[] {
  const dice = diceLeft(state);
  const onesNeeded = catchThreshold(state) - state.turn.ones;
  const pawn = state.players[state.turn.player]!.pawn;
  const total = 6 ** dice;
  return legalTracks(state).map((track) => {
    const stay = pawn?.track === track;
    const from = stay ? pawn!.square : 0;
    let square = 0;
    let points = 0;
    let nothing = 0;
    for (let ones = 0; ones <= dice; ones++) {
      for (let hits = 0; hits + ones <= dice; hits++) {
        const ways = choose(dice, ones) * choose(dice - ones, hits) * 4 ** (dice - ones - hits);
        const held = ones >= onesNeeded ? 0 : Math.min(TOP_SQUARE, from + hits);
        if (held === 0) nothing += ways;
        else {
          square += ways * held;
          points += ways * squareOf(track, held).points;
        }
      }
    }
    return { track, stay, from, square: square / total, points: points / total, nothing: nothing / total };
  });
}

export interface CatchCost {
  /** 1s set aside in all when caught this way. */
  ones: number;
  /** Chance that the next roll catches you with exactly this many 1s. */
  chance: number;
  /** Where your scoring pawn would end (SR-9): 0 is Start. */
  to: number;
  /** Whether that square holds a Little Angel or Little Devil (it changes the next catch). */
  kind: 'angel' | 'devil' | 'plain' | 'start';
}

/**
 * What a catch by the next roll would cost on the score track, for each number of 1s
 * that could do it: back one square per 1, sliding past taken squares (SR-5, SR-9).
 */
export function catchCosts(state: State): CatchCost[] {
  const dice = diceLeft(state);
  const aside = state.turn.ones;
  const threshold = catchThreshold(state);
  const index = state.turn.player;
  const out: CatchCost[] = [];
  for (let ones = Math.max(threshold, aside); ones <= aside + dice; ones++) {
    const rolled = ones - aside;
    const chance = (choose(dice, rolled) * 5 ** (dice - rolled)) / 6 ** dice;
    const to = moveScoringPawn(state.layout, state.players, index, -ones).players[index]!.score;
    const kind = to === 0 ? 'start' : state.layout.angels.includes(to) ? 'angel' : state.layout.devils.includes(to) ? 'devil' : 'plain';
    out.push({ ones, chance, to, kind });
  }
  return out;
}

/** "back 3: to square 9, a Little Devil"; "back 3: stays at Start". */
export function describeCatchCost(cost: CatchCost, from: number): string {
  if (from === 0) return 'nothing on the score track (your scoring pawn is at Start), only this turn\'s challenge';
  const where =
    cost.kind === 'start'
      ? 'to Start'
      : `to square ${cost.to}${cost.kind === 'angel' ? ', a Little Angel' : cost.kind === 'devil' ? ', a Little Devil' : ''}`;
  return `back ${cost.ones}: ${where}`;
}
