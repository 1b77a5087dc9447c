import { fail, ok, type Result } from '~/kit/result';
import { subtweet, type SubtweetData } from './data';
import { checkHandles, handleLength } from './handles';
import { NO_VARIATIONS, type SubtweetState, type Variations } from './state';

/**
 * Who starts and the fresh game (ST-1, ST-2): the setup's later screens, apart from
 * the moves of a game in progress (engine.ts).
 */

export interface SetupOptions {
  /** Twitter handles or nicknames, in seating order round the table. */
  handles: readonly string[];
  /** The seat that won rock-paper-scissors among those tied for the shortest handle. */
  rpsWinner?: number | null;
  /** Variations the table turned on before the game (ST-6); all off by default. */
  variations?: Partial<Variations>;
}

/** Seats holding the shortest handle; more than one means a rock-paper-scissors tie (ST-2). */
export function firstPlayerCandidates(handles: readonly string[]): number[] {
  const lengths = handles.map(handleLength);
  const shortest = Math.min(...lengths);
  return lengths.flatMap((length, seat) => (length === shortest ? [seat] : []));
}

/**
 * ST-2: the shortest handle starts (rock-paper-scissors among a tie, whose winner the
 * table tells us), then play goes round the table in seating order.
 */
export function turnOrder(handles: readonly string[], rpsWinner?: number | null): Result<number[]> {
  const candidates = firstPlayerCandidates(handles);
  let first = candidates[0]!;
  if (candidates.length > 1) {
    if (rpsWinner === undefined || rpsWinner === null || !candidates.includes(rpsWinner)) {
      const names = candidates.map((s) => handles[s]!.trim()).join(', ');
      return fail(`${names} tie for the shortest handle: play rock-paper-scissors and say who won.`);
    }
    first = rpsWinner;
  }
  return ok(handles.map((_, i) => (first + i) % handles.length));
}

/** A fresh game: everyone holds three written cards (ST-1). */
export function setup(options: SetupOptions, rules: SubtweetData = subtweet): Result<SubtweetState> {
  const checked = checkHandles(options.handles, rules);
  if (!checked.ok) return checked;
  const handles = checked.value;
  const order = turnOrder(handles, options.rpsWinner);
  if (!order.ok) return order;
  return ok({
    players: handles.map((handle) => ({ handle, written: rules.startingCards, blank: 0 })),
    order: order.value,
    turn: 0,
    variations: { ...NO_VARIATIONS, ...options.variations },
    pending: null,
    paused: false,
    winner: null,
    tally: { dealt: rules.startingCards * handles.length, drawn: 0, discarded: 0, played: 0, written: 0 },
    log: [],
  });
}
