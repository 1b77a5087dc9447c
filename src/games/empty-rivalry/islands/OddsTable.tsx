import { useEffect, useId, useState } from 'preact/hooks';
import { game } from '../data';
import { decisionCounts, decisionOdds, PAIRS, wrongGuessChances, type DecisionOdds } from '../odds';
import type { Decision } from '../state';
import './empty-rivalry.css';

const percent = (x: number) => `${Math.round(x * 100)}%`;
const points = (x: number) => x.toFixed(1);
const net = (o: DecisionOdds) => o.attackerPoints - o.defenderPoints;
const signed = (x: number) => (x > 0.05 ? `+${points(x)}` : x < -0.05 ? `−${points(-x)}` : '0.0');

function Cell({ wrong, decision }: { wrong: number; decision: Decision }) {
  const c = decisionCounts(wrong, decision);
  return (
    <>
      <td class="num">
        {c.attackerScores}/{PAIRS}
        <br />
        <span class="er-tag">{percent(c.attackerScores / PAIRS)}</span>
      </td>
      <td class="num">
        {points(c.attackerPointSum / PAIRS)}
        <br />
        <span class="er-tag">vs {points(c.defenderPointSum / PAIRS)}</span>
      </td>
    </>
  );
}

/**
 * The Attacker's decision in numbers: for each possible count of wrong guesses,
 * the exact chance (out of the 48 pairs of rolls) that a Call Out or a Retreat
 * pays off, and the points each side can expect. Nothing secret goes in.
 */
export function OddsTable() {
  const id = useId();
  const [sure, setSure] = useState(75);
  const [live, setLive] = useState(false); // disabled until hydrated, so an early pick is not lost
  useEffect(() => setLive(true), []);
  const estimate = wrongGuessChances(sure / 100);
  const call = decisionOdds(estimate, 'call-out');
  const retreat = decisionOdds(estimate, 'retreat');
  const better = net(call) > net(retreat) + 1e-9 ? 'Call Out' : net(retreat) > net(call) + 1e-9 ? 'Retreat' : null;
  return (
    <div class="stack">
      <table class="er-table">
        <caption class="visually-hidden">Chance the Attacker scores, and expected points, by wrong guesses</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Wrong guesses
            </th>
            <th scope="colgroup" colSpan={2}>
              Call Out
            </th>
            <th scope="colgroup" colSpan={2}>
              Retreat
            </th>
          </tr>
          <tr>
            <th scope="col" class="num">
              You score
            </th>
            <th scope="col" class="num">
              Points
            </th>
            <th scope="col" class="num">
              You score
            </th>
            <th scope="col" class="num">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: game.questionsPerRound + 1 }, (_, w) => (
            <tr key={w}>
              <th scope="row">{w}</th>
              <Cell wrong={w} decision="call-out" />
              <Cell wrong={w} decision="retreat" />
            </tr>
          ))}
        </tbody>
      </table>
      <p class="er-tag">
        "You score" counts the pairs of rolls (d12 × d4, {PAIRS} in all) where the Attacker gains; "Points" is what the
        Attacker can expect on average, against what the Defender can expect. A Call Out is ahead in the long run with 0
        or 1 wrong guesses, a Retreat with 3 or 4; at 2 they are even.
      </p>
      {/* The choice needs a script; without one the table above says it all. */}
      <div class="er-field needs-js">
        <label for={`${id}-sure`}>How sure are you of each guess?</label>
        <select id={`${id}-sure`} disabled={!live} value={sure} onChange={(e) => setSure(Number((e.target as HTMLSelectElement).value))}>
          {[50, 60, 70, 75, 80, 90, 100].map((p) => (
            <option key={p} value={p}>
              {p}% sure
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite">
        At {sure}% sure of each guess, a Call Out pays off {percent(call.attackerScores)} of the time ({signed(net(call))}{' '}
        points for you on average, after the Defender's share); a Retreat pays off {percent(retreat.attackerScores)} (
        {signed(net(retreat))}). {better ? <strong>{better} is the better bet.</strong> : 'Both are even bets.'}
      </p>
    </div>
  );
}
