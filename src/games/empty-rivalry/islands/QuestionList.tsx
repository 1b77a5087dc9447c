import type { ComponentChildren } from 'preact';
import { sitePath } from '~/kit/ui/RuleLink';
import { useId, useRef, useState } from 'preact/hooks';
import { MAX_QUESTION_LENGTH } from '../data';
import { addQuestion, availableQuestions, setVeto } from '../engine';
import type { MatchState } from '../state';
import type { Apply } from './Match';

interface Props {
  state: MatchState;
  apply: Apply;
  /** A question was added here: the step moves its Start to `after`, below the form, where the player is. */
  onAdded?: () => void;
  after?: ComponentChildren;
}

/**
 * ER-4, the safety step: every question with a veto toggle, and room for the table's own.
 * A shortage of questions is said once, by the step that would start the round.
 */
export function QuestionList({ state, apply, onAdded, after }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const addButton = useRef<HTMLButtonElement>(null);
  const add = (e: Event) => {
    e.preventDefault();
    // What the tap brings (the new question, or the reason it is refused) comes above the
    // button: the page scrolls by as much, so the button stays under the finger and on screen.
    const before = addButton.current?.getBoundingClientRect().top;
    requestAnimationFrame(() => {
      const after = addButton.current?.getBoundingClientRect().top;
      if (before !== undefined && after !== undefined && after !== before) window.scrollBy({ top: after - before, left: 0, behavior: 'instant' });
    });
    const result = addQuestion(state, { text });
    if (result.ok) {
      apply('addQuestion', result);
      setText('');
      setError(undefined);
      onAdded?.();
    } else setError(result.error);
  };
  return (
    <div class="stack">
      {/* The count a veto changes stays at the top of the screen while the list scrolls under it
          (sticky, er-count), so a veto far down the list shows its count where the player looks. */}
      <p class="er-count">
        {`A vetoed question never comes up. ${availableQuestions(state).length} of ${state.questions.length} are in play.`}
      </p>
      <ul class="er-list">
        {state.questions.map((q) => {
          const vetoed = state.vetoed.includes(q.id);
          return (
            <li key={q.id} class={vetoed ? 'vetoed' : undefined}>
              <span>
                {q.text}
                {q.custom && <span class="er-tag"> (yours)</span>}
                {vetoed && <span class="er-tag"> (vetoed)</span>}
              </span>
              {/* The button says what a tap does: a vetoed question's button brings it back. */}
              <button
                type="button"
                class={vetoed ? 'btn er-back' : 'btn'}
                aria-label={vetoed ? `Bring back "${q.text}"` : `Veto "${q.text}"`}
                onClick={() => apply('setVeto', setVeto(state, { id: q.id, vetoed: !vetoed }))}
              >
                {vetoed ? 'Bring back' : 'Veto'}
              </button>
            </li>
          );
        })}
      </ul>
      <form class="stack" onSubmit={add} noValidate>
        <div class="er-field">
          <label for={`${id}-q`}>Add a question of your own</label>
          <input
            id={`${id}-q`}
            type="text"
            value={text}
            maxLength={MAX_QUESTION_LENGTH + 20}
            autocomplete="off"
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
          />
        </div>
        {error && (
          <p id={`${id}-err`} class="message error" role="alert">
            {error}
          </p>
        )}
        <button ref={addButton} type="submit" class="btn">
          Add the question
        </button>
      </form>
      {after}
      {/* The table's own questions can be printed as cards (print studio). */}
      {state.questions.some((q) => q.custom) && (
        <p>
          <a href={sitePath('print/#make-empty-rivalry-question-cards')}>Print your questions as cards</a>
        </p>
      )}
    </div>
  );
}
