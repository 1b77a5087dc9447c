import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findLeak, relock, screenFor, type Screen } from '~/kit/handoff';
import { commit, undo, type Saved } from '~/kit/persist';
import { seededRng } from '~/kit/random';
import { unwrap, type Result } from '~/kit/result';
import {
  addRounds,
  blindRolls,
  chooseQuestion,
  chooseQuestions,
  choosableQuestions,
  coverDice,
  decide,
  drawQuestions,
  phaseOf,
  recordGuess,
  recordTruth,
  revealRound,
  setup,
  setVeto,
  startRound,
  type MatchState,
} from '~/games/empty-rivalry/engine';
import { recordsShown, secretStep, undoLocked } from '~/games/empty-rivalry/table';

/**
 * Issue 13: whatever a table taps, undoes or reloads, no screen shows a secret of anyone
 * but the player named on the hand-over screen it came through. The walk uses the same
 * pure functions as the island: secretStep (table.ts) and screenFor/relock (kit HandOff),
 * the kit's commit/undo for the history, and recordsShown for what a screen lists.
 */

type Action =
  | { kind: 'move'; pick: number } // a public button: start, cups, draw, pick, decide, reveal, veto, more rounds
  | { kind: 'record'; value: boolean } // TRUE/FALSE on an unlocked secret screen
  | { kind: 'unlock' } // "I'm Ben, show me"
  | { kind: 'undo' }
  | { kind: 'reload' } // also Back/forward and switching apps: the unlock is forgotten
  | { kind: 'hide' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.nat(1000).map((pick) => ({ kind: 'move' as const, pick })) },
  { weight: 4, arbitrary: fc.boolean().map((value) => ({ kind: 'record' as const, value })) },
  { weight: 4, arbitrary: fc.constant({ kind: 'unlock' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'hide' as const }) },
);

function publicMoves(state: MatchState, pick: number, seed: number): Result<MatchState>[] {
  const rng = seededRng(seed + pick);
  const choosable = choosableQuestions(state);
  const drawn = drawQuestions(state, rng);
  return [
    startRound(state),
    coverDice(state),
    drawn.ok ? chooseQuestions(state, { ids: drawn.value }) : drawn,
    choosable.length > 0 ? chooseQuestion(state, { id: choosable[pick % choosable.length]!.id }) : startRound(state),
    decide(state, { decision: pick % 2 === 0 ? 'call-out' : 'retreat' }),
    revealRound(state, blindRolls(rng)),
    setVeto(state, { id: state.questions[pick % state.questions.length]!.id, vetoed: pick % 3 !== 0 }),
    phaseOf(state) === 'over' ? addRounds(state, { rounds: 2 }) : startRound(state),
  ];
}

interface Walk {
  trace: { screen: Screen; shows: string[] }[];
  undoneIntoSecret: number;
  secretsOpened: number;
}

function walk(dice: 'phone' | 'table', seed: number, actions: Action[]): Walk {
  let saved: Saved<MatchState> = { state: unwrap(setup({ players: ['Ana', 'Ben'], dice, firstAttacker: (seed % 2) as 0 | 1 })), history: [] };
  let unlocked: string | null = null;
  const result: Walk = { trace: [], undoneIntoSecret: 0, secretsOpened: 0 };
  const screen = (): Screen => screenFor(secretStep(saved.state), unlocked);
  const change = (next: Saved<MatchState>) => {
    saved = next;
    unlocked = relock(secretStep(saved.state), unlocked); // what HandOff does on every render
  };
  const record = () => {
    const s = screen();
    const shows = [...new Set(recordsShown(saved.state, s).map((r) => r.owner))];
    result.trace.push({ screen: s, shows });
  };
  record();
  for (const a of actions) {
    const s = screen();
    switch (a.kind) {
      case 'move': {
        if (s.kind !== 'public') break; // a hand-over screen offers no game buttons
        // Any button the screen offers: the moves the engine accepts here.
        const moves = publicMoves(saved.state, a.pick, seed).filter((m) => m.ok);
        const next = moves[a.pick % Math.max(1, moves.length)];
        if (next?.ok) change(commit(saved, next.value));
        break;
      }
      case 'record': {
        if (s.kind !== 'secret') break; // TRUE/FALSE exist only on the unlocked screen
        const phase = phaseOf(saved.state);
        const next = phase === 'truth' ? recordTruth(saved.state, { truth: a.value }) : recordGuess(saved.state, { guess: a.value });
        change(commit(saved, unwrap(next)));
        break;
      }
      case 'unlock':
        if (s.kind === 'handover') {
          unlocked = s.step.id;
          result.secretsOpened++;
        }
        break;
      case 'undo':
        if (saved.history.length > 0 && !undoLocked(saved.state)) {
          change(undo(saved));
          if (secretStep(saved.state)) result.undoneIntoSecret++;
        }
        break;
      case 'reload':
      case 'hide':
        unlocked = null;
        break;
    }
    record();
  }
  return result;
}

describe('issue 13: hand-offs that no tap, Undo or reload turns into a peek', () => {
  it('no reachable screen shows a secret of anyone but the player whose hand-over it came through', () => {
    let opened = 0;
    let undone = 0;
    fc.assert(
      fc.property(fc.constantFrom('phone' as const, 'table' as const), fc.nat(10_000), fc.array(action, { minLength: 30, maxLength: 150 }), (dice, seed, actions) => {
        const w = walk(dice, seed, actions);
        opened += w.secretsOpened;
        undone += w.undoneIntoSecret;
        expect(findLeak(w.trace)).toBeNull();
      }),
      { numRuns: 400 },
    );
    // The walk really went where the danger is: into secrets, and back into them by Undo.
    expect(opened).toBeGreaterThan(100);
    expect(undone).toBeGreaterThan(20);
  });

  it('after the Defender records TRUE and the phone is handed over, Undo lands on the Defender’s hand-over, not the record', () => {
    let saved: Saved<MatchState> = { state: unwrap(setup({ players: ['Ana', 'Ben'] })), history: [] };
    saved = commit(saved, unwrap(startRound(saved.state)));
    saved = commit(saved, unwrap(chooseQuestions(saved.state, { ids: ['q1', 'q2', 'q3', 'q4'] })));
    let unlocked: string | null = secretStep(saved.state)!.id; // Ben taps "I'm Ben, show me"
    expect(screenFor(secretStep(saved.state), unlocked)).toMatchObject({ kind: 'secret', owner: 'Ben' });
    saved = commit(saved, unwrap(recordTruth(saved.state, { truth: true })));
    unlocked = relock(secretStep(saved.state), unlocked);
    expect(screenFor(secretStep(saved.state), unlocked)).toMatchObject({ kind: 'handover', owner: 'Ana' });
    saved = undo(saved);
    unlocked = relock(secretStep(saved.state), unlocked);
    const screen = screenFor(secretStep(saved.state), unlocked);
    expect(screen).toMatchObject({ kind: 'handover', owner: 'Ben', step: { what: "Ben's record for question 1" } });
    expect(recordsShown(saved.state, screen)).toEqual([]);
  });

  it('a secret screen lists only its owner’s own notes', () => {
    let s = unwrap(chooseQuestions(unwrap(startRound(unwrap(setup({ players: ['Ana', 'Ben'] })))), { ids: ['q1', 'q2', 'q3', 'q4'] }));
    s = unwrap(recordGuess(unwrap(recordTruth(s, { truth: false })), { guess: true }));
    s = unwrap(recordTruth(s, { truth: true }));
    const guess = secretStep(s)!;
    expect(recordsShown(s, { kind: 'secret', step: guess })).toEqual([{ owner: 'Ana', question: 1, text: 'What is your favorite color?', value: true }]);
    expect(recordsShown(s, { kind: 'handover', step: guess })).toEqual([]);
    s = unwrap(recordGuess(s, { guess: false }));
    const truth = secretStep(s)!;
    expect(recordsShown(s, { kind: 'secret', step: truth }).map((r) => [r.owner, r.value])).toEqual([
      ['Ben', false],
      ['Ben', true],
    ]);
  });

  it('findLeak catches the old helper: an unlock kept by phase and question reopened the record after Undo', () => {
    // The old island kept "truth-1-0" unlocked across moves; replay that against the same states.
    let saved: Saved<MatchState> = { state: unwrap(chooseQuestions(unwrap(startRound(unwrap(setup({ players: ['Ana', 'Ben'] })))), { ids: ['q1', 'q2', 'q3', 'q4'] })), history: [] };
    const oldKey = (state: MatchState) => secretStep(state)?.id ?? null;
    const trace: { screen: Screen; shows: string[] }[] = [];
    let unlocked = oldKey(saved.state);
    trace.push({ screen: screenFor(secretStep(saved.state), null), shows: [] });
    trace.push({ screen: screenFor(secretStep(saved.state), unlocked), shows: [] });
    saved = commit(saved, unwrap(recordTruth(saved.state, { truth: true })));
    trace.push({ screen: screenFor(secretStep(saved.state), null), shows: [] });
    saved = undo(saved); // old: no relock, the key still matches
    trace.push({ screen: screenFor(secretStep(saved.state), unlocked), shows: [] });
    expect(findLeak(trace)).toMatch(/Ben's secret was reached without their hand-over screen/);
  });
});
