import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the step a tap or key led to has taken the focus and scrolled itself into view
 * (kit Step: a frame after its effects, which run after the paint). A person sees where the
 * page settled before the next key or scroll: so does a test.
 */
export async function stepSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done))))));
}

/**
 * The table's measure: after a tap, what happened and the next button are on a
 * 390×844 screen without scrolling. Each target must be wholly inside the viewport.
 */
export async function expectOnScreen(...targets: Locator[]): Promise<void> {
  for (const target of targets) {
    await expect(target, `expected on screen without scrolling: ${target}`).toBeInViewport({ ratio: 1 });
  }
}

/**
 * A seat's four recovery words, on their own step before its first code (kit JoinSteps):
 * they and "Written down" on screen, then tapped. Returns the words as the phone showed them.
 */
export async function writeDownWords(page: Page): Promise<string> {
  await expect(stepHeading(page)).toHaveText(/: your four recovery words$/);
  const words = page.locator('.own-words strong');
  await expect(words).toHaveText(/^[a-z]+ [a-z]+ [a-z]+ [a-z]+$/, { timeout: 20_000 });
  await expect(page.locator('.own-words')).toContainText('Write these down');
  const next = page.getByRole('button', { name: /^Written down: / });
  await expectOnScreen(stepHeading(page), words, next);
  const dealt = await words.innerText();
  await tap(next, stepHeading(page));
  return dealt;
}

/** The heading of the step on screen (kit/ui/Step): the one that has focus after a tap, else the last one. */
export function stepHeading(page: Page): Locator {
  return page.locator('.step .step-head h3').last();
}

/**
 * Taps like a player (no scrolling first if the target is on screen already: Playwright
 * would scroll silently, which hides the bug we look for), then checks the new step's
 * heading and the given next controls are on screen.
 */
export async function tap(target: Locator, ...next: Locator[]): Promise<void> {
  await expectOnScreen(target);
  // A control the tap guard holds (kit/ui/fingers.ts: it landed under the last tap, dimmed for
  // a second) is waited out, as a person waits for it: a script's quick second tap is what it stops.
  await expect(target).not.toHaveAttribute('data-held');
  await target.click();
  for (const n of next) await expectOnScreen(n);
}

/** Opens a play page with a clean phone (no saved games) and waits for the helper. */
export async function openPlay(page: Page, slug: string): Promise<void> {
  await page.goto(`/games/${slug}/play/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByText('Loading the helper')).toHaveCount(0);
}
