import { useEffect } from 'preact/hooks';

/**
 * Keeps the screen on while `active` (a game in progress), so a phone lying on
 * the table does not lock mid-game. The browser drops the lock whenever the page
 * is hidden, so it is asked for again when the page becomes visible. Where the
 * Screen Wake Lock API is missing or refused, nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: { release(): Promise<void> } | undefined;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((s) => {
          if (stopped) void s.release();
          else sentinel = s;
        })
        .catch(() => {
          // Refused (battery saver, permissions): the game works without it.
        });
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => {});
    };
  }, [active]);
}

/** A short buzz for a roll made on the phone; skipped when the system asks for reduced motion. */
export function buzz(ms = 40): void {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  try {
    navigator.vibrate(ms);
  } catch {
    // Some browsers throw when vibration is blocked; a roll needs no buzz.
  }
}
