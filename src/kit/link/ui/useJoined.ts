import { useWakeLock } from '../../ui/device';

/**
 * What every own-phone mode needs while this phone sits at a table, in one place: the
 * screen kept awake (a phone that locks mid-round makes its player unlock it at every
 * code). Keeping the table's storage needs nothing more here: the move that opens, joins
 * or rejoins a table is the page's first move, and the kit's store asks the browser then
 * to keep this site's storage (`usePersistent` → `askToKeepStorage`: `persist()`, once a
 * page, after a tap, so a browser that asks its user never asks unbidden). The e2e of a
 * rejoin checks both.
 */
export function useJoined(joined: boolean): void {
  useWakeLock(joined);
}
