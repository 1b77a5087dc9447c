import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findLeak, relock, screenFor, type Screen } from '~/kit/handoff';
import { commit, undo, type Saved } from '~/kit/persist';
import { seededRng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { chooseDirection, condemn, endTurn, nameOf, type TableState } from '~/games/emperor/engine';
import { investigate, investigation, revealCard, setupWithCards, shuffleCards, swapCards } from '~/games/emperor/identity';
import {
  lookAgainTrace,
  lookTaken,
  looksFor,
  NO_LOOKS,
  owedLook,
  secretStepOf,
  traceOf,
  type LookAgain,
  type Looks,
  type OpenLook,
} from '~/games/emperor/looks';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];

/**
 * The play page as a machine, driven by the same pure functions as the island
 * (EmperorTable.tsx): the table's undoable save, the looks store Undo can't touch,
 * and what is only in memory (the unlock, the look on screen, a look-again request).
 */
interface Phone {
  saved: Saved<TableState | null>;
  looks: Looks;
  /** Only for the mutant below: looks kept on the undo history, as the old dealer kept "seen". */
  looksHistory: Looks[];
  open: OpenLook | null;
  again: LookAgain | null;
  unlocked: string | null;
}

type Event =
  | { kind: 'unlock' }
  | { kind: 'hide' }
  | { kind: 'undo' }
  | { kind: 'reload' }
  | { kind: 'again'; player: number }
  | { kind: 'move'; move: number; a: number; b: number; c: number; d: number };

const stepOf = (p: Phone) => secretStepOf(p.saved.state, looksFor(p.saved.state, p.looks), p.open, p.again);

function screenOf(p: Phone): Screen {
  return screenFor(stepOf(p), p.unlocked);
}

/** Whose secret the rendered screen shows: the island builds CardsView only from the open look. */
function shows(p: Phone, screen: Screen): string[] {
  const s = p.saved.state;
  if (screen.kind !== 'secret' || !p.open || !s) return [];
  return [nameOf(s, p.open.viewer)];
}

function gameMove(s: TableState, e: Extract<Event, { kind: 'move' }>, i: number): Result<TableState> {
  const n = s.players.length;
  const card = (x: number, y: number) => ({ player: x % n, position: y % 3 });
  switch (e.move % 8) {
    case 0:
      return chooseDirection(s, { direction: e.a % 2 ? 'clockwise' : 'counterclockwise' });
    case 1:
    case 2:
      return endTurn(s);
    case 3:
      return investigate(s, { card: card(e.a, e.b), nonce: `i${i}` });
    case 4:
      return investigation(s, { cards: [card(e.a, e.b), card(e.c, e.d)], nonce: `j${i}` });
    case 5:
      return swapCards(s, { mine: e.a % 3, theirs: card(e.b, e.c), nonce: `k${i}` });
    case 6:
      return e.d % 2 ? revealCard(s, { card: card(e.a, e.b) }) : shuffleCards(s, seededRng(e.c));
    default:
      return condemn(s, { target: e.a % n });
  }
}

function step(p: Phone, e: Event, i: number, mutant = false): Phone {
  const s = p.saved.state!;
  const looks = looksFor(s, p.looks);
  const screen = screenOf(p);
  let next: Phone = p;
  switch (e.kind) {
    case 'unlock': {
      if (screen.kind !== 'handover') return p;
      const owed = owedLook(s, looks);
      next = { ...p, unlocked: screen.step.id };
      if (mutant) next = { ...next, saved: commit(p.saved, s), looksHistory: [...p.looksHistory, p.looks] };
      if (owed && owed.id === screen.step.id) {
        next = { ...next, looks: lookTaken(s, looks, owed.id, traceOf(s, owed) ?? undefined), open: { step: screen.step, viewer: owed.viewer, cards: owed.cards } };
      } else if (p.again) {
        next = { ...next, looks: lookTaken(s, looks, screen.step.id, lookAgainTrace(s, p.again.player)), open: { step: screen.step, viewer: p.again.player, cards: [] }, again: null };
      }
      break;
    }
    case 'hide':
      if (screen.kind !== 'secret') return p;
      next = { ...p, open: null, again: null };
      break;
    case 'undo': {
      const dealSeen = s.identity && s.log.length === 1 && looks.done.some((id) => id.startsWith('deal:'));
      if ((dealSeen && !mutant) || p.saved.history.length === 0) return p;
      next = { ...p, saved: undo(p.saved), open: null, again: null };
      if (mutant) next = { ...next, looks: p.looksHistory.at(-1) ?? NO_LOOKS, looksHistory: p.looksHistory.slice(0, -1) };
      if (next.saved.state === null) return p; // the set-up screens are not part of this machine
      break;
    }
    case 'reload':
      next = { ...p, open: null, again: null, unlocked: null };
      break;
    case 'again':
      if (stepOf(p) !== null || s.winner) return p;
      next = { ...p, again: { player: e.player % s.players.length, nonce: `a${i}` } };
      break;
    case 'move': {
      if (stepOf(p) !== null) return p; // the island offers no move while a secret is up
      const r = gameMove(s, e, i);
      if (!r.ok) return p;
      next = { ...p, saved: commit(p.saved, r.value), open: null, again: null, looksHistory: [...p.looksHistory, p.looks] };
      break;
    }
  }
  return { ...next, unlocked: relock(stepOf(next), next.unlocked) };
}

const event: fc.Arbitrary<Event> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'unlock' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'hide' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('again' as const), player: fc.nat(6) }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('move' as const), move: fc.nat(), a: fc.nat(), b: fc.nat(), c: fc.nat(), d: fc.nat() }) },
);

/** Plays random events on a fresh phone deal; throws (fast-check) on the first leak or reopened look. */
function checkSecrets(mutant: boolean, numRuns: number, seed?: number): void {
  fc.assert(
    fc.property(fc.integer({ min: 5, max: 7 }), fc.nat(), fc.array(event, { minLength: 1, maxLength: 120 }), (n, seed, events) => {
      const table = setupWithCards({ names: NAMES.slice(0, n) }, seededRng(seed), `deal${seed}`);
      if (!table.ok) throw new Error(table.error);
      let phone: Phone = { saved: commit({ state: null, history: [] }, table.value), looks: NO_LOOKS, looksHistory: [NO_LOOKS], open: null, again: null, unlocked: null };
      const trace: { screen: Screen; shows: string[] }[] = [{ screen: screenOf(phone), shows: shows(phone, screenOf(phone)) }];
      const seen = new Set<string>();
      for (const [i, e] of events.entries()) {
        const before = screenOf(phone);
        phone = step(phone, e, i, mutant);
        const screen = screenOf(phone);
        trace.push({ screen, shows: shows(phone, screen) });
        // A look already taken is never offered again: not after an Undo, not after a reload.
        if (screen.kind === 'handover') expect(seen.has(screen.step.id), `look ${screen.step.id} offered again`).toBe(false);
        if (before.kind === 'secret' && (screen.kind !== 'secret' || screen.step.id !== before.step.id)) seen.add(before.step.id);
      }
      expect(findLeak(trace)).toBeNull();
    }),
    { numRuns, ...(seed === undefined ? {} : { seed }) },
  );
}

describe('hand-offs with the phone\'s identity cards (property, kit findLeak)', () => {
  it('no screen shows a secret but its owner\'s, entered through their hand-over; Undo never reopens a look taken', () => {
    checkSecrets(false, 300);
  });

  it('the property can fail: with looks on the undo history (the old dealer\'s bug), Undo reopens a hand', () => {
    let message = '';
    try {
      checkSecrets(true, 300, 2026); // a fixed seed: the mutant must fail every time, not nearly always
    } catch (e) {
      message = String(e);
    }
    // fast-check shrinks it to the issue's own path, e.g. Ann looks, hides, Undo: her hand-over is back.
    expect(message).toMatch(/Property failed/);
    expect(message).toMatch(/Counterexample: .*"unlock".*"undo"/);
  });
});
