import { describe, expect, it } from 'vitest';
import { unwrap, type Result } from '~/kit/result';
import { answerRebelCheck, block, chooseDirection, condemn, endTurn, guard, otherAction, setup, transpose, type TableState } from '~/games/emperor/engine';
import { nameOf, turnsToCome } from '~/games/emperor/seats';
import { problem } from '~/games/emperor/state';
import { DEADLINE, rebelQuestion } from '~/games/emperor/words';

/*
 * Whole games with printed identity cards: the phone never knows who is a Rebel, so
 * when a Condemn on the Emperor would kill, the table checks its caster's cards (EW-7);
 * and after any seat change play goes on from the seat of the player whose turn it is
 * (EW-10). Ann is the Emperor; seats clockwise Ann, Ben, Cat, Dan, Eve (Ben and Eve
 * sit beside the throne).
 */

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const [ANN, BEN, CAT, DAN, EVE] = [0, 1, 2, 3, 4];

/** A move that must succeed, with the state kept sound after it. */
const go = (r: Result<TableState>): TableState => {
  const s = unwrap(r);
  expect(problem(s)).toBeNull();
  return s;
};
const refusal = (r: Result<TableState>): string => {
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};
/** Ends turns until it is `who`'s. */
const until = (s: TableState, who: number): TableState => {
  while (s.current !== who) s = go(endTurn(s));
  return s;
};
const news = (s: TableState): string[] => s.lastMove.map((m) => m.text);

/** Round 1 clockwise, Ben's turn. */
const started = (): TableState => go(chooseDirection(unwrap(setup({ names: NAMES, emperor: ANN })), { direction: 'clockwise' }));

describe('EW-7 with printed cards: only a Rebel’s Condemn kills the Emperor, and the table checks', () => {
  it('Ben condemns the Emperor; at the end of the Emperor’s turn the table is asked about Ben’s cards, and a Rebel’s Condemn wins', () => {
    let s = go(condemn(started(), { target: ANN }));
    expect(news(s)).toContain(`Ben condemns Ann: unless blocked, the Emperor dies ${DEADLINE.emperor}.`);
    s = until(s, ANN);
    s = go(endTurn(s));
    // Asked, not decided: nobody has won, the Emperor lives, the turn is still the Emperor's.
    expect(s.rebelCheck).toEqual({ casters: [BEN], answered: 0, condemn: expect.any(Number) });
    expect(news(s)).toContain(rebelQuestion('Ben'));
    expect(rebelQuestion('Ben')).toBe('Ben turns their three identity cards face up: are most of them Rebel?');
    expect(s.winner).toBeNull();
    expect(s.current).toBe(ANN);
    // Nothing else is played before the answer (a public reason, never an identity: EW-8).
    expect(refusal(endTurn(s))).toBe("First answer the question about Ben's identity cards.");
    expect(refusal(block(s, { condemn: s.condemns[0]!.id, card: 'clearance', by: CAT }))).toMatch(/First answer/);
    s = go(answerRebelCheck(s, { rebel: true }));
    expect(s.winner?.side).toBe('rebels');
    expect(s.players[ANN]!.alive).toBe(false);
    expect(s.rebelCheck).toBeNull();
  });

  it('a Condemn by someone who is not a Rebel fails: nobody wins by it, and the round ends as usual', () => {
    let s = go(condemn(started(), { target: ANN }));
    s = go(endTurn(until(s, ANN)));
    s = go(answerRebelCheck(s, { rebel: false }));
    expect(s.winner).toBeNull();
    expect(s.players[ANN]!.alive).toBe(true);
    expect(s.condemns).toEqual([]);
    expect(news(s)).toContain("Ben's Condemn on the Emperor fails: Ben is not a Rebel, and only a Rebel's Condemn can kill the Emperor.");
    // The Emperor's turn ended with the answer: round 2 waits for its direction.
    expect(s.round).toBe(2);
    expect(s.direction).toBeNull();
    expect(refusal(answerRebelCheck(s, { rebel: true }))).toBe('Nobody is showing their identity cards now.');
  });

  it('EW-8: the helper never refuses a Condemn on the Emperor for who might be casting it', () => {
    // Ben might be a Loyalist: the Condemn is taken all the same, and only checked when it strikes.
    const s = go(condemn(started(), { target: ANN }));
    expect(s.condemns).toHaveLength(1);
    expect(s.rebelCheck ?? null).toBeNull();
  });

  describe('the second way: both casters are checked, the first one first', () => {
    /** Ben condemns the Emperor, Cat blocks it with Clearance, and on Eve's turn Eve condemns the Emperor too. */
    const second = (): TableState => {
      let s = go(condemn(started(), { target: ANN }));
      s = go(block(s, { condemn: s.condemns[0]!.id, card: 'clearance', by: CAT }));
      s = until(s, EVE);
      return go(condemn(s, { target: ANN }));
    };

    it('two Rebels: the Emperor dies at once, and the second Condemn could not be blocked', () => {
      let s = second();
      expect(s.rebelCheck).toEqual({ casters: [BEN, EVE], answered: 0, condemn: null });
      expect(news(s)).toContain(rebelQuestion('Ben'));
      expect(s.winner).toBeNull();
      s = go(answerRebelCheck(s, { rebel: true }));
      expect(s.rebelCheck).toEqual({ casters: [BEN, EVE], answered: 1, condemn: null });
      expect(news(s)).toContain(rebelQuestion('Eve'));
      s = go(answerRebelCheck(s, { rebel: true }));
      expect(s.winner?.side).toBe('rebels');
      expect(s.log.join(' ')).toMatch(/second Condemn from beside the throne, by Eve/);
    });

    it('the second caster is not a Rebel: the Condemn fails at once and nobody wins', () => {
      let s = go(answerRebelCheck(second(), { rebel: true }));
      s = go(answerRebelCheck(s, { rebel: false }));
      expect(s.winner).toBeNull();
      expect(s.condemns).toEqual([]);
      expect(news(s)).toContain("Eve's Condemn on the Emperor fails: Eve is not a Rebel, and only a Rebel's Condemn can kill the Emperor.");
      expect(s.current).toBe(EVE);
      expect(s.actionTaken).toBe(true);
    });

    it('the first caster is not a Rebel: the second Condemn waits like any other, and is checked when it strikes', () => {
      let s = go(answerRebelCheck(second(), { rebel: false }));
      expect(s.rebelCheck).toBeNull();
      expect(s.condemns).toEqual([expect.objectContaining({ caster: EVE, target: ANN, waitsFor: ANN })]);
      s = go(endTurn(until(go(endTurn(s)), ANN)));
      expect(s.rebelCheck).toEqual({ casters: [EVE], answered: 0, condemn: expect.any(Number) });
      s = go(answerRebelCheck(s, { rebel: true }));
      expect(s.winner?.side).toBe('rebels');
    });
  });

  it('a dead Rebel’s Condemn still strikes, after the table has seen their cards', () => {
    let s = go(condemn(started(), { target: ANN })); // Ben on the Emperor
    s = go(endTurn(s));
    s = go(condemn(s, { target: BEN })); // Cat on Ben, due at the end of Cat's next turn
    s = until(s, ANN);
    s = go(endTurn(s)); // the Emperor's turn ends: Ben's Condemn is checked first
    s = go(answerRebelCheck(s, { rebel: false }));
    expect(s.round).toBe(2);
    // Round 2: Ben condemns again, then dies at the end of Cat's turn; his Condemn still strikes.
    s = go(chooseDirection(s, { direction: 'clockwise' }));
    s = go(condemn(s, { target: ANN }));
    s = go(endTurn(s));
    s = go(endTurn(s)); // Cat's turn ends: Ben dies
    expect(s.players[BEN]!.alive).toBe(false);
    s = go(endTurn(until(s, ANN)));
    expect(s.rebelCheck?.casters).toEqual([BEN]);
    expect(go(answerRebelCheck(s, { rebel: true })).winner?.side).toBe('rebels');
  });
});

describe('EW-10: after any seat change, play goes on from the seat of the player whose turn it is', () => {
  it('Transposition: Cat trades seats with Ben, who has played, and Ben plays again this round; the round still ends with the Emperor', () => {
    let s = go(endTurn(started())); // Ben has played; Cat's turn
    expect(turnsToCome(s)).toEqual([DAN, EVE, ANN]);
    s = go(transpose(s, { partner: BEN }));
    // Cat now sits in Ben's old seat: clockwise from there, Ben (now in Cat's old seat) is next.
    expect(s.seats).toEqual([ANN, CAT, BEN, DAN, EVE]);
    expect(turnsToCome(s)).toEqual([BEN, DAN, EVE, ANN]);
    expect(news(s).join(' ')).toMatch(/Play goes on clockwise from Cat's new seat: Ben is next/);
    const order: string[] = [];
    while (s.round === 1) {
      s = go(endTurn(s));
      if (s.current !== null) order.push(nameOf(s, s.current));
    }
    expect(order).toEqual(['Ben', 'Dan', 'Eve', 'Ann']);
  });

  it('Guarding: Cat takes Eve’s seat beside the Emperor during Dan’s turn, plays again, and Eve is passed over', () => {
    let s = until(started(), DAN); // Ben and Cat have played
    s = go(guard(s, { caster: CAT, neighbour: EVE }));
    expect(s.seats).toEqual([ANN, BEN, EVE, DAN, CAT]);
    expect(turnsToCome(s)).toEqual([CAT, ANN]);
    expect(news(s).join(' ')).toMatch(/Play goes on clockwise from Dan's seat: Cat is next; Eve is passed over this round/);
    s = go(endTurn(s));
    expect(s.current).toBe(CAT);
    s = go(endTurn(s));
    expect(s.current).toBe(ANN);
    s = go(endTurn(s));
    expect(s.round).toBe(2);
  });

  it('a death: play goes on from the dead player’s seat, to the next living player that way', () => {
    // Ben condemns Cat; Cat turns it back on Ben, who dies at the end of his next turn (round 2).
    let s = go(condemn(started(), { target: CAT }));
    s = go(block(s, { condemn: s.condemns[0]!.id, card: 'counter-condemn', by: CAT }));
    s = go(endTurn(until(go(endTurn(s)), ANN)));
    s = go(chooseDirection(s, { direction: 'clockwise' }));
    expect(s.current).toBe(BEN);
    s = go(otherAction(s, { action: 'investigate' }));
    s = go(endTurn(s));
    expect(s.players[BEN]!.alive).toBe(false);
    expect(s.current).toBe(CAT);
    expect(turnsToCome(s)).toEqual([DAN, EVE, ANN]);
  });
});
