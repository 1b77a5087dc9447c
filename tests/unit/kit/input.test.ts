import { describe, expect, it } from 'vitest';
import { parseDice } from '~/kit/dice';
import { MAX_NAME_LENGTH, validatePlayers } from '~/kit/players';

describe('parseDice', () => {
  it.each([
    ['2 2 3 5 6', 5, 6, [2, 2, 3, 5, 6]],
    ['2,2,3,5,6', 5, 6, [2, 2, 3, 5, 6]],
    ['22356', 5, 6, [2, 2, 3, 5, 6]],
    // Dice read off in twos and threes, as a player's eye groups them.
    ['22 331', 5, 6, [2, 2, 3, 3, 1]],
    ['2, 23 56', 5, 6, [2, 2, 3, 5, 6]],
    ['4 4', 2, 4, [4, 4]],
    [' 12 ', 1, 12, [12]],
    ['4', 1, 4, [4]],
    ['10 3', 2, 12, [10, 3]],
  ])('reads %j as %i d%i', (text, count, sides, expected) => {
    expect(parseDice(text, count, sides)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 5, 6, 'Type the 5 dice you rolled.'],
    ['2 2 7 5 6', 5, 6, "A d6 shows 1 to 6, so 7 can't be right."],
    ['0', 1, 4, "A d4 shows 1 to 4, so 0 can't be right."],
    ['13', 1, 12, "A d12 shows 1 to 12, so 13 can't be right."],
    ['5', 1, 4, "A d4 shows 1 to 4, so 5 can't be right."],
    ['2 2 3', 5, 6, "That's 3 dice; this roll needs 5."],
    ['22 3315', 5, 6, "That's 6 dice; this roll needs 5."],
    ['22 37 1', 5, 6, "A d6 shows 1 to 6, so 7 can't be right."],
    ['2.5', 1, 6, '"2.5" isn\'t a die value: use whole numbers from 1 to 6.'],
    ['-1', 1, 6, '"-1" isn\'t a die value: use whole numbers from 1 to 6.'],
    // Every wrong value is named, not just the first: one correction is enough.
    ['2 7 3 9 6', 5, 6, "A d6 shows 1 to 6, so 7 and 9 can't be right."],
    ['7 8 9 1 2', 5, 6, "A d6 shows 1 to 6, so 7, 8 and 9 can't be right."],
    ['2 x 3 0 y', 5, 6, '"x" and "y" aren\'t die values: use whole numbers from 1 to 6. A d6 shows 1 to 6, so 0 can\'t be right.'],
    ['2 2 7', 5, 6, "A d6 shows 1 to 6, so 7 can't be right. That's 3 dice; this roll needs 5."],
  ])('refuses %j for %i d%i', (text, count, sides, error) => {
    expect(parseDice(text, count, sides)).toEqual({ ok: false, error });
  });
});

describe('validatePlayers', () => {
  it('trims and tidies names', () => {
    expect(validatePlayers([' Ana ', 'Bo  Li'], 2, 2)).toEqual({ ok: true, value: ['Ana', 'Bo Li'] });
  });
  it.each([
    [['Ana'], 2, 8, 'This game is for 2 to 8 players; you have 1.', undefined],
    [['A', 'B', 'C'], 2, 2, 'This game is for exactly 2 players; you have 3.', undefined],
    [['Ana', '  '], 2, 8, 'Player 2 needs a name.', 1],
    [['Ana', 'Bo', 'ana '], 2, 8, 'Two players are called "ana": add an initial so the table can tell them apart.', 2],
    [['Ana', 'x'.repeat(MAX_NAME_LENGTH + 1)], 2, 8, `"${'x'.repeat(MAX_NAME_LENGTH + 1)}" is too long: keep names to ${MAX_NAME_LENGTH} letters.`, 1],
  ])('refuses %j for %i–%i players', (names, min, max, error, at) => {
    // `at`: the place of the name refused, where the form says it.
    expect(validatePlayers(names, min, max)).toEqual(at === undefined ? { ok: false, error } : { ok: false, error, at });
  });
});
