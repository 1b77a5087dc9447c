import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanText, IMAGE, layoutText, textBox, wrapLines, type Measure } from '~/games/subtweet/card-image';

// A fixed-pitch fake: every character is half the font size wide.
const mono: Measure = (text, size) => [...text].length * size * 0.5;

describe('wrapLines', () => {
  it('wraps at spaces, keeping typed line breaks', () => {
    // 10 characters per line at size 10 in a width of 50.
    expect(wrapLines('one two three four\nfive', 50, 10, mono)).toEqual(['one two', 'three four', 'five']);
  });
  it('cuts a word wider than a line between characters', () => {
    expect(wrapLines('abcdefghijklmnopqrstuvwxy', 50, 10, mono)).toEqual(['abcdefghij', 'klmnopqrst', 'uvwxy']);
  });
  it('drops blank lines at either end', () => {
    expect(wrapLines('\n\nhi\n\n', 50, 10, mono)).toEqual(['hi']);
  });
  it('never makes a line wider than the width and loses no character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 280 }), fc.integer({ min: 20, max: 80 }), (text, width) => {
        const lines = wrapLines(text, width, 10, mono);
        for (const line of lines) expect(mono(line, 10)).toBeLessThanOrEqual(width);
        expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      }),
    );
  });
});

describe('layoutText', () => {
  it('uses the largest size for a short tweet', () => {
    expect(layoutText('I know what you did.', mono).size).toBe(IMAGE.sizes[0]);
  });
  it('shrinks a long tweet until every line fits the card', () => {
    const text = 'word '.repeat(56).trim(); // 280 characters
    const { size, lines } = layoutText(text, mono);
    expect(size).toBeLessThan(IMAGE.sizes[0]);
    expect(lines.length * size * IMAGE.lineHeight).toBeLessThanOrEqual(textBox().height);
    expect(lines.join(' ')).toBe(text);
  });
  it('fits any tweet-length text whole', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: IMAGE.maxChars }), (raw) => {
        const text = cleanText(raw);
        const { lines } = layoutText(text, mono);
        expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      }),
    );
  });
});
