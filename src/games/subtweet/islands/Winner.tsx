import { Step } from '~/kit/ui/Step';
import { rule } from '../rule-links';
import { handleOf, type SubtweetState } from '../state';
import { BestCard } from './BestCard';
import { HandsTable } from './HandsTable';
import { News } from './News';

/** ST-5: the first empty hand after a turn wins; then the best card is shared, as the seed ends. */
export function WinnerStep({ state }: { state: SubtweetState }) {
  const winner = handleOf(state, state.winner!);
  return (
    <Step id="winner" title={<span class="st-winner">{winner} wins!</span>} rule={rule('winning')}>
      <div class="stack">
        <News state={state} />
        <p>{winner}'s hand is empty.</p>
        <BestCard />
        <details class="st-details">
          <summary>Final hands</summary>
          <HandsTable state={state} current={null} />
        </details>
      </div>
    </Step>
  );
}
