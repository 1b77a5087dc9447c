import { expect, it } from 'vitest';
import { sheetSuite } from './sheets';

// One file per paper, so the two run side by side.
const measured = sheetSuite('a4');

it('measures every PDF the site serves on A4, one file at a time', () => {
  // Every game has cards, sheets or a booklet on this paper: an empty list would pass nothing.
  expect(measured).toBeGreaterThanOrEqual(20);
});
