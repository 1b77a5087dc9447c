/**
 * Every game's "Teach me" lesson, from the registry (kit/games.ts): the engine accepts
 * every scripted move, each position is a save one of the game's stores would load
 * (a lesson runs in a copy of that store), and each rule it teaches links to a heading
 * that exists on the game's rules page. A game's own lesson test checks what its steps
 * say; this one keeps every lesson honest without anyone listing it here.
 */
import { describe, expect, it } from 'vitest';
import { games } from '~/kit/games';
import { lessonStates } from '~/kit/lesson';
import { parseSaved } from '~/kit/persist';
import { rulesHeadingIds } from '../rules-headings';

const withLessons = games.filter((g) => g.lesson !== null);

describe.each(withLessons.map((g) => [g.slug, g] as const))('%s lesson', (slug, game) => {
  it('is the lesson of this game, played through by its engine', async () => {
    const lesson = await game.lesson!();
    expect(lesson.game).toBe(slug);
    expect(lesson.steps.length).toBeGreaterThan(2);
    expect(lessonStates(lesson)).toHaveLength(lesson.steps.length + 1);
  });

  it("has every position load as a save of one of the game's stores", async () => {
    const lesson = await game.lesson!();
    for (const [i, state] of lessonStates(lesson).entries()) {
      const loads = game.stores.some((spec) => parseSaved(spec, JSON.stringify({ state, history: [] })) !== null);
      expect(loads, `position ${i} of the lesson`).toBe(true);
    }
  });

  it('links every rule it teaches to a heading of the rules page', async () => {
    const lesson = await game.lesson!();
    const ids = rulesHeadingIds(slug);
    for (const step of lesson.steps) {
      if (!step.rule) continue;
      expect(step.rule.game).toBe(slug);
      expect(ids, `"${step.ask}" links to #${step.rule.section}`).toContain(step.rule.section);
    }
  });
});

it('every game has a lesson', () => {
  expect(withLessons.map((g) => g.slug)).toEqual(games.map((g) => g.slug));
});
