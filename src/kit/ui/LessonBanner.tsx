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
export function LessonBanner<S>({ teaching }: Props<S>) {
  const { lesson, index, step, done, refusal } = teaching;
  return (
    <div class="lesson" role="region" aria-label="Lesson">
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
