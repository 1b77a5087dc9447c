import type { State } from '../engine';
import { catchCosts, catchRule } from '../odds';
import { catchCostWords, catchRuleWords, scoreWords } from '../words';

/**
 * The standings, drawn in every turn step just under its heading (the score
 * track was ~1,145 px down): every scoring pawn's square with whose turn it is, and what
 * a catch would cost the player rolling, naming the Little Angel or Devil that changes it.
 * Short enough to sit on a 390×844 or 844×390 screen with the step.
 */
export default function Standings({ game }: { game: State }) {
  const me = game.turn.player;
  const score = game.players[me]!.score;
  return (
    <div class="sr-standing" role="group" aria-label="Standings">
      {/* One wrapping row: names and squares, then the finish, muted. */}
      <ol class="sr-scores" aria-label={`Scores (the finish is past square ${game.layout.length})`}>
        {game.players.map((p, i) => {
          const now = game.winner === null ? i === me : i === game.winner;
          return (
            <li class={now ? 'now' : undefined} aria-current={now && game.winner === null ? 'true' : undefined}>
              {p.name} <strong>{scoreWords(p.score, game.layout.length)}</strong>
              {now && game.winner === null && <span class="visually-hidden"> (rolling)</span>}
            </li>
          );
        })}
      </ol>
      <span class="sr-finish" aria-hidden="true">
        finish past {game.layout.length}
      </span>
      {game.winner === null && (
        <p class="sr-catch">
          {catchRuleWords(catchRule(game))}: {catchCostWords(catchCosts(game)[0], score)}.
        </p>
      )}
    </div>
  );
}
