import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findLeak, relock, screenFor, type Screen, type SecretStep } from '~/kit/handoff';

const bo: SecretStep = { player: 1, id: 'record:q1', owner: 'Bo', what: "Bo's answer to question 1" };
const ann: SecretStep = { player: 0, id: 'guess:q1', owner: 'Ann', what: "Ann's guess on question 1" };

describe('screenFor', () => {
  it.each([
    ['no secret step', null, null, 'public'],
    ['a secret step nobody unlocked', bo, null, 'handover'],
    ['a secret step unlocked by its own id', bo, 'record:q1', 'secret'],
    ['a secret step while another id is unlocked', ann, 'record:q1', 'handover'],
  ] as const)('%s → %s', (_, step, unlocked, kind) => {
    expect(screenFor(step, unlocked).kind).toBe(kind);
  });
});

describe('relock', () => {
  it('keeps the unlock only while the same secret step is on screen', () => {
    expect(relock(bo, 'record:q1')).toBe('record:q1');
    expect(relock(ann, 'record:q1')).toBeNull();
    expect(relock(null, 'record:q1')).toBeNull();
  });

  it('an Undo back to a step that was unlocked earlier finds it locked (the peek this closes)', () => {
    // Bo unlocks and records; the game moves to Ann's guess; Undo returns to Bo's record.
    let unlocked: string | null = 'record:q1';
    unlocked = relock(ann, unlocked); // the move: a different step
    unlocked = relock(bo, unlocked); // the Undo
    expect(screenFor(bo, unlocked)).toMatchObject({ kind: 'handover', owner: 'Bo' });
  });
});

describe('findLeak', () => {
  const hand = (step: SecretStep): Screen => ({ kind: 'handover', owner: step.owner, step });
  const secret = (step: SecretStep): Screen => ({ kind: 'secret', owner: step.owner, step });
  const pub: Screen = { kind: 'public' };

  it('accepts a hand-over followed by its own secret', () => {
    expect(findLeak([{ screen: pub, shows: [] }, { screen: hand(bo), shows: [] }, { screen: secret(bo), shows: ['Bo'] }])).toBeNull();
  });
  it('finds a secret reached without its hand-over', () => {
    expect(findLeak([{ screen: pub, shows: [] }, { screen: secret(bo), shows: ['Bo'] }])).toMatch(/without their hand-over/);
  });
  it("finds a secret entered through someone else's hand-over", () => {
    expect(findLeak([{ screen: hand(ann), shows: [] }, { screen: secret(bo), shows: ['Bo'] }])).toMatch(/Bo's secret was reached/);
  });
  it("finds a screen that shows another player's secret", () => {
    expect(findLeak([{ screen: hand(ann), shows: [] }, { screen: secret(ann), shows: ['Ann', 'Bo'] }])).toMatch(/shows Bo's secret/);
    expect(findLeak([{ screen: pub, shows: ['Bo'] }])).toMatch(/public screen shows Bo/);
    expect(findLeak([{ screen: hand(bo), shows: ['Bo'] }])).toMatch(/handover screen shows Bo/);
  });

  it('property: any trace built by relock/screenFor from moves, undos and unlock taps has no leak', () => {
    const steps = [null, bo, ann];
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('unlock' as const), fc.integer({ min: 0, max: 2 })), { maxLength: 40 }), (actions) => {
        let step: SecretStep | null = null;
        let unlocked: string | null = null;
        const trace: { screen: Screen; shows: string[] }[] = [{ screen: screenFor(step, unlocked), shows: [] }];
        for (const action of actions) {
          if (action === 'unlock') {
            const screen = screenFor(step, unlocked);
            if (screen.kind === 'handover') unlocked = screen.step.id; // only the hand-over button unlocks
          } else {
            step = steps[action]!; // a move, an Undo or a reload: any step may come next
            unlocked = relock(step, unlocked);
          }
          const screen = screenFor(step, unlocked);
          trace.push({ screen, shows: screen.kind === 'secret' ? [screen.owner] : [] });
        }
        expect(findLeak(trace)).toBeNull();
      }),
    );
  });
});
