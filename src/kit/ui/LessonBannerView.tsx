import { useEffect, useRef } from 'preact/hooks';
import { GAP, hasInteracted, nextActionOf } from './follow';
import type { LessonView } from './useLesson';
import { RuleLink } from './RuleLink';
import { ErrorMessage } from './ErrorMessage';

interface Props<S> {
  teaching: LessonView<S>;
}

/**
 * The teacher's voice above the real helper screen: what is happening, the move asked
 * for, and why a different tap was not taken. Short, so the step below stays on screen.
 */
export function LessonBannerView<S>({ teaching }: Props<S>) {
  const { lesson, index, step, done, refusal } = teaching;
  const banner = useRef<HTMLDivElement>(null);
  useLessonInView(banner, index, refusal, done);
  return (
    <div class="lesson" role="region" aria-label="Lesson" ref={banner}>
      <p class="lesson-progress">
        <strong>{lesson.title}</strong> · {done ? 'done' : `step ${index + 1} of ${lesson.steps.length}`}
        <a class="lesson-leave" href="#">
          Leave the lesson
        </a>
      </p>
      {step ? (
        <>
          <p class="lesson-say">
            {step.say} {step.rule && <RuleLink {...step.rule} label="Rule" />}
          </p>
          <p class="lesson-ask">
            <strong>{step.ask}.</strong>
          </p>
        </>
      ) : (
        <p class="lesson-say">{lesson.end}</p>
      )}
      <ErrorMessage error={refusal} />
    </div>
  );
}

/**
 * The Step scrolls for its heading and next action only; in a lesson the teacher's words
 * sit above (or inside) the step, and a refusal grows them without changing the step.
 * After either, show as much of the banner as fits with the step's next action: all of
 * it, else from its words, its ask or its refusal down. Once the lesson is done, the
 * banner itself (its closing words and the way out). Two frames: after the Step's own
 * scroll; and only once the player has tapped, like the Step.
 */
function useLessonInView(ref: { current: HTMLElement | null }, index: number, refusal: string | undefined, done: boolean) {
  useEffect(() => {
    if (!hasInteracted()) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const banner = ref.current;
        // A banner inside the step lies between its heading and next action, which the
        // Step's own scroll already shows.
        if (!banner || banner.closest('.step')) return;
        const helper = banner.closest<HTMLElement>('section.helper');
        const step = helper ? [...helper.querySelectorAll<HTMLElement>('.step')].at(-1) : undefined;
        if (!step) return;
        const bottom = done ? banner.getBoundingClientRect().bottom : (nextActionOf(step) ?? step).getBoundingClientRect().bottom;
        const room = window.innerHeight - 2 * GAP;
        const anchors = [banner, banner.querySelector<HTMLElement>('.lesson-say'), banner.querySelector<HTMLElement>('.lesson-ask'), banner.querySelector<HTMLElement>('[role="alert"]')];
        for (const anchor of anchors) {
          if (!anchor) continue;
          const top = anchor.getBoundingClientRect().top;
          if (bottom - top > room) continue;
          // The least scroll: up to show the anchor, or down to show the next action.
          const dy = top < GAP ? top - GAP : bottom > window.innerHeight - GAP ? bottom - (window.innerHeight - GAP) : 0;
          if (dy !== 0) window.scrollBy({ top: dy, left: 0, behavior: 'instant' });
          return;
        }
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [index, refusal, done]);
}
