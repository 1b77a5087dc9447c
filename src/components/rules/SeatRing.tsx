import { useId } from 'preact/hooks';

/*
 * A table seen from above, for worked examples of seated games: seats round a circle in
 * clockwise order (the first at the top), each with a name and a few public words, the
 * round's direction in the middle. Knows no game.
 */

export interface RingSeat {
  /** The player's name. */
  name: string;
  /** Public words under the name: "Emperor", "playing", "passed over" … */
  notes: string[];
  /** The player whose turn it is (drawn filled). */
  now?: boolean;
  /** Drawn faded (a dead player, say). */
  gone?: boolean;
  /** Drawn with a warning ring (a Condemn waiting on them, say). */
  marked?: boolean;
}

interface Props {
  /** Seats in clockwise order, the first at the top. */
  seats: RingSeat[];
  /** The round's direction, drawn in the middle; null when none is chosen. */
  direction: 'clockwise' | 'counterclockwise' | null;
  /** The whole picture in words, for screen readers. */
  label: string;
}

const W = 340;
const H = 300;
const CX = W / 2;
const CY = 142;
const R = 104;

export function SeatRing({ seats, direction, label }: Props) {
  const n = seats.length;
  const head = `ring-head${useId()}`;
  const at = (i: number) => {
    const a = ((-90 + (360 * i) / n) * Math.PI) / 180;
    return { x: CX + R * Math.cos(a), y: CY + R * Math.sin(a) };
  };
  // An arc of arrows in the middle, pointing the way play goes.
  const arrow = direction === 'clockwise' ? 'M 140 112 A 36 36 0 1 1 140 172' : 'M 200 112 A 36 36 0 1 0 200 172';
  return (
    <svg class="walk-ring" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <circle cx={CX} cy={CY} r={R} class="ring-table" />
      {direction && (
        <g>
          <path d={arrow} class="ring-arrow" marker-end={`url(#${head})`} />
          <text x={CX} y={CY + 5} class="ring-dir" text-anchor="middle">
            {direction}
          </text>
        </g>
      )}
      <defs>
        <marker id={head} viewBox="0 0 10 10" refX="6" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" class="ring-arrowhead" />
        </marker>
      </defs>
      {seats.map((s, i) => {
        const { x, y } = at(i);
        const cls = ['ring-seat', s.now ? 'ring-now' : '', s.gone ? 'ring-gone' : '', s.marked ? 'ring-marked' : ''].join(' ').trim();
        return (
          <g class={cls}>
            <circle cx={x} cy={y} r={25} />
            <text x={x} y={y + 5} text-anchor="middle" class="ring-name">
              {s.name}
            </text>
            {s.notes.map((note, k) => (
              <text x={x} y={y + 40 + k * 13} text-anchor="middle" class="ring-note">
                {note}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
