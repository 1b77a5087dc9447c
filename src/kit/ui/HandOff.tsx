import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { relock, screenFor, type SecretStep } from '../handoff';
import { follow, hasInteracted } from './follow';
import { PrivacyScreen } from './PrivacyScreen';
import type { Cause } from './usePersistent';

interface Props {
  /** The secret step the game is at, or null when nothing secret is on screen. */
  step: SecretStep | null;
  /** Said to the owner, finishing "Bo, once you hold it, tap below …": e.g. "to note your guess". */
  purpose?: string;
  /** From usePersistent: after an Undo the hand-over says whose secret is being reopened. */
  cause?: Cause;
  /** Called when the owner unlocks, e.g. to log "Ben looked at his cards again". */
  onUnlock?: (step: SecretStep) => void;
  readyLabel?: string;
  /** The secret view; a function so nothing secret is even built while locked. */
  children: (step: SecretStep) => ComponentChildren;
  /** Shown instead of the secret when there is no secret step. */
  fallback?: ComponentChildren;
}

/**
 * A secret step behind its owner's hand-over screen (see kit/handoff.ts); unlocking it
 * brings the secret view's heading and next action on screen, for every game. The unlock
 * lives in this component's memory for one step id: a move, Undo or reload locks it;
 * hiding the page (switching apps, Back) locks it at once, before the browser can keep
 * a picture of the secret in its back/forward cache.
 */
export function HandOff({ step, purpose, cause, onUnlock, readyLabel, children, fallback = null }: Props) {
  const [unlocked, setUnlocked] = useState<string | null>(null);
  const secretBox = useRef<HTMLDivElement>(null);
  const current = relock(step, unlocked);
  if (current !== unlocked) setUnlocked(current);

  useEffect(() => {
    const lock = () => {
      // Hide synchronously: a state update would render too late for a frozen page.
      if (secretBox.current) secretBox.current.hidden = true;
      setUnlocked(null);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && lock();
    window.addEventListener('pagehide', lock);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', lock);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  // When the owner unlocks, the screen follows into the secret view (follow.ts), whatever
  // the game draws there: its heading and its next action on screen, even on a landscape
  // phone where the hand-over sat low. After layout, like a step's own follow.
  useEffect(() => {
    if (current === null || !hasInteracted()) return;
    const frame = requestAnimationFrame(() => {
      // The view's own step when it draws one (its heading names the owner), else the step around the hand-over.
      const box = secretBox.current;
      const step = box?.querySelector<HTMLElement>('.step') ?? box?.closest<HTMLElement>('.step');
      const heading = step?.querySelector<HTMLElement>('.step-head h3');
      if (step && heading) follow(step, heading);
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);

  const screen = screenFor(step, current);
  if (screen.kind === 'public') return <>{fallback}</>;
  if (screen.kind === 'handover') {
    return (
      <PrivacyScreen
        name={screen.owner}
        purpose={purpose}
        readyLabel={readyLabel}
        note={cause === 'undo' ? `Undo took the game back to ${screen.step.what}. Only ${screen.owner} should look.` : undefined}
        onReady={() => {
          setUnlocked(screen.step.id);
          onUnlock?.(screen.step);
        }}
      />
    );
  }
  return (
    <div ref={secretBox} class="secret" data-secret-owner={screen.owner}>
      {children(screen.step)}
    </div>
  );
}
