import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '~/kit/result';
import { data } from '~/games/empress/data';
import {
  gameSummaries,
  isOver,
  legalOutcomes,
  pickCard,
  playableCards,
  position,
  recordOutcome,
  setup,
  totals,
  type MatchState,
} from '~/games/empress/engine';

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
