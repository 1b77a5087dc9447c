import { useEffect, useRef, useState } from 'preact/hooks';
import { keepInView } from '~/kit/ui/keepInView';
import { writeTweets } from '../engine';
import { handleOf } from '../state';
import { plural } from '../words';
import { CountStepper } from './CountStepper';
import type { ScreenProps } from './Game';

/**
 * Anyone can record filled-in blank cards at any moment, N at a time, so a player who
 * wrote during someone else's turn is counted before their own turn comes.
 */
export function WritePanel({ state, run, primary = false, recorded }: ScreenProps & { primary?: boolean; recorded?: string[] }) {
  const writers = state.order.filter((seat) => state.players[seat]!.blank > 0);
  const [picked, setPicked] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  const [done, setDone] = useState<string | undefined>();
  // A writer tapped brings the count and Record below the names: shown whole, under the finger's eyes.
  const recordRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (picked !== null && recordRow.current) keepInView(recordRow.current);
  }, [picked]);
  // What the panel recorded since the step came (Game.tsx), else the last recording made here.
  const said = recorded ? (recorded.length ? `Recorded: ${recorded.join(' ')}` : undefined) : done;
  const status = (
    <p role="status" class="st-muted">
      {said}
    </p>
  );
  // The last blank card filled in: the panel's buttons go, what it recorded stays where they were.
  if (writers.length === 0) return said ? <section class="st-write">{status}</section> : null;
  // One writer is chosen for you; a choice that no longer holds blanks is dropped.
  const who = picked !== null && writers.includes(picked) ? picked : writers.length === 1 ? writers[0]! : null;
  const max = who === null ? 1 : state.players[who]!.blank;
  const n = Math.min(count, max);
  const record = () => {
    if (who === null) return;
    const result = writeTweets(state, { player: who, count: n });
    run('writeTweets', result);
    if (result.ok) {
      setDone(`Recorded: ${handleOf(state, who)} filled in ${plural(n, 'blank card')}.`);
      setPicked(null);
      setCount(1);
    }
  };
  return (
    <section class="st-write stack" aria-labelledby="st-write-title">
      <h4 id="st-write-title">Filled in a blank card?</h4>
      <p class="st-muted">Record it whenever it happens, even during someone else's turn.</p>
      <div class="st-faces" role="group" aria-label="Who filled in blank cards" data-next={primary || undefined}>
        {writers.map((seat) => (
          <button
            key={seat}
            type="button"
            class="btn"
            aria-pressed={who === seat}
            onClick={() => {
              setPicked(seat);
              setDone(undefined);
            }}
          >
            {handleOf(state, seat)}
            <span class="st-small"> ({state.players[seat]!.blank} blank)</span>
          </button>
        ))}
      </div>
      {who !== null && (
        <div class="row" ref={recordRow}>
          <CountStepper value={n} max={max} onChange={setCount} label={`How many cards ${handleOf(state, who)} filled in`} />
          <button type="button" class={primary ? 'btn primary' : 'btn'} onClick={record}>
            Record +{n} for {handleOf(state, who)}
          </button>
        </div>
      )}
      {status}
    </section>
  );
}
