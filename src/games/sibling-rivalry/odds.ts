import { board, squareOf, TOP_SQUARE, type TrackNumber } from './data';
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

export interface KeepOdds {
  /** The legal track the next roll would be used on. */
  track: TrackNumber;
  /** True when this is the track the pawn already stands on. */
  stay: boolean;
  /** Square the pawn climbs from: its own square when staying, else 0 (the bottom). */
  from: number;
  /**
   * Square you can expect to KEEP if you used the next roll on this track and then
   * stopped: a catch keeps nothing (SR-5), so does a switch with no matching die (SR-4)
   * and a pawn level with or behind another pawn there (SR-6); a pawn alone or strictly
   * ahead keeps its square; the top square scores at once (SR-7) and counts as square 7.
   * A roll with no die for any legal track moves nothing, so the pawn keeps its place then.
   */
  square: number;
  /** Points of the square you can expect to keep, on the same terms. */
  points: number;
  /** Chance of keeping nothing on this track after the roll and a stop. */
  nothing: number;
}

/**
 * What you would keep if you stopped after the landing square: its points when alone
 * or strictly ahead of every other pawn on the track (SR-6), all of the top square's
 * (SR-7, every pawn there comes off), nothing off the board or level/behind.
 */
export function keptPoints(state: State, track: TrackNumber, square: number): number {
  if (square <= 0) return 0;
  if (square >= TOP_SQUARE) return squareOf(track, TOP_SQUARE).points;
  const me = state.turn.player;
  const outdone = state.players.some((p, i) => i !== me && p.pawn?.track === track && p.pawn.square >= square);
  return outdone ? 0 : squareOf(track, square).points;
}

/**
 * Compares the choices for the next roll by what each would KEEP after a stop, not the
 * square a pawn can expect to reach: a square level with or behind a rival's is lost at
 * the stop (a player behind would be told 3.7 points where a stop keeps about 0.2). For each
 * legal track: the square and points kept, a catch included. Exact: summed over the
 * trinomial law of (1s, matching faces, other faces), each a whole count of the 6^n rolls.
 */
export function keepOdds(state: State): KeepOdds[] {
  const dice = diceLeft(state);
  const onesNeeded = catchThreshold(state) - state.turn.ones;
  const pawn = state.players[state.turn.player]!.pawn;
  const legal = legalTracks(state);
  const total = 6 ** dice;
  // A roll with no die on any legal track moves nothing (engine `roll`): the pawn keeps its place.
  const asIs = pawn ? { square: pawn.square, points: keptPoints(state, pawn.track, pawn.square) } : { square: 0, points: 0 };
  const misses = 5 - legal.length; // faces that are neither a 1 nor a legal track's number
  return legal.map((track) => {
    const stay = pawn?.track === track;
    const from = stay ? pawn!.square : 0;
    let square = 0;
    let points = 0;
    let nothing = 0;
    const add = (ways: number, sq: number, pts: number) => {
      if (pts === 0) nothing += ways;
      else {
        square += ways * sq;
        points += ways * pts;
      }
    };
    for (let ones = 0; ones <= dice; ones++) {
      for (let hits = 0; hits + ones <= dice; hits++) {
        const rest = dice - ones - hits;
        const ways = choose(dice, ones) * choose(dice - ones, hits) * 4 ** rest;
        if (ones >= onesNeeded) add(ways, 0, 0);
        else if (hits === 0 && !stay && legal.length > 1) {
          // Switching with no die for it: off the board, unless no legal track got a die at all.
          const still = choose(dice, ones) * misses ** rest;
          add(still, asIs.square, asIs.points);
          add(ways - still, 0, 0);
        } else {
          const lands = Math.min(TOP_SQUARE, from + hits);
          add(ways, lands, keptPoints(state, track, lands));
        }
      }
    }
    return { track, stay, from, square: square / total, points: points / total, nothing: nothing / total };
  });
}

/**
 * The plain chance that a roll of `dice` dice moves a pawn on a track at all: at least one
 * die shows the track's number, 1 − (5/6)^dice (5 dice: 4,651 of 7,776, about 60%). The
 * same for every track; a catch is counted apart (`catchOdds`).
 */
export function moveOdds(dice: number): CatchOdds {
  const total = 6 ** dice;
  const ways = total - 5 ** dice;
  return { ways, total, chance: ways / total };
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

export interface CatchRule {
  /** 1s that catch the player now. */
  threshold: number;
  /** 1s that catch a player on a plain square (3). */
  usual: number;
  /** Why it differs: the scoring pawn stands on a Little Angel or Little Devil (SR-5); null when it doesn't. */
  because: { kind: 'angel' | 'devil'; square: number } | null;
}

/** How many 1s catch this player now, and the Little Angel or Devil that changed it, if any (SR-5). */
export function catchRule(state: State, player = state.turn.player): CatchRule {
  const threshold = catchThreshold(state, player);
  const usual = board.catchThresholds.usual;
  const square = state.players[player]!.score;
  if (threshold === usual) return { threshold, usual, because: null };
  return { threshold, usual, because: { kind: state.layout.angels.includes(square) ? 'angel' : 'devil', square } };
}
