import { describe, expect, it } from 'vitest';
import { statusLine } from '~/games/sibling-rivalry/status';
import { position } from './helpers';

describe('the Resume line', () => {
  it('says whose turn it is and where every scoring pawn stands', () => {
    expect(statusLine(position(['Ann', 'Ben'], { scores: [4, 9], turn: { player: 1 } }))).toBe("Ben's turn · Ann 4, Ben 9");
    expect(statusLine(position(['Ann', 'Ben'], { scores: [4, 9], turn: { extra: true } }))).toBe("Ann's extra turn · Ann 4, Ben 9");
  });
  it('names the winner, and is null before a game', () => {
    expect(statusLine({ ...position(['Ann', 'Ben'], { scores: [26, 9] }), winner: 0 })).toBe('Ann won · Ann home, Ben 9');
    expect(statusLine(null)).toBeNull();
  });
});
