import { useEffect, useId, useState } from 'preact/hooks';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { data } from '../data';
import { publicTableFromDeal } from '../deal-store';
import { setup, type TableState } from '../engine';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';

interface Props {
  onStart: (state: TableState) => void;
}

/** Names clockwise, then who the Emperor is and whether to use the EW-5 house rule. */
export function TableSetup({ onStart }: Props) {
  const id = useId();
  const [names, setNames] = useState<string[] | null>(null);
  const [editing, setEditing] = useState(true);
  const [emperor, setEmperor] = useState<number | null>(null);
  const [houseRule, setHouseRule] = useState(false);
  const [rounds, setRounds] = useState('5');
  const [error, setError] = useState<string | undefined>();
  // Read after mounting (storage exists only in the browser): only names and the public Emperor.
  const [dealt, setDealt] = useState<ReturnType<typeof publicTableFromDeal>>(null);
  useEffect(() => setDealt(publicTableFromDeal()), []);

  if (editing || names === null) {
    return (
      <div class="stack">
        {dealt && (
          <div class="stack">
            <p>The identity dealer on this phone has a table of {dealt.names.length}.</p>
            <button
              type="button"
              class="btn primary"
              onClick={() => {
                setNames(dealt.names);
                setEmperor(dealt.emperor);
                setEditing(false);
              }}
            >
              Use the dealt table
            </button>
            <p class="emp-hint">Or enter the names below, clockwise.</p>
          </div>
        )}
      <PlayerSetup
        initial={names ?? undefined}
        min={data.players.min}
        max={data.players.max}
        hint="Enter names clockwise around the table, starting with anyone."
        submitLabel="Next: the Emperor"
        onDone={(next) => {
          setNames(next);
          setEmperor(null);
          setEditing(false);
        }}
      />
      </div>
    );
  }

  const start = (e: Event) => {
    e.preventDefault();
    if (emperor === null) return setError('Choose who revealed the Emperor card.');
    const n = Number(rounds);
    if (houseRule && (rounds.trim() === '' || !Number.isInteger(n))) {
      return setError('Type the number of rounds as a whole number, for example 5.');
    }
    const result = setup({ names, emperor, emperorWinsAfterRounds: houseRule ? n : null });
    if (!result.ok) return setError(result.error);
    onStart(result.value);
  };

  return (
    <form class="stack" onSubmit={start} noValidate>
      <fieldset class="stack emp-fieldset">
        <legend>Who revealed the Emperor card?</legend>
        {names.map((name, i) => (
          <label key={name} class="emp-choice">
            <input
              type="radio"
              name={`${id}-emperor`}
              checked={emperor === i}
              onChange={() => {
                setEmperor(i);
                setError(undefined);
              }}
            />
            {name}
          </label>
        ))}
      </fieldset>
      <fieldset class="stack emp-fieldset">
        <legend>House rule (optional)</legend>
        <label class="emp-choice">
          <input type="checkbox" checked={houseRule} onChange={(e) => setHouseRule((e.target as HTMLInputElement).checked)} />
          The Emperor's side wins if the Emperor survives a number of rounds
        </label>
        {houseRule && (
          <div>
            <label for={`${id}-rounds`}>Rounds the Emperor must survive</label>
            <input
              id={`${id}-rounds`}
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              value={rounds}
              onInput={(e) => {
                setRounds((e.target as HTMLInputElement).value);
                setError(undefined);
              }}
            />
          </div>
        )}
      </fieldset>
      <div class="row">
        <button type="button" class="btn" onClick={() => setEditing(true)}>
          Back to names
        </button>
        <button type="submit" class="btn primary">
          Start the table
        </button>
      </div>
      <ErrorMessage error={error} />
    </form>
  );
}
