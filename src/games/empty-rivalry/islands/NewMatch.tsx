import { useState } from 'preact/hooks';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import type { Result } from '~/kit/result';
import { setup, type DiceMode, type MatchState } from '../engine';

interface Props {
  onStart: (state: Result<MatchState>) => void;
}

/** Two screens: the names (the first attacks first), then how the blind dice are rolled (ER-5). */
export function NewMatch({ onStart }: Props) {
  const [names, setNames] = useState<string[] | null>(null);
  if (!names) {
    return (
      <Step id="names" title="Who is playing?" rule={{ game: 'empty-rivalry', section: 'rounds-and-winning' }}>
        <PlayerSetup
          min={2}
          max={2}
          hint="The first name attacks in round 1; roles switch every round."
          submitLabel="Next"
          onDone={setNames}
        />
      </Step>
    );
  }
  const start = (dice: DiceMode) => onStart(setup({ players: names, dice }));
  return (
    <Step id="dice" title="How will you roll the blind dice?" rule={{ game: 'empty-rivalry', section: 'blind-rolls' }}>
      <p>
        Each round the Attacker has a d12 and the Defender a d4 that nobody sees until the reveal. The phone can roll
        them at the reveal, or you roll real dice under cups at the start of each round and type them in at the reveal.
      </p>
      <div class="stack">
        <button type="button" class="btn primary er-wide" onClick={() => start('phone')}>
          The phone rolls them
        </button>
        <button type="button" class="btn er-wide" onClick={() => start('table')}>
          We roll real dice
        </button>
        <button type="button" class="btn" onClick={() => setNames(null)}>
          Back to the names
        </button>
      </div>
    </Step>
  );
}
