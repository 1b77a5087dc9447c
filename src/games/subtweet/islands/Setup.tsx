import { useState } from 'preact/hooks';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { subtweet, type VariationId } from '../data';
import { checkHandles, firstPlayerCandidates, handleLength, NO_VARIATIONS, setup, turnOrder } from '../engine';
import type { SubtweetState, Variations } from '../state';
import { listNames } from '../words';
import { rule } from './rules';

interface Props {
  onStart: (state: SubtweetState) => void;
}

/** Before the game: handles in seating order, a rock-paper-scissors tie if any, variations. */
export function Setup({ onStart }: Props) {
  const [handles, setHandles] = useState<string[] | null>(null);
  const [typed, setTyped] = useState<string[]>([]);
  const [rpsWinner, setRpsWinner] = useState<number | null>(null);
  const [variations, setVariations] = useState<Variations>(NO_VARIATIONS);
  const [error, setError] = useState<string | undefined>();

  const back = () => {
    setHandles(null);
    setRpsWinner(null);
    setError(undefined);
  };

  if (handles === null) {
    return (
      <Step id="setup-players" title="Who is playing?" rule={rule('who-goes-first')}>
        <PlayerSetup
          min={subtweet.players.min}
          max={subtweet.players.max}
          initial={typed}
          submitLabel="Next"
          hint="Type each player's Twitter handle (or a nickname if they have none) in seating order round the table. The shortest starts."
          onDone={(names) => {
            setTyped(names);
            const checked = checkHandles(names);
            if (!checked.ok) return setError(checked.error);
            setError(undefined);
            setHandles(checked.value);
          }}
        />
        <ErrorMessage error={error} />
      </Step>
    );
  }

  const tied = firstPlayerCandidates(handles);
  if (tied.length > 1 && rpsWinner === null) {
    return (
      <Step id="setup-rps" title="Rock-paper-scissors" rule={rule('who-goes-first')}>
        <div class="stack">
          <p>
            {listNames(tied.map((s) => handles[s]!))} tie for the shortest handle ({handleLength(handles[tied[0]!]!)}{' '}
            characters). Play rock-paper-scissors between you. Who won?
          </p>
          <div class="st-faces" role="group" aria-label="Who won rock-paper-scissors?" data-next>
            {tied.map((seat) => (
              <button key={seat} type="button" class="btn" onClick={() => setRpsWinner(seat)}>
                {handles[seat]}
              </button>
            ))}
          </div>
          <button type="button" class="btn" onClick={back}>
            Back to the players
          </button>
        </div>
      </Step>
    );
  }

  const order = turnOrder(handles, rpsWinner);
  const toggle = (id: VariationId) => setVariations({ ...variations, [id]: !variations[id] });
  const start = () => {
    const made = setup({ handles, rpsWinner, variations });
    if (made.ok) onStart(made.value);
    else setError(made.error);
  };

  return (
    <Step id="setup-variations" title="Before you start" rule={rule('variations')}>
      <div class="stack">
        {order.ok && (
          <p>
            <strong>{handles[order.value[0]!]}</strong> starts, then play goes round the table:{' '}
            {order.value.map((s) => handles[s]).join(', ')}.
          </p>
        )}
        <fieldset class="st-group">
          <legend>Optional rules (the designer calls them mostly untested)</legend>
          {subtweet.variations.map((v) => (
            <label key={v.id} class="st-check">
              <input type="checkbox" checked={variations[v.id]} onChange={() => toggle(v.id)} />
              <span>
                <strong>{v.name}</strong>: {v.summary}
              </span>
            </label>
          ))}
        </fieldset>
        <div class="row">
          <button type="button" class="btn primary" onClick={start}>
            Start the game
          </button>
          <button type="button" class="btn" onClick={back}>
            Back to the players
          </button>
        </div>
        <ErrorMessage error={error} />
      </div>
    </Step>
  );
}
