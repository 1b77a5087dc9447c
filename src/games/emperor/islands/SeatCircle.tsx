import { condemnsOn, deadline, seatFacts, seatNames } from '../seats';
import type { TableState } from '../state';

/** Where seat i of n sits on the circle, clockwise from the top, in % of the box. */
function place(i: number, n: number): { left: string; top: string } {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  return { left: `${50 + 38 * Math.cos(angle)}%`, top: `${50 + 38 * Math.sin(angle)}%` };
}

/**
 * The table as a circle, seats clockwise from the top, each a list item for screen
 * readers. Long names are shortened visibly ("Maximil…") with the full name kept for
 * assistive technology; a waiting Condemn sits on its target: whose, and when it strikes.
 */
export function SeatCircle({ state }: { state: TableState }) {
  const n = state.seats.length;
  const short = seatNames(state.players.map((p) => p.name));
  const arrow = state.direction === 'clockwise' ? '↻' : state.direction === 'counterclockwise' ? '↺' : '';
  return (
    <div class="emp-circle">
      <p class="emp-centre" aria-hidden="true">
        <span class="emp-arrow">{arrow}</span>
        <span>Round {state.round}</span>
      </p>
      <ol class="emp-seats" aria-label="Seats, clockwise">
        {state.seats.map((id, i) => {
          const p = state.players[id]!;
          const facts = seatFacts(state, id);
          const condemns = p.alive ? condemnsOn(state, id) : [];
          const classes = ['emp-seat', !p.alive && 'dead', id === state.current && 'current', id === state.emperor && 'emperor']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={id} class={classes} style={place(i, n)} data-player={p.name}>
              <span class="emp-seat-name">
                {short[id] === p.name ? (
                  p.name
                ) : (
                  <>
                    <span aria-hidden="true">{short[id]}</span>
                    <span class="visually-hidden">{p.name}</span>
                  </>
                )}
              </span>
              {facts.length > 0 && <span class="emp-seat-facts">{facts.join(', ')}</span>}
              {condemns.map(({ condemn: c, text }) => (
                <span key={c.id} class="emp-seat-condemn">
                  <span aria-hidden="true">
                    ☠ {c.reflected ? 'own Condemn' : short[c.caster]}
                    <br />
                    {deadline(state, c, (who) => short[who]!).replace(/^at the /, '')}
                  </span>
                  <span class="visually-hidden">{text}</span>
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
