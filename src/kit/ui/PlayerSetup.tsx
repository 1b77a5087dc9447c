import { useId, useState } from 'preact/hooks';
import { validatePlayers } from '../players';
import { ErrorMessage } from './ErrorMessage';
import { keepInView } from './keepInView';

interface Props {
  /** Fewest and most players the game allows. */
  min: number;
  max: number;
  /** Names to start from (e.g. the last table's); otherwise `min` empty rows. */
  initial?: readonly string[];
  onDone: (names: string[]) => void;
  submitLabel?: string;
  /** Shown above the rows, e.g. "Seating order: clockwise from the first player." */
  hint?: string;
}

/**
 * Names in seating order, with rows added, removed and moved. A problem is
 * reported in words and every name typed so far stays where it was.
 */
export function PlayerSetup({ min, max, initial, onDone, submitLabel = 'Start', hint }: Props) {
  const id = useId();
  const [names, setNames] = useState<string[]>(() =>
    initial && initial.length > 0 ? [...initial] : Array.from({ length: min }, () => ''),
  );
  // The refusal, and the place of the name it is about: said under that name's row.
  const [error, setError] = useState<[string, number?]>();

  const edit = (next: string[]) => {
    setNames(next);
    setError(undefined);
  };
  const move = (from: number, to: number) => {
    const next = names.slice();
    [next[from], next[to]] = [next[to]!, next[from]!];
    edit(next);
  };
  // Once the rows are redrawn, what a tap changed is brought in view and focused (the
  // field added, the ✕ now under the finger that removed a row (the tap guard holds it), the
  // name refused), with the foot of the form below it where both fit: the button that goes
  // on, and why "Add a player" greyed ("7 players is the most.").
  const show = (e: Event, find: (form: HTMLFormElement) => Element | null | undefined) => {
    const form = (e.currentTarget as HTMLButtonElement).form ?? (e.currentTarget as HTMLFormElement);
    setTimeout(() => {
      const el = find(form) as HTMLElement | null | undefined;
      el?.focus();
      const foot = form.lastElementChild;
      if (foot) keepInView(foot);
      el?.scrollIntoView({ block: 'nearest' });
    });
  };
  const submit = (e: Event) => {
    e.preventDefault();
    const checked = validatePlayers(names, min, max);
    if (checked.ok) return onDone(checked.value);
    setError([checked.error, checked.at]);
    show(e, (f) => f.querySelectorAll('input')[checked.at!]);
  };

  return (
    <form class="player-setup stack" onSubmit={submit} noValidate>
      <p>
        {min === max ? `${min} players.` : `${min} to ${max} players.`} {hint ?? 'Enter names in seating order.'}
      </p>
      <ol class="stack plain-list">
        {names.map((name, i) => (
          <li key={i} class="row">
            <label for={`${id}-${i}`} class="visually-hidden">
              Player {i + 1} name
            </label>
            <input
              id={`${id}-${i}`}
              type="text"
              value={name}
              autocomplete="off"
              placeholder={`Player ${i + 1}`}
              class="grow"
              aria-invalid={error?.[1] === i || undefined}
              onInput={(e) => edit(names.map((n, j) => (j === i ? (e.target as HTMLInputElement).value : n)))}
            />
            <button type="button" class="btn" aria-label={`Move player ${i + 1} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
              ↑
            </button>
            <button
              type="button"
              class="btn"
              // Named for whom it removes: the ✕ that slides under the finger after a removal
              // names someone else, so the tap guard holds it against a second tap.
              aria-label={`Remove ${name.trim() || `player ${i + 1}`}`}
              disabled={names.length <= min}
              onClick={(e) => {
                edit(names.filter((_, j) => j !== i));
                show(e, (f) => f.querySelectorAll('li')[i]?.querySelector('button:last-child:enabled'));
              }}
            >
              ✕
            </button>
            {error?.[1] === i && <ErrorMessage error={error[0]} />}
          </li>
        ))}
      </ol>
      <div class="row">
        {/* A fixed number of players (Empty Rivalry's two) has nobody to add. */}
        {min !== max && (
          <button
            type="button"
            class="btn"
            disabled={names.length >= max}
            onClick={(e) => {
              edit([...names, '']);
              show(e, (f) => f.querySelector('li:last-child input'));
            }}
          >
            Add a player
          </button>
        )}
        <button type="submit" class="btn primary">
          {submitLabel}
        </button>
      </div>
      {/* A greyed "Add a player" says why. */}
      {min !== max && names.length >= max && <p class="why-off">{max} players is the most.</p>}
      {error?.[1] === undefined && <ErrorMessage error={error?.[0]} />}
    </form>
  );
}
