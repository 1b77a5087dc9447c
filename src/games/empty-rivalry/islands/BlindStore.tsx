import { useEffect, useRef } from 'preact/hooks';
import { cryptoRng } from '~/kit/random';
import { buzz } from '~/kit/ui/device';
import { Die } from '~/kit/ui/Die';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { useLiftFrame, type FrameState } from '~/kit/ui/frame';
import { useApply } from '~/kit/ui/useApply';
import { usePersistent } from '~/kit/ui/usePersistent';
import { game } from '../data';
import { revealBlind, rollBlind } from '../engine';
import { moves, type Move } from '../game';
import { blindStage, type BlindState } from '../state';
import { blindSpec } from '../store';
import { BlindIntro, FIRST_ROLL, type BlindProps } from './BlindRolls';

interface Props extends BlindProps {
  /** The first roll was tapped on the first screen (BlindRolls.tsx): roll as soon as the save is read. */
  rollNow?: boolean;
  /** The frame around this (BlindRolls.tsx) shows the store's notice. */
  onFrame?: (frame: FrameState) => void;
}

/**
 * The blind dice with their save (store.ts `blindSpec`): BlindRolls.tsx draws this once
 * this phone has a roll saved or the player rolls.
 */
export function BlindStore({ onShown, rollNow = false, onFrame }: Props) {
  const store = usePersistent(blindSpec, moves);
  const { apply, error } = useApply<BlindState, Move>(store.move);
  const state = store.state;
  const stage = blindStage(state);
  // The calculator takes the dice when they are shown, and again after a reload.
  const shown = store.ready ? state.revealed : null;
  useEffect(() => {
    if (shown) onShown?.(shown, state.round);
  }, [shown?.attackerRoll, shown?.defenderRoll, state.round]);
  // The first screen's tap was a first roll: make it once the save is read
  // (unless another tab has rolled meanwhile; then this shows that round instead).
  const rolled = useRef(false);
  useEffect(() => {
    if (!store.ready || !rollNow || rolled.current) return;
    rolled.current = true;
    if (stage === 'idle') apply('rollBlind', rollBlind(state));
  }, [store.ready]);
  useLiftFrame(onFrame, { notice: store.notice, onDismissNotice: store.dismissNotice });
  // Until the save is read after a first roll, the idle screen stays up (no flash).
  if (!store.ready && !rollNow) return null;
  return (
    <div class="stack er-blind">
      {stage === 'idle' && <BlindIntro />}
      {stage === 'hidden' && (
        <>
          <p role="status">
            <strong>Round {state.round}: both dice are rolled and hidden.</strong> Play the round; after the Attacker's decision,
            reveal them.
          </p>
          <div class="row" aria-hidden="true">
            <span class="die-hidden">?</span>
            <span class="die-hidden">?</span>
          </div>
          <button type="button" class="btn primary" onClick={() => {
            buzz();
            apply('revealBlind', revealBlind(state, cryptoRng()));
          }}>
            Reveal both dice
          </button>
        </>
      )}
      {stage === 'shown' && state.revealed && (
        <>
          <p role="status">
            <strong>Round {state.round}:</strong> the Attacker's d12 shows {state.revealed.attackerRoll}, the Defender's d4 shows{' '}
            {state.revealed.defenderRoll}. They are in the calculator below.
          </p>
          <div class="row">
            <span>d12</span>
            <Die value={state.revealed.attackerRoll} sides={game.attackerDie} />
            <span>d4</span>
            <Die value={state.revealed.defenderRoll} sides={game.defenderDie} />
          </div>
        </>
      )}
      {stage !== 'hidden' && (
        <button type="button" class={stage === 'idle' ? 'btn primary' : 'btn'} onClick={() => apply('rollBlind', rollBlind(state))}>
          {stage === 'idle' ? FIRST_ROLL : `Roll blind for round ${state.round + 1}`}
        </button>
      )}
      <ErrorMessage error={error} />
    </div>
  );
}
