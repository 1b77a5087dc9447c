import { useState } from 'preact/hooks';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { onDemand } from '~/kit/ui/onDemand';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { subtweet } from '../data';
import { checkHandles } from '../handles';
import { NO_VARIATIONS, type SubtweetState, type Variations } from '../state';
import { rule } from './rules';

/**
 * The screens after the names (a rock-paper-scissors tie, the variations) come with the
 * game's (one file, loaded as soon as the player starts typing the names).
 */
const Seating = onDemand(() => import('./Game').then((m) => m.Seating));

interface Props {
  onStart: (state: SubtweetState) => void;
}

/**
 * Before the game: handles in seating order, a rock-paper-scissors tie if any, variations.
 * The choices live here, so Back to the players keeps the variations ticked.
 */
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
