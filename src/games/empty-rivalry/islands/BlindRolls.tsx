import { useEffect, useState } from 'preact/hooks';
import { hasSave } from '~/kit/persist/saves';
import type { FrameState } from '~/kit/ui/frame';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { blindSave } from '../keys';
import type { BlindState } from '../state';

/*
 * The blind dice on the rules page, for a table playing on paper: the phone rolls the
 * d12 and the d4 unseen and shows them at the scoring (ER-5). The first screen is drawn
 * here; the dice with their save (BlindStore.tsx) take over once this phone has blind
 * dice saved or the player rolls.
 */

const BLIND_TITLE = 'Blind dice on the phone';
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

const BlindStore = laterModule(() => import('./BlindStore')).screen('BlindStore');

/** The blind dice alone, for a table playing on paper. */
export function BlindRolls({ onShown }: BlindProps) {
  // null on the server and the first client render, as the store's own `ready`.
  const [saved, setSaved] = useState<boolean | null>(null);
  const [rollNow, setRollNow] = useState(false);
  const [frame, setFrame] = useState<FrameState>({});
  useEffect(() => setSaved(hasSave(blindSave)), []);
  useEffect(() => {
    if (saved !== false || rollNow) return;
    // Another tab may roll meanwhile: follow it, as the store would.
    const look = () => hasSave(blindSave, false) && setSaved(true);
    addEventListener('storage', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      removeEventListener('storage', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [saved, rollNow]);
  // The first roll is made by the dice with their save, as soon as they are drawn.
  const roll = () => whenLoaded(BlindStore, () => setRollNow(true));
  const store = saved || rollNow;
  // One frame throughout, so the region stays the same element when the dice with their save take over.
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
        </div>
      )}
    </HelperFrame>
  );
}
