import { useAfterPaint } from '~/kit/ui/afterPaint';
import { sitePath } from '~/kit/ui/RuleLink';
import { defaultLayout, trackOf } from '../data';
import { legalTracks, placeName, type State } from '../engine';
import { tokenLabels } from '../words';
import BoardTable from './BoardTable';
import OddsPanel from './OddsPanel';
import ScoreTrack from './ScoreTrack';

/**
 * The reference under the step: odds, the challenge board, the score track and where
 * everyone stands. When a game first comes on screen
 * (Start, a reload) they are drawn just after the step is painted: they are half the
 * work of that screen, and the step answers the tap (SSR and one-pass renders draw all).
 */
export default function Reference({ game }: { game: State }) {
  if (!useAfterPaint()) return null;
  const labels = tokenLabels(game.players.map((p) => p.name));
  const legal = game.winner === null ? legalTracks(game) : [];
  const pawns = game.players.flatMap((p, i) => (p.pawn ? [{ ...p.pawn, label: labels[i]!, name: p.name, mine: i === game.turn.player }] : []));
  const scoring = game.players.map((p, i) => ({ score: p.score, label: labels[i]!, name: p.name }));
  return (
    <div class="stack sr-reference">
      {game.winner === null && !game.turn.awaitingTrack && <OddsPanel game={game} />}
      <BoardTable pawns={pawns} legal={legal} caption="Challenge board (tracks you may use are shaded)" />
      <section class="stack" aria-labelledby="sr-score-heading">
        <h3 id="sr-score-heading">Score track</h3>
        <ScoreTrack layout={game.layout} pawns={scoring} />
        {/* A table that changed the track can print the board it is playing on (print studio). */}
        {JSON.stringify(game.layout) !== JSON.stringify(defaultLayout) && (
          <p>
            <a href={sitePath('print/#make-sibling-rivalry-board')}>Print this score track as a board</a>
          </p>
        )}
        <ul class="sr-standings">
          {game.players.map((p, i) => (
            <li>
              <strong>{labels[i]}</strong> {p.name}: {p.score > game.layout.length ? 'finished' : placeName(game.layout, p.score)}
              {p.pawn && `; challenging on ${trackOf(p.pawn.track).name} square ${p.pawn.square}`}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

