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

/** The step's control whose name the ask says (the longest such name: "Two Citizens: a draw, Ben leads next", not "Ben"). */
function askedIn(step: HTMLElement, ask: string): HTMLElement | null {
  let found: HTMLElement | null = null;
  let length = 0;
  for (const el of step.querySelectorAll<HTMLElement>('button:not([disabled])')) {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (name.length > length && ask.includes(name)) [found, length] = [el, name.length];
  }
  return found;
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
    const show = () => {
      const banner = ref.current;
      // A banner inside the step lies between its heading and next action, which the
      // Step's own scroll already shows.
      if (!banner || banner.closest('.step')) return;
      const helper = banner.closest<HTMLElement>('section.helper');
      const step = helper ? [...helper.querySelectorAll<HTMLElement>('.step')].at(-1) : undefined;
      if (!step) return;
      // Down to the control the ask names ("Tap Two Citizens: …"), else the step's next action: a whole
      // group of choices under the whole banner would push the banner's top line away for nothing.
      const target = askedIn(step, banner.querySelector('.lesson-ask')?.textContent ?? '') ?? nextActionOf(step) ?? step;
      const bottom = done ? banner.getBoundingClientRect().bottom : target.getBoundingClientRect().bottom;
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
    };
    let frame = 0;
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(show);
      });
    };
    if (hasInteracted()) soon();
    // The step under the banner follows its own changes (its heading takes the focus, then the
    // page scrolls for it), also when it is drawn after the banner (a screen loaded on demand):
    // the banner is shown again after each, or that scroll would leave its top line above the screen.
    const helper = ref.current?.closest('section.helper');
    const onFocus = (event: Event) => {
      if (hasInteracted() && event.target instanceof Element && event.target.matches('.step .step-head h3')) soon();
    };
    helper?.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      helper?.removeEventListener('focusin', onFocus);
    };
  }, [index, refusal, done]);
}
