import type { Log } from '../state';

/**
 * Everything that happened, newest first. Moves taken back stay, marked, and each
 * Undo has its own line ("Ann took back a roll of 1 1 4 5 6"), so nothing is re-rolled unseen.
 */
export default function LogList({ log }: { log: Log }) {
  const entries = [...log.entries].reverse();
  return (
    <section class="sr-log" aria-labelledby="sr-log-heading">
      <h3 id="sr-log-heading">Log</h3>
      <ol reversed>
        {entries.map((e) => (
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
