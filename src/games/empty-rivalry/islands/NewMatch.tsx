import { useState } from 'preact/hooks';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import type { DiceMode } from '../state';

/** What the new-match screen asks: the two names, in seating order, and who rolls the blind dice. */
export interface NewMatchChoice {
  players: string[];
  dice: DiceMode;
}

interface Props {
  /** Start was tapped: set the match up (engine.ts `setup`) from the names and the dice. */
  onStart: (choice: NewMatchChoice) => void;
  /**
   * The match is being set up: the screen empties until the match's screen is drawn,
   * and the names entered come back if it can't be.
   */
  busy?: boolean;
}

/**
 * One screen: how the blind dice are rolled (ER-5), then the names (the first attacks
 * first). One tap starts the match, and the match is saved from that tap on.
 */
export function NewMatch({ onStart, busy = false }: Props) {
  const [dice, setDice] = useState<DiceMode>('phone');
  const [names, setNames] = useState<string[]>();
  const start = (entered: string[]) => {
    if (busy) return;
    setNames(entered);
    onStart({ players: entered, dice });
  };
  if (busy) return <div class="step" aria-busy="true" />;
  return (
    <Step id="new" title="A new match" rule={{ game: 'empty-rivalry', section: 'blind-rolls' }}>
      <div class="er-fieldset" role="group" aria-labelledby="er-dice-label">
        <p id="er-dice-label">
          <strong>Blind dice</strong> (nobody sees them until the reveal):
        </p>
        <div class="row">
          <button type="button" class="btn" aria-pressed={dice === 'phone'} onClick={() => setDice('phone')}>
            The phone rolls them
          </button>
          <button type="button" class="btn" aria-pressed={dice === 'table'} onClick={() => setDice('table')}>
            We roll real dice
          </button>
        </div>
        <p class="er-tag">
          {dice === 'phone'
            ? 'The phone rolls the d12 and the d4 at the reveal.'
            : 'You roll under cups at the start of each round and type the dice in at the reveal.'}
        </p>
      </div>
      <PlayerSetup
        min={2}
        max={2}
        hint="The first name attacks in round 1; roles switch every round."
        submitLabel="Start the match"
        initial={names}
        onDone={start}
      />
    </Step>
  );
}
