import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Lesson, LessonStep } from '../lesson';
import type { StoreSpec } from '../persist';
import type { Rng } from '../random';
import { usePersistent, type Persistent } from './usePersistent';

type Runtime = typeof import('./lesson-runtime');
let runtime: Runtime | null = null;
const loadRuntime = () => import('./lesson-runtime').then((m) => (runtime = m));

/** The lesson's code (judge, banner), loaded with the lesson: only call it while a lesson runs. */
export function lessonRuntime(): Runtime {
  if (!runtime) throw new Error('The lesson code is used before useLessonLoader loaded it.');
  return runtime;
}

/** The hash that opens a play page's lesson: "Teach me" links to it, "Leave the lesson" clears it. */
export const TEACH_HASH = '#teach';

export interface LessonView<S> {
  lesson: Lesson<S>;
  /** Index of the step on screen; equals steps.length when the lesson is done. */
  index: number;
  step: LessonStep<S> | undefined;
  done: boolean;
  /** Why the last tap was not the one asked for, in words. */
  refusal?: string;
  /** The phone's draws for this step (pass to DiceTray / the dealer as `rng`). */
  rng: Rng | undefined;
}

export interface Teachable<S> extends Persistent<S> {
  /** Present while a lesson runs; the helper shows `LessonBanner` and passes `rng` on. */
  teaching?: LessonView<S>;
}

/** True while the page's address ends in #teach. */
export function useTeachMode(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const read = () => setOn(location.hash === TEACH_HASH);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return on;
}

/** A lesson runs in a store of its own, so the table's game is never touched. */
export const lessonSpec = <S>(spec: StoreSpec<S>, lesson: Lesson<S>): StoreSpec<S> => ({
  key: `lesson/${spec.key}`,
  version: spec.version,
  schema: spec.schema,
  check: spec.check,
  migrations: spec.migrations,
  initial: () => lesson.start,
});

/**
 * Loads a game's lesson only while the page is in teach mode (a dynamic import, so a
 * table that never asks for a lesson never downloads it). Returns null otherwise.
 * Render the helper with `key={lesson ? 'lesson' : 'table'}` so it remounts on the switch.
 */
export function useLessonLoader<S>(load: () => Promise<{ lesson: Lesson<S> }>): Lesson<S> | null {
  const teach = useTeachMode();
  const [lesson, setLesson] = useState<Lesson<S> | null>(null);
  useEffect(() => {
    if (!teach) {
      setLesson(null);
      return;
    }
    let live = true;
    Promise.all([load(), loadRuntime()]).then(([m]) => live && setLesson(m.lesson));
    return () => {
      live = false;
    };
  }, [teach]);
  return teach ? lesson : null;
}

/**
 * A helper's store that can also run a lesson. Without a lesson it is usePersistent(spec).
 * With one it keeps the lesson's own save (the table's game is never touched), and a
 * move that is not the one the step asks for is not applied: `teaching.refusal` says why.
 * The lesson must not change during the component's life (see useLessonLoader's key).
 */
export function useTeachable<S>(spec: StoreSpec<S>, lesson: Lesson<S> | null): Teachable<S> {
  const [chosen] = useState(() => (lesson ? lessonSpec(spec, lesson) : spec));
  const store = usePersistent(chosen);
  const states = useMemo(() => (lesson ? lessonRuntime().lessonStates(lesson) : []), [lesson]);
  const [refusal, setRefusal] = useState<string | undefined>();
  // The step on screen: how far along the lesson's states the practice save is (the
  // last match, in case a lesson comes back to an earlier position).
  let index = -1;
  states.forEach((s, i) => {
    if (lessonRuntime().sameState(s, store.state)) index = i;
  });
  // A practice save from another version of the lesson starts the lesson again.
  const lost = lesson !== null && store.ready && index === -1;
  useEffect(() => {
    if (lost) store.reset();
  }, [lost]);
  if (!lesson) return store;
  index = Math.max(index, 0);
  const step = lesson.steps[index];
  return {
    ...store,
    set: (next) => {
      const verdict = lessonRuntime().judge(lesson, states, index, next);
      if (!verdict.ok) {
        setRefusal(verdict.why);
        return;
      }
      setRefusal(undefined);
      store.set(next);
    },
    undo: () => {
      setRefusal(undefined);
      store.undo();
    },
    reset: () => {
      setRefusal(undefined);
      store.reset();
    },
    teaching: {
      lesson,
      index,
      step,
      done: index >= lesson.steps.length,
      refusal,
      rng: step?.script ? lessonRuntime().scriptedRng(step.script) : undefined,
    },
  };
}
