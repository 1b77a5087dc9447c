import { describe, expect, it } from 'vitest';
import follow from '~/games/empty-rivalry/follow';
import Public from '~/games/empty-rivalry/islands/Public';
import { followedSteps } from '../kit/live/followed';

/*
 * Empty Rivalry followed on another phone (follow.ts, islands/Public.tsx): the following
 * phone gets `view(state, PUBLIC)` and nothing else. The notes of the round being played
 * reach it all FALSE (how many are in, never what they say), and the blind dice only with
 * the round's result (ER-5: no state holds them before the reveal).
 */

/** What a round being played holds, all public but the notes' values. */
const ROUND_FIELDS = ['attacker', 'cupsDown', 'decision', 'guesses', 'questionIds', 'truths'];

describe('Empty Rivalry on a following phone', () => {
  it('gets the public view alone: no note of the round in play, no die before its reveal', async () => {
    const steps = await followedSteps(follow, Public);
    let notes = 0;
    let secretTrue = 0;
    for (const { state, view, text, html } of steps) {
      if (!state || !view) continue;
      // Finished rounds are the table's, revealed: sent as they are.
      expect(view.rounds).toEqual(state.rounds);
      expect(view.totals).toEqual(state.totals);
      const round = view.current;
      if (!round) continue;
      expect(Object.keys(round).every((k) => ROUND_FIELDS.includes(k)), Object.keys(round).join()).toBe(true);
      // No die of the round in play anywhere in the message: only the finished rounds carry dice.
      expect(text.match(/"defenderRoll"/g)?.length ?? 0).toBe(state.rounds.length);
      expect(round.truths.length).toBe(state.current!.truths.length);
      expect(round.guesses.length).toBe(state.current!.guesses.length);
      expect([...round.truths, ...round.guesses].every((b) => b === false)).toBe(true);
      notes += round.truths.length + round.guesses.length;
      secretTrue += [...state.current!.truths, ...state.current!.guesses].filter(Boolean).length;
      // The screen never draws a note of the round in play.
      expect(html).not.toMatch(/TRUE|FALSE/);
    }
    // The games reached notes, and some were TRUE on the playing phone.
    expect(notes).toBeGreaterThan(50);
    expect(secretTrue).toBeGreaterThan(0);
  });

  it('shows the match score and the round, and a finished round’s dice', async () => {
    const steps = await followedSteps(follow, Public, 4);
    const playing = steps.find((s) => s.view?.current && s.view.current.truths.length > 0)!;
    expect(playing.html).toMatch(/Round \d+ of \d+: (Ann|Ben) attacks/);
    expect(playing.html).toContain('Match score');
    const between = steps.find((s) => s.view && !s.view.current && s.view.rounds.length > 0)!;
    const last = between.view!.rounds.at(-1)!;
    expect(between.html).toContain(`d4`);
    expect(between.html).toContain(`${last.defenderRoll} + `);
  });
});
