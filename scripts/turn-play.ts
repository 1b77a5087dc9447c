// Plays a game's scripted turn (scripts/turns.ts) on its play page: the bench times it
// (scripts/bench.ts) and npm test weighs what it loads (tests/e2e/budgets.spec.ts), each
// tapping in its own way.
import type { Locator, Page } from '@playwright/test';
import { GENERIC_TAPS, NOT_A_MOVE, TURNS, type Step } from './turns.ts';

export interface TurnHooks {
  /** Taps a control as a finger would. */
  tap: (target: Locator) => Promise<void>;
  /** Just before a tap, with the control's name (the bench notes the moment). */
  before?: (label: string) => Promise<void>;
  /** After each step (the bench waits for the paint). */
  after?: () => Promise<void>;
  /** The steps to play, if not the game's whole turn (scripts/profile-tap.ts plays those before the tap it profiles). */
  steps?: Step[];
}

/** Plays the game's scripted turn (or generic taps); returns how many taps it made, or why it could not go on. */
export async function playTurn(page: Page, slug: string, { tap, before = async () => {}, after = async () => {}, steps = TURNS[slug] }: TurnHooks): Promise<{ taps: number; stuck?: string }> {
  const helper = page.locator('astro-island').first();
  let taps = 0;
  if (steps) {
    for (const step of steps) {
      const exact = { exact: true };
      try {
        if ('tap' in step) {
          await before(String(step.tap));
          await tap(helper.getByRole('button', { name: step.tap, ...exact }).first());
          taps++;
        } else if ('check' in step) {
          await before(String(step.check));
          await tap(helper.getByRole('radio', { name: step.check, ...exact }).or(helper.getByRole('checkbox', { name: step.check, ...exact })).first());
          taps++;
        } else {
          // A person taps into the field, then types.
          const field = helper.getByLabel(step.fill, exact).first();
          await tap(field);
          await field.fill(step.value, { timeout: 5000 });
        }
      } catch (error) {
        const why = String(error instanceof Error ? error.message : error).split('\n')[0];
        return { taps, stuck: `no control for step ${JSON.stringify(step, (_, v) => (v instanceof RegExp ? String(v) : v))} (${why})` };
      }
      await after();
    }
  } else {
    for (let i = 0; i < GENERIC_TAPS; i++) {
      const buttons = helper.getByRole('button');
      let tapped = false;
      for (let j = 0; j < (await buttons.count()); j++) {
        const button = buttons.nth(j);
        const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
        if (NOT_A_MOVE.test(name) || !(await button.isVisible()) || !(await button.isEnabled())) continue;
        await before(name);
        await tap(button);
        tapped = true;
        break;
      }
      if (!tapped) break;
      taps++;
      await after();
    }
  }
  return { taps };
}
