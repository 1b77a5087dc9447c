import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { undoRuleOf, type UndoRules } from '~/kit/game';
import { findLeak, relock, screenFor, type Screen, type SecretStep } from '~/kit/handoff';
import { commit, undo, type Saved } from '~/kit/persist';
import { seededRng } from '~/kit/seeded';
import type { Result } from '~/kit/result';
import { investigate, investigation, look, lookAgain, revealCard, setupWithCards, shuffleCards, swapCards } from '~/games/emperor/cards';
import { chooseDirection, condemn, endTurn, type TableState } from '~/games/emperor/engine';
import game, { secret } from '~/games/emperor/game';

const undoRules = game.undo;
import type { PrivateLook } from '~/games/emperor/state';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];

/**
 * The play page as a machine, driven by the same pure functions as the island
 * (islands/Table.tsx): the table's save with its Undo rules (game.ts `moves`), the secret
 * step (game.ts `secret`), and what is only in memory: the unlock (kit HandOff) and the
 * look on screen until its viewer hides it.
 */
interface Phone {
  saved: Saved<TableState | null>;
  open: { step: SecretStep; look: PrivateLook } | null;
  unlocked: string | null;
}

type Event =
  | { kind: 'unlock' }
  | { kind: 'hide' }
  | { kind: 'undo' }
  | { kind: 'reload' }
  | { kind: 'again'; player: number }
  | { kind: 'move'; move: number; a: number; b: number; c: number; d: number };

const stepOf = (p: Phone) => p.open?.step ?? secret(p.saved.state);

function screenOf(p: Phone): Screen {
  return screenFor(stepOf(p), p.unlocked);
}

/** Whose secret the rendered screen shows: the island draws the cards only from the open look. */
function shows(p: Phone, screen: Screen): string[] {
  const s = p.saved.state;
  if (screen.kind !== 'secret' || !p.open || !s) return [];
  return [s.players[p.open.look.viewer]!.name];
}

/** A random move of the game, by its name (the Undo rules are by name). */
function gameMove(s: TableState, e: Extract<Event, { kind: 'move' }>, i: number): [string, Result<TableState>] {
  const n = s.players.length;
  const card = (x: number, y: number) => ({ player: x % n, position: y % 3 });
  switch (e.move % 8) {
    case 0:
      return ['chooseDirection', chooseDirection(s, { direction: e.a % 2 ? 'clockwise' : 'counterclockwise' })];
    case 1:
    case 2:
      return ['endTurn', endTurn(s)];
    case 3:
      return ['investigate', investigate(s, { card: card(e.a, e.b), nonce: `i${i}` })];
    case 4:
      return ['investigation', investigation(s, { cards: [card(e.a, e.b), card(e.c, e.d)], nonce: `j${i}` })];
    case 5:
      return ['swapCards', swapCards(s, { mine: e.a % 3, theirs: card(e.b, e.c), nonce: `k${i}` })];
    case 6:
      return e.d % 2 ? ['revealCard', revealCard(s, { card: card(e.a, e.b) })] : ['shuffleCards', shuffleCards(s, seededRng(e.c))];
    default:
      return ['condemn', condemn(s, { target: e.a % n })];
  }
}

function step(p: Phone, e: Event, i: number, rules: UndoRules): Phone {
  const s = p.saved.state!;
  const screen = screenOf(p);
  const made = (name: string, r: Result<TableState>): Phone | null =>
    r.ok ? { ...p, saved: commit(p.saved, r.value, 100, undoRuleOf(rules, name)), open: null } : null;
  let next: Phone = p;
  switch (e.kind) {
    case 'unlock': {
      if (screen.kind !== 'handover') return p;
      const owed = s.identity?.looks.find((l) => l.id === screen.step.id && !l.taken);
      next = { ...p, unlocked: screen.step.id };
      if (owed) next = { ...(made('look', look(s, { id: owed.id })) ?? next), unlocked: screen.step.id, open: { step: screen.step, look: owed } };
      break;
    }
    case 'hide':
      if (screen.kind !== 'secret') return p;
      next = { ...p, open: null };
      break;
    case 'undo':
      if (p.saved.history.length === 0) return p;
      next = { ...p, saved: undo(p.saved), open: null };
      if (next.saved.state === null) return p; // the set-up screens are not part of this machine
      break;
    case 'reload':
      next = { ...p, open: null, unlocked: null };
      break;
    case 'again':
      if (stepOf(p) !== null) return p;
      next = made('lookAgain', lookAgain(s, { player: e.player % s.players.length, nonce: `a${i}` })) ?? p;
      break;
    case 'move': {
      if (stepOf(p) !== null) return p; // the island offers no move while a secret is up
      const [name, r] = gameMove(s, e, i);
      next = made(name, r) ?? p;
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
function checkSecrets(rules: UndoRules, numRuns: number, seed?: number): void {
  fc.assert(
    fc.property(fc.integer({ min: 5, max: 7 }), fc.nat(), fc.array(event, { minLength: 1, maxLength: 120 }), (n, seed, events) => {
      const table = setupWithCards({ names: NAMES.slice(0, n) }, seededRng(seed), `deal${seed}`);
      if (!table.ok) throw new Error(table.error);
      let phone: Phone = { saved: commit({ state: null, history: [] }, table.value), open: null, unlocked: null };
      const trace: { screen: Screen; shows: string[] }[] = [{ screen: screenOf(phone), shows: shows(phone, screenOf(phone)) }];
      const seen = new Set<string>();
      for (const [i, e] of events.entries()) {
        const before = screenOf(phone);
        phone = step(phone, e, i, rules);
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
    checkSecrets(undoRules, 300);
  });

  it('the property can fail: with a look that Undo may take back (the old dealer\'s bug), Undo reopens a hand', () => {
    let message = '';
    try {
      checkSecrets({ ...undoRules, look: 'back' }, 300, 2026); // a fixed seed: the mutant must fail every time, not nearly always
    } catch (e) {
      message = String(e);
    }
    // fast-check shrinks it to the issue's own path, e.g. Ann looks, hides, Undo: her hand-over is back.
    expect(message).toMatch(/Property failed/);
    expect(message).toMatch(/Counterexample: .*"unlock".*"undo"/);
  });
});

describe('Undo stops at a look taken (game.ts moves)', () => {
  const move = (saved: Saved<TableState | null>, name: string, r: Result<TableState>) => {
    if (!r.ok) throw new Error(r.error);
    return commit(saved, r.value, 100, undoRuleOf(undoRules, name));
  };
  /** Every look owed taken, one by one, as the viewers unlock them. */
  const takeAll = (saved: Saved<TableState | null>) => {
    for (let step = secret(saved.state); step; step = secret(saved.state)) saved = move(saved, 'look', look(saved.state!, { id: step.id }));
    return saved;
  };
  const dealt = () => move({ state: null, history: [] }, 'setup', setupWithCards({ names: NAMES.slice(0, 5) }, seededRng(9), 'deal9'));

  it('the deal: Undo takes it back until the first player has seen their cards, then never', () => {
    const saved = dealt();
    expect(undo(saved).state).toBeNull();
    const seen = move(saved, 'look', look(saved.state!, { id: secret(saved.state)!.id }));
    expect(seen.history).toEqual([]);
  });

  it("a Swap: Undo takes it back before anyone looked, never once the swapper has seen the new cards", () => {
    const ready = takeAll(dealt());
    let saved = move(ready, 'chooseDirection', chooseDirection(ready.state!, { direction: 'clockwise' }));
    const s = saved.state!;
    const me = s.current!;
    const other = s.seats.find((p) => p !== me && p !== s.emperor)!;
    const mine = s.identity!.hands[me]!.findIndex((c) => c.kind !== 'emperor');
    saved = move(saved, 'swapCards', swapCards(s, { mine, theirs: { player: other, position: 0 }, nonce: 'sw' }));
    expect(undo(saved).state).toEqual(s);
    const first = secret(saved.state)!;
    expect(first.player).toBe(me);
    saved = move(saved, 'look', look(saved.state!, { id: first.id }));
    expect(saved.history).toEqual([]);
    // The other player's look is still owed to them, through their own hand-over.
    expect(secret(saved.state)!.player).toBe(other);
  });
});
