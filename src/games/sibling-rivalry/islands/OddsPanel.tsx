import { trackOf } from '../data';
import type { State } from '../engine';
import { nextRollOdds, percent } from '../odds';

const n = (x: number) => x.toLocaleString('en');

/** Exact chances for the next roll (what no paper board can tell you). */
export default function OddsPanel({ game }: { game: State }) {
  const odds = nextRollOdds(game);
  const { caught } = odds;
  const aside = game.turn.ones;
  return (
    <section class="sr-odds card" aria-label="Odds for the next roll">
      <p>
        <strong>Next roll: {odds.dice} dice.</strong> {odds.threshold} 1s catch you
        {aside > 0 ? `; ${aside} already set aside` : ''}.
      </p>
      <p>
        Chance of being caught: <strong>{percent(caught.chance)}</strong> ({n(caught.ways)} of {n(caught.total)} rolls).
      </p>
      <p>Expected squares gained (a catch gains none):</p>
      <ul>
        {odds.tracks.map((t) => (
          <li>
            {trackOf(t.track).name} ({t.track}s), {t.from > 0 ? `from square ${t.from}` : 'from the bottom'}:{' '}
            <strong>{t.expected.toFixed(2)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
