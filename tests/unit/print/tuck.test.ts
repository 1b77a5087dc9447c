import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_THICKNESS, POKER, toMm, tuckBoxNet, tuckBoxSize } from '~/kit/pdf';
import { printables } from '~/printables';

describe('tuck boxes', () => {
  it('fold up round the deck: inside at least 63 × 88 mm × the deck at 0.3 mm a card, and not loose (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), (cards) => {
        const s = tuckBoxSize(cards);
        expect(s.width).toBeGreaterThanOrEqual(POKER.width);
        expect(s.height).toBeGreaterThanOrEqual(POKER.height);
        expect(s.depth).toBeGreaterThanOrEqual(cards * CARD_THICKNESS);
        expect(s.width - POKER.width).toBeLessThanOrEqual(3);
        expect(s.depth - cards * CARD_THICKNESS).toBeLessThanOrEqual(Math.max(6, 3));
        // The net's panels are the folded box's faces: front and back W × H, sides D × H, lid and bottom W × D.
        const p = tuckBoxNet(cards).panels;
        expect(toMm(p.front.width)).toBeCloseTo(s.width, 6);
        expect(toMm(p.front.height)).toBeCloseTo(s.height, 6);
        expect(toMm(p.left.width)).toBeCloseTo(s.depth, 6);
        expect(toMm(p.right.width)).toBeCloseTo(s.depth, 6);
        expect(toMm(p.lid.height)).toBeCloseTo(s.depth, 6);
        expect(toMm(p.bottom.height)).toBeCloseTo(s.depth, 6);
        expect(toMm(p.back.width)).toBeCloseTo(s.width, 6);
      }),
    );
  });

  it('every card game has one, sized to the cards its card PDF holds', () => {
    for (const deck of printables.filter((p) => p.cards && p.name === 'cards' || p.name === 'question-cards' || p.name === 'tweet-cards')) {
      const box = printables.find((p) => p.game === deck.game && p.name === 'tuck-box');
      expect(box, deck.game).toBeDefined();
      expect(box!.purpose).toContain(`${deck.cards!.count.duplex} printed cards`);
    }
  });
});
