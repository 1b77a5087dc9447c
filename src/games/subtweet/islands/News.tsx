import type { SubtweetState } from '../state';
import { describeEntry, recentEntries } from '../words';

/** The result of the last taps (the turn just settled, then passes and writing), under the step heading. */
export function News({ state }: { state: SubtweetState }) {
  const news = recentEntries(state);
  if (news.length === 0) return null;
  return (
    <ul class="st-news message notice" aria-label="What just happened">
      {news.map((entry, i) => (
        <li key={i}>{describeEntry(state, entry)}</li>
      ))}
    </ul>
  );
}
