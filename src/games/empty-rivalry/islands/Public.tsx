import type { PublicProps } from '~/kit/link/live/follow/games';
import { game } from '../data';
import { phaseOf, questionIndex, roles, type MatchState } from '../state';
import { lastTapLine, outcomeWords } from '../words';
import { RoundOutcome } from './RoundResult';

/**
 * Empty Rivalry on a phone following the playing phone (kit/link/live/follow): the match
 * score, the round and where it stands, drawn from `view(state, PUBLIC)` alone. The round
 * being played says only how many notes are in, never what they say (the public view reads
 * them all FALSE, so they are not drawn); the blind dice come with the round's result, as
 * the playing phone shows them at the reveal. Nothing is played here.
 */
export default function Public({ view: s }: PublicProps<MatchState | null>) {
  if (s === null) return <p>The playing phone is setting up a match.</p>;
  const phase = phaseOf(s);
  const { attacker, defender } = roles(s);
  const A = s.players[attacker];
  const D = s.players[defender];
  const played = s.rounds.length;
  const number = played + (s.current ? 1 : 0);
  const last = s.rounds.at(-1);
  const leader = s.totals[0] === s.totals[1] ? null : s.players[s.totals[0] > s.totals[1] ? 0 : 1];
  const title =
    phase === 'over'
      ? leader
        ? `Match over: ${leader} wins`
        : 'Match over: a tie'
      : phase === 'safety'
        ? 'Before round 1: the questions'
        : phase === 'between'
          ? `Round ${played}: ${outcomeWords(s, last!)}`
          : `Round ${number} of ${s.plannedRounds}: ${A} attacks`;
  const q = s.current ? Math.min(questionIndex(s.current) + 1, game.questionsPerRound) : 1;
  const asked = s.current && phase !== 'choose' && phase !== 'cups' ? s.questions.find((x) => x.id === s.current!.questionIds[q - 1]) : undefined;
  const now: Record<typeof phase, string> = {
    safety: `${s.players[s.firstAttacker]} attacks first. The table looks at the questions together.`,
    cups: 'Both players roll their blind die under a cup.',
    choose: `${A} chooses question ${q} of ${game.questionsPerRound}.`,
    truth: `${D} answers question ${q} aloud and records it in secret.`,
    guess: `${A} guesses in secret whether ${D}'s answer to question ${q} was true.`,
    decide: `${A} decides: call ${D} out, or retreat.`,
    reveal: 'The reveal: the blind dice and the notes come out.',
    between: `Round ${played + 1} of ${s.plannedRounds} next: ${A} attacks.`,
    over: `${played} rounds played.`,
  };
  const said = lastTapLine(s);
  return (
    <div class="stack">
      <h2 style={{ margin: 0 }}>{title}</h2>
      <ul class="stack" aria-label="What just happened" style={{ margin: 0, paddingLeft: '1.5rem' }}>
        {said && <li>{said}</li>}
        <li>{now[phase]}</li>
        {asked && <li>Question {q}: “{asked.text}”</li>}
      </ul>
      <table class="er-table">
        <caption>Match score</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" class="num">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {s.players.map((name, seat) => (
            <tr aria-current={s.current && seat === attacker ? 'true' : undefined}>
              <th scope="row">
                {name}
                {s.current && (seat === attacker ? ' (attacks)' : ' (defends)')}
              </th>
              <td class="num">{s.totals[seat]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {last && (phase === 'between' || phase === 'over') && (
        <section class="stack" aria-label={`Round ${played}`}>
          <RoundOutcome state={s} record={last} />
        </section>
      )}
    </div>
  );
}
