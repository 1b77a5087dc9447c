import { describe, expect, it } from 'vitest';
import { gameOf } from '~/kit/games';
import game, { undo } from '~/games/sibling-rivalry/game';
import { logSpec, spec } from '~/games/sibling-rivalry/store';
import { position } from './helpers';

describe("Sibling Rivalry's contract", () => {
  it('is the registry entry, with both stores', () => {
    expect(gameOf('sibling-rivalry')).toBe(game);
    expect(game.stores).toEqual([spec, logSpec]);
  });

  it('hides nothing: every player sees the whole state, and no step is secret', () => {
    const saved = { layout: position(['Ann', 'Ben'], {}).layout, game: position(['Ann', 'Ben'], { pawns: [{ track: 2, square: 1 }, null] }) };
    for (const player of [0, 1]) expect(game.view(saved, player)).toBe(saved);
    expect(game.secret(saved)).toBeNull();
  });

  it('takes back every move, one at a time (the log keeps what was taken back)', () => {
    expect(game.undo).toBe(undo);
    expect(Object.entries(undo).sort()).toEqual(
      [['choice', 'back'], ['new-game', 'back'], ['roll', 'back'], ['start', 'back'], ['stop', 'back']],
    );
  });

  it('has the Resume line of its game store', () => {
    const saved = { layout: position(['Ann', 'Ben'], {}).layout, game: position(['Ann', 'Ben'], { scores: [4, 9] }) };
    expect(game.summary(saved)).toBe("Ann's turn · Ann 4, Ben 9");
    expect(spec.summary!(saved)).toBe(game.summary(saved));
  });
});
