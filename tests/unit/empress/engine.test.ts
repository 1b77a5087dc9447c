import { describe, expect, it } from 'vitest';
import { chiSquare, CRITICAL_001 } from '../chi-square';
import { type Rng } from '~/kit/random';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import * as v from 'valibot';
import type { OutcomeId } from '~/games/empress/data';
import {
  empressHolder,
  finishedGames,
  forcedOutcome,
  gameSummaries,
  isOver,
  legalOutcomes,
  matchState,
  playableCards,
  position,
  settlement,
  setScores,
  totals,
  winner,
  type MatchState,
} from '~/games/empress/state';
import { pickCard, recordOutcome, resolvePlay, setup, type SetupOptions } from '~/games/empress/engine';

const base: SetupOptions = { players: ['Ann', 'Bo'], sets: 1, stake: null, firstEmpress: 0 };
const start = (over: Partial<SetupOptions> = {}): MatchState => unwrap(setup({ ...base, ...over }));
const fixedRng = (value: number): Rng => ({ int: () => value });

/** Records outcomes one after another; a refusal fails the test. */
const run = (state: MatchState, outcomes: OutcomeId[]): MatchState =>
  outcomes.reduce((s, o) => unwrap(recordOutcome(s, o)), state);

const DRAWS_4: OutcomeId[] = ['draw', 'draw', 'draw', 'draw'];

describe('setup', () => {
  it.each([
    ['an empty name', { players: ['Ann', '  '] }, 'Player 2 needs a name'],
    ['the same name twice', { players: ['Ann', 'ann '] }, 'Two players are called'],
    ['a very long name', { players: ['A'.repeat(21), 'Bo'] }, 'keep names to 20 letters'],
    ['no sets', { sets: 0 }, 'from 1 to 10'],
    ['too many sets', { sets: 11 }, 'from 1 to 10'],
    ['half a set', { sets: 1.5 }, 'whole number'],
    ['a negative stake', { stake: -2 }, '0 or more'],
    ['a stake that is not a number', { stake: Number.NaN }, '0 or more'],
  ] as const)('refuses %s with a reason', (_name, over, words) => {
    const result = setup({ ...base, ...(over as Partial<SetupOptions>) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(words);
  });

  it('tidies names, reads a stake of 0 as no stake, starts game 1 with the Empress hand leading', () => {
    const s = unwrap(setup({ ...base, players: ['  Ann  Lee ', 'Bo'], stake: 0 }));
    expect(s.players).toEqual(['Ann Lee', 'Bo']);
    expect(s.stake).toBeNull();
    expect(s.games).toEqual([[]]);
    expect(position(s)).toMatchObject({ game: 0, set: 1, gameInSet: 1, play: 1, lead: 'empress', leadPlayer: 0, citizensLeft: 4 });
  });

  it.each([0, 1] as const)('EP-4: the table can choose player %i to hold the Empress first', (first) => {
    const s = start({ firstEmpress: first });
    expect(s.tossed).toBe(false);
    expect(empressHolder(s, 0)).toBe(first);
  });

  it.each([0, 1] as const)('EP-4: a coin toss reads the injected Rng (%i)', (value) => {
    const s = unwrap(setup({ ...base, firstEmpress: 'toss' }, fixedRng(value)));
    expect(s.firstEmpress).toBe(value);
    expect(s.tossed).toBe(true);
  });

  it('EP-4: a toss without an Rng is a programmer error', () => {
    expect(() => setup({ ...base, firstEmpress: 'toss' })).toThrow();
  });

  it('EP-4: the coin toss is fair (chi-square, 20 000 tosses)', () => {
    const rng = seededRng(61);
    const counts = [0, 0];
    for (let i = 0; i < 20_000; i++) counts[unwrap(setup({ ...base, firstEmpress: 'toss' }, rng)).firstEmpress]!++;
    expect(chiSquare(counts)).toBeLessThan(CRITICAL_001[1]!);
  });
});

describe('resolvePlay', () => {
  it.each([
    ['citizen', 'citizen', 'draw'],
    ['empress', 'citizen', 'empress-beats-citizen'],
    ['citizen', 'assassin', 'citizen-catches-assassin'],
    ['empress', 'assassin', 'assassin-slays-empress'],
  ] as const)('EP-3: %s against %s is %s, in either order', (a, b, id) => {
    expect(unwrap(resolvePlay(a, b)).id).toBe(id);
    expect(unwrap(resolvePlay(b, a)).id).toBe(id);
  });

  it.each([
    ['empress', 'empress'],
    ['assassin', 'assassin'],
  ] as const)('refuses %s against %s: there is only one', (a, b) => {
    const r = resolvePlay(a, b);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/only one/);
  });
});

describe('EP-2: the lead and the forced last play', () => {
  it.each([
    [0, 'empress', 0, 4],
    [1, 'assassin', 1, 3],
    [2, 'empress', 0, 2],
    [3, 'assassin', 1, 1],
    [4, 'empress', 0, 0],
  ] as const)('after %i draws the %s hand (player %i) leads with %i Citizens each', (draws, lead, leadPlayer, left) => {
    const s = run(start(), DRAWS_4.slice(0, draws));
    expect(position(s)).toMatchObject({ play: draws + 1, lead, leadPlayer, citizensLeft: left, forced: left === 0 });
  });

  it('lead follows the hand, not the player: game 2 starts with the other player leading', () => {
    const s = run(start(), ['empress-beats-citizen']);
    expect(position(s)).toMatchObject({ game: 1, lead: 'empress', leadPlayer: 1, empressHolder: 1, assassinHolder: 0 });
  });

  it('after four draws only the forced outcome is legal', () => {
    const s = run(start(), DRAWS_4);
    expect(legalOutcomes(s)).toEqual(['assassin-slays-empress']);
    expect(forcedOutcome(s)).toBe('assassin-slays-empress');
    expect(playableCards(s, 'empress')).toEqual(['empress']);
    expect(playableCards(s, 'assassin')).toEqual(['assassin']);
  });

  it('before that every outcome is legal and nothing is forced', () => {
    const s = run(start(), ['draw']);
    expect(legalOutcomes(s)).toHaveLength(4);
    expect(forcedOutcome(s)).toBeNull();
  });

  it.each(['draw', 'empress-beats-citizen', 'citizen-catches-assassin'] as const)(
    'refuses %s as a fifth play: no Citizens are left',
    (id) => {
      const s = run(start(), DRAWS_4);
      const r = recordOutcome(s, id);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toContain('No Citizens are left');
    },
  );

  it('the fifth play is the Assassin slaying the Empress and scores 4', () => {
    const s = run(start(), [...DRAWS_4, 'assassin-slays-empress']);
    expect(gameSummaries(s)[0]).toMatchObject({ plays: 5, outcome: 'assassin-slays-empress', winner: 1, points: 4 });
    expect(totals(s)).toEqual([0, 4]);
  });
});

describe('recordOutcome', () => {
  it('a draw keeps the game going', () => {
    const s = unwrap(recordOutcome(start(), 'draw'));
    expect(s.games).toEqual([['draw']]);
    expect(finishedGames(s)).toBe(0);
  });

  it.each([
    ['empress-beats-citizen', [1, 0]],
    ['citizen-catches-assassin', [1, 0]],
    ['assassin-slays-empress', [0, 4]],
  ] as const)('EP-3: %s ends the game with points %j and the hands swap', (id, points) => {
    const s = unwrap(recordOutcome(start(), id));
    expect(totals(s)).toEqual(points);
    expect(s.games).toEqual([[id], []]);
    expect(position(s)?.empressHolder).toBe(1);
  });

  it('refuses any play after the match is over', () => {
    const s = run(start(), ['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen']);
    expect(isOver(s)).toBe(true);
    expect(position(s)).toBeNull();
    for (const r of [recordOutcome(s, 'draw'), pickCard(s, 'citizen')]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toContain('match is over');
    }
  });

  it('refuses a recorded outcome while a secret pick waits', () => {
    const s = unwrap(pickCard(start(), 'citizen'));
    expect(recordOutcome(s, 'draw').ok).toBe(false);
  });
});

describe('pickCard (no-cards mode)', () => {
  it('the lead picks first and the pick waits, unrevealed, for the other hand', () => {
    const s = unwrap(pickCard(start(), 'empress'));
    expect(s.pending).toBe('empress');
    expect(s.games).toEqual([[]]);
    expect(position(s)?.picking).toBe('assassin');
  });

  it('the second pick resolves the play and clears the secret', () => {
    const s = unwrap(pickCard(unwrap(pickCard(start(), 'empress')), 'assassin'));
    expect(s.pending).toBeNull();
    expect(s.games[0]).toEqual(['assassin-slays-empress']);
    expect(totals(s)).toEqual([0, 4]);
  });

  it('after a draw the Assassin hand picks first', () => {
    let s = unwrap(pickCard(start(), 'citizen'));
    s = unwrap(pickCard(s, 'citizen'));
    expect(position(s)).toMatchObject({ lead: 'assassin', picking: 'assassin', leadPlayer: 1 });
    s = unwrap(pickCard(s, 'citizen'));
    expect(position(s)?.picking).toBe('empress');
    s = unwrap(pickCard(s, 'empress'));
    expect(s.games[0]).toEqual(['draw', 'empress-beats-citizen']);
  });

  it.each([
    ['the Empress hand picking the Assassin', [], 'assassin', 'holds no Assassin'],
    ['the Assassin hand picking the Empress', ['citizen'], 'empress', 'holds no Empress'],
    ['a fifth Citizen', ['citizen', 'citizen', 'citizen', 'citizen', 'citizen', 'citizen', 'citizen', 'citizen'], 'citizen', 'no Citizens left'],
  ] as const)('refuses %s', (_name, before, card, words) => {
    const s = before.reduce((st, c) => unwrap(pickCard(st, c)), start());
    const r = pickCard(s, card);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(words);
  });
});

describe('EP-4: sets and swapping hands', () => {
  it('hands swap every game, so each player holds each hand twice per set', () => {
    const s = start({ sets: 2, firstEmpress: 1 });
    const holders = Array.from({ length: 8 }, (_, g) => empressHolder(s, g));
    expect(holders).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
  });

  it('a one-set match ends after four games; a two-set match after eight', () => {
    const one = run(start(), Array(4).fill('citizen-catches-assassin'));
    expect(isOver(one)).toBe(true);
    const two = run(start({ sets: 2 }), Array(4).fill('citizen-catches-assassin'));
    expect(isOver(two)).toBe(false);
    expect(position(two)).toMatchObject({ set: 2, gameInSet: 1, game: 4 });
  });
});

describe('whole match scenario', () => {
  // Ann holds the Empress in games 1 and 3, Bo in 2 and 4.
  const played = run(start({ stake: 5 }), [
    'draw', 'empress-beats-citizen', // game 1: Ann +1
    'draw', 'draw', 'draw', 'draw', 'assassin-slays-empress', // game 2: Ann (Assassin) +4
    'citizen-catches-assassin', // game 3: Ann +1
    'draw', 'draw', 'citizen-catches-assassin', // game 4: Bo +1
  ]);

  it('scores every game for the right player', () => {
    expect(gameSummaries(played).map((g) => [g.empressHolder, g.plays, g.winner, g.points])).toEqual([
      [0, 2, 0, 1],
      [1, 5, 0, 4],
      [0, 1, 0, 1],
      [1, 3, 1, 1],
    ]);
    expect(setScores(played)).toEqual([[6, 1]]);
    expect(totals(played)).toEqual([6, 1]);
  });

  it('EP-5: the point difference times the stake is owed to the leader', () => {
    expect(winner(played)).toBe(0);
    expect(settlement(played)).toEqual({ even: false, debtor: 1, creditor: 0, points: 5, coins: 25 });
  });

  it('survives JSON and the saved-state schema unchanged', () => {
    expect(v.parse(matchState, JSON.parse(JSON.stringify(played)))).toEqual(played);
  });
});

describe('EP-5: settlement', () => {
  it('equal points owe nothing and the match is a tie', () => {
    const s = run(start({ stake: 3 }), ['empress-beats-citizen', 'empress-beats-citizen', 'draw', 'empress-beats-citizen', 'citizen-catches-assassin']);
    expect(totals(s)).toEqual([2, 2]);
    expect(winner(s)).toBe('tie');
    expect(settlement(s)).toEqual({ even: true });
  });

  it('without a stake only points are owed', () => {
    const s = run(start(), ['assassin-slays-empress']);
    expect(settlement(s)).toEqual({ even: false, debtor: 0, creditor: 1, points: 4, coins: null });
    expect(winner(s)).toBeNull(); // not over yet
  });

  it('a fractional stake is rounded to hundredths', () => {
    const s = run(start({ stake: 0.1 }), ['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen']);
    // Ann: games 1 and 3 as Empress (+2); Bo: game 2 as Empress (+1): difference 1.
    expect(settlement(s)).toMatchObject({ points: 1, coins: 0.1 });
    // Bo: slays in game 1 (+4), wins game 2 as Empress (+1): 5 x 0.07 is 0.35000000000000003 unrounded.
    const t = run(start({ stake: 0.07 }), ['assassin-slays-empress', 'draw', 'citizen-catches-assassin']);
    expect(settlement(t)).toEqual({ even: false, debtor: 0, creditor: 1, points: 5, coins: 0.35 });
  });
});

describe('recordOutcome refuses what the game does not have', () => {
  it.each(['bogus', '', 'Draw', 'empress-slays-assassin'])('refuses the outcome id %j in words, state unchanged', (id) => {
    const s = start();
    const before = JSON.stringify(s);
    const r = recordOutcome(s, id as OutcomeId);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain(`no outcome called "${id}"`);
      expect(r.error).toContain('"The Assassin slays the Empress"');
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
