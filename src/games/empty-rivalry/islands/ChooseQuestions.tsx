import { useState } from 'preact/hooks';
import { cryptoRng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { game } from '../data';
import { availableQuestions, chooseQuestions, drawQuestions, type MatchState } from '../engine';

interface Props {
  state: MatchState;
  attacker: string;
  apply: (next: Result<MatchState>) => boolean;
  onError: (message: string) => void;
}

/** The Attacker picks the round's questions in the order they will be asked, or lets the phone draw them. */
export function ChooseQuestions({ state, attacker, apply, onError }: Props) {
  const [choice, setPicked] = useState<string[]>([]);
  const n = game.questionsPerRound;
  const available = availableQuestions(state);
  // A question vetoed while choosing drops out of the choice too.
  const picked = choice.filter((id) => available.some((q) => q.id === id));
  const toggle = (id: string) =>
    setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : picked.length < n ? [...picked, id] : picked);
  const draw = () => {
    const drawn = drawQuestions(state, cryptoRng());
    if (drawn.ok) setPicked(drawn.value);
    else onError(drawn.error);
  };
  return (
    <div class="stack">
      <h3>{attacker}, choose {n} questions</h3>
      <p>Tap them in the order you will ask them, or let the phone draw {n}.</p>
      <button type="button" class="btn" onClick={draw}>
        Draw {n} at random
      </button>
      <ul class="er-list">
        {available.map((q) => {
          const at = picked.indexOf(q.id);
          return (
            <li key={q.id}>
              <button type="button" class="btn er-pick" aria-pressed={at >= 0} onClick={() => toggle(q.id)}>
                {at >= 0 ? `${at + 1}. ` : ''}
                {q.text}
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite">
        {picked.length} of {n} chosen.
      </p>
      <button type="button" class="btn primary" onClick={() => apply(chooseQuestions(state, { ids: picked }))}>
        Ask these {n}
      </button>
    </div>
  );
}
