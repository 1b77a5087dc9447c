import type { PublicProps } from '~/kit/link/live/follow/games';
import { currentPlayer, turnHolder } from '../engine';
import type { SubtweetState } from '../state';
import { describeEntry, recentEntries } from '../words';
import { HandsTable } from './HandsTable';

/**
 * SUBTWEET on a phone following the tracker's phone (kit/link/live/follow): whose turn or
 * what the table does now, what the last taps recorded, and the scoreboard (every hand's
 * written and blank cards: the fewest wins), drawn from `view(state, PUBLIC)`. Nothing is
 * recorded here: the tracker's phone records what the table did.
 */
export default function Public({ view: s }: PublicProps<SubtweetState | null>) {
  if (s === null) return <p>The tracker’s phone is setting up a game.</p>;
  const who = (seat: number) => s.players[seat]!.handle;
  const holder = currentPlayer(s) ?? turnHolder(s);
  const title =
    s.winner !== null
      ? `${who(s.winner)} wins!`
      : s.paused
        ? 'Fail Whale: everyone writes'
        : s.pending
          ? s.pending.favourites === null
            ? `${who(s.pending.author)}'s tweet: who favourited it?`
            : `${who(s.pending.author)}'s tweet: who was it about?`
          : holder !== null
            ? `${who(holder)}'s turn`
            : 'Nobody can play';
  const news = recentEntries(s);
  return (
    <div class="stack">
      <h2 style={{ margin: 0 }}>{title}</h2>
      {news.length > 0 && (
        <ul class="st-news" aria-label="What just happened">
          {news.map((entry) => (
            <li>{describeEntry(s, entry)}</li>
          ))}
        </ul>
      )}
      <section class="stack" aria-label="Scoreboard">
        <p class="st-muted">Cards in hand: the fewest wins.</p>
        <HandsTable state={s} current={s.winner === null ? (s.pending ? s.pending.author : holder) : null} />
      </section>
    </div>
  );
}
