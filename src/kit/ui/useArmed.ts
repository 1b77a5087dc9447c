import { useEffect, useState } from 'preact/hooks';

/** Long enough to swallow the second tap of a double tap, short enough that nobody waits. */
export const ARM_DELAY_MS = 400;

/**
 * Superseded by the kit's tap guard (fingers.ts), which every helper has: whatever appears
 * under a finger ignores taps for a second, and the focused control after a key's click
 * for ARM_DELAY_MS. Kept while games still call it; a game no longer needs to.
 *
 * False for a moment after `key` changes, then true. On a phone passed around, a double
 * tap lands its second tap on whatever the first tap brought up in the same place: the
 * next player's "show me" (opening their secret for the wrong person), or a card nobody
 * chose (both seen in e2e "fast taps" in Empty Rivalry and Empress). Controls that must
 * not take a stray second tap stay disabled until armed; Playwright and assistive
 * technology wait for them.
 */
export function useArmed(key: string, delay = ARM_DELAY_MS): boolean {
  const [armed, setArmed] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return armed === key;
}
