import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRng } from '~/kit/seeded';
import { checkLayout, TRACK_NUMBERS, type Layout } from '~/games/sibling-rivalry/data';
import { advance, catchThreshold, diceLeft, legalTracks, roll, rollWith, setup, stop, type State } from '~/games/sibling-rivalry/engine';
import { stateSchema } from '~/games/sibling-rivalry/state';

/** A valid layout: length 10–50, Angels and Devils on distinct squares. */
const layoutArb: fc.Arbitrary<Layout> = fc
  .integer({ min: 10, max: 50 })
  .chain((length) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: length }), { maxLength: 8 })
      .chain((marked) => fc.array(fc.boolean(), { minLength: marked.length, maxLength: marked.length }).map((isAngel) => ({
        length,
        angels: marked.filter((_, i) => isAngel[i]).sort((a, b) => a - b),
        devils: marked.filter((_, i) => !isAngel[i]).sort((a, b) => a - b),
      }))),
  );

/** One step a table might take: stop (if allowed) or roll typed dice, then pick a track. */
const stepArb = fc.record({
  stopNow: fc.boolean(),
  dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }),
  pick: fc.nat(),
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function checkInvariants(s: State): void {
  const { length } = s.layout;
  // The state is plain, schema-valid JSON.
  expect(v.parse(stateSchema, JSON.parse(JSON.stringify(s)))).toEqual(s);
  for (const p of s.players) {
    expect(p.score).toBeGreaterThanOrEqual(0);
    expect(p.score).toBeLessThanOrEqual(length + 1);
    if (p.pawn) {
      expect(TRACK_NUMBERS).toContain(p.pawn.track);
      expect(p.pawn.square).toBeGreaterThanOrEqual(1);
      expect(p.pawn.square).toBeLessThanOrEqual(6);
    }
  }
  // Only the winner is past the finish; no two scoring pawns share a square on the track.
  s.players.forEach((p, i) => expect(p.score === length + 1).toBe(s.winner === i));
  const onTrack = s.players.map((p) => p.score).filter((x) => x > 0 && x <= length);
  expect(new Set(onTrack).size).toBe(onTrack.length);
  // Set-aside 1s never reach five, and stay under the threshold while the turn goes on.
  expect(s.turn.ones).toBeLessThanOrEqual(5);
  if (s.winner === null) expect(s.turn.ones).toBeLessThan(catchThreshold(s));
  // Between turns every track holds at most one challenge pawn (SR-6, SR-7).
  if (s.turn.rolls === 0) {
    const tracks = s.players.flatMap((p) => (p.pawn ? [p.pawn.track] : []));
    expect(new Set(tracks).size).toBe(tracks.length);
    expect(s.players[s.turn.player]!.pawn).toBeNull(); // SR-8 scored it
  }
}

describe('random legal play', () => {
  it('keeps every pawn in bounds, one challenge pawn per player, ones under five; a won game accepts no move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        layoutArb,
        fc.array(stepArb, { maxLength: 400 }),
        (count, layout, steps) => {
          let s = setup({ players: Array.from({ length: count }, (_, i) => `P${i + 1}`), layout });
          if (!s.ok) throw new Error(s.error);
          let state = deepFreeze(s.value); // moves must never change the state they are given
          for (const step of steps) {
            if (state.winner !== null) {
              expect(roll(state, { dice: step.dice }).ok).toBe(false);
              expect(stop(state).ok).toBe(false);
              expect(advance(state, { track: 2 }).ok).toBe(false);
              expect(rollWith(state, seededRng(step.pick)).ok).toBe(false);
              return;
            }
            let next;
            if (state.turn.awaitingTrack) {
              const legal = legalTracks(state);
              next = advance(state, { track: legal[step.pick % legal.length]! });
            } else if (step.stopNow && state.turn.rolls > 0) {
              next = stop(state);
            } else {
              next = roll(state, { dice: step.dice.slice(0, diceLeft(state)) });
            }
            expect(next.ok).toBe(true);
            if (!next.ok) return;
            checkInvariants(next.value);
            state = deepFreeze(next.value);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the same moves on the same state give the same result (pure and deterministic)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }), (dice) => {
        const s = setup({ players: ['A', 'B', 'C'] });
        if (!s.ok) throw new Error(s.error);
        expect(roll(s.value, { dice })).toEqual(roll(s.value, { dice }));
      }),
    );
  });

  it('every generated layout passes checkLayout unchanged', () => {
    fc.assert(
      fc.property(layoutArb, (layout) => {
        expect(checkLayout(layout)).toEqual({ ok: true, value: layout });
      }),
    );
  });
});
