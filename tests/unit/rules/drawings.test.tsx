import { describe, expect, it } from 'vitest';
import { render } from 'preact-render-to-string';
import { SeatRing } from '~/components/rules/SeatRing';
import { condemnFrames, transpositionFrames } from '~/games/emperor/islands/seat-examples';
import { Table } from '~/games/empress/islands/GameExample';
import { gameFrames } from '~/games/empress/islands/game-example';
import { Round } from '~/games/empty-rivalry/islands/RoundExample';
import { roundFrames } from '~/games/empty-rivalry/islands/round-example';
import { Board } from '~/games/sibling-rivalry/islands/SwitchExample';
import { switchFrames } from '~/games/sibling-rivalry/islands/switch-example';
import { Hands } from '~/games/subtweet/islands/PenaltiesExample';
import { penaltiesFrames } from '~/games/subtweet/islands/penalties-example';

/* The worked examples' pictures, drawn for every frame: what a reader (or a screen reader) is told. */

const count = (html: string, needle: RegExp) => html.match(needle)?.length ?? 0;

describe('the pictures of the worked examples', () => {
  it('Sibling Rivalry: five tracks of seven squares, the pawns by initial, the roll with its 1s apart', () => {
    for (const f of switchFrames()) {
      const html = render(<Board p={f.picture} />);
      expect(count(html, /class="wb-cell/g)).toBe(35);
      expect(count(html, /class="wb-pawn/g)).toBe(f.picture.pawns.length);
      expect(count(html, /class="wb-die wb-one"/g)).toBe((f.picture.roll ?? []).filter((d) => d === 1).length);
      for (const p of f.picture.pawns) expect(html).toContain(`${p.name}'s pawn on`);
    }
    const html = render(<Board p={switchFrames()[3]!.picture} />);
    expect(html).toContain('Last roll 1 5 5 5; 1s set aside: 2 of 3.');
    expect(html).toContain('Ann may use Tickles or Ouchies.');
  });

  it('the Emperor: a seat per player, the one playing filled, the condemned marked, the dead struck out', () => {
    for (const f of [...transpositionFrames(), ...condemnFrames()]) {
      const html = render(<SeatRing seats={f.picture.seats} direction={f.picture.direction} label={f.picture.label} />);
      expect(count(html, /class="ring-seat/g)).toBe(5);
      expect(count(html, /ring-now/g)).toBe(f.picture.seats.filter((s) => s.now).length);
      expect(html).toContain('role="img"');
    }
    const last = condemnFrames().at(-1)!.picture;
    const html = render(<SeatRing seats={last.seats} direction={last.direction} label={last.label} />);
    expect(count(html, /ring-gone/g)).toBe(1);
    expect(html).toContain('Ann is dead.');
  });

  it('Empress: both hands, the cards face up, the score', () => {
    const frames = gameFrames();
    const html = render(<Table p={frames[3]!.picture} />);
    expect(html).toContain('Face up: <strong>Empress</strong> against <strong>Assassin</strong>');
    expect(html).toContain('Ann 0, Ben 4');
    expect(html).toContain('Ann holds 2 Citizens');
    expect(render(<Table p={frames[0]!.picture} />)).toContain('Nothing played yet.');
  });

  it('Empty Rivalry: the four questions with notes and guesses, the cups, then the score', () => {
    const frames = roundFrames();
    const start = render(<Round p={frames[0]!.picture} />);
    expect(count(start, /<tr/g)).toBe(5);
    expect(count(start, /under the cup/g)).toBe(2);
    const reveal = render(<Round p={frames.find((f) => f.title === 'The cups come off')!.picture} />);
    expect(reveal).toContain('Modified score <strong>5</strong>');
    expect(count(reveal, / wrong/g)).toBe(1);
  });

  it('SUBTWEET: every hand, who tweeted, who favourited, who drew', () => {
    const frames = penaltiesFrames();
    const html = render(<Hands p={frames[3]!.picture} />);
    expect(count(html, /<tr/g)).toBe(5);
    expect(html).toContain('spared: hand full');
    expect(count(html, /\+1 blank card/g)).toBe(3);
  });
});
