import { handSize } from '../engine';
import type { SubtweetState } from '../state';

interface Props {
  state: SubtweetState;
  /** Seat whose turn it is, marked in the table. */
  current: number | null;
}

/** Every hand's written and blank counts, in turn order: reference, read-only. */
export function HandsTable({ state, current }: Props) {
  return (
    <table class="st-hands">
      <caption class="visually-hidden">Cards in each hand, in turn order</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col" class="num">
            Written
          </th>
          <th scope="col" class="num">
            Blank
          </th>
        </tr>
      </thead>
      <tbody>
        {state.order.map((seat) => {
          const p = state.players[seat]!;
          return (
            <tr key={seat} aria-current={seat === current ? 'true' : undefined}>
              <th scope="row">
                {p.handle}
                {seat === current && <span class="st-now"> (turn)</span>}
                {handSize(p) === 0 && <span class="st-now"> (no cards)</span>}
              </th>
              <td class="num">{p.written}</td>
              <td class="num">{p.blank}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
