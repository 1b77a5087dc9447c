import { beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { MemoryStorage } from '../memory-storage';
import { FakeElement, findAll, fireWindow, html, installFakeDom } from '../fake-dom';
import type { MoveSpec, UndoRules } from '~/kit/game';
import { findLeak, type Screen } from '~/kit/handoff';
import { keyOf, save } from '~/kit/persist';
import { unwrap } from '~/kit/result';
import { setup } from '~/games/empress/engine';
import { secret } from '~/games/empress/game';
import { playableCards, position, type MatchState } from '~/games/empress/state';
import { phoneSpec } from '~/games/empress/store';

/**
 * Without cards: random taps, Undos, reloads and page hides on the real
 * pass-the-phone island (its kit HandOff, hand-over screens and Undo by game.ts `moves`),
 * mounted in a fake DOM and tapped like a phone. What each screen is and what it shows is
 * read from the page itself.
 */

const storage = new MemoryStorage();
installFakeDom(storage);
vi.useFakeTimers();

/** The island, freshly loaded: with the game's own Undo rules, or with the moves in `rules` undone by those instead. */
async function loadIsland(rules?: UndoRules) {
  vi.resetModules();
  if (rules)
    vi.doMock('~/games/empress/game', async (original) => {
      const game = await original<{ moves: Record<string, MoveSpec> }>();
      const moves = Object.fromEntries(Object.entries(game.moves).map(([name, m]) => [name, { ...m, undo: rules[name] ?? m.undo }]));
      return { ...game, moves };
    });
  else vi.doUnmock('~/games/empress/game');
  // preact from the same module graph as the island, so its hooks and ours are one copy.
  const [{ h, render }, { act }, island] = await Promise.all([
    import('preact'),
    import('preact/test-utils'),
    import('~/games/empress/islands/PassThePhone'),
  ]);
  return { h, render, act, Island: island.default };
}
type Loaded = Awaited<ReturnType<typeof loadIsland>>;

type Action = { kind: 'tap'; choice: number } | { kind: 'undo' } | { kind: 'reload' } | { kind: 'hide' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.nat(7).map((choice) => ({ kind: 'tap' as const, choice })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'hide' as const }) },
);
const actionsArb = fc.array(actionArb, { minLength: 1, maxLength: 120 });

/** Buttons a tap in the walk may press: hand-overs, cards and the forced reveal (not Undo, New match or the switch). */
const PLAYS = /^(I'm \w+, show me|Lay .+|Reveal the last play)$/;

interface Walk {
  trace: { screen: Screen; shows: string[] }[];
  /** Problems the Empress-specific checks found, in words. */
  problems: string[];
}

function walk(actions: Action[], { h, render, act, Island }: Loaded): Walk {
  storage.clear();
  // A match already set up, with nothing to undo before it (the setup form is not under test).
  save(phoneSpec, { state: unwrap(setup({ players: ['Ann', 'Bo'], sets: 1, firstEmpress: 0 })), history: [] }, storage);
  const root = new FakeElement('div');
  const mount = () => act(() => render(h(Island, {}), root as unknown as Element));
  const settle = () => act(() => void vi.advanceTimersByTime(1000)); // a patient player: every button has armed
  const saved = (): MatchState => JSON.parse(storage.getItem(keyOf(phoneSpec))!).state;
  const buttons = () => findAll(root, (el) => el.localName === 'button' && PLAYS.test(el.textContent) && !el.hasAttribute('disabled'));
  const button = (name: string) => findAll(root, (el) => el.localName === 'button' && el.textContent === name)[0];

  /** Whose secret the page shows: the lead's, when the page changes with the lead's waiting card. */
  const shows = (state: MatchState): string[] => {
    if (state.pending === null || state.pending === 'face-down') return [];
    const pos = position(state)!;
    const raw = storage.getItem(keyOf(phoneSpec))!;
    const pages = new Set<string>();
    const open: MatchState = { ...state, pending: null };
    for (const card of playableCards(open, pos.lead)) {
      // Another tab lays a different card: the island follows the save, nothing else changes.
      const other = JSON.parse(raw);
      other.state.pending = card;
      act(() => {
        storage.setItem(keyOf(phoneSpec), JSON.stringify(other));
        fireWindow('storage', { key: keyOf(phoneSpec) });
      });
      pages.add(html(root));
    }
    act(() => {
      storage.setItem(keyOf(phoneSpec), raw);
      fireWindow('storage', { key: keyOf(phoneSpec) });
    });
    return pages.size > 1 ? [state.players[pos.leadPlayer]] : [];
  };

  const trace: Walk['trace'] = [];
  const problems: string[] = [];
  /** Each lead pick is numbered; `tagAt` says which pick lies at a play, `revealed` which were turned over. */
  const tagAt = new Map<string, number>();
  const revealed = new Set<number>();
  let picks = 0;

  const look = (): Screen => {
    const state = saved();
    const step = secret(state);
    const handOver = findAll(root, (el) => el.getAttribute('aria-label') === 'Pass the phone')[0];
    const box = findAll(root, (el) => el.hasAttribute('data-secret-owner'))[0];
    expect(html(root)).not.toContain('Something went wrong');
    let screen: Screen = { kind: 'public' };
    if (handOver) {
      expect(step, 'a hand-over only for a secret step').not.toBeNull();
      expect(handOver.textContent).toContain(`I'm ${step!.owner}, show me`);
      screen = { kind: 'handover', owner: step!.owner, step: step! };
    } else if (box) {
      expect(box.getAttribute('data-secret-owner')).toBe(step?.owner);
      screen = { kind: 'secret', owner: step!.owner, step: step! };
    }
    trace.push({ screen, shows: shows(state) });
    return screen;
  };

  mount();
  settle();
  look();
  for (const action of actions) {
    const before = saved();
    const undidReveal = action.kind === 'undo' && before.pending === null && before.games.some((g) => g.length > 0);
    if (action.kind === 'reload') {
      act(() => render(null, root as unknown as Element));
      mount();
    } else if (action.kind === 'hide') {
      act(() => void fireWindow('pagehide'));
    } else if (action.kind === 'undo') {
      act(() => void button('Undo')?.click());
    } else {
      const choices = buttons();
      if (choices.length === 0) continue; // the match is over: nothing to tap
      const tapped = choices[action.choice % choices.length]!;
      const pos = position(before);
      if (pos && tapped.textContent.startsWith('Lay ')) {
        const at = `g${pos.game}:p${pos.play}`;
        if (before.pending === null) tagAt.set(at, ++picks);
        else {
          const tag = tagAt.get(at)!;
          if (revealed.has(tag)) problems.push(`an answer was picked after lead pick #${tag} had been revealed`);
          revealed.add(tag);
        }
      }
      act(() => void tapped.click());
    }
    settle();
    const screen = look();
    const now = saved();
    // EP-7: Undo after a reveal takes back no pick (only the forced last play, which has none).
    const plays = (s: MatchState) => s.games.reduce((n, g) => n + g.length, 0);
    if (undidReveal && plays(now) < plays(before) && secret(now) !== null) {
      problems.push(`Undo after a reveal took a pick back: ${screen.kind} ${secret(now)?.id}`);
    }
  }
  act(() => render(null, root as unknown as Element));
  return { trace, problems };
}

describe('Empress without cards: secrets under random taps, Undo, reload and page hide (the real island)', () => {
  let island: Loaded;
  beforeAll(async () => {
    island = await loadIsland();
  });

  it('no screen shows a secret to anyone but its owner, each reached through their hand-over', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        expect(findLeak(walk(actions, island).trace)).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('no answer is ever picked after the lead pick it answers was revealed; Undo after a reveal takes back neither pick (EP-7)', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        expect(walk(actions, island).problems).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('the walk reaches secrets: hand-overs, both picks and reveals', () => {
    const { trace } = walk(fc.sample(actionsArb, { numRuns: 1, seed: 7 })[0]!.concat(Array(60).fill({ kind: 'tap', choice: 1 })), island);
    const ids = new Set(trace.flatMap(({ screen }) => (screen.kind === 'secret' ? [screen.step.id] : [])));
    expect([...ids].some((id) => id.endsWith(':lead'))).toBe(true);
    expect([...ids].some((id) => id.endsWith(':answer'))).toBe(true);
  });

  it('the checks can fail: with an answer Undo takes back, a revealed play is picked again', async () => {
    const old = await loadIsland({ answer: 'back' });
    const found = fc.check(
      fc.property(actionsArb, (actions) => walk(actions, old).problems.length === 0),
      { numRuns: 200, seed: 13 },
    );
    expect(found.failed).toBe(true);
  });
});
