import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { SubtweetState } from '../state';
import { describeEntry, recentEntries } from '../words';

/**
 * How many of the log's last entries (writing recorded in the panel under the step, Game.tsx)
 * the step's news leaves to that panel: it says them beside the button that was tapped, so a
 * tap far down the screen never changes a line at its top.
 */
export const LeftToPanel = createContext(0);

/** The result of the last taps (the turn just settled, then passes and writing), under the step heading. */
export function News({ state }: { state: SubtweetState }) {
  const left = useContext(LeftToPanel);
  const news = recentEntries(left > 0 ? { ...state, log: state.log.slice(0, -left) } : state);
  if (news.length === 0) return null;
  return (
    <ul class="st-news message notice" aria-label="What just happened">
      {news.map((entry, i) => (
        <li key={i}>{describeEntry(state, entry)}</li>
      ))}
    </ul>
  );
}
