import { useEffect } from 'preact/hooks';
import { useWakeLock } from '../../ui/device';

let asked = false;

/**
 * What every own-phone mode needs while this phone sits at a table, in one place: the
 * screen kept awake (a phone that locks mid-round makes its player unlock it at every
 * code), and the browser asked once to keep this site's storage (`persist()`), so it is
 * not evicted under storage pressure with the player's seal in it. The answer is not
 * needed: a phone that refuses still plays, and one that loses its storage rejoins with
 * one scan (rejoin.ts).
 */
export function useJoined(joined: boolean): void {
  useWakeLock(joined);
  useEffect(() => {
    if (!joined || asked) return;
    asked = true;
    void navigator.storage?.persist?.().catch(() => false);
  }, [joined]);
}
