import type { TableState } from '../state';

/** What the last move did; news the engine marks urgent (a death, a hand to discard) stands out. */
export function News({ state: s }: { state: TableState }) {
  // The winner's line is drawn big on the last screen, so it isn't repeated in the news.
  const items = s.lastMove.filter((item) => item.text !== s.winner?.reason);
  if (items.length === 0) return null;
  return (
    <ul class="emp-news" aria-live="polite">
      {items.map((item, i) => (
        <li key={i} class={item.urgent ? 'emp-urgent' : undefined}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
