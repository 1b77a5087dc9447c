import type { SecretStep } from '~/kit/handoff';
import { nameOf } from './engine';
import type { Looks, PrivateLook, TableState } from './state';

// The looks store's schema sits with the table's (state.ts), its spec in store.ts.
export type { Looks } from './state';

/*
 * Private looks outlive Undo. A look at identity cards can't be taken back (whoever
 * saw a card has seen it), so which looks are done and the trace of looks taken
 * again live here, in a store with no undo history, beside the table's undoable
 * state. Undo then never reopens a look someone already took: "Ben hid his cards,
 * Undo, I'm Ben, show me" has nothing to show. (A kit candidate: "side facts that
 * Undo keeps", for any pass-the-phone helper.)
 */

export const NO_LOOKS: Looks = { deal: '', done: [], trace: [] };

/** The looks for this table's deal (an old deal's looks count for nothing). */
export function looksFor(s: TableState | null, looks: Looks): Looks {
  const deal = s?.identity?.deal;
  return deal && looks.deal === deal ? looks : { ...NO_LOOKS, deal: deal ?? '' };
}

/** The first private look the table still owes, or null. Moves wait until it is taken. */
export function owedLook(s: TableState | null, looks: Looks): PrivateLook | null {
  if (!s?.identity) return null;
  const mine = looksFor(s, looks);
  return s.identity.looks.find((l) => !mine.done.includes(l.id)) ?? null;
}

/** A player asking to see their own cards again (kept on screen only, never saved). */
export interface LookAgain {
  player: number;
  /** Fresh for each request, so each one goes through the hand-over. */
  nonce: string;
}

/** A look unlocked and still on screen: already marked taken, kept in memory only until it is hidden. */
export interface OpenLook {
  step: SecretStep;
  /** Whose eyes only. */
  viewer: number;
  /** The cards shown; empty means the viewer's whole hand. */
  cards: PrivateLook['cards'];
}

export const stepOfLook = (s: TableState, look: PrivateLook): SecretStep => ({ id: look.id, owner: nameOf(s, look.viewer), what: look.what });

export function stepOfAgain(s: TableState, again: LookAgain): SecretStep {
  return { id: `again:${again.nonce}`, owner: nameOf(s, again.player), what: `${nameOf(s, again.player)}'s identity cards` };
}

/**
 * The secret step on screen: the look open now (until its viewer hides it), else the
 * next look still owed, else a look-again request; null when nothing is secret.
 */
export function secretStepOf(s: TableState | null, looks: Looks, open: OpenLook | null, again: LookAgain | null): SecretStep | null {
  if (open) return open.step;
  const owed = owedLook(s, looks);
  if (owed) return stepOfLook(s!, owed);
  if (s?.identity && again && !s.winner) return stepOfAgain(s, again);
  return null;
}

const LOOK_LIMIT = 400;

/** A look is taken: it is never owed again, whatever Undo does. */
export function lookTaken(s: TableState, looks: Looks, id: string, trace?: string): Looks {
  const mine = looksFor(s, looks);
  return {
    deal: mine.deal,
    done: [...mine.done, id].slice(-LOOK_LIMIT),
    trace: trace ? [...mine.trace, trace].slice(-LOOK_LIMIT) : mine.trace,
  };
}

/** The trace a look leaves for the table; a first look at your own dealt cards leaves none (everyone takes one). */
export function traceOf(s: TableState, look: PrivateLook): string | null {
  if (look.id.startsWith('deal:')) return null;
  return `${look.what}: seen by ${nameOf(s, look.viewer)} (round ${s.round}).`;
}

export const lookAgainTrace = (s: TableState, player: number): string =>
  `${nameOf(s, player)} looked at their identity cards again (round ${s.round}).`;
