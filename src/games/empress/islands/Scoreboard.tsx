import { cardById, handById } from '../data';
import { faceUp, gamesInMatch, gameSummaries, setScores, totals, type MatchState, type Position } from '../state';
import { shortOutcome } from '../words';

/** Running points for both players: always on screen, announced when they change. */
export function Totals({ state }: { state: MatchState }) {
  const [a, b] = totals(state);
  return (
    <p class="empress-totals" aria-live="polite">
      <span>
        {state.players[0]} <strong>{a}</strong>
      </span>
      <span>
        {state.players[1]} <strong>{b}</strong>
      </span>
    </p>
  );
}

/** Where the match stands: set, game, play, who holds which hand, who leads, Citizens left. */
export function PositionLine({ state, pos }: { state: MatchState; pos: Position }) {
  const gamesPerSet = gamesInMatch(state) / state.sets;
  return (
    <dl class="empress-position">
      <dt>Now</dt>
      <dd>
        Set {pos.set} of {state.sets}, game {pos.gameInSet} of {gamesPerSet}, play {pos.play}
      </dd>
      <dt>{handById('empress').name}</dt>
      <dd>{state.players[pos.empressHolder]}</dd>
      <dt>{handById('assassin').name}</dt>
      <dd>{state.players[pos.assassinHolder]}</dd>
      <dt>Citizens left</dt>
      <dd>{pos.citizensLeft} in each hand</dd>
    </dl>
  );
}

/** Score per game and per set, as on the paper score sheet. */
export function ScoreTable({ state }: { state: MatchState }) {
  const games = gameSummaries(state);
  const sets = setScores(state);
  return (
    <div class="empress-table-wrap">
      <table class="empress-table">
        <caption class="visually-hidden">Points per game and per set</caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Empress</th>
            <th scope="col">Plays</th>
            <th scope="col">{state.players[0]}</th>
            <th scope="col">{state.players[1]}</th>
          </tr>
        </thead>
        {sets.map((score, s) => (
          <tbody key={s}>
            {games
              .filter((g) => g.set === s + 1)
              .map((g) => (
                <tr key={g.game}>
                  <th scope="row">
                    {g.set}.{g.gameInSet}
                  </th>
                  <td>{state.players[g.empressHolder]}</td>
                  <td>{g.plays}</td>
                  <td>{g.winner === 0 ? g.points : g.outcome ? 0 : ''}</td>
                  <td>{g.winner === 1 ? g.points : g.outcome ? 0 : ''}</td>
                </tr>
              ))}
            <tr class="empress-set-total">
              <th scope="row" colSpan={3}>
                Set {s + 1}
              </th>
              <td>{score[0]}</td>
              <td>{score[1]}</td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}

/**
 * The latest play's two cards face up, with what they made, under the step heading:
 * the result of the last tap and the reveal in one place.
 */
export function FaceUpCards({ state }: { state: MatchState }) {
  const shown = faceUp(state);
  if (!shown) return null;
  return (
    <figure class="empress-faceup" aria-label={`Game ${shown.game + 1}, play ${shown.play}`}>
      <div class="empress-reveal">
        {shown.cards.map(({ player, card }) => (
          <div key={player}>
            {state.players[player]}
            <strong>{cardById(card).name}</strong>
          </div>
        ))}
      </div>
      <figcaption class="empress-outcome">
        <span class="empress-small">
          Game {shown.game + 1}, play {shown.play}:
        </span>{' '}
        {shortOutcome(state)}
      </figcaption>
    </figure>
  );
}

/** The score and who leads this play, kept next to the buttons that change them. */
export function StatusStrip({ state, pos }: { state: MatchState; pos: Position }) {
  return (
    <div class="empress-strip">
      <Totals state={state} />
      <p class="empress-lead">
        <strong>{state.players[pos.leadPlayer]}</strong> leads with the {handById(pos.lead).name} · {pos.citizensLeft}{' '}
        {pos.citizensLeft === 1 ? 'Citizen' : 'Citizens'} each
      </p>
    </div>
  );
}
