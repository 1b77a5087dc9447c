import type { SubtweetState } from '../state';
import { describeEntry } from '../words';
import { HandsTable } from './HandsTable';

/** Reference for the whole game, after the decision: hands and the log. */
export function Reference({ state, current }: { state: SubtweetState; current: number | null }) {
  return (
    <>
      <h4>Hands</h4>
      <HandsTable state={state} current={current} />
      {state.log.length > 0 && (
        <details class="st-details">
          <summary>Game log</summary>
          <ol class="st-log">
            {state.log.map((entry, i) => (
              <li key={i}>{describeEntry(state, entry)}</li>
            ))}
          </ol>
        </details>
      )}
    </>
  );
}
