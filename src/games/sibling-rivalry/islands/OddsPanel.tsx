import { trackOf } from '../data';
import { stopOutcome, type State } from '../engine';
import { describeStop } from '../words';
import { catchCosts, describeCatchCost, holdOdds, nextRollOdds, percent } from '../odds';

/**
 * "7,776": a whole count with English thousands commas. Not toLocaleString: its first
 * call sets up the Intl number formats, about 70 ms on a slow phone, right when Start
 * is tapped (the odds are the first numbers the game screen draws).
 */
const n = (x: number) => String(x).replace(/\B(?=(\d{3})+$)/g, ',');
const one = (x: number) => x.toFixed(1);

/**
 * Exact chances for the next roll (what no paper board can tell you), compared fairly:
 * for each track the square and points you can expect to HOLD after the roll, a catch
 * counted as holding nothing, beside what stopping now holds.
 */
export default function OddsPanel({ game }: { game: State }) {
  const odds = nextRollOdds(game);
  const { caught } = odds;
  const aside = game.turn.ones;
  const costs = catchCosts(game);
  const score = game.players[game.turn.player]!.score;
  const first = costs[0];
  const more = costs.slice(1).filter((c) => c.chance > 0);
  const pawn = game.players[game.turn.player]!.pawn;
  const stopNow = stopOutcome(game);
  return (
    <section class="sr-odds card" aria-labelledby="sr-odds-heading">
      <h3 id="sr-odds-heading">Odds for the next roll</h3>
      <p>
        <strong>{odds.dice} dice.</strong> {odds.threshold} 1s catch you{aside > 0 ? `; ${aside} already set aside` : ''}.
      </p>
      <p>
        Chance of being caught: <strong>{percent(caught.chance)}</strong> ({n(caught.ways)} of {n(caught.total)} rolls).
      </p>
      {first && (
        <p>
          What a catch costs: <strong class="sr-cost">{describeCatchCost(first, score)}</strong>
          {score > 0 && more.length > 0 && ` (back ${more.map((c) => c.ones).join(' or ')} if more 1s show)`}.
        </p>
      )}
      <table class="sr-hold">
        <caption>What you can expect to hold after the next roll (a catch holds nothing)</caption>
        <thead>
          <tr>
            <th scope="col">If you use the roll on</th>
            <th scope="col">Square</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {holdOdds(game).map((h) => (
            <tr>
              <th scope="row">
                {trackOf(h.track).name} ({h.track}s), {h.stay ? `staying from square ${h.from}` : 'from the bottom'}
              </th>
              <td>{one(h.square)}</td>
              <td>{one(h.points)}</td>
            </tr>
          ))}
          {pawn && game.turn.rolls > 0 && (
            <tr>
              <th scope="row">Stop now instead ({stopNow.kind === 'off' ? 'your pawn comes off' : 'sure, unless outdone later'})</th>
              <td>{stopNow.kind === 'off' ? '0' : pawn.square}</td>
              <td>{stopNow.kind === 'stays' ? stopNow.points : 0}</td>
            </tr>
          )}
        </tbody>
      </table>
      {stopNow.kind !== 'none' && game.turn.rolls > 0 && <p>Stopping now: {describeStop(stopNow)}.</p>}
    </section>
  );
}
