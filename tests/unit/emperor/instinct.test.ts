/**
 * The instinct bar and sheet (instinct cards and blocks in reach from every turn
 * screen): what they offer is the engine's answer, never a second copy of a rule. Each card
 * the sheet offers is one the engine's move takes now, each one it refuses carries the
 * move's own words, and the sheet only opens the card's own picker.
 */
import { describe, expect, it } from 'vitest';
import { unwrap, type Result } from '~/kit/result';
import { accuse, answerRebelCheck, block, chooseDirection, condemn, endTurn, guard, reverse, setup, transpose, type TableState } from '~/games/emperor/engine';
import { blocksNow, seatCardsNow } from '~/games/emperor/instinct';
import { choose } from '~/games/emperor/islands/picker';
import { blockButton, instinctWhat } from '~/games/emperor/words';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const [ANN, BEN, CAT, DAN, EVE] = [0, 1, 2, 3, 4];
type Move = (s: TableState) => Result<TableState>;
const play = (s: TableState, ...moves: Move[]): TableState => moves.reduce((x, m) => unwrap(m(x)), s);
const table = (): TableState => unwrap(setup({ names: NAMES, emperor: ANN }));
const cw: Move = (s) => chooseDirection(s, { direction: 'clockwise' });
const end: Move = (s) => endTurn(s);
const refusals = (s: TableState) => Object.fromEntries(seatCardsNow(s).map((c) => [c.id, c.refusal]));
const errorOf = (r: Result<unknown>): string => (r.ok ? 'accepted' : r.error);

describe('Guarding, Accuse and Reverse: offered exactly when the engine takes them', () => {
  it('in a turn, all three (EW-3: any time)', () => {
    expect(refusals(play(table(), cw))).toEqual({ guarding: null, accuse: null, reverse: null });
  });

  it('between rounds Reverse is refused in the engine\'s own words; Guarding and Accuse are not', () => {
    const s = play(table(), cw, end, end, end, end, end);
    expect(s.direction).toBeNull();
    expect(refusals(s)).toEqual({ guarding: null, accuse: null, reverse: errorOf(reverse(s, { caster: BEN })) });
    expect(refusals(s).reverse).toMatch(/No round is under way/);
  });

  it('the game over: nothing, with the reason', () => {
    // Ben, beside the Emperor, condemns her; nobody blocks; she dies as her turn ends.
    const s = play(table(), cw, (x) => condemn(x, { target: ANN }), end, end, end, end, end, (x) => answerRebelCheck(x, { rebel: true }));
    expect(s.winner?.side).toBe('rebels');
    const over = errorOf(accuse(s, { caster: BEN, target: CAT }));
    expect(refusals(s)).toEqual({ guarding: over, accuse: over, reverse: over });
    expect(blocksNow(s)).toEqual([]);
  });

  it('Guarding with nobody left to trade into a seat beside the Emperor: refused, as the engine refuses every try', () => {
    const s = play(table(), cw);
    const alone = { ...s, players: s.players.map((p, i) => ({ ...p, alive: i === ANN || i === CAT })), current: ANN };
    for (const neighbour of [BEN, CAT, DAN, EVE]) expect(guard(alone, { caster: CAT, neighbour }).ok).toBe(false);
    expect(refusals(alone).guarding).toBe('Nobody can trade into a seat beside the Emperor now.');
    expect(refusals(alone).accuse).toBeNull();
  });
});

describe('blocks: every waiting Condemn, its deadline, the cards the engine takes on it', () => {
  it('one Condemn: all three cards, the line the sheet and the lesson show', () => {
    const s = play(table(), cw, (x) => condemn(x, { target: DAN }));
    const [b] = blocksNow(s);
    expect(b!.line).toBe("Ben condemned Dan: dies at the end of Ben's next turn unless blocked.");
    expect(b!.cards).toEqual(['self-clearance', 'clearance', 'counter-condemn']);
    for (const card of b!.cards) expect(block(s, { condemn: b!.condemn.id, card, by: card === 'clearance' ? EVE : DAN }).ok).toBe(true);
  });

  it('a Condemn turned back on its caster says so', () => {
    const s = play(table(), cw, (x) => condemn(x, { target: DAN }));
    const turned = unwrap(block(s, { condemn: s.condemns[0]!.id, card: 'counter-condemn', by: DAN }));
    expect(blocksNow(turned).map((b) => b.line)).toEqual(["Ben's own Condemn, turned back on them: dies at the end of Ben's next turn unless blocked."]);
  });

  it("on the Emperor: \"at the end of the Emperor's turn\", before that turn and during it (one wording)", () => {
    const before = play(table(), cw, (x) => condemn(x, { target: ANN }));
    expect(blocksNow(before)[0]!.line).toBe("Ben condemned Ann: dies at the end of the Emperor's turn unless blocked.");
    const s = play(before, end, end, end, end);
    expect(s.current).toBe(ANN);
    expect(blocksNow(s)[0]!.line).toBe("Ben condemned Ann: dies at the end of the Emperor's turn unless blocked.");
  });

  it("on another player: the caster's next turn, said so while that turn is being played", () => {
    let s = play(table(), cw, (x) => condemn(x, { target: DAN }));
    expect(blocksNow(s)[0]!.line).toBe("Ben condemned Dan: dies at the end of Ben's next turn unless blocked.");
    s = play(s, end, end, end, end, end, cw);
    expect(s.current).toBe(BEN);
    expect(blocksNow(s)[0]!.line).toBe("Ben condemned Dan: dies at the end of Ben's turn (this one) unless blocked.");
  });
});

describe('the bar and the sheet, in words and taps', () => {
  it("the bar's Block names whom one Condemn would kill, and counts several", () => {
    expect(blockButton(['Dan'])).toBe('Block (save Dan)');
    expect(blockButton(['Dan', 'Eve'])).toBe('Block (2 Condemns)');
  });

  it("what a card does is the card's own text, with the Emperor's special when there is one", () => {
    expect(instinctWhat('accuse')).toBe('Name a player. Their next turn is skipped.');
    expect(instinctWhat('guarding')).toContain('Played by the Emperor: pick any player and one player beside you');
  });

  it("the sheet opens the card's own picker, or the Block picker of a Condemn still waiting", () => {
    const s = play(table(), cw, (x) => condemn(x, { target: DAN }));
    const id = s.condemns[0]!.id;
    expect(choose(s, { kind: 'instinct' }, { play: 'accuse' }, 'n')).toEqual({ picking: { kind: 'accuse' } });
    expect(choose(s, { kind: 'instinct' }, { play: 'guarding' }, 'n')).toEqual({ picking: { kind: 'guarding' } });
    expect(choose(s, { kind: 'instinct' }, { play: 'reverse' }, 'n')).toEqual({ picking: { kind: 'reverse' } });
    expect(choose(s, { kind: 'instinct' }, { condemn: id }, 'n')).toEqual({ picking: { kind: 'block', condemn: id } });
    // A Condemn no longer waiting, or a tap the sheet does not take: the sheet stays.
    expect(choose(s, { kind: 'instinct' }, { condemn: id + 1 }, 'n')).toEqual({ picking: { kind: 'instinct' } });
    expect(choose(s, { kind: 'instinct' }, { player: BEN }, 'n')).toEqual({ picking: { kind: 'instinct' } });
  });

  it('an instinct card played from the sheet leaves the turn as it was: the same player, the action still open', () => {
    const s = play(table(), cw);
    const after = play(s, (x) => accuse(x, { caster: EVE, target: CAT }));
    expect([after.current, after.actionTaken]).toEqual([s.current, false]);
    expect(transpose(after, { partner: CAT }).ok).toBe(true);
  });
});
