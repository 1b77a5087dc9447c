import { useState } from 'preact/hooks';
import { browserStorage, clear } from '~/kit/persist';
import { Step } from '~/kit/ui/Step';
import { firstPlayerCandidates, rematch } from '../engine';
import { rule } from '../rule-links';
import { handleOf } from '../state';
import { bestCardSpec } from '../store';
import { listNames, REMATCH } from '../words';
import { BestCard } from './BestCard';
import type { ScreenProps } from './Game';
import { HandsTable } from './HandsTable';
import { News } from './News';

/** ST-5: the first empty hand after a turn wins; then the best card is shared, as the seed ends. */
export function WinnerStep({ state, run, teaching = false }: ScreenProps & { teaching?: boolean }) {
  const winner = handleOf(state, state.winner!);
  const [asking, setAsking] = useState(false);
  const handles = state.players.map((p) => p.handle);
  const tied = firstPlayerCandidates(handles);
  const again = (rpsWinner: number | null) => {
    // The best card belongs to the game just finished, as on New game (a lesson leaves the table's alone).
    const next = rematch(state, { rpsWinner });
    if (next.ok && !teaching) clear(bestCardSpec, browserStorage());
    run('rematch', next);
  };

  // ST-2 again: a tie for the shortest handle is settled by rock-paper-scissors before the new game.
  if (asking) {
    return (
      <Step id="rematch-rps" title="Rock-paper-scissors" rule={rule('who-goes-first')}>
        <div class="stack">
          <p>{REMATCH.tie(listNames(tied.map((s) => handles[s]!)))}</p>
          <div class="st-faces" role="group" aria-label="Who won rock-paper-scissors?" data-next>
            {tied.map((seat) => (
              <button key={seat} type="button" class="btn" onClick={() => again(seat)}>
                {handles[seat]}
              </button>
            ))}
          </div>
          <button type="button" class="btn" onClick={() => setAsking(false)}>
            Back to {winner}'s win
          </button>
        </div>
      </Step>
    );
  }

  return (
    <Step id="winner" title={<span class="st-winner">{winner} wins!</span>} rule={rule('winning')}>
      <div class="stack">
        <News state={state} />
        <p>{winner}'s hand is empty.</p>
        <BestCard />
        <section class="stack st-again" aria-label={REMATCH.button}>
          <button type="button" class="btn primary" onClick={() => (tied.length > 1 ? setAsking(true) : again(null))}>
            {REMATCH.button}
          </button>
          <p class="st-muted">{REMATCH.hint}</p>
        </section>
        <details class="st-details">
          <summary>Final hands</summary>
          <HandsTable state={state} current={null} />
        </details>
      </div>
    </Step>
  );
}
