import { useEffect, useState } from 'preact/hooks';

/** Long enough to swallow the second tap of a double tap, short enough that nobody waits. */
export const ARM_DELAY_MS = 400;

/**
 * False for a moment after a screen appears. A double tap on a hand-over button would
 * otherwise land its second tap on the card button drawn in the same place and lay a
 * card nobody chose (seen in the e2e "fast taps"). Buttons stay disabled until armed;
 * Playwright and assistive technology wait for them. Local to Empress for now; the kit's
 * PrivacyScreen button could use the same guard.
 */
export function useArmed(key: string, delay = ARM_DELAY_MS): boolean {
  const [armed, setArmed] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return armed === key;
}
