import { useState } from 'preact/hooks';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import type { Later, OnDemand } from '~/kit/ui/onDemand';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { NO_VARIATIONS, seats } from '../first-screen';
import { rule } from '../rule-links';
import type { SubtweetState, Variations } from '../state';
import type * as Screens from './screens';
import type { SeatingProps } from './Seating';

interface Props {
  /** The screens after the names: a rock-paper-scissors tie, the variations (islands/Seating.tsx). */
  Seating: OnDemand<SeatingProps>;
  /** Runs the check of the names with the engine's code (the helper's `later.run`). */
  run: Later<typeof Screens>['run'];
  onStart: (state: SubtweetState) => void;
}

/**
 * Before the game: handles in seating order, a rock-paper-scissors tie if any, variations.
 * The choices live here, so Back to the players keeps the variations ticked.
 */
export function Setup({ Seating, run, onStart }: Props) {
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
        {/* A handle refused as another's goes as soon as a name is edited: it never stands beside names it no longer describes. */}
        <div onInput={() => setError(undefined)}>
          <PlayerSetup
            min={seats.min}
            max={seats.max}
            initial={typed}
            submitLabel="Next"
            hint="Type each player's Twitter handle (or a nickname if they have none) in seating order round the table. The shortest starts."
            onDone={(names) => {
              setTyped(names);
              run((code) => {
                const checked = code.checkHandles(names);
                if (!checked.ok) return setError(checked.error);
                setError(undefined);
                setHandles(checked.value);
              }, setError);
            }}
          />
        </div>
        <ErrorMessage error={error} />
      </Step>
    );
  }

  return (
    <Seating
      handles={handles}
      rpsWinner={rpsWinner}
      onRpsWinner={setRpsWinner}
      variations={variations}
      onVariations={setVariations}
      error={error}
      onError={setError}
      back={back}
      onStart={onStart}
    />
  );
}
