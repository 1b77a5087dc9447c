import { useState } from 'preact/hooks';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { LOAD_FAILED } from '~/kit/ui/onDemand';
import { fail, type Result } from '~/kit/result';
import type { DiceMode, MatchState } from '../state';

interface Props {
  /** The match set up (or why not); a promise when the next screen is still on its way. */
  onStart: (state: Result<MatchState>) => unknown;
}

/**
 * One screen: how the blind dice are rolled (ER-5), then the names (the first attacks
 * first). One tap starts the match, and the match is saved from that tap on.
 *
 * The setup comes with the match screens (on demand, loaded at the player's first touch),
 * not with the page. If Start is the first touch, the screen empties at once, as kit
 * onDemand's do, until the next screen is there; the names come back if it can't load.
 */
export function NewMatch({ onStart }: Props) {
  const [dice, setDice] = useState<DiceMode>('phone');
  // Set while the match is starting: a second tap on Start can't start it twice.
  const [names, setNames] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  const start = (entered: string[]) => {
    if (busy) return;
    setBusy(true);
    setNames(entered);
    import('../setup')
      .then(
        (m) => onStart(m.setup({ players: entered, dice })),
        () => onStart(fail(LOAD_FAILED)),
      )
      .finally(() => setBusy(false));
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
