import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Log } from '../state';
import { keepInView } from '~/kit/ui/keepInView';

/** Lines the folded log shows: the last few moves, enough to see what just happened. */
export const LOG_FOLDED = 5;

/**
 * Everything that happened, newest first. Moves taken back stay, marked, and each
 * Undo has its own line ("Ann took back a roll of 1 1 4 5 6"), so nothing is re-rolled unseen.
 * Folded to its last few lines (a whole game is about 25,600 px of log), with "Show all".
 */
export default function LogList({ log }: { log: Log }) {
  const [all, setAll] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  // Folding shortens the page; near its end the browser's scroll clamp then pushes the
  // toggle down, past the screen's edge on a short (landscape) screen: bring it back in.
  useLayoutEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    if (toggle.current) keepInView(toggle.current);
  }, [all]);
  const entries = [...log.entries].reverse();
  const shown = all ? entries : entries.slice(0, LOG_FOLDED);
  return (
    <section class="sr-log" aria-labelledby="sr-log-heading">
      {/* The toggle above the list, so it stays under the finger as the list grows or shrinks. */}
      <div class="sr-log-head">
        <h3 id="sr-log-heading">Log</h3>
        {entries.length > LOG_FOLDED ? (
          <button
            ref={toggle}
            type="button"
            class="btn"
            aria-controls="sr-log-list"
            aria-expanded={all}
            onClick={() => {
              toggled.current = true;
              setAll(!all);
            }}
          >
            {all ? `Show the last ${LOG_FOLDED} only` : `Show all (${entries.length})`}
          </button>
        ) : null}
      </div>
      <ol reversed start={entries.length} id="sr-log-list">
        {shown.map((e) => (
          <li class={e.kind === 'undo' ? 'undo' : e.takenBack ? 'taken-back' : undefined}>
            {e.takenBack ? (
              <>
                <del>{e.lines.join(' ')}</del> <em>(taken back)</em>
              </>
            ) : (
              e.lines.join(' ')
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
