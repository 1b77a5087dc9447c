import { useEffect } from 'preact/hooks';
import { useOwnMode } from '~/kit/link/ui/useOwnMode';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { Step } from '~/kit/ui/Step';
import { usePersistent } from '~/kit/ui/usePersistent';
import { useTeachMode } from '~/kit/ui/useLesson';
import { modeInProgress, modeSpec, OWN_SAVE } from '../mode-store';

const later = laterModule(() => import('./screens'));
const MatchTracker = later.screen('MatchTracker');
const PassThePhone = later.screen('PassThePhone');

/**
 * "Each on our own phone" (OwnPhones.tsx): its own entry, not screens.ts, so its code (the
 * QR codes, the crypto) loads only when a table chooses it, never at a first touch.
 */
const loadOwn = () => import('./OwnPhones');

const CHOICES = [
  ['cards', 'With real cards', 'Flip your cards, then tap what they showed; the phone keeps the score.'],
  ['phone', 'Without cards', 'Pass the phone: each player picks a card in secret, then both turn over.'],
  ['own', 'Each on our own phone', 'Without cards, two phones: each holds its own hand; they pass QR codes, no network.'],
] as const;

/**
 * The play page's one helper. A table plays either with real cards (the match tracker)
 * or with secret picks on the phone, never both, so the first screen asks which; the
 * answer is remembered and either match stays saved under its own key.
 */
function Helper() {
  const mode = usePersistent(modeSpec);
  const teach = useTeachMode();
  // The kit's flag and loader: on when chosen, when a table is saved here, or opened by a table's `#join=` address.
  const own = useOwnMode(loadOwn, [OWN_SAVE], mode.ready, mode.state === 'own');

  // A match saved before the table ever chose (or from another tab) picks its own helper.
  useEffect(() => {
    if (mode.ready && mode.state === null) {
      const guessed = modeInProgress(globalThis.localStorage ?? null);
      if (guessed) mode.set(guessed);
    }
  }, [mode.ready]);

  // The lesson is taught on the real-cards tracker (see its `teach`).
  if (teach) return <MatchTracker key="lesson" teach />;
  const { Own } = own;
  if (own.state === 'on' && Own)
    return (
      <Own
        onLeave={() => {
          own.leave();
          mode.set(null);
        }}
      />
    );
  if (mode.ready && mode.state === 'cards') return <MatchTracker key="table" onSwitch={() => mode.set('phone')} />;
  if (mode.ready && mode.state === 'phone') return <PassThePhone onSwitch={() => mode.set('cards')} />;
  return (
    <HelperFrame title="Empress helper" ready={mode.ready && own.state !== 'opening'} notice={mode.notice} onDismissNotice={mode.dismissNotice}>
      <Step id="mode" title="How are you playing?" rule={{ game: 'empress', section: 'what-you-need' }}>
        <div class="stack" data-next>
          {CHOICES.map(([choice, name, what]) => (
            <button key={choice} type="button" class="btn primary empress-wide empress-mode" onClick={() => (choice === 'own' ? void own.choose().then((on) => on && mode.set(choice)) : whenLoaded(choice === 'cards' ? MatchTracker : PassThePhone, () => mode.set(choice)))}>
              {name}
              <span>{what}</span>
            </button>
          ))}
        </div>
        {own.error && (
          <p class="message error" role="alert">
            {own.error}
          </p>
        )}
      </Step>
    </HelperFrame>
  );
}

export default guarded(Helper, 'Empress helper');
