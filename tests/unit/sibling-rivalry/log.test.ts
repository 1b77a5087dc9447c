import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '~/kit/result';
import { advance, legalTracks, roll, stop, type State } from '~/games/sibling-rivalry/engine';
import { emptyLog, LOG_LIMIT, recordMove, recordUndo } from '~/games/sibling-rivalry/log';
import { logSchema, stepIdOf, type Log } from '~/games/sibling-rivalry/state';
import { newGame } from './helpers';

describe('an undone roll stays in the log', () => {
  it('"Ann took back a roll of 1 1 4 5 6" after an Undo, the roll itself kept and marked', () => {
    const s0 = newGame();
    const s1 = unwrap(roll(s0, { dice: [1, 1, 4, 5, 6] }));
    let log: Log = recordMove(emptyLog(), { move: 'roll', player: 'Ann', roll: { dice: [1, 1, 4, 5, 6], source: 'phone' }, lines: s1.events, after: stepIdOf(s1) });
    // The Undo happens while the game shows s1; the game goes back to s0, the log does not.
    log = recordUndo(log, stepIdOf(s1));
    expect(log.entries).toHaveLength(2);
    expect(log.entries[0]).toMatchObject({ takenBack: true, lines: s1.events });
    expect(log.entries[1]!.lines).toEqual(['Ann took back a roll of 1 1 4 5 6 (rolled on the phone).']);
    // The re-roll is logged after it: the table sees both.
    const again = unwrap(roll(s0, { dice: [2, 2, 2, 3, 4] }));
    log = recordMove(log, { move: 'roll', player: 'Ann', roll: { dice: [2, 2, 2, 3, 4], source: 'phone' }, lines: again.events, after: stepIdOf(again) });
    expect(log.entries.map((e) => e.kind)).toEqual(['move', 'undo', 'move']);
    expect(v.parse(logSchema, JSON.parse(JSON.stringify(log)))).toEqual(log);
  });

  it('two Undos take back the two latest moves, newest first', () => {
    const s0 = newGame();
    const s1 = unwrap(roll(s0, { dice: [2, 3, 4, 5, 6] }));
    const s2 = unwrap(stop(s1));
    let log = recordMove(emptyLog(), { move: 'roll', player: 'Ann', roll: { dice: [2, 3, 4, 5, 6], source: 'typed' }, lines: s1.events, after: stepIdOf(s1) });
    log = recordMove(log, { move: 'stop', player: 'Ann', lines: s2.events, after: stepIdOf(s2) });
    log = recordUndo(log, stepIdOf(s2));
    log = recordUndo(log, stepIdOf(s1));
    expect(log.entries.filter((e) => e.kind === 'undo').map((e) => e.lines[0])).toEqual([
      'Ann took back stopping.',
      'Ann took back a roll of 2 3 4 5 6 (typed in).',
    ]);
    expect(log.entries.filter((e) => e.kind === 'move').every((e) => e.takenBack)).toBe(true);
  });

  it('a log out of step with the game blames no move', () => {
    const s1 = unwrap(roll(newGame(), { dice: [2, 3, 4, 5, 6] }));
    const log = recordUndo(recordMove(emptyLog(), { move: 'roll', player: 'Ann', lines: s1.events, after: 'something else' }), stepIdOf(s1));
    expect(log.entries.at(-1)!.lines).toEqual(['A move was taken back.']);
    expect(log.entries[0]!.takenBack).toBe(false);
  });

  it('keeps the newest lines when it is full', () => {
    let log = emptyLog();
    for (let i = 0; i < LOG_LIMIT + 5; i++) log = recordMove(log, { move: 'roll', player: 'Ann', lines: [`line ${i}`], after: `s${i}` });
    expect(log.entries).toHaveLength(LOG_LIMIT);
    expect(log.entries.at(-1)!.lines).toEqual([`line ${LOG_LIMIT + 4}`]);
  });
});

describe('the step id changes after every roll, choice and stop (so the screen follows)', () => {
  it('holds over random games', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ stopNow: fc.boolean(), dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }), pick: fc.nat() }), { maxLength: 60 }),
        fc.integer({ min: 2, max: 4 }),
        (steps, players) => {
          let s: State = newGame(['Ann', 'Ben', 'Cy', 'Dee'].slice(0, players));
          for (const step of steps) {
            if (s.winner !== null) break;
            let next: State;
            if (s.turn.awaitingTrack) {
              const legal = legalTracks(s);
              next = unwrap(advance(s, { track: legal[step.pick % legal.length]! }));
            } else if (step.stopNow && s.turn.rolls > 0) next = unwrap(stop(s));
            else next = unwrap(roll(s, { dice: step.dice.slice(0, 5 - s.turn.ones) }));
            expect(stepIdOf(next)).not.toBe(stepIdOf(s));
            s = next;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
