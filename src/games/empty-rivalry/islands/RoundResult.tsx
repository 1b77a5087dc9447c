import type { ComponentChildren } from 'preact';
import { Die } from '~/kit/ui/Die';
import { Step } from '~/kit/ui/Step';
import { game } from '../data';
import { capital, explainScore } from '../score';
import type { MatchState, RoundRecord } from '../state';
import { namesOf as names, outcomeWords } from '../words';

const word = (b: boolean) => (b ? 'TRUE' : 'FALSE');

/** Every record beside its guess, for one finished round. */
function RecordTable({ state, record, number }: { state: MatchState; record: RoundRecord; number: number }) {
  const { attacker, defender } = names(state, record);
  return (
    <table class="er-table">
      <caption class="visually-hidden">Answers and guesses, round {number}</caption>
      <thead>
        <tr>
          <th scope="col">Question</th>
          <th scope="col">{defender} said</th>
          <th scope="col">{attacker} guessed</th>
        </tr>
      </thead>
      <tbody>
        {record.questions.map((q, i) => {
          const right = record.truths[i] === record.guesses[i];
          return (
            <tr key={i}>
              <td>{q}</td>
              <td>{word(record.truths[i]!)}</td>
              <td>
                {word(record.guesses[i]!)} <span class={right ? 'er-tag' : 'er-best'}>({right ? 'right' : 'wrong'})</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

interface Props {
  state: MatchState;
  record: RoundRecord;
  number: number;
  /** The next action (start the next round), placed right after the outcome. */
  children?: ComponentChildren;
}

/** The dice of a finished round, the modified score and the rule that applied. */
export function RoundOutcome({ state, record }: { state: MatchState; record: RoundRecord }) {
  const { attacker, defender } = names(state, record);
  return (
    <>
      <div class="row er-dice">
        <span>{attacker}'s d12</span>
        <Die value={record.attackerRoll} sides={game.attackerDie} />
        <span>{defender}'s d4</span>
        <Die value={record.defenderRoll} sides={game.defenderDie} />
      </div>
      <p class="er-score">
        {defender}'s modified score: {record.defenderRoll} + {game.pointsPerWrongGuess} × {record.wrongGuesses} wrong{' '}
        {record.wrongGuesses === 1 ? 'guess' : 'guesses'} = {record.defenderScore}
      </p>
      <p role="status">{explainScore(record, { attacker, defender })}</p>
    </>
  );
}

/** The reveal: both rolls, the rule that applied, the totals, then every record beside its guess. */
export function RoundResult({ state, record, number, children }: Props) {
  return (
    <Step id={`result:r${number}`} title={`Round ${number}: ${outcomeWords(state, record)}`} rule={{ game: 'empty-rivalry', section: 'scoring' }}>
      {/* Sideways, what comes next (a button, a code for the other phone) stands beside the result, both on a 390 px-high screen. */}
      <div class="stack side-by-side">
        <div class="stack">
          <RoundOutcome state={state} record={record} />
          <p>
            Totals: {state.players[0]} {state.totals[0]}, {state.players[1]} {state.totals[1]}.
          </p>
        </div>
        {children && <div class="stack">{children}</div>}
      </div>
      <RecordTable state={state} record={record} number={number} />
    </Step>
  );
}

/** The end of a match: every round, not only the last, with the running totals. */
export function MatchRounds({ state }: { state: MatchState }) {
  let running: [number, number] = [0, 0];
  return (
    <div class="stack">
      <table class="er-table er-rounds">
        <caption class="visually-hidden">Every round of the match</caption>
        <thead>
          <tr>
            <th scope="col">Round</th>
            <th scope="col">What happened</th>
            <th scope="col" class="num">
              {state.players[0]}
            </th>
            <th scope="col" class="num">
              {state.players[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {state.rounds.map((record, i) => {
            const { attacker, defender } = names(state, record);
            const points: [number, number] = [0, 0];
            points[record.attacker] = record.attackerPoints;
            points[record.attacker === 0 ? 1 : 0] = record.defenderPoints;
            running = [running[0] + points[0], running[1] + points[1]];
            return (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>
                  {attacker} {record.decision === 'call-out' ? `called ${defender} out` : 'retreated'}: d12 {record.attackerRoll}{' '}
                  against {record.defenderScore} ({record.wrongGuesses} wrong). {capital(outcomeWords(state, record))}.
                </td>
                <td class="num">{running[0]}</td>
                <td class="num">{running[1]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {state.rounds.map((record, i) => (
        <details key={i}>
          <summary>Round {i + 1}: the answers and guesses</summary>
          <RecordTable state={state} record={record} number={i + 1} />
        </details>
      ))}
    </div>
  );
}
