import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findLeak, relock, screenFor, type Screen } from '~/kit/handoff';
import { commit, undo as kitUndo, type Saved } from '~/kit/persist';
import { unwrap } from '~/kit/result';
import { forcedOutcome, pickCard, position, recordOutcome, setup, type MatchState } from '~/games/empress/engine';
import { afterPick, faceUp, pickView, secretPick, undoPlan, withWaiting, type WaitingPick } from '~/games/empress/phone';

/**
 * Issue 13, without cards: random taps, Undos, reloads and page hides on the pass-the-phone
 * helper, walked with the same pure functions the island decides its screen with
 * (withWaiting → secretPick → kit screenFor/relock, faceUp, pickView, afterPick, undoPlan).
 */

/**
 * How the helper keeps its saves, so the same walk can run on the island's design and on
 * the old one (lead's pick in the match's undo history) to show the checks can fail.
 * `tag` numbers each lead pick, so the walk can tell a re-made pick from a revealed one.
 */
interface Design<D> {
  start: D;
  full: (d: D) => MatchState | null;
  tag: (d: D) => number | null;
  move: (d: D, next: MatchState, tag: number) => D;
  undo: (d: D) => D;
}

interface Island {
  match: Saved<MatchState | null>;
  waiting: WaitingPick;
  tag: number | null;
}

/** The island: the match with undo history, the lead's card apart (phone.ts). */
const island: Design<Island> = {
  start: { match: { state: null, history: [] }, waiting: null, tag: null },
  full: (d) => (d.match.state === null ? null : withWaiting(d.match.state, d.waiting)),
  tag: (d) => d.tag,
  move: (d, next, tag) => {
    const full = island.full(d);
    if (full === null) return { ...d, match: commit(d.match, next) };
    const saves = afterPick(full, next);
    return {
      match: saves.match === null ? d.match : commit(d.match, saves.match),
      waiting: saves.waiting,
      tag: saves.waiting === null ? null : tag,
    };
  },
  undo: (d) => ({ match: undoPlan(d.match.state, d.waiting) === 'undo-play' ? kitUndo(d.match) : d.match, waiting: null, tag: null }),
};

/** The old helper: the lead's pick saved in the match, one undo point per pick. */
const old: Design<Saved<{ state: MatchState | null; tag: number | null }>> = {
  start: { state: { state: null, tag: null }, history: [] },
  full: (d) => d.state.state,
  tag: (d) => d.state.tag,
  move: (d, next, tag) => commit(d, { state: next, tag: next.pending === null ? null : tag }),
  undo: (d) => kitUndo(d),
};

type Action = { kind: 'tap'; choice: number } | { kind: 'undo' } | { kind: 'reload' } | { kind: 'hide' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.nat(7).map((choice) => ({ kind: 'tap' as const, choice })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'hide' as const }) },
);

/** Whose secrets a screen shows: the lead's waiting card, if any face-up card belongs to the play in progress. */
function shows(state: MatchState | null, screen: Screen): string[] {
  if (state === null || state.pending === null) return [];
  const pos = position(state)!;
  const lead = state.players[pos.leadPlayer];
  const up = faceUp(state); // drawn on the public hand-over and forced steps
  const shown: string[] = [];
  if (up && up.game === pos.game && up.play === pos.play) shown.push(lead);
  if (screen.kind === 'secret') {
    // The picker's own screen renders the PickView: their hand, and only whether a card waits.
    const view = pickView(state)!;
    if ('pending' in view || Object.values(view).includes(state.pending)) shown.push(lead);
  }
  return shown;
}

interface Walk {
  trace: { screen: Screen; shows: string[] }[];
  /** Problems the Empress-specific checks found, in words. */
  problems: string[];
}

function walk<D>(actions: Action[], design: Design<D>): Walk {
  let d = design.start;
  let unlocked: string | null = null;
  let picks = 0;
  const revealed = new Set<number>();
  const trace: Walk['trace'] = [];
  const problems: string[] = [];

  const record = () => {
    const state = design.full(d);
    const step = secretPick(state);
    unlocked = relock(step, unlocked);
    const screen = screenFor(step, unlocked);
    trace.push({ screen, shows: shows(state, screen) });
    return screen;
  };
  record();

  for (const action of actions) {
    const state = design.full(d);
    let undidReveal = false;
    if (action.kind === 'reload' || action.kind === 'hide') {
      unlocked = null; // the unlock lives in memory only; pagehide locks too
    } else if (action.kind === 'undo') {
      undidReveal = state !== null && state.pending === null && state.games.some((g) => g.length > 0);
      d = design.undo(d);
    } else if (state === null) {
      d = design.move(d, unwrap(setup({ players: ['Ann', 'Bo'], sets: 1, firstEmpress: (action.choice % 2) as 0 | 1 })), 0);
    } else if (!position(state)) {
      continue; // the match is over: nothing to tap
    } else {
      const step = secretPick(state);
      const screen = screenFor(step, unlocked);
      if (step === null) {
        d = design.move(d, unwrap(recordOutcome(state, forcedOutcome(state)!)), 0);
      } else if (screen.kind === 'handover') {
        unlocked = step.id; // "I'm Ann, show me"
      } else {
        const cards = pickView(state)!.cards;
        const next = unwrap(pickCard(state, cards[action.choice % cards.length]!));
        if (state.pending !== null) {
          const tag = design.tag(d);
          if (tag !== null && revealed.has(tag)) problems.push(`an answer was picked after lead pick #${tag} had been revealed`);
          if (tag !== null) revealed.add(tag);
        }
        d = design.move(d, next, ++picks);
      }
    }
    const screen = record();
    const now = design.full(d);
    if (undidReveal && now !== null && position(now)) {
      const step = secretPick(now);
      const onLeadHandOver = step === null || (screen.kind === 'handover' && step.id.endsWith(':lead'));
      if (!onLeadHandOver) problems.push(`Undo after a reveal landed on ${screen.kind} ${step?.id}`);
    }
  }
  return { trace, problems };
}

const actionsArb = fc.array(actionArb, { minLength: 1, maxLength: 150 });

describe('Empress without cards: secrets under random taps, Undo, reload and page hide', () => {
  it('no screen shows a secret to anyone but its owner, each reached through their hand-over', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        expect(findLeak(walk(actions, island).trace)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('no answer is ever picked after the lead pick it answers was revealed; Undo of a reveal lands on the lead hand-over', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        expect(walk(actions, island).problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the check can fail: with an Undo that pops one state (the old helper), a revealed lead pick gets answered again', () => {
    const found = fc.check(
      fc.property(actionsArb, (actions) => walk(actions, old).problems.length === 0),
      { numRuns: 500, seed: 13 },
    );
    expect(found.failed).toBe(true);
  });
});
