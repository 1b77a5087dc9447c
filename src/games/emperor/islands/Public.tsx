import type { PublicProps } from '~/kit/link/live/follow/games';
import { identityName } from '../data';
import { identitiesAtEnd, type TableState } from '../state';
import { SeatCircle } from './SeatCircle';

/**
 * The Emperor on a phone following the table phone (kit/link/live/follow): whose turn, what
 * the last move did and the seat circle (who sits where, the Emperor, who is alive, the
 * cards lying face up, waiting Condemns), drawn from `view(state, PUBLIC)` alone: every card
 * a player may not see comes face down, and the circle names only the face-up ones. At the
 * end, as on the table phone, everyone's identity. Nothing is played here.
 */
export default function Public({ view: s }: PublicProps<TableState | null>) {
  if (s === null) return <p>The table phone is setting up a game.</p>;
  const title = s.winner
    ? s.winner.side === 'rebels'
      ? 'The Rebels win'
      : "The Emperor's side wins"
    : s.current !== null
      ? `${s.players[s.current]!.name}'s turn`
      : `${s.players[s.emperor]!.name} (the Emperor) picks the direction`;
  const news = s.lastMove.filter((item) => item.text !== s.winner?.reason);
  const all = identitiesAtEnd(s);
  const alive = s.players.filter((p) => p.alive).length;
  return (
    <div class="stack">
      <h2 style={{ margin: 0 }}>{title}</h2>
      <p class="emp-status">
        {s.winner ? s.winner.reason : `Round ${s.round} · ${s.players[s.emperor]!.name} is the Emperor · ${alive} of ${s.players.length} alive`}
      </p>
      {news.length > 0 && (
        <ul class="emp-news" aria-label="What just happened">
          {news.map((item) => (
            <li class={item.urgent ? 'emp-urgent' : undefined}>{item.text}</li>
          ))}
        </ul>
      )}
      {all && (
        <ul class="emp-list" aria-label="Identities">
          {all.map((p) => (
            <li>
              {p.name}: {identityName(p.identity)}
            </li>
          ))}
        </ul>
      )}
      <SeatCircle state={s} />
    </div>
  );
}
