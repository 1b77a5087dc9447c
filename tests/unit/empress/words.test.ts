import { describe, expect, it } from 'vitest';
import { unwrap } from '~/kit/result';
import type { OutcomeId } from '~/games/empress/data';
import { parseStake, recordOutcome, setup } from '~/games/empress/engine';
import { lastPlay, position, type MatchState } from '~/games/empress/state';
import { describeResult, formatCoins, playOf, shortOutcome } from '~/games/empress/words';

const start = (stake: number | null = null) => unwrap(setup({ players: ['Ann', 'Bo'], sets: 1, stake, firstEmpress: 0 }));
const run = (s: MatchState, outcomes: OutcomeId[]) => outcomes.reduce((st, o) => unwrap(recordOutcome(st, o)), s);

describe('parseStake', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', null],
    ['2', 2],
    ['0.5', 0.5],
    ['1,25', 1.25],
  ])('EP-5: "%s" is a stake of %s', (text, value) => {
    expect(unwrap(parseStake(text))).toBe(value);
  });

  it.each(['two', '-1', '1.255', '1e3', '3 coins'])('refuses "%s" in words', (text) => {
    const r = parseStake(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('coins per point');
  });
});

describe('what the helpers say', () => {
  it('nothing before the first play', () => {
    expect(lastPlay(start())).toBeNull();
    expect(describeResult(start())).toBeNull();
  });

  it.each([
    // Ann +1, Bo +1, Ann +1, Ann +4 (as the Assassin): 6 to 1.
    [null, ['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'assassin-slays-empress'], 'Ann wins the match by 5 points. No stake was set, so only the glory changes hands.'],
    // Bo +4, Bo +1, Ann +1, Bo +1: 1 to 6.
    [0.5, ['assassin-slays-empress', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen'], 'Bo wins the match by 5 points. Ann owes Bo 2.50 coins (5 points at 0.50 a point).'],
    [3, ['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen'], 'The match is a tie on points, so nobody owes anything.'],
  ] as const)('EP-5: with stake %s the result reads right', (stake, outcomes, words) => {
    const s = run(start(stake), [...outcomes]);
    expect(describeResult(s)).toBe(words);
  });

  it.each([
    [25, '25'],
    [0.35, '0.35'],
    [0.5, '0.50'],
  ])('formats %s coins as %s', (n, text) => {
    expect(formatCoins(n)).toBe(text);
  });
});

describe('shortOutcome: the line under the two face-up cards', () => {
  it.each([
    [[], null],
    [['draw'], 'A draw: both Citizens go aside.'],
    [['empress-beats-citizen'], 'The Empress beats a Citizen: Ann +1. Hands swap.'],
    [['assassin-slays-empress'], 'The Assassin slays the Empress: Bo +4. Hands swap.'],
    // Game 2: Bo holds the Empress hand, so a caught Assassin scores for Bo.
    [['draw', 'empress-beats-citizen', 'citizen-catches-assassin'], 'A Citizen catches the Assassin: Bo +1. Hands swap.'],
    [['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen'], 'The Empress beats a Citizen: Bo +1. That was the last game.'],
  ] as [OutcomeId[], string | null][])('%j → %s', (outcomes, line) => {
    expect(shortOutcome(run(start(), outcomes))).toBe(line);
  });
});

describe('playOf: a step heading says which game of the set, not only the play', () => {
  const two = () => unwrap(setup({ players: ['Ann', 'Bo'], sets: 2, stake: null, firstEmpress: 0 }));
  const at = (s: MatchState) => playOf(s, position(s)!);
  it.each([
    [[], 'Game 1 of 4, play 1'],
    [['draw', 'draw'], 'Game 1 of 4, play 3'],
    [['empress-beats-citizen'], 'Game 2 of 4, play 1'],
    [['empress-beats-citizen', 'draw', 'empress-beats-citizen', 'draw', 'draw', 'draw'], 'Game 3 of 4, play 4'],
  ] as [OutcomeId[], string][])('one set, after %j: %s', (outcomes, words) => {
    expect(at(run(start(), outcomes))).toBe(words);
  });
  it.each([
    [[], 'Set 1, game 1 of 4, play 1'],
    [['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen'], 'Set 2, game 1 of 4, play 1'],
    [['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'draw'], 'Set 2, game 2 of 4, play 2'],
  ] as [OutcomeId[], string][])('two sets, after %j: %s', (outcomes, words) => {
    expect(at(run(two(), outcomes))).toBe(words);
  });
});
