import { useEffect, useState } from 'preact/hooks';

/** Long enough to swallow the second tap of a double tap, short enough that nobody waits. */
export const ARM_DELAY_MS = 400;

/**
 * False for a moment after `key` changes, then true. On a phone passed around, a double
 * tap lands its second tap on whatever the first tap brought up in the same place: the
 * next player's "show me" (opening their secret for the wrong person), or a card nobody
 * chose (both seen in e2e "fast taps" in Empty Rivalry and Empress). Controls that must
 * not take a stray second tap stay disabled until armed; Playwright and assistive
 * technology wait for them. The kit's hand-over button uses it too.
 */
export function useArmed(key: string, delay = ARM_DELAY_MS): boolean {
  const [armed, setArmed] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return armed === key;
}
