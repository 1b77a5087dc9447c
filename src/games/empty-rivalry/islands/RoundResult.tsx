import { Die } from '~/kit/ui/Die';
import { game } from '../data';
import { explainScore, type MatchState, type RoundRecord } from '../engine';

const word = (b: boolean) => (b ? 'TRUE' : 'FALSE');

interface Props {
  state: MatchState;
  record: RoundRecord;
  number: number;
}

/** The reveal: both rolls, every record beside its guess, the modified score and who scores what. */
export function RoundResult({ state, record, number }: Props) {
  const attacker = state.players[record.attacker];
  const defender = state.players[record.attacker === 0 ? 1 : 0];
  const decision = record.decision === 'call-out' ? `called ${defender} out` : 'retreated';
  return (
    <div class="stack">
      <h3>Round {number}: the reveal</h3>
      <p>
        {attacker} attacked and {decision}.
      </p>
      <div class="row">
        <span>{attacker}'s d12</span>
        <Die value={record.attackerRoll} sides={game.attackerDie} />
        <span>{defender}'s d4</span>
        <Die value={record.defenderRoll} sides={game.defenderDie} />
      </div>
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
      <p class="er-score">
        {defender}'s modified score: {record.defenderRoll} + {game.pointsPerWrongGuess} × {record.wrongGuesses} wrong{' '}
        {record.wrongGuesses === 1 ? 'guess' : 'guesses'} = {record.defenderScore}
      </p>
      <p role="status">
        {explainScore(record, { attacker, defender })}
      </p>
      <p>
        Totals: {state.players[0]} {state.totals[0]}, {state.players[1]} {state.totals[1]}.
      </p>
    </div>
  );
}
