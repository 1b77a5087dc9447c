import { describe, expect, it } from 'vitest';
import { parseSquares, tokenLabels } from '~/games/sibling-rivalry/labels';

describe('tokenLabels', () => {
  it.each([
    [['Ann', 'Ben'], ['A', 'B']],
    [['Ann', 'amy', 'Ben'], ['A1', 'A2', 'B']],
    [['élise', 'Zoe'], ['É', 'Z']],
  ])('%j → %j', (names, labels) => {
    expect(tokenLabels(names)).toEqual(labels);
  });
});

describe('parseSquares', () => {
  it.each([
    ['5, 12, 19', [5, 12, 19]],
    ['5 12;19', [5, 12, 19]],
    ['', []],
  ])('reads %j', (text, squares) => {
    expect(parseSquares(text, 'Little Angels')).toEqual({ ok: true, value: squares });
  });
  it('says which entry is not a number', () => {
    expect(parseSquares('5, x2', 'Little Devils')).toEqual({
      ok: false,
      error: 'Little Devils: "x2" is not a square number. Type numbers separated by commas, like 5, 12, 19.',
    });
  });
});
