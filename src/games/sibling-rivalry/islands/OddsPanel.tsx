import { trackOf } from '../data';
import { stopOutcome, type State } from '../engine';
import { catchCostWords, catchRuleWords, describeStop } from '../words';
import { catchCosts, catchRule, keepOdds, moveOdds, nextRollOdds, percent } from '../odds';

/**
 * "7,776": a whole count with English thousands commas. Not toLocaleString: its first
 * call sets up the Intl number formats, about 70 ms on a slow phone, right when Start
 * is tapped (the odds are the first numbers the game screen draws).
 */
const n = (x: number) => String(x).replace(/\B(?=(\d{3})+$)/g, ',');
const one = (x: number) => x.toFixed(1);

/** "5 dice", "1 die". */
const diceWords = (count: number) => `${count} ${count === 1 ? 'die' : 'dice'}`;

/**
 * Exact chances for the next roll (what no paper board can tell you), compared fairly:
 * for each track the square and points you would KEEP if you stopped after the roll
 * (a catch, or ending level with or behind a pawn, keeps nothing: SR-5, SR-6; the top
 * square scores: SR-7), beside what stopping now keeps, and the plain chance the roll
 * moves you at all.
 */
export default function OddsPanel({ game }: { game: State }) {
  const odds = nextRollOdds(game);
  const { caught, dice } = odds;
  const aside = game.turn.ones;
  const costs = catchCosts(game);
  const score = game.players[game.turn.player]!.score;
  const first = costs[0];
  const more = costs.slice(1).filter((c) => c.chance > 0);
  const pawn = game.players[game.turn.player]!.pawn;
  const stopNow = stopOutcome(game);
  const keep = keepOdds(game);
  const moves = moveOdds(dice);
  const only = keep.length === 1 ? keep[0]!.track : null;
  return (
    <section class="sr-odds card" aria-labelledby="sr-odds-heading">
      <h3 id="sr-odds-heading">Odds for the next roll</h3>
      <p>
        <strong>{diceWords(dice)}.</strong> {catchRuleWords(catchRule(game))}
        {aside > 0 ? `; ${aside} already set aside` : ''}.
      </p>
      <p class="sr-moves">
        Chance this roll moves you at all: <strong>{percent(moves.chance)}</strong> (
        {dice === 1 ? 'the die shows ' : `at least one of the ${diceWords(dice)} shows `}
        {only === null ? "the track's number" : `a ${only}`}; {n(moves.ways)} of {n(moves.total)} rolls).
      </p>
      <p>
        Chance of being caught: <strong>{percent(caught.chance)}</strong> ({n(caught.ways)} of {n(caught.total)} rolls).
      </p>
      {first && (
        <p>
          What a catch costs: <strong class="sr-cost">{catchCostWords(first, score)}</strong>
          {score > 0 && more.length > 0 && ` (back ${more.map((c) => c.ones).join(' or ')} if more 1s show)`}.
        </p>
      )}
      <table class="sr-hold">
        <caption>What you would keep if you stopped after the next roll (a catch, or a pawn level with or behind another, keeps nothing)</caption>
        <thead>
          <tr>
            <th scope="col">If you use the roll on</th>
            <th scope="col">Square</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {keep.map((h) => (
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
