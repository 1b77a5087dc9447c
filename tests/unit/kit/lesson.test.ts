import { describe, expect, it } from 'vitest';
import { fail, ok } from '~/kit/result';
import { judge, lessonStates, sameState, scriptedRng, type Lesson } from '~/kit/lesson';

// A toy engine: a counter that only moves up by 1 to 3 per move.
type S = { total: number; log: string[] };
const add = (n: number) => (s: S) => (n < 1 || n > 3 ? fail<S>(`You can add 1 to 3, not ${n}.`) : ok({ total: s.total + n, log: [...s.log, `+${n}`] }));
const lesson: Lesson<S> = {
  game: 'toy',
  title: 'Counting',
  start: { total: 0, log: [] },
  steps: [
    { say: 'Start small.', ask: 'Add 1', move: add(1) },
    { say: 'Now the most you may.', ask: 'Add 3', move: add(3), script: [3] },
  ],
  end: 'You can count.',
};

describe('lessonStates', () => {
  it('plays every scripted move through the engine', () => {
    expect(lessonStates(lesson).map((s) => s.total)).toEqual([0, 1, 4]);
  });
  it('names the step when the engine refuses a scripted move (a rules change broke the lesson)', () => {
    const broken = { ...lesson, steps: [...lesson.steps, { say: 'Too far.', ask: 'Add 5', move: add(5) }] };
    expect(() => lessonStates(broken)).toThrow(/step 3 \("Add 5"\): the engine refused: You can add 1 to 3, not 5/);
  });
});

describe('judge', () => {
  const states = lessonStates(lesson);
  it('accepts the tap whose state is the asked move’s state', () => {
    expect(judge(lesson, states, 0, { log: ['+1'], total: 1 })).toEqual({ ok: true });
  });
  it('explains a legal tap that is not the asked one', () => {
    const verdict = judge(lesson, states, 0, { total: 2, log: ['+2'] });
    expect(verdict).toEqual({ ok: false, why: expect.stringMatching(/not the one this lesson is showing\. Add 1\./) });
  });
  it('refuses anything once the lesson is over', () => {
    expect(judge(lesson, states, 2, states[2]!).ok).toBe(false);
  });
});

describe('sameState', () => {
  it.each([
    [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: 1 }, { a: 2 }, false],
    [[1, 2], [2, 1], false],
    [{ a: null }, { a: {} }, false],
    [[], {}, false],
  ])('%j ~ %j → %s', (a, b, same) => expect(sameState(a, b)).toBe(same));
});

describe('scriptedRng', () => {
  it('draws the script in order, then again', () => {
    const rng = scriptedRng([2, 5, 6]);
    expect([1, 2, 3, 4].map(() => rng.int(1, 6))).toEqual([2, 5, 6, 2]);
  });
  it('refuses a scripted value outside the range asked', () => {
    expect(() => scriptedRng([7]).int(1, 6)).toThrow(RangeError);
  });
});
