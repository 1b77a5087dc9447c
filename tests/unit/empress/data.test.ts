import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import raw from '../../../content/games/empress/cards.json';
import { cardById, data, deckSize, empressData, handById, handSize } from '~/games/empress/data';

describe('Empress data', () => {
  it('EP-1: ten cards, one Empress, one Assassin, eight Citizens', () => {
    expect(deckSize).toBe(10);
    expect(cardById('empress').copies).toBe(1);
    expect(cardById('assassin').copies).toBe(1);
    expect(cardById('citizen').copies).toBe(8);
  });

  it.each([
    ['empress', 'empress'],
    ['assassin', 'assassin'],
  ] as const)('EP-1: the %s hand is its royal plus four Citizens', (hand, royal) => {
    expect(handById(hand).royal).toBe(royal);
    expect(handById(hand).citizens).toBe(4);
    expect(handSize(hand)).toBe(5);
  });

  it('keeps the seed names and the four-game set', () => {
    expect(data.gamesPerSet).toBe(4);
    expect(data.players).toBe(2);
    expect(cardById('empress').deckCard).toBe('11 of Trumps');
    expect(cardById('assassin').deckCard).toBe('Sage of Swords');
    expect(cardById('assassin').alsoCalled).toBe('Sellsword');
  });

  it.each([
    ['draw', 'citizen', 'citizen', null, 0],
    ['empress-beats-citizen', 'empress', 'citizen', 'empress', 1],
    ['citizen-catches-assassin', 'citizen', 'assassin', 'empress', 1],
    ['assassin-slays-empress', 'empress', 'assassin', 'assassin', 4],
  ])('EP-3: %s is %s against %s, %s hand scores %i', (id, e, a, win, points) => {
    const o = data.outcomes.find((x) => x.id === id)!;
    expect([o.empressHandCard, o.assassinHandCard, o.winner, o.points]).toEqual([e, a, win, points]);
  });

  it.each([
    ['a missing matchup', (d: typeof raw) => ({ ...d, outcomes: [...d.outcomes.slice(0, 3), d.outcomes[0]] })],
    ['citizens that do not add up', (d: typeof raw) => ({ ...d, hands: [{ ...d.hands[0], citizens: 5 }, d.hands[1]] })],
    ['an odd set', (d: typeof raw) => ({ ...d, gamesPerSet: 3 })],
    ['hands in the wrong order', (d: typeof raw) => ({ ...d, hands: [d.hands[1], d.hands[0]] })],
  ])('the schema refuses %s', (_name, spoil) => {
    expect(v.safeParse(empressData(), spoil(raw)).success).toBe(false);
  });
});
