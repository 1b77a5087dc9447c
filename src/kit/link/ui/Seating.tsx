import { useRef, useState } from 'preact/hooks';
import { moveSeat } from '../seating';

interface Props {
  /** The players in seat order (seat 0 first: the table phone's own player). */
  names: readonly string[];
  /** The list's name, said by a screen reader and above the list: "Seating, clockwise from Ana". */
  label: string;
  /** A seat moved: the game's move sets the new order (`moveSeat`). */
  onMove: (from: number, to: number) => void;
  /** Seats at the top that don't move (1: the table phone's player). */
  fixed?: number;
}

const ROW = { display: 'flex', alignItems: 'center', gap: '0.4rem', minHeight: '2.75rem', padding: '0 0.25rem', borderRadius: '6px', border: '1px solid var(--border, #8888)', background: 'var(--surface, transparent)' };
const GRIP = { touchAction: 'none', cursor: 'grab', userSelect: 'none', width: '2.25rem', alignSelf: 'stretch', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '1.3rem' } as const;
const ARROW = { minWidth: '2.75rem', minHeight: '2.5rem', padding: '0 0.5rem' };

/**
 * The seating as a list the table phone's host sets before the start: a name is dragged by
 * its grip (pointer events, so a finger, a pen or a mouse; the grip takes the touch from the
 * page's scrolling), or moved by its "Move up"/"Move down" buttons (keyboard and screen
 * reader, and a player who can't drag). Three columns where the screen is wide enough, so a
 * phone on its side shows seven seats and the next button without scrolling. What a move
 * did is said in a status line.
 */
export function Seating({ names, label, onMove, fixed = 1 }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<{ from: number; to: number; pointer: number } | null>(null);
  const [said, setSaid] = useState('');
  const shown = drag ? moveSeat(names, drag.from, drag.to, fixed) : names;
  const move = (from: number, to: number) => {
    const next = moveSeat(names, from, to, fixed);
    if (next.every((n, i) => n === names[i])) return;
    onMove(from, next.indexOf(names[from]!));
    setSaid(`${names[from]} is now seat ${next.indexOf(names[from]!) + 1} of ${names.length}.`);
  };
  /** The movable seat whose row's middle is nearest the pointer: the place a dropped name takes. */
  const nearest = (x: number, y: number): number => {
    const rows = [...(list.current?.children ?? [])] as HTMLElement[];
    let best = drag?.to ?? fixed;
    let dist = Infinity;
    for (const [i, row] of rows.entries()) {
      if (i < fixed) continue;
      const r = row.getBoundingClientRect();
      const d = (x - (r.left + r.width / 2)) ** 2 / 4 + (y - (r.top + r.height / 2)) ** 2;
      if (d < dist) [best, dist] = [i, d];
    }
    return best;
  };
  return (
    <>
      <ol
        ref={list}
        aria-label={label}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.3rem', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12.5rem), 1fr))' }}
        // The list holds the pointer while a name is dragged: the row itself moves in the DOM.
        onPointerMove={(e) => drag && e.pointerId === drag.pointer && setDrag({ ...drag, to: nearest(e.clientX, e.clientY) })}
        onPointerUp={(e) => {
          if (!drag || e.pointerId !== drag.pointer) return;
          setDrag(null);
          move(drag.from, drag.to);
        }}
        onPointerCancel={() => setDrag(null)}
      >
        {shown.map((name, i) => {
          const from = names.indexOf(name);
          const dragged = drag !== null && drag.from === from;
          return (
            <li key={name} data-seat={i + 1} style={{ ...ROW, ...(dragged && { outline: '3px solid var(--accent, #36c)', opacity: 0.85 }) }}>
              {i < fixed ? (
                <span aria-hidden="true" style={{ ...GRIP, cursor: 'default' }} />
              ) : (
                <span
                  aria-hidden="true"
                  data-grip
                  title={`Drag ${name}`}
                  style={GRIP}
                  onPointerDown={(e) => {
                    if (e.button !== 0) return;
                    e.preventDefault();
                    list.current?.setPointerCapture(e.pointerId);
                    setDrag({ from, to: from, pointer: e.pointerId });
                  }}
                >
                  ⠿
                </span>
              )}
              <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {/* A no-break space: a long name wraps within itself, never leaving its number on a line alone. */}
                {i + 1}.{'\u00a0'}
                <span data-name>{name}</span>
              </span>
              {i >= fixed && (
                <>
                  {/* aria-disabled, not disabled: the button keeps its focus at the end of the list. */}
                  <button type="button" class="btn" style={ARROW} aria-label={`Move ${name} up`} aria-disabled={i === fixed} onClick={() => move(from, from - 1)}>
                    ↑
                  </button>
                  <button type="button" class="btn" style={ARROW} aria-label={`Move ${name} down`} aria-disabled={i === names.length - 1} onClick={() => move(from, from + 1)}>
                    ↓
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <p role="status" class="visually-hidden">
        {said}
      </p>
    </>
  );
}
