import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { cryptoRng, type Rng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { Step } from '~/kit/ui/Step';
import { game } from '../data';
import { chooseQuestion, chooseQuestions, choosableQuestions, drawQuestions } from '../engine';
import type { MatchState } from '../state';
import type { Apply } from './Match';

interface Props {
  state: MatchState;
  attacker: string;
  apply: Apply;
  onError: (message: string) => void;
  /** The line saying what the last tap did. */
  last?: ComponentChildren;
  /** The phone's draw; a lesson passes its scripted one (kit useTeachable). */
  rng?: Rng;
}

type Way = 'all' | 'one' | null;
const RULE = { game: 'empty-rivalry', section: 'questions-and-secret-notes' };

/**
 * The Attacker's questions, three ways: drawn at random, all four picked up front (in
 * the order they will be asked), or one at a time, each after hearing the last answer.
 * Once a round has begun one at a time, the state says so and each pick asks at once.
 */
export function ChooseQuestions({ state, attacker, apply, onError, last, rng }: Props) {
  const round = state.current!;
  const r = state.rounds.length + 1;
  const n = game.questionsPerRound;
  const next = round.truths.length; // index of the question to pick
  const [way, setWay] = useState<Way>(next > 0 ? 'one' : null);
  const [choice, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const choosable = choosableQuestions(state);
  // A question vetoed while choosing drops out of the choice too.
  const picked = choice.filter((id) => choosable.some((q) => q.id === id));
  const oneAtATime = next > 0 || way === 'one';
  const textOf = (id: string) => state.questions.find((q) => q.id === id)?.text ?? id;
  const act = (name: 'chooseQuestion' | 'chooseQuestions', result: Result<MatchState>) => {
    setError(result.ok ? undefined : result.error);
    apply(name, result);
  };

  if (oneAtATime) {
    return (
      <Step id={`choose:r${r}:q${next + 1}`} title={`${attacker}, pick question ${next + 1} of ${n}`} rule={RULE}>
        {last}
        <p>{next === 0 ? 'Pick the first question.' : 'You heard the answer: pick the next question.'} It comes up to read aloud at once.</p>
        <ErrorMessage error={error} />
        <ul class="er-list" aria-label="Questions you can ask">
          {choosable.map((q, i) => (
            <li key={q.id}>
              <button type="button" class="btn er-pick" data-next={i === 0 ? '' : undefined} onClick={() => act('chooseQuestion', chooseQuestion(state, { id: q.id }))}>
                {q.text}
              </button>
            </li>
          ))}
        </ul>
        {next === 0 && (
          <button type="button" class="btn" onClick={() => setWay(null)}>
            Back: other ways to choose
          </button>
        )}
      </Step>
    );
  }

  if (way === 'all' && picked.length === n) {
    return (
      <Step id={`choose:r${r}:confirm`} title={`${attacker}, ask these ${n}?`} rule={RULE}>
        <ol class="er-picked">
          {picked.map((id) => (
            <li key={id}>{textOf(id)}</li>
          ))}
        </ol>
        <ErrorMessage error={error} />
        <div class="row">
          <button type="button" class="btn primary" onClick={() => act('chooseQuestions', chooseQuestions(state, { ids: picked }))}>
            Ask these {n}
          </button>
          <button type="button" class="btn" onClick={() => setPicked(picked.slice(0, -1))}>
            Change the last one
          </button>
        </div>
      </Step>
    );
  }

  if (way === 'all') {
    const toggle = (id: string) => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id].slice(0, n));
    return (
      <Step id={`choose:r${r}:all`} title={`${attacker}, pick ${n} questions`} rule={RULE}>
        {/* Sticky (er-count): the count and the order so far, which each tap changes, stay on screen
            over a long list. The order is said here, not on the buttons: taking back a pick renumbers
            the picks after it, which may be far up the list, off screen. */}
        <div class="er-count">
          <p aria-live="polite">{`Tap them in the order you will ask them: ${picked.length} of ${n} picked.`}</p>
          {picked.length > 0 && (
            <ol class="er-order" aria-label="Your order">
              {picked.map((id) => (
                <li key={id}>{textOf(id)}</li>
              ))}
            </ol>
          )}
        </div>
        <ul class="er-list" aria-label="Questions you can ask">
          {choosable.map((q, i) => (
            <li key={q.id}>
              <button type="button" class="btn er-pick" aria-pressed={picked.includes(q.id)} data-next={i === 0 ? '' : undefined} onClick={() => toggle(q.id)}>
                {q.text}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" class="btn" onClick={() => setWay(null)}>
          Back: other ways to choose
        </button>
      </Step>
    );
  }

  const draw = () => {
    const drawn = drawQuestions(state, rng ?? cryptoRng());
    if (drawn.ok) act('chooseQuestions', chooseQuestions(state, { ids: drawn.value }));
    else onError(drawn.error);
  };
  return (
    <Step id={`choose:r${r}`} title={`${attacker}, how will you choose the questions?`} rule={RULE}>
      {last}
      <div class="stack er-ways">
        <button type="button" class="btn primary er-wide" onClick={draw}>
          Draw {n} at random
        </button>
        <button type="button" class="btn er-wide" onClick={() => setWay('one')}>
          One at a time, after each answer
        </button>
        <button type="button" class="btn er-wide" onClick={() => setWay('all')}>
          Pick all {n} now
        </button>
      </div>
      <ErrorMessage error={error} />
    </Step>
  );
}
