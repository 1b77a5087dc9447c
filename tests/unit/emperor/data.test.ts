import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import raw from '../../../content/games/emperor/cards.json';
import { data, emperorData } from '~/games/emperor/data';

describe('EW-3: the ability deck', () => {
  it.each([
    ['Transposition', 8, false],
    ['Condemn', 5, false],
    ['Self-Clearance', 4, true],
    ['Clearance', 3, true],
    ['Counter-Condemn', 2, true],
    ['Swap', 1, false],
    ['Investigation', 2, false],
    ['Reveal', 2, false],
    ['Guarding', 1, true],
    ['Accuse', 1, true],
    ['Reverse', 1, true],
    ['Steal', 1, false],
  ])('%s: %i copies, instinct %s', (name, count, instinct) => {
    const card = data.abilityCards.find((c) => c.name === name);
    expect(card).toMatchObject({ count, instinct });
  });

  it('holds 31 cards in all (Self-Clearance 4, as the card list says)', () => {
    expect(data.abilityCards.reduce((a, c) => a + c.count, 0)).toBe(31);
    expect(data.abilityTotal).toBe(31);
  });

  it('refuses data whose counts do not add up to the stated total', () => {
    const broken = structuredClone(raw);
    broken.abilityCards[2]!.count = 3; // the seed's inline sum
    expect(v.safeParse(emperorData, broken).success).toBe(false);
  });
});

describe('EW-2: the identity deck', () => {
  it('is 1 Emperor, 10 Loyalist, 10 Rebel', () => {
    expect(data.identityCards.map((c) => [c.id, c.count])).toEqual([
      ['emperor', 1],
      ['loyalist', 10],
      ['rebel', 10],
    ]);
    expect(data.identityTotal).toBe(21);
  });

  it('refuses a pool without exactly one Emperor', () => {
    const broken = structuredClone(raw);
    broken.drawPools[0]!.cards.emperor = 0;
    expect(v.safeParse(emperorData, broken).success).toBe(false);
  });
});

describe('EW-4: struck lines are not rules', () => {
  it('gives Transposition no Emperor special', () => {
    expect(data.abilityCards.find((c) => c.id === 'transposition')!.emperorSpecial).toBeUndefined();
  });

  it('keeps the Emperor specials for Condemn and Guarding and the Rebel one for Condemn only', () => {
    expect(data.abilityCards.filter((c) => c.emperorSpecial).map((c) => c.id)).toEqual(['condemn', 'guarding']);
    expect(data.abilityCards.filter((c) => c.rebelSpecial).map((c) => c.id)).toEqual(['condemn']);
  });

  it('has no Loyalist win condition in the data', () => {
    expect(JSON.stringify(raw)).not.toMatch(/kill all the rebels/i);
  });
});
