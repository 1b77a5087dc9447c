import { describe, expect, it } from 'vitest';
import { checkLayout, defaultLayout } from '~/games/sibling-rivalry/data';
import { problem, summary } from '~/games/sibling-rivalry/state';
import type { State } from '~/games/sibling-rivalry/engine';
import { errorOf, position } from './helpers';

const resumeLine = (game: State | null) => summary({ layout: game?.layout ?? defaultLayout, game });

describe('the Resume line', () => {
  it('says whose turn it is and where every scoring pawn stands', () => {
    expect(resumeLine(position(['Ann', 'Ben'], { scores: [4, 9], turn: { player: 1 } }))).toBe("Ben's turn · Ann 4, Ben 9");
    expect(resumeLine(position(['Ann', 'Ben'], { scores: [4, 9], turn: { extra: true } }))).toBe("Ann's extra turn · Ann 4, Ben 9");
  });
  it('names the winner, and is null before a game', () => {
    expect(resumeLine({ ...position(['Ann', 'Ben'], { scores: [26, 9] }), winner: 0 })).toBe('Ann won · Ann home, Ben 9');
    expect(resumeLine(null)).toBeNull();
  });
});

describe("a save's sense check", () => {
  it('reads the score track with the same checker as the editor and the JSON (SR-1)', () => {
    const game = position(['Ann', 'Ben'], {});
    for (const layout of [
      { length: 5, angels: [], devils: [] },
      { length: 20, angels: [21], devils: [] },
      { length: 20, angels: [4], devils: [4] },
    ]) {
      const words = errorOf(checkLayout(layout));
      expect(problem({ layout, game: null })).toBe(words);
      expect(problem({ layout: defaultLayout, game: { ...game, layout } })).toBe(words);
    }
    expect(problem({ layout: defaultLayout, game })).toBeNull();
  });
});
