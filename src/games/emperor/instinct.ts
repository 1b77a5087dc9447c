import type { Result } from '~/kit/result';
import { accuse, block, blockCards, guard, refuseIfOver, reverse, type BlockCard } from './engine';
import { deadline, nameOf, neighboursOf } from './seats';
import type { PendingCondemn, TableState } from './state';

/*
 * What the instinct cards allow right now (EW-3: anyone, at any time), for the bar and
 * the sheet that keep them in reach from every turn screen. Nothing here decides a rule:
 * each card is tried on the engine's own move (engine.ts), and a card the move refuses
 * carries the move's own words. Never anything about identities (EW-8).
 */

/** The instinct cards played on the seats and the round (a block is played on a Condemn: `blocksNow`). */
export const seatCards = ['guarding', 'accuse', 'reverse'] as const;
export type SeatCard = (typeof seatCards)[number];

export interface SeatCardNow {
  id: SeatCard;
  /** Why it can't be played now (the engine's words), or null when it can. */
  refusal: string | null;
}

export interface BlockNow {
  condemn: PendingCondemn;
  /** "Cat condemned Ann: dies at the end of Cat's next turn unless blocked." */
  line: string;
  /** The blocking cards the engine takes on it (Self-Clearance and Counter-Condemn from the player condemned, Clearance from anyone). */
  cards: BlockCard[];
}

const living = (s: TableState) => s.seats.filter((id) => s.players[id]!.alive);

/** Whether any player could play Guarding now: some player and some seat beside the Emperor the move accepts. */
function guardingRefusal(s: TableState): string | null {
  const movers = living(s).filter((id) => id !== s.emperor);
  const seats = neighboursOf(s, s.emperor);
  if (movers.some((m) => seats.some((n) => guard(s, { caster: m, neighbour: n }).ok))) return null;
  return refuseIfOver(s) ?? 'Nobody can trade into a seat beside the Emperor now.';
}

/** The first refusal of the move tried by every living player, or null once one of them may play it. */
function refusalOf(s: TableState, attempt: (player: number) => Result<unknown>): string | null {
  let refusal: string | null = refuseIfOver(s);
  for (const p of living(s)) {
    const r = attempt(p);
    if (r.ok) return null;
    refusal ??= r.error;
  }
  return refusal ?? 'Nobody can play it now.';
}

/** Guarding, Accuse and Reverse as the table stands: whether the engine takes them now, and if not why. */
export function seatCardsNow(s: TableState): SeatCardNow[] {
  const refusal: Record<SeatCard, () => string | null> = {
    guarding: () => guardingRefusal(s),
    accuse: () => refusalOf(s, (p) => accuse(s, { caster: p, target: p })),
    reverse: () => refusalOf(s, (p) => reverse(s, { caster: p })),
  };
  return seatCards.map((id) => ({ id, refusal: refusal[id]() }));
}

/**
 * Every waiting Condemn with the blocking cards the engine takes on it: Self-Clearance and
 * Counter-Condemn from the player condemned, Clearance from anyone (tried with the engine's
 * `block`, as the Block picker will play it).
 */
export function blocksNow(s: TableState): BlockNow[] {
  if (refuseIfOver(s)) return [];
  return s.condemns.map((c) => ({
    condemn: c,
    line: `${c.reflected ? `${nameOf(s, c.caster)}'s own Condemn, turned back on them` : `${nameOf(s, c.caster)} condemned ${nameOf(s, c.target)}`}: dies ${deadline(s, c)} unless blocked.`,
    cards: blockCards.filter((card) => living(s).some((by) => block(s, { condemn: c.id, card, by }).ok)),
  }));
}

