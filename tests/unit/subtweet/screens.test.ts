import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { seededRng } from '~/kit/seeded';
import { currentPlayer, mustAskBeforePass, nobodyCanPlay, type SubtweetState } from '~/games/subtweet/engine';
import { Game, stepOf } from '~/games/subtweet/islands/Game';
import { players } from './stores';
import { newGame, withHands } from './helpers';

/** States reached by the store tests' random player (every move, the variations on or off). */
function randomStates(seed: number): SubtweetState[] {
  const rng = seededRng(seed);
  const step = players['subtweet/table']!.step;
  const states: SubtweetState[] = [];
  let s: SubtweetState | null = null;
  for (let move = 0; move < 150; move++) {
    const next = step(s, rng) as SubtweetState | null;
    if (next === null) break;
    states.push(next);
    s = next;
  }
  return states;
}

describe('the turn screen (islands/Game.tsx)', () => {
  it("asks before a pass exactly when the engine's mustAskBeforePass says so (ST-3)", () => {
    let asked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      for (const s of randomStates(seed)) {
        const { kind } = stepOf(s);
        expect(kind === 'ask', JSON.stringify(s)).toBe(mustAskBeforePass(s));
        if (kind === 'ask') asked++;
        if (kind === 'stuck') expect(currentPlayer(s) === null && nobodyCanPlay(s)).toBe(true);
      }
    }
    expect(asked, 'random play reaches the question').toBeGreaterThan(0);
    // Every hand blank: nobody to ask, the table writes first.
    const blank = withHands(newGame(), [
      [0, 2],
      [0, 1],
      [0, 1],
      [0, 3],
    ]);
    expect(mustAskBeforePass(blank)).toBe(false);
    expect(stepOf(blank).kind).toBe('stuck');
  });

  it('draws the question for the blank-only hand whose turn it is', () => {
    // Al (first) holds only blank cards; the others can play.
    const s = withHands(newGame(), [
      [0, 2],
      [3, 0],
      [3, 0],
      [3, 0],
    ]);
    expect(mustAskBeforePass(s)).toBe(true);
    const html = render(h(Game, { state: s, run: () => undefined, error: undefined, teaching: false }));
    expect(html).toContain('Has Al filled in a blank card?');
    expect(html).toContain('No: Al passes');
  });
});
