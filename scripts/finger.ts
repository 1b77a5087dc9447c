// A finger's tap for the bench (scripts/bench.ts) and its yardstick (scripts/calibration.ts):
// both time a tap the same way, so they tap the same way.
import type { Locator, Page } from '@playwright/test';

/** How long a finger rests on the glass in a tap (touch down to lift); Playwright's own tap lifts at once. */
const TAP_HOLD_MS = 80;
/**
 * The quickest a person taps again after a tap (reading the new screen, handing the phone
 * over): hand-over buttons ignore taps for their first 400 ms (kit useArmed), as a double
 * tap must not open the next player's secret.
 */
const BETWEEN_TAPS_MS = 500;
/** When the last tap lifted. */
let lastTap = 0;

/**
 * A tap as a finger makes it: down, a short rest, up (through DevTools touch events, so
 * the page sees touchstart/pointerdown first and the click after the lift), never sooner
 * than BETWEEN_TAPS_MS after the last. The timing of a tap starts at its click.
 */
export async function fingerTap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded({ timeout: 5000 });
  const rest = lastTap + BETWEEN_TAPS_MS - Date.now();
  if (rest > 0) await page.waitForTimeout(rest);
  // A control the last tap brought under the finger is held for a second (kit ui/fingers.ts:
  // dimmed, `data-held`), and a tap on it is swallowed: a person sees it dimmed and waits.
  await page.waitForFunction((el) => !el?.hasAttribute('data-held'), await target.elementHandle({ timeout: 5000 }), { timeout: 5000 });
  const box = await target.boundingBox({ timeout: 5000 });
  if (!box) throw new Error('not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(TAP_HOLD_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    lastTap = Date.now();
  } finally {
    await cdp.detach();
  }
}
