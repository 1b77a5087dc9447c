import { useState } from 'preact/hooks';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { outcomeById } from '../data';
import { isOver, holderOf, legalOutcomes, position, recordOutcome, type MatchState, type Position } from '../engine';
import { describeResult, points, withHand } from '../words';
import { MatchSetup } from './MatchSetup';
import { LastPlayNote, PositionLine, ScoreTable, Totals } from './Scoreboard';
import { matchSpec } from './store';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';

const spec = matchSpec('tracker');

/** Match tracker for real cards: the table flips its cards and taps what they showed. */
function MatchTracker() {
  const match = usePersistent(spec);
  const state = match.state;
  return (
    <HelperFrame title="Match tracker (real cards)" ready={match.ready} active={state !== null && !isOver(state)} notice={match.notice} onDismissNotice={match.dismissNotice}>
      <div class="stack">
        {state === null ? <MatchSetup onStart={match.set} /> : <Match state={state} onChange={match.set} />}
        {state !== null && <UndoBar canUndo={match.canUndo} onUndo={match.undo} onNewGame={match.reset} newGameLabel="New match" />}
      </div>
    </HelperFrame>
  );
}

function Match({ state, onChange }: { state: MatchState; onChange: (s: MatchState) => void }) {
  const [error, setError] = useState<string | undefined>();
  const pos = position(state);
  if (!pos) return <Finished state={state} />;

  const record = (id: Parameters<typeof recordOutcome>[1]) => {
    const result = recordOutcome(state, id);
    if (!result.ok) return setError(result.error);
    setError(undefined);
    onChange(result.value);
  };
  const follower = pos.leadPlayer === 0 ? 1 : 0;

  return (
    <div class="stack">
      <Totals state={state} />
      <LastPlayNote state={state} />
      <h3>
        Play {pos.play}: {state.players[pos.leadPlayer]} leads
      </h3>
      <PositionLine state={state} pos={pos} />
      {state.tossed && pos.game === 0 && pos.play === 1 && (
        <p>The coin toss gave {state.players[pos.empressHolder]} the Empress hand for the first game.</p>
      )}
      {pos.forced ? (
        <p class="message notice">
          Four draws: only the Empress and the Assassin are left, so this last play is forced.
        </p>
      ) : (
        <p>
          {withHand(state, pos.leadPlayer, pos.lead)} lays a card face down first, then {state.players[follower]} answers
          face down. Flip both together.
        </p>
      )}
      <div role="group" aria-labelledby="empress-tracker-ask" class="stack">
        <p id="empress-tracker-ask">
          <strong>What did the flipped cards show?</strong>
        </p>
        {legalOutcomes(state).map((id) => (
          <button key={id} type="button" class="btn empress-wide" onClick={() => record(id)}>
            {outcomeLabel(state, pos, id)}
          </button>
        ))}
      </div>
      <ErrorMessage error={error} />
      <details class="empress-details">
        <summary>Score by game</summary>
        <ScoreTable state={state} />
      </details>
    </div>
  );
}

/** "The Empress beats a Citizen: Ann +1", so the scorer is clear before the tap. */
export function outcomeLabel(state: MatchState, pos: Position, id: Parameters<typeof outcomeById>[0]): string {
  const o = outcomeById(id);
  if (!o.winner) return 'Two Citizens: a draw';
  return `${o.label}: ${state.players[holderOf(state, pos.game, o.winner)]} +${o.points}`;
}

export function Finished({ state }: { state: MatchState }) {
  return (
    <div class="stack">
      <h3>Match over</h3>
      <Totals state={state} />
      <LastPlayNote state={state} />
      <p class="message notice empress-result">{describeResult(state)}</p>
      <ScoreTable state={state} />
      <p class="empress-small">
        Points: {points(outcomeById('empress-beats-citizen').points)} for the Empress hand&rsquo;s wins,{' '}
        {points(outcomeById('assassin-slays-empress').points)} when the Assassin slays the Empress.
      </p>
    </div>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(MatchTracker, 'Match tracker (real cards)');
