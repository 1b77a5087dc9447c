import { useState } from 'preact/hooks';
import type { SecretStep } from '~/kit/handoff';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HandOff } from '~/kit/ui/HandOff';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { Step } from '~/kit/ui/Step';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent, type Cause } from '~/kit/ui/usePersistent';
import { handById, type CardId, type OutcomeId } from '../data';
import { isOver, forcedOutcome, pickCard, position, recordOutcome, type MatchState, type Position } from '../engine';
import { afterPick, pickView, pickerOf, secretPick, undoPlan, withWaiting } from '../phone';
import { cardPhrase } from '../words';
import { Finished, TossNote } from './MatchTracker';
import { MatchSetup } from './MatchSetup';
import { FaceUpCards, PositionLine, ScoreTable, StatusStrip } from './Scoreboard';
import { matchSpec, pickSpec } from './store';
import { SwitchMode } from './SwitchMode';
import { useArmed } from '~/kit/ui/useArmed';

const spec = matchSpec('phone');
const RULE = { game: 'empress', section: 'a-game' } as const;

/**
 * No-cards mode on one phone: each player picks a card in secret, the lead first, each
 * behind their own hand-over (kit HandOff, the step derived from the saved match by
 * `secretPick`). The lead's card waits in its own save, outside the match's undo history,
 * and is rendered nowhere until the answer turns both face up. So Undo after a reveal
 * takes the play back whole: the lead picks again behind the lead's hand-over, never the
 * answer with the lead's card known (`undoPlan`).
 */
function PassThePhone({ onSwitch }: { onSwitch?: () => void }) {
  const match = usePersistent(spec);
  const waiting = usePersistent(pickSpec);
  // Whose secret an Undo reopens is said on the hand-over; a take-back only touches the waiting pick.
  const [cause, setCause] = useState<Cause>('load');
  const state = match.state === null ? null : withWaiting(match.state, waiting.state);
  const secret = secretPick(state);

  const change = (next: MatchState) => {
    setCause('move');
    if (state === null) {
      match.set(next);
      return;
    }
    const saves = afterPick(state, next);
    if (saves.match !== null) match.set(saves.match);
    if (saves.waiting !== null || waiting.state !== null) waiting.set(saves.waiting);
  };
  const undo = () => {
    setCause('undo');
    if (undoPlan(match.state, waiting.state) === 'undo-play') match.undo();
    if (waiting.state !== null) waiting.set(null);
  };
  const newMatch = () => {
    setCause('reset');
    waiting.reset();
    match.reset();
  };

  let body;
  if (state === null) body = <MatchSetup onStart={change} />;
  else if (!position(state)) body = <Finished state={state} />;
  else if (secret === null) body = <ForcedPlay state={state} onChange={change} />;
  else body = <Pick state={state} secret={secret} cause={cause} onChange={change} />;

  return (
    <HelperFrame
      title="Play without cards (pass the phone)"
      ready={match.ready && waiting.ready}
      active={state !== null && !isOver(state)}
      notice={match.notice ?? waiting.notice}
      onDismissNotice={() => {
        match.dismissNotice();
        waiting.dismissNotice();
      }}
    >
      <div class="stack">
        {body}
        {state !== null && <UndoBar canUndo={match.canUndo || state.pending !== null} onUndo={undo} onNewGame={newMatch} newGameLabel="New match" />}
        {onSwitch && <SwitchMode to="cards" onSwitch={onSwitch} />}
      </div>
    </HelperFrame>
  );
}

// A crash shows a message and sets the saves aside instead of leaving a blank box.
export default guarded(PassThePhone, 'Play without cards (pass the phone)');

interface PickProps {
  state: MatchState;
  secret: SecretStep;
  cause: Cause;
  onChange: (next: MatchState) => void;
}

/** One pick: the public hand-over step, and inside it, once unlocked, the picker's own step. */
function Pick({ state, secret, cause, onChange }: PickProps) {
  const pos = position(state)!;
  const answering = state.pending !== null;
  const name = state.players[pickerOf(pos)];
  // The kit's hand-over button re-arms for each secret step (kit/ui/useArmed), so the
  // second tap of a double tap on "Lay …" cannot open the next player's pick.
  return (
    <>
      <Step id={`handover:${secret.id}`} title={`Play ${pos.play}: ${name} ${answering ? 'answers' : 'leads'}`} rule={RULE}>
        <div class="stack">
          {answering ? (
            <p class="empress-laid">
              {state.players[pos.leadPlayer]} has laid a card face down. Now {name} answers.
            </p>
          ) : (
            <>
              <FaceUpCards state={state} />
              <TossNote state={state} pos={pos} />
            </>
          )}
          <StatusStrip state={state} pos={pos} />
          <div class="empress-handover">
            <HandOff step={secret} purpose="to pick a card in secret" cause={cause}>
              {(step) => <PickCard state={state} step={step} onChange={onChange} />}
            </HandOff>
          </div>
        </div>
      </Step>
      <Reference state={state} pos={pos} />
    </>
  );
}

/** The picker's own screen: their hand and nothing of the other pick. */
function PickCard({ state, step, onChange }: { state: MatchState; step: SecretStep; onChange: (next: MatchState) => void }) {
  const [error, setError] = useState<string | undefined>();
  const pos = position(state)!;
  const view = pickView(state)!;
  const hand = handById(pos.picking);
  const armed = useArmed(step.id);
  const pick = (card: CardId) => {
    const result = pickCard(state, card);
    if (!result.ok) return setError(result.error);
    setError(undefined);
    onChange(result.value);
  };
  return (
    <Step id={`secret:${step.id}`} title={`${step.owner}, pick your card`} rule={RULE}>
      <div class="stack">
        <p>
          You hold the {hand.name}: {cardPhrase(hand.royal)} and {pos.citizensLeft} {pos.citizensLeft === 1 ? 'Citizen' : 'Citizens'}.{' '}
          {view.answering
            ? 'The other player has laid a card face down; both turn over after your pick.'
            : 'You lead: the other player answers without seeing your card.'}
        </p>
        <div role="group" aria-label="Your hand" class="stack">
          {view.cards.map((card) => (
            <button key={card} type="button" class="btn primary empress-wide empress-arming" disabled={!armed} onClick={() => pick(card)}>
              Lay {cardPhrase(card)}
            </button>
          ))}
        </div>
        <ErrorMessage error={error} />
      </div>
    </Step>
  );
}

/** After four draws (EP-2) nothing is secret: one tap turns the royals over. */
function ForcedPlay({ state, onChange }: { state: MatchState; onChange: (next: MatchState) => void }) {
  const [error, setError] = useState<string | undefined>();
  const pos = position(state)!;
  const reveal = (id: OutcomeId) => {
    const result = recordOutcome(state, id);
    if (!result.ok) return setError(result.error);
    setError(undefined);
    onChange(result.value);
  };
  const forced = forcedOutcome(state)!;
  return (
    <>
      <Step id={`forced:g${pos.game + 1}`} title={`Play ${pos.play}: the forced last play`} rule={RULE}>
        <div class="stack">
          <FaceUpCards state={state} />
          <StatusStrip state={state} pos={pos} />
          <p class="message notice">Four draws: each hand holds only its royal card, so the Empress meets the Assassin. No secret pick is needed.</p>
          <button type="button" class="btn primary empress-wide" onClick={() => reveal(forced)}>
            Reveal the last play
          </button>
          <ErrorMessage error={error} />
        </div>
      </Step>
      <Reference state={state} pos={pos} />
    </>
  );
}

function Reference({ state, pos }: { state: MatchState; pos: Position }) {
  return (
    <details class="empress-details">
      <summary>Score by game</summary>
      <PositionLine state={state} pos={pos} />
      <ScoreTable state={state} />
    </details>
  );
}
