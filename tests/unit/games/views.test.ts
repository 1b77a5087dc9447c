/**
 * For every game, at random positions: a screen owned by player P renders nothing that
 * `view(state, P)` hides. Each secret screen is rendered from the whole state and from
 * P's view of it, and the two pages must be the same; a screen that showed anything the
 * view hides (the other player's record, a hand, a pick) would differ.
 *
 * A game with a secret step supplies `tests/unit/<slug>/views.ts` (`ViewCase`): random
 * positions reached by its engine, and its real secret screen rendered to HTML.
 */
import { describe, expect, it } from 'vitest';
import { games } from '~/kit/games';
import type { SecretStep } from '~/kit/handoff';

export interface ViewCase<S> {
  /** Positions reached by random legal play (seeded), secret steps among them. */
  positions: (seed: number) => S[];
  /** The game's real secret screen for `step`, drawn from `state` as given, as HTML. */
  renderSecret: (state: S, step: SecretStep) => string | Promise<string>;
}

const cases = import.meta.glob<{ viewCase: ViewCase<unknown> }>('../*/views.ts', { eager: true });

describe.each(games.map((g) => [g.slug, g] as const))('%s', (slug, game) => {
  const c = cases[`../${slug}/views.ts`]?.viewCase;

  it('declares a view that hides something exactly when it has secret steps', () => {
    if (!c) {
      // No secrets: nothing is hidden from anyone, and no step is secret.
      expect(game.secret(null as never)).toBeNull();
      return;
    }
    let differs = 0;
    let secrets = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const state of c.positions(seed)) {
        const step = game.secret(state);
        if (!step) continue;
        secrets++;
        if (JSON.stringify(game.view(state, step.player)) !== JSON.stringify(state)) differs++;
      }
    }
    expect(secrets, 'random play reaches secret steps').toBeGreaterThan(20);
    expect(differs, "some owner's view hides something").toBeGreaterThan(0);
  });

  it.runIf(c)("a secret screen shows nothing its owner's view hides", async () => {
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const state of c!.positions(seed)) {
        const step = game.secret(state);
        if (!step) continue;
        const whole = await c!.renderSecret(state, step);
        const viewed = await c!.renderSecret(game.view(state, step.player), step);
        expect(whole, `${step.id}: the screen shows something ${step.owner}'s view hides`).toBe(viewed);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
