import { useEffect, useState } from 'preact/hooks';
import type { StoreSpec } from '~/kit/persist';
import { cryptoRng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { buzz } from '~/kit/ui/device';
import { Die } from '~/kit/ui/Die';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { usePersistent } from '~/kit/ui/usePersistent';
import { blindProblem, blindStage, blindStateSchema, initialBlind, revealBlind, rollBlind, type BlindState } from '../blind';
import { game } from '../data';

export const blindSpec: StoreSpec<BlindState> = {
  key: 'empty-rivalry/blind',
  version: 1,
  schema: blindStateSchema,
  check: blindProblem,
  initial: initialBlind,
  // No undo: going back to the hidden dice would let a revealed roll be drawn again.
  historyLimit: 0,
  // A rules-page aid, not a game in progress: nothing to resume.
  summary: () => null,
};

interface Props {
  /** Called with the dice when they are shown (also after a reload), for the calculator. */
  onShown?: (revealed: NonNullable<BlindState['revealed']>, round: number) => void;
}

/** The blind dice alone, for a table playing on paper (see blind.ts). */
export function BlindRolls({ onShown }: Props) {
  const store = usePersistent(blindSpec);
  const [error, setError] = useState<string>();
  const state = store.state;
  const stage = blindStage(state);
  const apply = (next: Result<BlindState>) => {
    setError(next.ok ? undefined : next.error);
    if (!next.ok) return;
    store.set(next.value);
  };
  // The calculator takes the dice when they are shown, and again after a reload.
  const shown = store.ready ? state.revealed : null;
  useEffect(() => {
    if (shown) onShown?.(shown, state.round);
  }, [shown?.attackerRoll, shown?.defenderRoll, state.round]);
  return (
    <HelperFrame title="Blind dice on the phone" ready={store.ready} notice={store.notice} onDismissNotice={store.dismissNotice}>
      <div class="stack er-blind">
        {stage === 'idle' && (
          <p>At the start of a round the phone rolls the Attacker's d12 and the Defender's d4 and shows nothing until the scoring.</p>
        )}
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
              apply(revealBlind(state, cryptoRng()));
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
          <button type="button" class={stage === 'idle' ? 'btn primary' : 'btn'} onClick={() => apply(rollBlind(state))}>
            {stage === 'idle' ? 'Roll both blind: start of the round' : `Roll blind for round ${state.round + 1}`}
          </button>
        )}
        <ErrorMessage error={error} />
      </div>
    </HelperFrame>
  );
}
