import { useState } from 'preact/hooks';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { PrivacyScreen } from '~/kit/ui/PrivacyScreen';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { cardById, handById, type CardId, type OutcomeId } from '../data';
import { isOver, forcedOutcome, lastPlay, pickCard, playableCards, position, recordOutcome, type MatchState } from '../engine';
import { cardPhrase } from '../words';
import { Finished } from './MatchTracker';
import { MatchSetup } from './MatchSetup';
import { LastPlayNote, PositionLine, ScoreTable, Totals } from './Scoreboard';
import { matchSpec } from './store';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';

const spec = matchSpec('phone');

/**
 * No-cards mode on one phone: each player picks a card in secret, the lead
 * first, then the phone reveals both. The lead's pick lives only in the saved
 * state (`pending`) and is never rendered until both cards are shown together.
 */
function PassThePhone() {
  const match = usePersistent(spec);
  // Which screen is up is not saved: after a reload the phone always starts
  // behind the privacy screen, so nobody's hand is on show by accident.
  const [unlocked, setUnlocked] = useState(false);
  const [revealing, setRevealing] = useState(false);
  const state = match.state;
  const change = (next: MatchState, reveal: boolean) => {
    setUnlocked(false);
    setRevealing(reveal);
    match.set(next);
  };
  const undo = () => {
    setUnlocked(false);
    setRevealing(false);
    match.undo();
  };

  let body;
  if (state === null) body = <MatchSetup onStart={(s) => change(s, false)} />;
  else if (!position(state)) body = <Finished state={state} />;
  else if (revealing) body = <Reveal state={state} onNext={() => setRevealing(false)} />;
  else body = <Turn state={state} unlocked={unlocked} onUnlock={() => setUnlocked(true)} onChange={change} />;

  return (
    <HelperFrame title="Play without cards (pass the phone)" ready={match.ready} active={state !== null && !isOver(state)} notice={match.notice} onDismissNotice={match.dismissNotice}>
      <div class="stack">
        {body}
        {state !== null && <UndoBar canUndo={match.canUndo} onUndo={undo} onNewGame={match.reset} newGameLabel="New match" />}
      </div>
    </HelperFrame>
  );
}

interface TurnProps {
  state: MatchState;
  unlocked: boolean;
  onUnlock: () => void;
  onChange: (next: MatchState, reveal: boolean) => void;
}

function Turn({ state, unlocked, onUnlock, onChange }: TurnProps) {
  const [error, setError] = useState<string | undefined>();
  const pos = position(state)!;
  const picker = pos.picking === 'empress' ? pos.empressHolder : pos.assassinHolder;
  const name = state.players[picker];
  const forced = forcedOutcome(state);

  const pick = (card: CardId) => {
    const second = state.pending !== null;
    const result = pickCard(state, card);
    if (!result.ok) return setError(result.error);
    setError(undefined);
    onChange(result.value, second);
  };

  const revealForced = (id: OutcomeId) => {
    const result = recordOutcome(state, id);
    if (!result.ok) return setError(result.error);
    onChange(result.value, true);
  };

  const header = (
    <>
      <Totals state={state} />
      <LastPlayNote state={state} />
      <PositionLine state={state} pos={pos} />
    </>
  );

  if (forced) {
    return (
      <div class="stack">
        {header}
        <h3>Play {pos.play}: the forced last play</h3>
        <p class="message notice">
          Four draws: each hand holds only its royal card, so the Empress meets the Assassin. No secret pick is needed.
        </p>
        <button type="button" class="btn primary empress-wide" onClick={() => revealForced(forced)}>
          Reveal the last play
        </button>
      </div>
    );
  }

  if (!unlocked) {
    return (
      <div class="stack">
        {header}
        {state.tossed && pos.game === 0 && pos.play === 1 && state.pending === null && (
          <p>The coin toss gave {state.players[pos.empressHolder]} the Empress hand for the first game.</p>
        )}
        <h3>
          Play {pos.play}: {name} picks {state.pending === null ? 'first (the lead)' : 'second'}
        </h3>
        <PrivacyScreen name={name} purpose="to pick a card in secret" onReady={onUnlock} />
      </div>
    );
  }

  const hand = handById(pos.picking);
  const cards = playableCards(state, pos.picking);
  return (
    <div class="stack">
      <h3>{name}, pick your card</h3>
      <p>
        You hold the {hand.name}: the {cardById(hand.royal).name} and {pos.citizensLeft}{' '}
        {pos.citizensLeft === 1 ? 'Citizen' : 'Citizens'}.{' '}
        {state.pending === null
          ? 'You lead: the other player picks after you, without seeing your card.'
          : 'The other player has already picked a card face down.'}
      </p>
      <div role="group" aria-label="Your hand" class="stack">
        {cards.map((card) => (
          <button key={card} type="button" class="btn primary empress-wide" onClick={() => pick(card)}>
            Lay {cardPhrase(card)}
          </button>
        ))}
      </div>
      <ErrorMessage error={error} />
    </div>
  );
}

/** Both cards face up at once, then what they mean. */
function Reveal({ state, onNext }: { state: MatchState; onNext: () => void }) {
  const last = lastPlay(state)!;
  const e = last.empressHolder;
  const a = e === 0 ? 1 : 0;
  return (
    <div class="stack">
      <h3>The cards</h3>
      <div class="empress-reveal">
        <div>
          {state.players[e]}
          <strong>{cardById(last.outcome.empressHandCard).name}</strong>
        </div>
        <div>
          {state.players[a]}
          <strong>{cardById(last.outcome.assassinHandCard).name}</strong>
        </div>
      </div>
      <LastPlayNote state={state} />
      <Totals state={state} />
      <details class="empress-details">
        <summary>Score by game</summary>
        <ScoreTable state={state} />
      </details>
      <button type="button" class="btn primary" onClick={onNext}>
        Next play
      </button>
    </div>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(PassThePhone, 'Play without cards (pass the phone)');
