/**
 * What the Emperor's helper says (the words): a Condemn's deadline in the turn it
 * strikes, the turn's actions told apart, Steal, Shuffle's "keeps 1" against the discard
 * to 2, and the cards that change the order of play saying who is passed over, the same
 * way for Transposition, Reverse and Guarding.
 */
import { describe, expect, it } from 'vitest';
import { seededRng } from '~/kit/seeded';
import { unwrap, type Result } from '~/kit/result';
import { setupWithCards, shuffleCards } from '~/games/emperor/cards';
import { chooseDirection, condemn, endTurn, guard, otherAction, reverse, setup, transpose, type TableState } from '~/games/emperor/engine';
import { condemnsOn, deadline, turnsToCome } from '~/games/emperor/seats';
import { ACTION_LABELS, actionUsed, DEADLINE, stealWords } from '~/games/emperor/words';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const [ANN, BEN, CAT, DAN, EVE] = [0, 1, 2, 3, 4];
type Move = (s: TableState) => Result<TableState>;
const table = (): TableState => unwrap(setup({ names: NAMES, emperor: ANN }));
const play = (s: TableState, ...moves: Move[]): TableState => moves.reduce((x, m) => unwrap(m(x)), s);
const cw: Move = (s) => chooseDirection(s, { direction: 'clockwise' });
const ccw: Move = (s) => chooseDirection(s, { direction: 'counterclockwise' });
const end: Move = (s) => endTurn(s);
const news = (s: TableState) => s.lastMove.map((n) => n.text).join(' ');
const names = (s: TableState, ids: number[]) => ids.map((id) => s.players[id]!.name);

/** Whose turns the round still holds, played out to its end (the engine's own order). */
function turnsPlayedOut(s: TableState): string[] {
  const out: string[] = [];
  let state = s;
  const round = s.round;
  state = unwrap(endTurn(state));
  while (state.round === round && state.current !== null && !state.winner) {
    out.push(state.players[state.current]!.name);
    state = unwrap(endTurn(state));
  }
  return out;
}

describe("a Condemn's deadline", () => {
  it("on the Emperor: \"at the end of the Emperor's turn\", the seed's words, before that turn and during it", () => {
    // Clockwise: Ben (beside Ann, the Emperor) condemns her; the round runs Ben, Cat, Dan, Eve, Ann.
    const condemned = play(table(), cw, (s) => condemn(s, { target: ANN }));
    expect(deadline(condemned, condemned.condemns[0]!)).toBe(DEADLINE.emperor);
    expect(DEADLINE.emperor).toBe("at the end of the Emperor's turn");
    const emperorsTurn = play(condemned, end, end, end, end);
    expect(emperorsTurn.current).toBe(ANN);
    expect(deadline(emperorsTurn, emperorsTurn.condemns[0]!)).toBe(DEADLINE.emperor);
    expect(condemnsOn(emperorsTurn, ANN)[0]!.text).toBe("Ben's Condemn: strikes at the end of the Emperor's turn");
    expect(condemned.lastMove.map((m) => m.text).join(' ')).toContain(`the Emperor dies ${DEADLINE.emperor}`);
  });

  it("on anyone else: the caster's next turn, the seed's words; while that turn is played it says so", () => {
    const condemned = play(table(), cw, (s) => condemn(s, { target: CAT }));
    expect(deadline(condemned, condemned.condemns[0]!)).toBe("at the end of Ben's next turn");
    expect(condemned.lastMove.map((m) => m.text).join(' ')).toContain("Cat dies at the end of Ben's next turn");
    const bensNextTurn = play(condemned, end, end, end, end, end, cw);
    expect(bensNextTurn.current).toBe(BEN);
    expect(deadline(bensNextTurn, bensNextTurn.condemns[0]!)).toBe("at the end of Ben's turn (this one)");
  });

  it("never says \"'s this turn\" anywhere a round can reach", () => {
    let s = play(table(), cw, (x) => condemn(x, { target: ANN }));
    for (let k = 0; k < 4; k++) {
      for (const c of s.condemns) expect(deadline(s, c)).not.toMatch(/'s this turn/);
      s = play(s, end);
    }
  });
});

describe('cards that change the order of play say who is passed over, the same way', () => {
  it("Transposition, the seed's example: Cat is passed over", () => {
    // Clockwise seats Ann (the Emperor), Eve, Dan, Cat, Ben: counterclockwise play runs Ben, Cat, Dan, Eve, Ann.
    const s = play({ ...table(), seats: [ANN, EVE, DAN, CAT, BEN] }, ccw, (x) => transpose(x, { partner: CAT }));
    expect(news(s)).toBe(
      'Transposition: Ben and Cat trade seats. Play goes on counterclockwise from Ben\'s new seat: Dan is next; Cat is passed over this round.',
    );
    expect(turnsPlayedOut(s)).toEqual(['Dan', 'Eve', 'Ann']);
  });

  it('Reverse: the players still due a turn that way are named', () => {
    // Clockwise Ben, Cat, Dan, Eve, Ann; in Dan's turn Ann reverses it: Cat, Ben, Ann are left, Eve is passed over.
    const s = play(table(), cw, end, end, (x) => reverse(x, { caster: ANN }));
    expect(news(s)).toBe(
      "Ann plays Reverse: the rest of round 1 goes counterclockwise. Play goes on counterclockwise from Dan's seat: Cat is next; Eve is passed over this round.",
    );
    expect(turnsPlayedOut(s)).toEqual(['Cat', 'Ben', 'Ann']);
  });

  it("Guarding: Ben, whose turn it is, is moved beside the Emperor's other side; Cat, Dan and Eve are passed over", () => {
    const s = play(table(), cw, (x) => guard(x, { caster: EVE, neighbour: BEN }));
    expect(news(s)).toBe(
      "Eve plays Guarding and trades seats with Ben, beside the Emperor. Play goes on clockwise from Ben's new seat: Ann is next; Cat, Dan and Eve are passed over this round.",
    );
    expect(turnsPlayedOut(s)).toEqual(['Ann']);
  });

  it("the Emperor's Guarding away from the turn, changing nothing to come, and Guarding between rounds say nothing more", () => {
    // Ben's turn, clockwise: Eve and Dan trade, both still to play after Ben; the order changes, so it is said.
    const during = play(table(), cw, (x) => guard(x, { caster: ANN, mover: DAN, neighbour: EVE }));
    expect(news(during)).toBe("The Emperor plays Guarding: Dan and Eve trade seats. Play goes on clockwise from Ben's seat: Cat is next.");
    const before = play(table(), (x) => guard(x, { caster: CAT, neighbour: BEN }));
    expect(news(before)).not.toMatch(/Play goes on/);
  });

  it('"is next" and "passed over" agree with the turns the engine then hands out, card after card', () => {
    let checked = 0;
    for (const [caster, mover, neighbour] of [
      [EVE, undefined, BEN],
      [CAT, undefined, EVE],
      [ANN, CAT, BEN],
      [ANN, DAN, EVE],
    ] as const) {
      for (let ends = 0; ends < 4; ends++) {
        const start = play(table(), cw, ...Array.from({ length: ends }, () => end));
        for (const move of [
          (x: TableState) => guard(x, { caster, mover, neighbour }),
          (x: TableState) => reverse(x, { caster }),
          (x: TableState) => transpose(x, { partner: start.seats[(start.seats.indexOf(start.current!) + 1) % 5]! }),
        ]) {
          const r = move(start);
          if (!r.ok) continue;
          const said = news(r.value).match(/: (\w+) is next(?:; (.+) (?:is|are) passed over this round)?\.$/);
          const toCome = names(r.value, turnsToCome(r.value));
          expect(turnsPlayedOut(r.value)).toEqual(toCome);
          if (!said) continue;
          checked++;
          expect(said[1]).toBe(toCome[0]);
          const passed = said[2]?.split(/, | and /) ?? [];
          for (const p of passed) expect(toCome).not.toContain(p);
          expect(names(start, turnsToCome(start)).filter((p) => !toCome.includes(p))).toEqual(passed);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe("the turn's actions", () => {
  it('Investigate and Investigation are told apart by what they look at, and one is not the start of the other', () => {
    expect(ACTION_LABELS.investigate).toBe('Investigate (1 card)');
    expect(ACTION_LABELS.investigation).toBe('Investigation (2 cards)');
    expect(ACTION_LABELS.investigation.startsWith(ACTION_LABELS.investigate)).toBe(false);
  });

  it('Steal asks no "which one?": it says what Steal does and offers one button that records it', () => {
    const words = stealWords('Ben');
    expect(words.title).toBe('Steal: Ben takes every ability card from one player');
    expect(Object.values(words).join(' ')).not.toMatch(/which one/i);
    expect(words.button).toBe("Record Ben's Steal");
  });

  it('Shuffle keeps 1 ability card, and the turn after it asks only a hand over 2 to discard: no "down to one" then "down to 2"', () => {
    const s = unwrap(setupWithCards({ names: NAMES }, seededRng(3), 'd'));
    const turn = play(s, cw);
    const shuffled = unwrap(shuffleCards(turn, seededRng(4)));
    const name = shuffled.players[shuffled.current!]!.name;
    expect(news(shuffled)).toBe(`${name} shuffles their identity cards (any revealed card is face down again), then keeps 1 ability card and discards the rest.`);
    expect(news(unwrap(otherAction(play(table(), cw), { action: 'shuffle' })))).toBe(
      'Ben shuffles their identity cards, then keeps 1 ability card and discards the rest.',
    );
    expect(actionUsed(name)).toBe(`${name} has used this turn's one action. If ${name} holds more than 2 ability cards, discard down to 2; then end the turn.`);
    expect(`${news(shuffled)} ${actionUsed(name)}`).not.toMatch(/down to one/);
  });
});
