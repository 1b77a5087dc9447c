// @vitest-environment happy-dom
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { undoOffOf, undoRuleOf } from '~/kit/game';
import { gameOf } from '~/kit/games';
import { commit, fresh, stoppedBy, undo as undoSaved, type Saved as Kept } from '~/kit/persist';
import { unwrap } from '~/kit/result';
import { UndoBar } from '~/kit/ui/UndoBar';
import { advance, roll, stop } from '~/games/sibling-rivalry/engine';
import game, { moves, undoName } from '~/games/sibling-rivalry/game';

const undo = game.undo;
import type { Saved } from '~/games/sibling-rivalry/state';
import { logSpec, spec } from '~/games/sibling-rivalry/store';
import { UNDO_OFF } from '~/games/sibling-rivalry/words';
import { position } from './helpers';

describe("Sibling Rivalry's contract", () => {
  it('is the registry entry, with both stores', () => {
    expect(gameOf('sibling-rivalry')).toBe(game);
    expect(game.stores).toEqual([spec, logSpec]);
  });

  it('hides nothing: every player sees the whole state, and no step is secret', () => {
    const saved = { layout: position(['Ann', 'Ben'], {}).layout, game: position(['Ann', 'Ben'], { pawns: [{ track: 2, square: 1 }, null] }) };
    for (const player of [0, 1]) expect(game.view(saved, player)).toBe(saved);
    expect(game.secret(saved)).toBeNull();
  });

  it('takes back every move one at a time, but never a roll the phone made (SR-12)', () => {
    expect(Object.keys(game.undo).sort()).toEqual(Object.keys(moves).sort());
    expect(game.undoOff).toBe(UNDO_OFF);
    expect(Object.entries(undo).sort()).toEqual(
      [['choice', 'back'], ['new-game', 'back'], ['own-roll', 'stop'], ['phone-roll', 'stop'], ['roll', 'back'], ['start', 'back'], ['stop', 'back']],
    );
    expect(undoName('roll', 'phone')).toBe('phone-roll');
    expect(undoName('roll', 'typed')).toBe('roll');
    expect(undoName('stop')).toBe('stop');
  });

  it('has the Resume line of its game store', () => {
    const saved = { layout: position(['Ann', 'Ben'], {}).layout, game: position(['Ann', 'Ben'], { scores: [4, 9] }) };
    expect(game.summary(saved)).toBe("Ann's turn · Ann 4, Ben 9");
    expect(spec.summary!(saved)).toBe(game.summary(saved));
  });
});

describe('SR-12: a phone roll stands', () => {
  // Ben's pawn on track 2 makes tracks 2 and 3 legal, so a roll waits for Ann's choice.
  const layout = position(['Ann', 'Ben'], {}).layout;
  const begun = position(['Ann', 'Ben'], { pawns: [null, { track: 2, square: 1 }] });
  const dice = [2, 3, 3, 4, 5];
  /** The game store after each move, saved by its Undo rule under the name moves.ts gives it. */
  const after = (moves: [Parameters<typeof undoName>, Saved][]): Kept<Saved> =>
    moves.reduce((kept, [[move, source], next]) => {
      const name = undoName(move, source);
      return commit(kept, next, 100, undoRuleOf(undo, name), name);
    }, fresh(spec));
  const at = (s: typeof begun): Saved => ({ layout, game: s });
  const rolled = unwrap(roll(begun, { dice }));
  const chosen = unwrap(advance(rolled, { track: 3 }));
  /** What the Undo bar says under these saves. */
  const bar = (kept: Kept<Saved>) => {
    const page = document.createElement('div');
    act(() => render(h(UndoBar, { canUndo: kept.history.length > 0, off: undoOffOf(UNDO_OFF, stoppedBy(kept)), onUndo: () => undefined, onNewGame: () => undefined }), page));
    const said = { text: page.querySelector('.why-off')?.textContent ?? null, disabled: page.querySelector('button')!.disabled };
    render(null, page);
    return said;
  };

  it('Undo after a roll made on the phone is refused, and the bar says why', () => {
    expect(rolled.turn.awaitingTrack).toBe(true);
    const kept = after([[['start'], at(begun)], [['roll', 'phone'], at(rolled)]]);
    expect(kept.history).toEqual([]);
    expect(undoSaved(kept)).toEqual(kept);
    expect(bar(kept)).toEqual({ text: `Undo is off: ${UNDO_OFF['phone-roll']}`, disabled: true });
  });

  it('a choice of track after a phone roll is taken back, to the same roll, and no further', () => {
    const kept = after([[['start'], at(begun)], [['roll', 'phone'], at(rolled)], [['choice'], at(chosen)]]);
    expect(bar(kept)).toEqual({ text: null, disabled: false });
    const back = undoSaved(kept);
    expect(back.state.game).toEqual(rolled);
    expect(back.state.game!.turn.roll).toEqual(dice);
    // Back at the roll, the note is there again, after however many rolls came before.
    expect(bar(back)).toEqual({ text: `Undo is off: ${UNDO_OFF['phone-roll']}`, disabled: true });
  });

  it('a stop after a phone roll is taken back to the roll-or-stop step', () => {
    const stopped = unwrap(stop(chosen));
    const kept = after([[['roll', 'phone'], at(rolled)], [['choice'], at(chosen)], [['stop'], at(stopped)]]);
    expect(undoSaved(kept).state.game).toEqual(chosen);
  });

  it('typed real dice are corrected: Undo takes the typed roll back', () => {
    const kept = after([[['start'], at(begun)], [['roll', 'typed'], at(rolled)]]);
    expect(undoSaved(kept).state.game).toEqual(begun);
    expect(bar(kept)).toEqual({ text: null, disabled: false });
  });

  it('the next phone roll stops Undo again, with the same words', () => {
    const again = unwrap(roll(chosen, { dice: [3, 3, 4, 5, 6] }));
    const kept = after([[['roll', 'phone'], at(rolled)], [['choice'], at(chosen)], [['roll', 'phone'], at(again)]]);
    expect(kept.history).toEqual([]);
    expect(bar(kept).text).toBe(`Undo is off: ${UNDO_OFF['phone-roll']}`);
  });
});
