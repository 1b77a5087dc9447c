// Everything a lesson needs beyond the game's own screens, in one file that loads with
// the lesson (useLesson.ts imports it dynamically): a table that never asks "Teach me"
// never downloads it.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { judge, lessonStates, sameState, scriptedRng, type Lesson } from '../lesson';
import type { StoreSpec } from '../persist';
import type { Moves } from '../game';
import type { Teachable } from './useLesson';
import { usePersistent } from './usePersistent';

export { LessonBannerView } from './LessonBannerView';

/** A lesson runs in a store of its own, so the table's game is never touched. */
export const lessonSpec = <S>(spec: StoreSpec<S>, lesson: Lesson<S>): StoreSpec<S> => ({
  key: `lesson/${spec.key}`,
  version: spec.version,
  schema: spec.schema,
  check: spec.check,
  migrations: spec.migrations,
  initial: () => lesson.start,
});

/** useTeachable's lesson half: the practice store, the judge, the step on screen. */
export function useLessonStore<S, M extends string = never>(spec: StoreSpec<S>, lesson: Lesson<S>, moves?: Moves<M>): Teachable<S, M> {
  const [chosen] = useState(() => lessonSpec(spec, lesson));
  const store = usePersistent(chosen, moves);
  const states = useMemo(() => lessonStates(lesson), [lesson]);
  const [refusal, setRefusal] = useState<string | undefined>();
  // The step on screen: how far along the lesson's states the practice save is (the
  // last match, in case a lesson comes back to an earlier position).
  let index = -1;
  states.forEach((s, i) => {
    if (sameState(s, store.state)) index = i;
  });
  // A practice save from another version of the lesson starts the lesson again.
  const lost = store.ready && index === -1;
  useEffect(() => {
    if (lost) store.reset();
  }, [lost]);
  index = Math.max(index, 0);
  const step = lesson.steps[index];
  /** A move is made only when it is the one the step asks for. */
  const judged = (next: S, make: () => void) => {
    const verdict = judge(lesson, states, index, next);
    if (!verdict.ok) {
      setRefusal(verdict.why);
      return;
    }
    setRefusal(undefined);
    make();
  };
  return {
    ...store,
    set: (next) => judged(next, () => store.set(next)),
    move: (name, next) => judged(next, () => store.move(name, next)),
    undo: () => {
      setRefusal(undefined);
      store.undo();
    },
    reset: (start) => {
      setRefusal(undefined);
      store.reset(start);
    },
    teaching: {
      lesson,
      index,
      step,
      done: index >= lesson.steps.length,
      refusal,
      rng: step?.script ? scriptedRng(step.script) : undefined,
    },
  };
}
