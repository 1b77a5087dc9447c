import { describe, expect, it } from 'vitest';
import { board, checkLayout, defaultLayout, squareOf, trackOf } from '~/games/sibling-rivalry/data';

// The seed's table, read column by column from the bottom row (square 1) up.
const SEED: Record<number, { name: string; squares: [string, number][] }> = {
  2: {
    name: 'Looks',
    squares: [
      ['Looking Near', 2], ['Sidelong Glance', 2], ['Direct Look', 2], ['Steady Stare', 3],
      ['Smirk', 4], ['Narrow Gaze', 5], ['Stop looking at me!', 6],
    ],
  },
  3: {
    name: 'Faces',
    squares: [
      ['Kissyface', 3], ['Tongue Out', 3], ['Pig Nose', 3], ['Moron Face', 4],
      ['Bug Eyes', 5], ['Eyelids Back', 6], ['Stop making faces!', 7],
    ],
  },
  4: {
    name: 'Tickles',
    squares: [
      ['Pretend Tickle', 4], ['Foot', 4], ['Chin', 4], ['Sides', 5],
      ['Under Arm', 6], ['Pin and Use Head', 7], ['Hahahaha!', 8],
    ],
  },
  5: {
    name: 'Ouchies',
    squares: [
      ['Pretend Punch', 5], ['Prod', 5], ['Pinch', 5], ['Hair Pull', 6],
      ['Charley Horse', 7], ['Machine Gun Jabs', 8], ['Oww! Quit it!', 9],
    ],
  },
  6: {
    name: 'Teases',
    squares: [
      ['Duhhh!', 6], ['Your underwear is showing', 6], ['Weird... I got the looks AND the brains', 6],
      ['I spat in that', 7], ['I saw bugs crawling in your nose while you slept', 8],
      ['You were adopted', 9], ['MOM! Is it true?', 10],
    ],
  },
};

describe('challenge board data (SR-2)', () => {
  it('has five tracks numbered 2 to 6 in order', () => {
    expect(board.tracks.map((t) => t.number)).toEqual([2, 3, 4, 5, 6]);
  });

  describe.each([2, 3, 4, 5, 6])('track %i', (number) => {
    it('has the name SR-2 gives it', () => {
      expect(trackOf(number).name).toBe(SEED[number]!.name);
    });
    it.each([1, 2, 3, 4, 5, 6, 7])('square %i has the seed name and printed points', (square) => {
      const [name, points] = SEED[number]!.squares[square - 1]!;
      expect(squareOf(number, square)).toEqual({ name, points });
    });
  });

  it('scores the printed number, not the position: square 4 of track 2 is Steady Stare for 3 (SR-2)', () => {
    expect(squareOf(2, 4)).toEqual({ name: 'Steady Stare', points: 3 });
    expect(squareOf(4, 3).name).toBe('Chin');
  });

  it('marks the top squares "& SCORE!"', () => {
    expect(board.topSquareNote).toBe('& SCORE!');
  });

  it('throws for a square that does not exist (programmer error)', () => {
    expect(() => squareOf(2, 8)).toThrow();
    expect(() => trackOf(7)).toThrow();
  });
});

describe('score track layout (SR-1)', () => {
  it('defaults to 25 squares, Angels on 5 12 19, Devils on 9 16 23', () => {
    expect(defaultLayout).toEqual({ length: 25, angels: [5, 12, 19], devils: [9, 16, 23] });
  });

  it.each([
    [{ length: 5, angels: [], devils: [] }, 'The score track needs between 10 and 50 squares.'],
    [{ length: 51, angels: [], devils: [] }, 'The score track needs between 10 and 50 squares.'],
    [{ length: 20.5, angels: [], devils: [] }, 'The score track needs between 10 and 50 squares.'],
    [{ length: 20, angels: [0, 4], devils: [] }, 'Little Angel square 0 is not on the track: use squares 1 to 20.'],
    [{ length: 20, angels: [4], devils: [21, 30] }, 'Little Devil squares 21 and 30 are not on the track: use squares 1 to 20.'],
    [{ length: 20, angels: [4, 8], devils: [8] }, 'Square 8 cannot hold both a Little Angel and a Little Devil: pick one.'],
  ])('refuses %j in plain words', (layout, message) => {
    expect(checkLayout(layout)).toEqual({ ok: false, error: message });
  });

  it('accepts an edited layout and tidies repeats and order', () => {
    expect(checkLayout({ length: 12, angels: [7, 3, 3], devils: [] })).toEqual({
      ok: true,
      value: { length: 12, angels: [3, 7], devils: [] },
    });
  });
});
