import { useEffect } from 'preact/hooks';
import { statusKeyOf } from '~/kit/status';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { Step } from '~/kit/ui/Step';
import { usePersistent } from '~/kit/ui/usePersistent';
import { useLessonLoader, useTeachMode } from '~/kit/ui/useLesson';
import MatchTracker from './MatchTracker';
import PassThePhone from './PassThePhone';
import { modeSpec, type Mode } from './store';

/**
 * The play page's one helper. A table plays either with real cards (the match tracker)
 * or with secret picks on the phone, never both, so the first screen asks which; the
 * answer is remembered and either match stays saved under its own key.
 */
function Play() {
  const mode = usePersistent(modeSpec);
  const teach = useTeachMode();
  // Loaded only on #teach, so a table that never asks for the lesson never downloads it.
  const lesson = useLessonLoader(() => import('../lesson'));

  // A match saved before the table ever chose (or from another tab) picks its own helper.
  useEffect(() => {
    if (mode.ready && mode.state === null) {
      const guessed = modeInProgress(globalThis.localStorage ?? null);
      if (guessed) mode.set(guessed);
    }
  }, [mode.ready]);

  // The lesson is taught on the real-cards tracker whatever the table's mode (the mode and
  // both matches stay as they are); no switch offered, since the lesson has one helper.
  if (lesson) return <MatchTracker key="lesson" lesson={lesson} />;
  if (teach) return <HelperFrame title="Empress lesson" ready={false}>{null}</HelperFrame>;
  if (mode.ready && mode.state === 'cards') return <MatchTracker key="table" onSwitch={() => mode.set('phone')} />;
  if (mode.ready && mode.state === 'phone') return <PassThePhone onSwitch={() => mode.set('cards')} />;
  return (
    <HelperFrame title="Empress helper" ready={mode.ready} notice={mode.notice} onDismissNotice={mode.dismissNotice}>
      <Step id="mode" title="How are you playing?" rule={{ game: 'empress', section: 'what-you-need' }}>
        <div class="stack" data-next>
          <button type="button" class="btn primary empress-wide empress-mode" onClick={() => mode.set('cards')}>
            With real cards
            <span>Flip your cards, then tap what they showed; the phone keeps the score.</span>
          </button>
          <button type="button" class="btn primary empress-wide empress-mode" onClick={() => mode.set('phone')}>
            Without cards
            <span>Pass the phone: each player picks a card in secret, then both turn over.</span>
          </button>
        </div>
      </Step>
    </HelperFrame>
  );
}

export default guarded(Play, 'Empress helper');

/** The helper with a match in progress (the newest, if both), from the Resume lines beside the saves. */
export function modeInProgress(storage: Pick<Storage, 'getItem'> | null): Mode {
  if (!storage) return null;
  const at = (key: string): number => {
    try {
      const raw = storage.getItem(statusKeyOf({ key }));
      const value = raw ? (JSON.parse(raw) as { at?: unknown }).at : undefined;
      return typeof value === 'number' && Number.isFinite(value) ? value : -1;
    } catch {
      return -1;
    }
  };
  const cards = at('empress/tracker');
  const phone = at('empress/phone');
  if (cards < 0 && phone < 0) return null;
  return phone > cards ? 'phone' : 'cards';
}
