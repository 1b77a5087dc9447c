import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { Step } from '~/kit/ui/Step';
import { subtweet, type VariationId } from '../data';
import { firstPlayerCandidates, handleLength, setup, turnOrder } from '../engine';
import { rule } from '../rule-links';
import type { SubtweetState, Variations } from '../state';
import { listNames } from '../words';

export interface SeatingProps {
  /** The handles as checked on the first screen, in seating order. */
  handles: string[];
  rpsWinner: number | null;
  onRpsWinner: (seat: number) => void;
  variations: Variations;
  onVariations: (variations: Variations) => void;
  error: string | undefined;
  onError: (error: string | undefined) => void;
  /** Back to the players' names. */
  back: () => void;
  onStart: (state: SubtweetState) => void;
}

/** After the names: a rock-paper-scissors tie if any (ST-2), then the variations and Start (ST-6). */
export function Seating({ handles, rpsWinner, onRpsWinner, variations, onVariations, error, onError, back, onStart }: SeatingProps) {
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
              <button key={seat} type="button" class="btn" onClick={() => onRpsWinner(seat)}>
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
  const toggle = (id: VariationId) => onVariations({ ...variations, [id]: !variations[id] });
  // The setup move (engine.ts): the fresh game the helper saves.
  const start = () => {
    const made = setup({ handles, rpsWinner, variations });
    if (made.ok) onStart(made.value);
    else onError(made.error);
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
