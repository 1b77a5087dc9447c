import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '~/kit/result';
import { data } from '~/games/empress/data';
import type { CardId, OutcomeId } from '~/games/empress/data';
import { pickCard, recordOutcome, setup } from '~/games/empress/engine';
import { gameSummaries, isOver, legalOutcomes, playableCards, position, problem, totals, type MatchState } from '~/games/empress/state';

const MAX_SETS_TRIED = 3;
// Every game lasts at most five plays, so this many choices always finish the match.
const CHOICES = MAX_SETS_TRIED * data.gamesPerSet * 5;

const matchArb = fc.record({
  sets: fc.integer({ min: 1, max: MAX_SETS_TRIED }),
  first: fc.constantFrom(0 as const, 1 as const),
  choices: fc.array(fc.nat(), { minLength: CHOICES, maxLength: CHOICES }),
  byCards: fc.boolean(),
});

/** Plays a whole match from random choices; returns every state along the way. */
function playOut({ sets, first, choices, byCards }: { sets: number; first: 0 | 1; choices: number[]; byCards: boolean }): MatchState[] {
  let s = unwrap(setup({ players: ['Ann', 'Bo'], sets, firstEmpress: first }));
  const states = [s];
  for (const c of choices) {
    const pos = position(s);
    if (!pos) break;
    if (byCards) {
      // No-cards mode: each hand picks one of its own cards, the lead first.
      const lead = playableCards(s, pos.picking);
      s = unwrap(pickCard(s, lead[c % lead.length]!));
      const follow = playableCards(s, position(s)!.picking);
      s = unwrap(pickCard(s, follow[Math.floor(c / 2) % follow.length]!));
    } else {
      const legal = legalOutcomes(s);
      s = unwrap(recordOutcome(s, legal[c % legal.length]!));
    }
    states.push(s);
  }
  return states;
}

describe('Empress invariants over random matches', () => {
  it('EP-2: a game never exceeds five plays, and only its last play is decisive', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const end = playOut(m).at(-1)!;
        expect(isOver(end)).toBe(true);
        for (const game of end.games) {
          expect(game.length).toBeGreaterThanOrEqual(1);
          expect(game.length).toBeLessThanOrEqual(5);
          expect(game.slice(0, -1).every((o) => o === 'draw')).toBe(true);
          expect(game.at(-1)).not.toBe('draw');
          if (game.length === 5) expect(game.at(-1)).toBe('assassin-slays-empress');
        }
      }),
    );
  });

  it('EP-3: points only grow, by 1 or 4, for one player at a time', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const states = playOut(m);
        for (let i = 1; i < states.length; i++) {
          const [a0, b0] = totals(states[i - 1]!);
          const [a1, b1] = totals(states[i]!);
          const gains = [a1 - a0, b1 - b0];
          expect(gains.every((g) => g === 0 || g === 1 || g === 4)).toBe(true);
          expect(gains.filter((g) => g > 0).length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('EP-4: each player holds each hand twice per set, and the match has sets x 4 games', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const end = playOut(m).at(-1)!;
        const games = gameSummaries(end);
        expect(games).toHaveLength(m.sets * data.gamesPerSet);
        for (let set = 1; set <= m.sets; set++) {
          const holders = games.filter((g) => g.set === set).map((g) => g.empressHolder);
          expect(holders.filter((h) => h === 0)).toHaveLength(2);
          expect(holders.filter((h) => h === 1)).toHaveLength(2);
        }
      }),
    );
  });

  it('a refused move leaves the state exactly as it was', () => {
    fc.assert(
      fc.property(matchArb, fc.nat(), (m, cut) => {
        const states = playOut(m);
        const s = states[cut % states.length]!;
        const before = JSON.stringify(s);
        for (const id of data.outcomes.map((o) => o.id)) {
          const r = recordOutcome(s, id);
          if (!r.ok) expect(legalOutcomes(s)).not.toContain(id);
        }
        for (const card of ['empress', 'assassin', 'citizen'] as const) pickCard(s, card);
        expect(JSON.stringify(s)).toBe(before);
      }),
    );
  });
});

/** A match replayed through the engine's own moves: null when legal plays make exactly it. */
function replayProblem(state: MatchState): string | null {
  let replay: MatchState = { ...state, games: [[]], pending: null };
  for (const game of state.games) {
    for (const outcome of game) {
      const next = recordOutcome(replay, outcome);
      if (!next.ok) return next.error;
      replay = next.value;
    }
  }
  if (JSON.stringify(replay.games) !== JSON.stringify(state.games)) return 'not what the plays make';
  if (state.pending !== null && state.pending !== 'face-down' && !pickCard(replay, state.pending).ok) return 'not the lead\'s card';
  return state.pending === 'face-down' ? 'face down' : null;
}

describe('the sense check of a saved match (state.ts problem)', () => {
  const outcomeArb = fc.constantFrom<OutcomeId>('draw', 'draw', 'draw', 'empress-beats-citizen', 'citizen-catches-assassin', 'assassin-slays-empress');
  const pendingArb = fc.constantFrom<CardId | null>(null, null, 'empress', 'assassin', 'citizen');

  it('passes every position random play reaches, the waiting pick included', () => {
    fc.assert(
      fc.property(matchArb, fc.nat(), (m, cut) => {
        for (const s of playOut(m)) expect(problem(s)).toBeNull();
        const s = playOut(m)[cut % playOut(m).length]!;
        const pos = position(s);
        if (pos) for (const card of playableCards(s, pos.picking)) expect(problem(unwrap(pickCard(s, card)))).toBeNull();
      }),
      { numRuns: 50 },
    );
  });

  it('agrees with replaying the games through the engine, for any games and waiting pick', () => {
    // Played matches cut anywhere and changed in one place (mostly near-legal), and any lists at all.
    const nearLegal = fc
      .tuple(matchArb, fc.nat(), fc.nat(), fc.nat(), fc.constantFrom('keep', 'drop', 'add', 'change', 'empty'), outcomeArb)
      .map(([m, cut, g, o, edit, outcome]) => {
        const states = playOut(m);
        const games = structuredClone(states[cut % states.length]!.games);
        const game = games[g % games.length]!;
        const at = game.length === 0 ? 0 : o % game.length;
        if (edit === 'drop') game.splice(at, 1);
        else if (edit === 'add') game.splice(at, 0, outcome);
        else if (edit === 'change') game[at] = outcome;
        else if (edit === 'empty') games.push([]);
        return { sets: m.sets, games };
      });
    const anyLists = fc.record({ sets: fc.integer({ min: 1, max: 2 }), games: fc.array(fc.array(outcomeArb, { maxLength: 6 }), { maxLength: 9 }) });
    const seen = { legal: 0, refused: 0 };
    fc.assert(
      fc.property(fc.oneof(nearLegal, anyLists), pendingArb, ({ sets, games }, pending) => {
        const s: MatchState = { ...unwrap(setup({ players: ['Ann', 'Bo'], sets, firstEmpress: 0 })), games, pending };
        const expected = replayProblem(s) === null;
        seen[expected ? 'legal' : 'refused']++;
        expect(problem(s) === null, JSON.stringify(s)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
    expect(seen.legal).toBeGreaterThan(300);
    expect(seen.refused).toBeGreaterThan(300);
  });

  it('refuses a face-down card: that is a player\'s view, never a save', () => {
    const s = unwrap(setup({ players: ['Ann', 'Bo'], sets: 1, firstEmpress: 0 }));
    expect(problem({ ...s, pending: 'face-down' })).not.toBeNull();
  });
});
