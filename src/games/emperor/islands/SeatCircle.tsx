import { besideEmperor, upNext, type TableState } from '../engine';

/** Where seat i of n sits on the circle, clockwise from the top, in % of the box. */
function place(i: number, n: number): { left: string; top: string } {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  return { left: `${50 + 37 * Math.cos(angle)}%`, top: `${50 + 37 * Math.sin(angle)}%` };
}

/** Public facts about one seat, in words (the only identity shown is the Emperor's, which is public). */
export function seatFacts(s: TableState, id: number): string[] {
  const p = s.players[id]!;
  if (!p.alive) return ['dead'];
  const facts: string[] = [];
  if (id === s.emperor) facts.push('Emperor');
  else if (besideEmperor(s, id)) facts.push('beside the Emperor');
  if (id === s.current) facts.push('playing now');
  else if (id === upNext(s)) facts.push('up next');
  if (p.skips > 0) facts.push(p.skips === 1 ? 'skips next turn' : `skips next ${p.skips} turns`);
  if (s.condemns.some((c) => c.target === id)) facts.push('condemned');
  return facts;
}

/** The table as a circle, seats clockwise from the top; also a plain list for screen readers. */
export function SeatCircle({ state }: { state: TableState }) {
  const n = state.seats.length;
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
          const classes = ['emp-seat', !p.alive && 'dead', id === state.current && 'current', id === state.emperor && 'emperor']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={id} class={classes} style={place(i, n)}>
              <span class="emp-seat-name">{p.name}</span>
              {facts.length > 0 && <span class="emp-seat-facts">{facts.join(', ')}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
