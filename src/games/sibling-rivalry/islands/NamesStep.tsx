import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { seats } from '../first-screen';

/**
 * The players' names, the scoreboard's first screen: drawn without the stores (Helper.tsx),
 * and again by the scoreboard when "Back" leaves the score track (Scoreboard.tsx).
 */
export function NamesStep({ names, onDone }: { names?: string[]; onDone: (names: string[]) => void }) {
  return (
    <Step id="setup-players" title="Who is playing?" rule={{ game: 'sibling-rivalry', section: 'setting-up' }}>
      <PlayerSetup
        min={seats.min}
        max={seats.max}
        hint="Enter names in seating order; the first name rolls first."
        submitLabel="Next: the score track"
        initial={names}
        onDone={onDone}
      />
    </Step>
  );
}
