import { describe, expect, it } from 'vitest';
import { data } from '~/games/emperor/data';
import { printables } from '~/games/emperor/print';
import { pagesText } from '../print/pdf-reading';

/*
 * The Condemn card said "Played by a Rebel: only from beside the Emperor; it
 * strikes as the Emperor's turn ends", as if every Rebel's Condemn were limited so. The
 * seed limits only a Condemn aimed at the Emperor. The text is fixed in the data that the
 * rules page (CardReference) and the printed cards and player aid all draw from.
 */

const condemn = data.abilityCards.find((c) => c.id === 'condemn')!;

describe('the Condemn card’s Rebel line', () => {
  it('is about a Condemn on the Emperor', () => {
    expect(condemn.rebelSpecial).toMatch(/^On the Emperor: only from beside them; strikes as the Emperor's turn ends\./);
    expect(condemn.rebelSpecial).toMatch(/second Rebel's from the other side this round kills at once, unblockable\.$/);
    // The general effect still says when any other Condemn strikes.
    expect(condemn.effect).toMatch(/next turn you play ends/);
  });

  it.each(['ability-cards', 'player-aid'])('prints the same words on the %s', async (name) => {
    const bytes = await printables.find((p) => p.name === name)!.build('a4');
    const text = pagesText(bytes).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(`Rebel: ${condemn.rebelSpecial}`);
    expect(text).not.toContain('Rebel: Only from beside the Emperor');
  });
});
