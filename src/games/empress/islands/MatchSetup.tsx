import { useId, useState } from 'preact/hooks';
import { cryptoRng } from '~/kit/random';
import { parseStake, setup } from '../engine';
import { MAX_SETS, type MatchState, type PlayerIndex } from '../state';
import { data } from '../data';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { Step } from '~/kit/ui/Step';

interface Props {
  onStart: (state: MatchState) => void;
  /** The players' names when they are already known (each on their own phone: from the seat code): not asked again. */
  names?: [string, string];
}

type First = PlayerIndex | 'toss';

/**
 * Names, number of sets, an optional stake and who takes the Empress hand first
 * (EP-4, EP-5). A refusal is shown in words and everything typed stays.
 */
export function MatchSetup({ onStart, names: known }: Props) {
  const id = useId();
  const [names, setNames] = useState<[string, string]>(known ?? ['', '']);
  const [sets, setSets] = useState('1');
  const [stake, setStake] = useState('');
  const [first, setFirst] = useState<First>('toss');
  const [error, setError] = useState<string | undefined>();

  const submit = (e: Event) => {
    e.preventDefault();
    const parsedStake = parseStake(stake);
    if (!parsedStake.ok) return setError(parsedStake.error);
    // The coin toss is made here, at the moment it is needed, with the crypto generator.
    // An empty box reads as 0 sets, which the engine refuses with its reason.
    const result = setup({ players: names, sets: Number(sets), stake: parsedStake.value, firstEmpress: first }, cryptoRng());
    if (!result.ok) return setError(result.error);
    onStart(result.value);
  };

  const label = (i: PlayerIndex) => names[i].trim() || `Player ${i + 1}`;
  return (
    <Step id="setup" title="Set up the match" rule={{ game: 'empress', section: 'before-you-start' }}>
    <form class="stack" onSubmit={submit} noValidate>
      {!known && ([0, 1] as const).map((i) => (
        <div key={i}>
          <label for={`${id}-name-${i}`}>Player {i + 1} name</label>
          <input
            id={`${id}-name-${i}`}
            type="text"
            autocomplete="off"
            value={names[i]}
            onInput={(e) => {
              const next: [string, string] = [...names];
              next[i] = (e.target as HTMLInputElement).value;
              setNames(next);
              setError(undefined);
            }}
          />
        </div>
      ))}
      <div>
        <label for={`${id}-sets`}>Number of sets ({data.gamesPerSet} games each)</label>
        <input
          id={`${id}-sets`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SETS}
          value={sets}
          onInput={(e) => {
            setSets((e.target as HTMLInputElement).value);
            setError(undefined);
          }}
        />
      </div>
      <div>
        <label for={`${id}-stake`}>Coins per point (optional)</label>
        <input
          id={`${id}-stake`}
          type="text"
          inputMode="decimal"
          autocomplete="off"
          placeholder="Leave empty to play for points"
          value={stake}
          onInput={(e) => {
            setStake((e.target as HTMLInputElement).value);
            setError(undefined);
          }}
        />
      </div>
      <fieldset class="empress-choice">
        <legend>Who holds the Empress hand first?</legend>
        {(['toss', 0, 1] as const).map((value) => (
          <label key={value} class="empress-radio">
            <input type="radio" name={`${id}-first`} checked={first === value} onChange={() => setFirst(value)} />
            {value === 'toss' ? 'Toss a coin' : label(value)}
          </label>
        ))}
      </fieldset>
      <ErrorMessage error={error} />
      <button type="submit" class="btn primary">
        Start the match
      </button>
    </form>
    </Step>
  );
}
