import { Walkthrough } from '~/components/rules/Walkthrough';
import type { RoundPicture } from './round-example';

const word = (b: boolean) => (b ? 'TRUE' : 'FALSE');
const DECISION = { 'call-out': 'Call Out', retreat: 'Retreat' } as const;

/** The round so far: each question's note and guess, the dice (or the cups), the decision and the score. */
export function Round({ p }: { p: RoundPicture }) {
  return (
    <div class="walk-round">
      <table class="walk-table">
        <caption class="visually-hidden">Notes and guesses, question by question</caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            <th scope="col">{p.defender}'s note</th>
            <th scope="col">{p.attacker}'s guess</th>
          </tr>
        </thead>
        <tbody>
          {p.questions.map((q, i) => {
            const truth = p.truths[i];
            const guess = p.guesses[i];
            const done = truth !== undefined && guess !== undefined;
            return (
              <tr class={done && truth !== guess ? 'walk-wrong' : undefined}>
                <th scope="row">{q}</th>
                <td>{truth === undefined ? '–' : word(truth)}</td>
                <td>
                  {guess === undefined ? '–' : word(guess)}
                  {done && <span class="walk-mark">{truth === guess ? ' right' : ' wrong'}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="walk-dice">
        <span>
          {p.attacker}'s d12: <strong>{p.d12 ?? 'under the cup'}</strong>
        </span>
        <span>
          {p.defender}'s d4: <strong>{p.d4 ?? 'under the cup'}</strong>
        </span>
        {p.decision && (
          <span>
            Decision: <strong>{DECISION[p.decision]}</strong>
          </span>
        )}
      </p>
      {p.modified !== null && p.points && (
        <p class="walk-score">
          Modified score <strong>{p.modified}</strong> · {p.attacker} +{p.points.attacker}, {p.defender} +{p.points.defender}
        </p>
      )}
    </div>
  );
}

/** A whole round with its score, then the Retreat and the tie (frames from the engine: round-example.ts). */
export default function RoundExample({ src, title }: { src: string; title: string }) {
  return <Walkthrough<RoundPicture> title={title} src={src} draw={(p) => <Round p={p} />} lesson="play/#teach" />;
}
