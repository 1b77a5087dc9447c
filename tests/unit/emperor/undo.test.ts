import { describe, expect, it } from 'vitest';
import { undoRuleOf } from '~/kit/game';
import { commit, stoppedBy, undo, type Saved } from '~/kit/persist';
import { seededRng } from '~/kit/seeded';
import { unwrap, type Result } from '~/kit/result';
import { revealCard, setupWithCards } from '~/games/emperor/cards';
import { answerRebelCheck, chooseDirection, condemn, endTurn, setup, type TableState } from '~/games/emperor/engine';
import game, { moves, UNDO_OFF, type Move } from '~/games/emperor/game';

/*
 * Undo never lets the table choose again what it chose knowing a card (DESIGN.md): a move
 * that showed the whole table an identity card or a player's side is a stop, whichever move
 * it was (game.ts `stopIfShown`); the same move going back when it showed nothing.
 */

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const [ANN, BEN, , , EVE] = [0, 1, 2, 3, 4];

/** Ann the Emperor, Ben a Rebel and Eve a Loyalist beside her, every card as the phone dealt it. */
function dealt(): TableState {
  const s = unwrap(setupWithCards({ names: NAMES }, seededRng(3), 'u1'));
  const hands = [['emperor', 'loyalist', 'rebel'], ['rebel', 'rebel', 'loyalist'], ['loyalist', 'loyalist', 'rebel'], ['rebel', 'loyalist', 'rebel'], ['loyalist', 'rebel', 'loyalist']] as const;
  const identity = { deal: 'u1', hands: hands.map((h) => h.map((kind) => ({ kind, faceUp: kind === 'emperor' }))), looks: [] };
  return unwrap(chooseDirection({ ...s, emperor: ANN, identity }, { direction: 'clockwise' }));
}

/** The table's store after `name` took it from `before` (as the helper's `store.move` commits it). */
function moved(saved: Saved<TableState>, name: Move, next: Result<TableState>): Saved<TableState> {
  const after = unwrap(next);
  return commit(saved, after, 50, undoRuleOf(moves, name, saved.state, after), name);
}

const endTurns = (saved: Saved<TableState>, n: number): Saved<TableState> => {
  for (let i = 0; i < n; i++) saved = moved(saved, 'endTurn', endTurn(saved.state));
  return saved;
};

describe('Undo stops where the whole table saw what it cannot unsee', () => {
  it('a Reveal: the card is face up for everyone, so no other card can be revealed instead', () => {
    const before: Saved<TableState> = { state: dealt(), history: [] };
    const shown = moved(before, 'revealCard', revealCard(before.state, { card: { player: EVE, position: 2 } }));
    expect(shown.history).toEqual([]);
    expect(undo(shown)).toEqual(shown);
    expect(stoppedBy(shown)).toBe('revealCard');
    expect(game.undoOff[stoppedBy(shown)!]).toBe(UNDO_OFF.shown);
  });

  it('a Condemn played and a turn ended that told nothing go back as before', () => {
    let saved: Saved<TableState> = { state: dealt(), history: [] };
    saved = moved(saved, 'condemn', condemn(saved.state, { target: ANN }));
    saved = endTurns(saved, 1);
    expect(saved.history).toHaveLength(2);
    expect(undo(undo(saved)).state).toEqual(dealt());
  });

  it("EW-7: the turn's end where Eve's Condemn on the Emperor fails tells the table Eve is no Rebel: a stop", () => {
    let saved: Saved<TableState> = { state: dealt(), history: [] };
    saved = endTurns(saved, 3);
    expect(saved.state.current).toBe(EVE);
    saved = moved(saved, 'condemn', condemn(saved.state, { target: ANN }));
    saved = endTurns(saved, 1);
    expect(saved.history.length).toBeGreaterThan(0);
    // Ann's turn ends: the Condemn strikes, and fails.
    saved = endTurns(saved, 1);
    expect(saved.state.lastMove.map((n) => n.text).join(' ')).toContain('Eve is not a Rebel');
    expect(saved.history).toEqual([]);
    expect(stoppedBy(saved)).toBe('endTurn');
    // The next round's first move goes back as usual, but no further than that stop.
    saved = moved(saved, 'chooseDirection', chooseDirection(saved.state, { direction: 'clockwise' }));
    expect(saved.history).toHaveLength(1);
    expect(stoppedBy(undo(saved))).toBe('endTurn');
  });

  it("the end, which names everyone's identity: the Rebels' win can't be taken back to play on knowing them", () => {
    let saved: Saved<TableState> = { state: dealt(), history: [] };
    saved = moved(saved, 'condemn', condemn(saved.state, { target: ANN }));
    saved = endTurns(saved, 4);
    expect(saved.state.winner).toBeNull();
    expect(saved.history.length).toBeGreaterThan(0);
    saved = endTurns(saved, 1);
    expect(saved.state.winner).toMatchObject({ side: 'rebels' });
    expect(saved.history).toEqual([]);
    expect(stoppedBy(saved)).toBe('endTurn');
  });

  it("with printed cards: the table's look at a caster's cards (EW-7) is a stop; the Condemn that asks for it is not", () => {
    let saved: Saved<TableState> = { state: unwrap(chooseDirection(unwrap(setup({ names: NAMES, emperor: ANN })), { direction: 'clockwise' })), history: [] };
    saved = moved(saved, 'condemn', condemn(saved.state, { target: ANN }));
    saved = endTurns(saved, 5);
    expect(saved.state.rebelCheck).not.toBeNull();
    expect(saved.history.length).toBeGreaterThan(0);
    saved = moved(saved, 'answerRebelCheck', answerRebelCheck(saved.state, { rebel: false }));
    expect(saved.state.winner).toBeNull();
    expect(saved.history).toEqual([]);
    expect(stoppedBy(saved)).toBe('answerRebelCheck');
    expect(saved.state.players[BEN]!.alive).toBe(true);
  });
});
