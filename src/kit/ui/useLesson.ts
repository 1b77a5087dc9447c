import { useEffect, useState } from 'preact/hooks';
import type { Lesson, LessonStep } from '../lesson';
import type { StoreSpec } from '../persist';
import type { Moves } from '../game';
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

import { TEACH_HASH } from '../keys';
export { TEACH_HASH };

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

export interface Teachable<S, M extends string = never> extends Persistent<S, M> {
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
 * The lesson must not change during the component's life (see useLessonLoader's key):
 * that keeps the hooks called the same way on every render of one mount.
 */
export function useTeachable<S, M extends string = never>(spec: StoreSpec<S>, lesson: Lesson<S> | null, moves?: Moves<M>): Teachable<S, M> {
  return lesson ? lessonRuntime().useLessonStore(spec, lesson, moves) : usePersistent(spec, moves);
}
