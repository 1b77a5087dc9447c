import { useState } from 'preact/hooks';
import { useApply } from '~/kit/ui/useApply';
import type { SecretStep } from '~/kit/handoff';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HandOff } from '~/kit/ui/HandOff';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { Step } from '~/kit/ui/Step';
import { UndoBar } from '~/kit/ui/UndoBar';
import { undoOffOf } from '~/kit/game';
import { usePersistent, type Cause } from '~/kit/ui/usePersistent';
import { useArmed } from '~/kit/ui/useArmed';
import { handById, type CardId, type OutcomeId } from '../data';
import { pickCard, recordOutcome } from '../engine';
import { moves, secret as secretOf, view } from '../game';
import { forcedOutcome, isOver, pickerOf, pickView, position, type MatchState, type Position } from '../state';
import { phoneSpec } from '../store';
import { cardPhrase, playOf, UNDO_OFF } from '../words';
import { Finished, TossNote } from './MatchTracker';
import { MatchSetup } from './MatchSetup';
import { FaceUpCards, PositionLine, ScoreTable, StatusStrip } from './Scoreboard';
import { SwitchMode } from './SwitchMode';

const RULE = { game: 'empress', section: 'a-game' } as const;

/**
 * No-cards mode on one phone: each player picks a card in secret, the lead first, each
 * behind their own hand-over (kit HandOff, the step from game.ts `secret`). The lead's
 * card waits in the match (`pending`), drawn nowhere until the answer turns both face up:
 * each secret screen is drawn from its owner's `view`. Undo follows game.ts `moves`: it
 * takes back a lead's pick nobody has answered (the lead picks again behind the lead's
 * hand-over), never a play whose cards were turned over (EP-7), and says so.
 */
function PassThePhone({ onSwitch }: { onSwitch?: () => void }) {
  const match = usePersistent(phoneSpec, moves);
  const state = match.state;
  const step = secretOf(state);

  const pick = (card: CardId) => {
    if (state === null) return undefined;
    const result = pickCard(state, card);
    if (!result.ok) return result.error;
    match.move(state.pending === null ? 'lead' : 'answer', result.value);
    return undefined;
  };

  let body;
  if (state === null) body = <MatchSetup onStart={(next) => match.move('setup', next)} />;
  else if (!position(state)) body = <Finished state={state} />;
  else if (step === null) body = <ForcedPlay state={state} onReveal={(next) => match.move('reveal', next)} />;
  else body = <Pick state={state} step={step} cause={match.cause} onPick={pick} />;

  return (
    <HelperFrame
      title="Play without cards (pass the phone)"
      ready={match.ready}
      active={state !== null && !isOver(state)}
      notice={match.notice}
      onDismissNotice={match.dismissNotice}
    >
      <div class="stack">
        {body}
        {state !== null && <UndoBar canUndo={match.canUndo} off={undoOffOf(UNDO_OFF, match.stoppedBy)} onUndo={match.undo} onNewGame={match.reset} newGameLabel="New match" />}
        {onSwitch && <SwitchMode to="cards" onSwitch={onSwitch} />}
      </div>
    </HelperFrame>
  );
}

// A crash shows a message and sets the saves aside instead of leaving a blank box.
export default guarded(PassThePhone, 'Play without cards (pass the phone)');

interface PickProps {
  state: MatchState;
  step: SecretStep;
  cause: Cause;
  /** Lays the card on the match; a refusal comes back in words. */
  onPick: (card: CardId) => string | undefined;
}

/** One pick: the public hand-over step, and inside it, once unlocked, the picker's own step. */
function Pick({ state, step, cause, onPick }: PickProps) {
  const pos = position(state)!;
  const answering = state.pending !== null;
  const name = state.players[pickerOf(pos)];
  // The kit's hand-over button re-arms for each secret step (kit/ui/useArmed), so the
  // second tap of a double tap on "Lay …" cannot open the next player's pick.
  return (
    <>
      <Step id={`handover:${step.id}`} title={`${playOf(state, pos)}: ${name} ${answering ? 'answers' : 'leads'}`} rule={RULE}>
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
            <HandOff step={step} purpose="to pick a card in secret" cause={cause}>
              {(open) => <PickCard seen={view(state, open.player)!} step={open} onPick={onPick} />}
            </HandOff>
          </div>
        </div>
      </Step>
      <Reference state={state} pos={pos} />
    </>
  );
}

interface PickCardProps {
  /** The match as the picker may see it (game.ts `view`): the other's waiting card face down. */
  seen: MatchState;
  step: SecretStep;
  onPick: (card: CardId) => string | undefined;
}

/** The picker's own screen: their hand and nothing of the other pick. */
export function PickCard({ seen, step, onPick }: PickCardProps) {
  const [error, setError] = useState<string | undefined>();
  const pos = position(seen)!;
  const mine = pickView(seen)!;
  const hand = handById(pos.picking);
  const armed = useArmed(step.id);
  return (
    <Step id={`secret:${step.id}`} title={`${step.owner}, pick your card`} rule={RULE}>
      <div class="stack">
        <p>
          You hold the {hand.name}: {cardPhrase(hand.royal)} and {pos.citizensLeft} {pos.citizensLeft === 1 ? 'Citizen' : 'Citizens'}.{' '}
          {mine.answering
            ? 'The other player has laid a card face down; both turn over after your pick.'
            : 'You lead: the other player answers without seeing your card.'}
        </p>
        <div role="group" aria-label="Your hand" class="stack empress-hand">
          {mine.cards.map((card) => (
            <button key={card} type="button" class="btn primary empress-wide empress-arming" disabled={!armed} onClick={() => setError(onPick(card))}>
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
function ForcedPlay({ state, onReveal }: { state: MatchState; onReveal: (next: MatchState) => void }) {
  const { apply, error } = useApply<MatchState>((_, next) => onReveal(next));
  const pos = position(state)!;
  const reveal = (id: OutcomeId) => apply('recordOutcome', recordOutcome(state, id));
  const forced = forcedOutcome(state)!;
  return (
    <>
      <Step id={`forced:g${pos.game + 1}`} title={`${playOf(state, pos)}: the forced last play`} rule={RULE}>
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
