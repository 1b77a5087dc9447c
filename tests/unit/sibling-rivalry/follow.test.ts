import { describe, expect, it } from 'vitest';
import { keyOf, load, save, fresh, commit, stoppedBy } from '~/kit/persist';
import { undoRuleOf } from '~/kit/game';
import { unwrap } from '~/kit/result';
import { MemoryStorage } from '../memory-storage';
import { setup, rollWords } from '~/games/sibling-rivalry/engine';
import follow, { rolledOn } from '~/games/sibling-rivalry/follow';
import { moves } from '~/games/sibling-rivalry/game';
import { defaultLayout } from '~/games/sibling-rivalry/data';
import { logSpec, spec } from '~/games/sibling-rivalry/store';
import type { Saved } from '~/games/sibling-rivalry/state';

/*
 * A roll made on the rolling player's own phone (follow.ts, over kit/link/live/follow):
 * taken for the player whose turn it is, refused in words for anyone else or out of step,
 * said on the board, kept in the log as a phone roll, and never undone (SR-12).
 */

const start = (): Saved => ({ layout: defaultLayout, game: unwrap(setup({ players: ['Ann', 'Ben', 'Cat'] })) });
const apply = follow.apply!;

describe('a roll on a player’s own phone', () => {
  it('is declared: from a seat, public, a roll that stands', () => {
    expect(moves['own-roll']).toMatchObject({ by: 'seat', travel: 'public', undo: 'stop' });
    expect(undoRuleOf(moves, 'own-roll')).toBe('stop');
  });

  it('moves the game as the board phone’s roll does, and the board says whose phone rolled', () => {
    const s = start();
    const next = unwrap(apply(s, 0, 'own-roll', { dice: [2, 2, 3, 5, 6] }));
    expect(next.game!.turn.roll).toEqual([2, 2, 3, 5, 6]);
    // The first roll of a game has one legal track (SR-3): it moves at once, as on the board phone.
    expect(next.game!.players[0]!.pawn).toEqual({ track: 2, square: 2 });
    expect(next.game!.events[0]).toBe(rollWords('Ann', [2, 2, 3, 5, 6]));
    expect(next.game!.events[1]).toBe(rolledOn('Ann'));
    expect(follow.seats!(s)).toEqual(['Ann', 'Ben', 'Cat']);
  });

  it('is refused in words from the wrong phone, out of step, with changed dice or after the end', () => {
    const s = start();
    expect(apply(s, 1, 'own-roll', { dice: [2, 2, 3, 5, 6] })).toEqual({ ok: false, error: 'It is Ann’s turn: only Ann’s phone can roll now.' });
    expect(apply(s, 0, 'own-roll', { dice: [2, 2, 3] }).ok).toBe(false);
    expect(apply(s, 0, 'own-roll', { dice: [2, 2, 3, 5, 9] }).ok).toBe(false);
    expect(apply(s, 0, 'own-roll', { dice: 'lots' }).ok).toBe(false);
    expect(apply(s, 0, 'stop', {}).ok).toBe(false);
    const rolled = { ...s, game: { ...s.game!, turn: { ...s.game!.turn, rolls: 1, roll: [2, 2, 3, 5, 6], awaitingTrack: true } } };
    expect(apply(rolled, 0, 'own-roll', { dice: [2, 2, 3, 5, 6] })).toEqual({ ok: false, error: 'Ann: choose a track for the last roll on the board phone first.' });
    expect(apply({ ...s, game: null }, 0, 'own-roll', { dice: [1] }).ok).toBe(false);
    const over = { ...s, game: { ...s.game!, winner: 1, players: s.game!.players.map((p, i) => (i === 1 ? { ...p, score: defaultLayout.length + 1 } : p)) } };
    expect(apply(over, 1, 'own-roll', { dice: [2, 2, 3, 5, 6] })).toEqual({ ok: false, error: 'The game is over: Ben won.' });
  });

  it('is kept in the log as a roll on a phone, and Undo stops at it', () => {
    const storage = new MemoryStorage();
    const s = start();
    save(spec, { state: s, history: [] }, storage);
    const next = unwrap(apply(s, 0, 'own-roll', { dice: [2, 2, 3, 5, 6] }));
    follow.after!(storage, s, next, 0);
    const log = load(logSpec, storage).saved.state;
    expect(log.entries.at(-1)).toMatchObject({ move: 'roll', player: 'Ann', roll: { dice: [2, 2, 3, 5, 6], source: 'phone' }, lines: next.game!.events });
    expect(storage.getItem(keyOf(logSpec))).not.toBeNull();
    const kept = commit(fresh(spec), next, spec.historyLimit, undoRuleOf(moves, 'own-roll'), 'own-roll');
    expect(stoppedBy(kept)).toBe('own-roll');
  });
});
