import { useLayoutEffect, useState } from 'preact/hooks';

/** How long a secret shown on request stays on screen: long enough to read three cards and decide. */
export const SHOWN_FOR_MS = 15_000;

/**
 * A player's secret on their own phone, held face down like a hand of cards and shown on
 * request: hidden again after `ms`, as soon as the page is hidden (the screen locked, the
 * phone put away, another app), and on the player's own tap. Never saved: a reload starts
 * face down.
 */
export function useShown(ms = SHOWN_FOR_MS): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useState(false);
  // Listening from the render that shows the secret, before it is painted: a plain effect waits
  // for the next frame, and a phone locked in between kept its cards face up.
  useLayoutEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), ms);
    const away = () => {
      if (document.visibilityState !== 'visible') setShown(false);
    };
    const gone = () => setShown(false);
    document.addEventListener('visibilitychange', away);
    globalThis.addEventListener('pagehide', gone);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', away);
      globalThis.removeEventListener('pagehide', gone);
    };
  }, [shown, ms]);
  return [shown, setShown];
}
