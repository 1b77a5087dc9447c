import { useEffect, useState } from 'preact/hooks';
import type { BlindState } from '../blind';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LOAD_FAILED, onDemand } from '~/kit/ui/onDemand';
import { storeNeeded, type FrameState } from '../peek';

/*
 * The blind dice on the rules page (see blind.ts). A phone that has never rolled them,
 * which is most phones reading the rules, gets the first screen from this file alone;
 * the save and its checks (kit persist, valibot) come on demand (BlindStore.tsx, see
 * peek.ts) when this phone has blind dice saved, or at the player's first touch.
 */

/** The blind dice's store key (kit persist saves it as `tablemate:<key>:v<version>`). */
export const BLIND_KEY = 'empty-rivalry/blind';
export const BLIND_TITLE = 'Blind dice on the phone';
export const FIRST_ROLL = 'Roll both blind: start of the round';

export interface BlindProps {
  /** Called with the dice when they are shown (also after a reload), for the calculator. */
  onShown?: (revealed: NonNullable<BlindState['revealed']>, round: number) => void;
}

export function BlindIntro() {
  return (
    <p>
      Tap at the start of a round: the Attacker's d12 and the Defender's d4 are then rolled blind. The phone draws their numbers
      only when you tap Reveal, so there is nothing to see, or to peek at, before the scoring.
    </p>
  );
}

const BlindStore = onDemand(() => import('./BlindStore').then((m) => m.BlindStore));

/** The blind dice alone, for a table playing on paper. */
export function BlindRolls({ onShown }: BlindProps) {
  // null on the server and the first client render, as the store's own `ready`.
  const [saved, setSaved] = useState<boolean | null>(null);
  const [rollNow, setRollNow] = useState(false);
  const [error, setError] = useState<string>();
  const [frame, setFrame] = useState<FrameState>({});
  useEffect(() => setSaved(storeNeeded(BLIND_KEY)), []);
  useEffect(() => {
    if (saved !== false || rollNow) return;
    // Another tab may roll meanwhile: follow it, as the store would.
    const look = () => storeNeeded(BLIND_KEY, false) && setSaved(true);
    addEventListener('storage', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      removeEventListener('storage', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [saved, rollNow]);
  const roll = () =>
    BlindStore.preload().then(
      () => setRollNow(true),
      () => setError(LOAD_FAILED),
    );
  const store = saved || rollNow;
  // One frame throughout, so the region stays the same element when the store's code arrives.
  return (
    <HelperFrame title={BLIND_TITLE} ready={saved !== null} notice={store ? frame.notice : undefined} onDismissNotice={frame.onDismissNotice}>
      {store ? (
        <BlindStore onShown={onShown} rollNow={rollNow} onFrame={setFrame} />
      ) : (
        <div class="stack er-blind">
          <BlindIntro />
          <button type="button" class="btn primary" onClick={roll}>
            {FIRST_ROLL}
          </button>
          <ErrorMessage error={error} />
        </div>
      )}
    </HelperFrame>
  );
}
