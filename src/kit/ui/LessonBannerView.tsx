import { useEffect, useRef } from 'preact/hooks';
import { GAP, hasInteracted, nextActionOf, pinnedInsets } from './follow';
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
        <span>
          <strong>{lesson.title}</strong> · {done ? 'done' : `step ${index + 1} of ${lesson.steps.length}`}
        </span>
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

/** A control's name or an ask in plain words: lower case, no punctuation, no numbers (a counter's "Done: 1 favourited" is the ask's "Done: 2 favourited"). */
const words = (text: string): string => ` ${text.toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim()} `;

/** The lowest of the step's controls the ask names ("Tap Bea and Dee, then Done"), if any. */
function askedIn(step: HTMLElement, ask: string): HTMLElement | null {
  const said = words(ask);
  let lowest: HTMLElement | null = null;
  for (const el of step.querySelectorAll<HTMLElement>('button:not([disabled])')) {
    if (el.closest('.lesson')) continue;
    const name = words(el.getAttribute('aria-label') ?? el.textContent ?? '');
    if (name.trim() === '' || !said.includes(name)) continue;
    if (!lowest || el.getBoundingClientRect().bottom > lowest.getBoundingClientRect().bottom) lowest = el;
  }
  return lowest;
}

/**
 * The Step scrolls for its heading and next action only; in a lesson the teacher's words
 * sit above (or inside) the step, and a refusal grows them without changing the step.
 * After either, show by the least scroll as much as fits down to the control the ask names
 * (else the step's next action): from the step's heading when the banner is inside the
 * step, else from the banner's first line, else from its words, its ask or its refusal.
 * A banner drawn beside the step (a phone held sideways: play.css) stays in its column;
 * only the step moves. Once the lesson is done, the banner itself (its closing words and the
 * way out). Two frames: after the Step's own scroll; and only once the player has tapped,
 * like the Step.
 */
function useLessonInView(ref: { current: HTMLElement | null }, index: number, refusal: string | undefined, done: boolean) {
  useEffect(() => {
    if (!hasInteracted()) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const banner = ref.current;
        if (!banner) return;
        const helper = banner.closest<HTMLElement>('section.helper');
        const step = banner.closest<HTMLElement>('.step') ?? (helper ? [...helper.querySelectorAll<HTMLElement>('.step')].at(-1) : undefined);
        if (!step) return;
        const heading = step.querySelector<HTMLElement>('h3');
        const inside = step.contains(banner);
        const asked = done ? null : askedIn(step, banner.querySelector('.lesson-ask')?.textContent ?? '');
        // A banner inside the step lies between its heading and next action, which the Step's
        // own scroll already shows; only a control the ask names can ask for more.
        if (inside && !done && !asked) return;
        const target = done ? banner : (asked ?? nextActionOf(step) ?? step);
        const bottom = target.getBoundingClientRect().bottom;
        const beside = !done && banner.getBoundingClientRect().right <= target.getBoundingClientRect().left;
        const anchors = beside
          ? [heading, target]
          : [inside && !done ? heading : null, banner, banner.querySelector<HTMLElement>('.lesson-say'), banner.querySelector<HTMLElement>('.lesson-ask'), banner.querySelector<HTMLElement>('[role="alert"]')];
        const { top: pinnedTop, bottom: pinnedBottom } = pinnedInsets();
        const viewTop = pinnedTop + GAP;
        const viewBottom = window.innerHeight - pinnedBottom - GAP;
        for (const anchor of anchors) {
          if (!anchor) continue;
          const top = anchor.getBoundingClientRect().top;
          if (bottom - top > viewBottom - viewTop) continue;
          // The least scroll: up to show the anchor, or down to show the target.
          const dy = top < viewTop ? top - viewTop : bottom > viewBottom ? bottom - viewBottom : 0;
          if (dy !== 0) window.scrollBy({ top: dy, left: 0, behavior: 'instant' });
          return;
        }
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [index, refusal, done]);
}
