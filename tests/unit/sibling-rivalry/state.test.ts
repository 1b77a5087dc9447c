import { describe, expect, it } from 'vitest';
import { defaultLayout } from '~/games/sibling-rivalry/data';
import { summary } from '~/games/sibling-rivalry/state';
import type { State } from '~/games/sibling-rivalry/engine';
import { position } from './helpers';

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
