import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap, type Result } from '~/kit/result';
import {
  accuse,
  answerRebelCheck,
  block,
  chooseDirection,
  condemn,
  endTurn,
  guard,
  reverse,
  setup,
  transpose,
  type BlockCard,
  type Direction,
  type TableState,
} from '~/games/emperor/engine';
import { besideEmperor, neighboursOf, upNext } from '~/games/emperor/seats';
import { tableState } from '~/games/emperor/state';

const news = (s: TableState) => s.lastMove.map((n) => n.text).join(' ');

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
// Ids: Ann 0 (the Emperor in most tests), Ben 1, Cat 2, Dan 3, Eve 4, Fay 5, Gus 6.
const [ANN, BEN, CAT, DAN, EVE] = [0, 1, 2, 3, 4];

type Move = (s: TableState) => Result<TableState>;

function table(n = 5, options: { emperor?: number; rounds?: number | null } = {}): TableState {
  return unwrap(setup({ names: NAMES.slice(0, n), emperor: options.emperor ?? ANN, emperorWinsAfterRounds: options.rounds ?? null }));
}

/** Plays moves in order; any refusal fails the test with its reason. */
function play(s: TableState, ...moves: Move[]): TableState {
  return moves.reduce((state, move) => unwrap(move(state)), s);
}

const dir = (d: Direction): Move => (s) => chooseDirection(s, { direction: d });
const end: Move = (s) => endTurn(s);
const ends = (k: number): Move[] => Array.from({ length: k }, () => end);
const cond = (target: number): Move => (s) => condemn(s, { target });
const blk = (id: number, card: BlockCard, by: number): Move => (s) => block(s, { condemn: id, card, by });
/** EW-7 with printed cards: the table sees that most of the caster's cards are Rebel. */
const rebel: Move = (s) => answerRebelCheck(s, { rebel: true });
const whoseTurn = (s: TableState) => (s.current === null ? null : s.players[s.current]!.name);

/** The names of whose turn it is, turn after turn, until the round ends. */
function roundOrder(s: TableState): string[] {
  const out: string[] = [];
  let state = s;
  const round = s.round;
  while (state.round === round && state.current !== null) {
    out.push(whoseTurn(state)!);
    state = unwrap(endTurn(state));
  }
  return out;
}

describe('setup', () => {
  it.each([3, 4, 8])('EW-1: refuses a table of %i with the reason', (n) => {
    const names = Array.from({ length: n }, (_, i) => `P${i}`);
    const result = setup({ names, emperor: 0 });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/5 to 7 players/) });
  });

  it.each([
    [['Ann', 'Ben', '', 'Dan', 'Eve'], 0, /Player 3 needs a name/],
    [['Ann', 'Ben', 'ann', 'Dan', 'Eve'], 0, /Two players are called/],
    [['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], 5, /Choose who revealed the Emperor/],
    [['Ann', 'Ben', 'Cat', 'Dan', 'A very long name for a seat'], 0, /too long/],
  ])('refuses %j (Emperor %i)', (names, emperor, message) => {
    const result = setup({ names, emperor });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('starts round 1 waiting for the Emperor to choose a direction', () => {
    const s = table();
    expect(s).toMatchObject({ round: 1, direction: null, current: null, winner: null, emperor: ANN });
    expect(v.safeParse(tableState, s).success).toBe(true);
  });

  it('EW-5: the house rule is off by default', () => {
    expect(unwrap(setup({ names: NAMES.slice(0, 5), emperor: 0 })).emperorWinsAfterRounds).toBeNull();
  });

  it('EW-5: refuses a nonsense number of rounds', () => {
    expect(setup({ names: NAMES.slice(0, 5), emperor: 0, emperorWinsAfterRounds: 0 }).ok).toBe(false);
  });
});

describe('rounds and direction', () => {
  it.each<[Direction, string[]]>([
    ['clockwise', ['Ben', 'Cat', 'Dan', 'Eve', 'Ann']],
    ['counterclockwise', ['Eve', 'Dan', 'Cat', 'Ben', 'Ann']],
  ])('%s: starts beside the Emperor and ends with the Emperor', (d, order) => {
    expect(roundOrder(play(table(), dir(d)))).toEqual(order);
  });

  it('the Emperor chooses again each round', () => {
    const s = play(table(), dir('clockwise'), ...ends(5));
    expect(s).toMatchObject({ round: 2, direction: null, current: null });
    expect(whoseTurn(play(s, dir('counterclockwise')))).toBe('Eve');
  });

  it('refuses a second direction in the same round', () => {
    expect(chooseDirection(play(table(), dir('clockwise')), { direction: 'counterclockwise' }).ok).toBe(false);
  });

  it('refuses to end a turn before the direction is chosen', () => {
    expect(endTurn(table())).toEqual({ ok: false, error: expect.stringMatching(/choose a direction/) });
  });

  it('works with the Emperor in any seat', () => {
    const s = play(table(7, { emperor: DAN }), dir('clockwise'));
    expect(roundOrder(s)).toEqual(['Eve', 'Fay', 'Gus', 'Ann', 'Ben', 'Cat', 'Dan']);
  });
});

describe('Transposition', () => {
  it("the seed's example: the partner is skipped and play goes on from the new seat", () => {
    // Clockwise seats Ann(E), Eve, Dan, Cat, Ben: counterclockwise play runs Ben, Cat, Dan, Eve.
    let s = { ...table(), seats: [ANN, EVE, DAN, CAT, BEN] };
    s = play(s, dir('counterclockwise'));
    expect(whoseTurn(s)).toBe('Ben');
    s = play(s, (x) => transpose(x, { partner: CAT }));
    expect(s.seats).toEqual([ANN, EVE, DAN, BEN, CAT]);
    expect(roundOrder(s)).toEqual(['Ben', 'Dan', 'Eve', 'Ann']);
  });

  it.each([
    ['a player who is not a neighbour', (s: TableState) => transpose(s, { partner: DAN }), /not sitting next to/],
    ['a second action in the same turn', (s: TableState) => transpose(unwrap(transpose(s, { partner: CAT })), { partner: BEN }), /already used this turn's action/],
    ['a dead partner', (s: TableState) => transpose({ ...s, players: s.players.map((p, i) => (i === CAT ? { ...p, alive: false } : p)) }, { partner: CAT }), /dead/],
  ])('refuses %s', (_what, move, message) => {
    const s = play(table(), dir('clockwise')); // Ben's turn
    const result = move(s);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('is refused between rounds (turn-only card, EW-3)', () => {
    expect(transpose(table(), { partner: BEN })).toEqual({ ok: false, error: expect.stringMatching(/own turn/) });
  });
});

describe('Condemn', () => {
  it("kills at the end of the caster's next turn, not this one", () => {
    let s = play(table(), dir('clockwise'), cond(DAN)); // Ben condemns Dan
    expect(s.condemns).toHaveLength(1);
    s = play(s, ...ends(5)); // round 1 ends, Dan still alive
    expect(s.players[DAN]!.alive).toBe(true);
    s = play(s, dir('clockwise'), end); // Ben's next turn ends
    expect(s.players[DAN]!.alive).toBe(false);
    expect(s.condemns).toHaveLength(0);
    expect(news(s)).toMatch(/Dan dies/);
    // A death is urgent news (drawn to stand out); the turn that follows is not.
    expect(s.lastMove.filter((n) => n.urgent).map((n) => n.text)).toEqual([expect.stringMatching(/^Dan dies/)]);
  });

  it("is postponed when the caster's next turn is skipped (Accuse)", () => {
    let s = play(table(), dir('clockwise'), cond(DAN), (x) => accuse(x, { caster: EVE, target: BEN }), ...ends(5));
    s = play(s, dir('clockwise'));
    expect(whoseTurn(s)).toBe('Cat'); // Ben skipped
    s = play(s, ...ends(4), dir('clockwise'));
    expect(s.players[DAN]!.alive).toBe(true);
    s = play(s, end); // Ben's next played turn
    expect(s.players[DAN]!.alive).toBe(false);
  });

  it('passes over the dead in turn order and refuses them as targets', () => {
    const s = play(table(), dir('clockwise'), cond(CAT), ...ends(5), dir('clockwise'), end);
    expect(s.players[CAT]!.alive).toBe(false);
    expect(whoseTurn(s)).toBe('Dan');
    expect(condemn(s, { target: CAT }).ok).toBe(false);
    expect(neighboursOf(s, BEN)).toEqual([DAN, ANN]);
  });

  it('refuses condemning yourself and a second action', () => {
    const s = play(table(), dir('clockwise'));
    expect(condemn(s, { target: BEN }).ok).toBe(false);
    expect(condemn(play(s, cond(DAN)), { target: CAT }).ok).toBe(false);
  });

  it('a Condemn waiting for a dead caster never comes due', () => {
    // Ben condemns Dan; Cat condemns Ben; Ben dies at the end of Cat's next turn, before his own.
    let s = play(table(), dir('counterclockwise')); // Eve, Dan, Cat, Ben, Ann
    s = play(s, end, end, cond(BEN), end, cond(DAN), end, end);
    s = play(s, dir('counterclockwise'), end, end, end); // Eve, Dan, then Cat's turn ends: Ben dies
    expect(s.players[BEN]!.alive).toBe(false);
    expect(s.condemns).toEqual([]);
    expect(whoseTurn(s)).toBe('Ann');
  });
});

describe('blocks', () => {
  const pending = () => play(table(), dir('clockwise'), cond(DAN)); // Ben condemns Dan, id 1

  it.each<[BlockCard, number]>([
    ['self-clearance', DAN],
    ['clearance', DAN],
    ['clearance', EVE],
  ])('%s played by %i saves the target', (card, by) => {
    const s = play(pending(), blk(1, card, by), ...ends(5), dir('clockwise'), end);
    expect(s.players[DAN]!.alive).toBe(true);
  });

  it.each<[BlockCard, number, RegExp]>([
    ['self-clearance', EVE, /must play it/],
    ['counter-condemn', CAT, /must play it/],
  ])('%s by someone other than the target is refused', (card, by, message) => {
    const result = block(pending(), { condemn: 1, card, by });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(message) });
  });

  it('refuses an unknown Condemn', () => {
    expect(block(pending(), { condemn: 9, card: 'clearance', by: EVE }).ok).toBe(false);
  });

  it('Counter-Condemn turns it on the caster, who dies at the same deadline', () => {
    let s = play(pending(), blk(1, 'counter-condemn', DAN));
    expect(s.condemns[0]).toMatchObject({ caster: BEN, target: BEN, reflected: true });
    s = play(s, ...ends(5), dir('clockwise'), end);
    expect(s.players[BEN]!.alive).toBe(false);
    expect(s.players[DAN]!.alive).toBe(true);
    expect(whoseTurn(s)).toBe('Cat');
  });

  it('a turned-round Condemn can itself be blocked', () => {
    const s = play(pending(), blk(1, 'counter-condemn', DAN), blk(1, 'self-clearance', BEN), ...ends(5), dir('clockwise'), end);
    expect(s.players.every((p) => p.alive)).toBe(true);
  });

  it("against the Emperor's Condemn, Counter-Condemn only clears, and the target discards their hand", () => {
    // Round 1 clockwise: the Emperor's turn comes last.
    let s = play(table(), dir('clockwise'), ...ends(4), cond(CAT));
    s = play(s, blk(1, 'counter-condemn', CAT));
    expect(s.condemns).toEqual([]);
    expect(s.players[ANN]!.alive).toBe(true);
    expect(news(s)).toMatch(/works as Self-Clearance/);
    expect(news(s)).toMatch(/Cat must discard their whole hand/);
  });

  it.each<BlockCard>(['self-clearance', 'clearance'])("any block of the Emperor's Condemn (%s) makes the target discard, urgently", (card) => {
    const s = play(table(), dir('clockwise'), ...ends(4), cond(CAT), blk(1, card, CAT));
    expect(news(s)).toMatch(/Cat must discard their whole hand/);
    expect(s.lastMove.map((n) => n.urgent ?? false)).toEqual([false, true]);
  });

  it("a block of anyone else's Condemn asks for no discard", () => {
    expect(news(play(pending(), blk(1, 'clearance', EVE)))).not.toMatch(/discard/);
  });
});

describe('the Emperor and the Rebels', () => {
  it('Rebel special: the Emperor can only be condemned from beside the Emperor', () => {
    const s = play(table(), dir('clockwise'), end); // Cat's turn, not beside Ann
    expect(condemn(s, { target: ANN })).toEqual({ ok: false, error: expect.stringMatching(/next to the Emperor/) });
  });

  it('first Rebel path: an unblocked Condemn on the Emperor kills at the end of the Emperor\'s turn', () => {
    let s = play(table(), dir('clockwise'), cond(ANN), ...ends(4)); // Ben condemns; now Ann's turn
    expect(s.players[ANN]!.alive).toBe(true);
    s = play(s, end);
    expect(s.rebelCheck?.casters).toEqual([BEN]); // EW-7: the table checks Ben's cards first
    s = play(s, rebel);
    expect(s.players[ANN]!.alive).toBe(false);
    expect(s.winner).toMatchObject({ side: 'rebels' });
    expect(endTurn(s)).toEqual({ ok: false, error: expect.stringMatching(/game is over/) });
  });

  it('first Rebel path: a blocked Condemn on the Emperor does nothing', () => {
    const s = play(table(), dir('clockwise'), cond(ANN), blk(1, 'self-clearance', ANN), ...ends(5));
    expect(s.winner).toBeNull();
    expect(s.blockedOnEmperor).toEqual({ caster: BEN, round: 1 });
  });

  it('second Rebel path: the other neighbour follows up in the same round and it cannot be blocked', () => {
    const s = play(table(), dir('clockwise'), cond(ANN), blk(1, 'clearance', DAN), ...ends(3), cond(ANN), rebel, rebel); // Eve follows up; both checked
    expect(s.players[ANN]!.alive).toBe(false);
    expect(s.winner).toMatchObject({ side: 'rebels' });
    expect(s.condemns).toEqual([]);
  });

  it('second Rebel path: a Counter-Condemn also counts as the first block', () => {
    let s = play(table(), dir('clockwise'), cond(ANN), blk(1, 'counter-condemn', ANN));
    expect(s.condemns[0]).toMatchObject({ target: BEN });
    s = play(s, ...ends(3), cond(ANN), rebel, rebel);
    expect(s.winner).toMatchObject({ side: 'rebels' });
  });

  it('second Rebel path does not apply in a later round', () => {
    let s = play(table(), dir('clockwise'), cond(ANN), blk(1, 'clearance', DAN));
    s = play(s, ...ends(5), dir('counterclockwise')); // Eve plays first in round 2
    expect(whoseTurn(s)).toBe('Eve');
    s = play(s, cond(ANN));
    expect(s.winner).toBeNull();
    expect(s.condemns).toHaveLength(1);
  });

  it('second Rebel path does not apply to the same caster again', () => {
    // Spread the state so Ben may act again in the same turn: only the rule under test differs.
    const s = play(table(), dir('clockwise'), cond(ANN), blk(1, 'clearance', DAN));
    const again = play({ ...s, actionTaken: false }, cond(ANN));
    expect(again.winner).toBeNull();
  });
});

describe('Guarding', () => {
  it('moves the caster into the seat beside the Emperor', () => {
    const s = play(table(), (x) => guard(x, { caster: CAT, neighbour: BEN }));
    expect(s.seats).toEqual([ANN, CAT, BEN, DAN, EVE]);
    expect(besideEmperor(s, CAT)).toBe(true);
  });

  it("the Emperor's special moves any player beside the Emperor", () => {
    const s = play(table(), (x) => guard(x, { caster: ANN, mover: DAN, neighbour: EVE }));
    expect(s.seats).toEqual([ANN, BEN, CAT, EVE, DAN]);
  });

  it.each([
    ['a neighbour that is not beside the Emperor', { caster: CAT, neighbour: DAN }, /not sitting beside/],
    ['moving someone else without being the Emperor', { caster: CAT, mover: DAN, neighbour: BEN }, /Only the Emperor/],
    ['the Emperor moving nobody', { caster: ANN, neighbour: BEN }, /Choose which player/],
    ['trading with yourself', { caster: ANN, mover: BEN, neighbour: BEN }, /themselves/],
    ['moving the Emperor', { caster: ANN, mover: ANN, neighbour: BEN }, /not the Emperor/],
  ])('refuses %s', (_what, args, message) => {
    expect(guard(table(), args)).toEqual({ ok: false, error: expect.stringMatching(message) });
  });

  it('changes who plays next in the middle of a round', () => {
    const s = play(table(), dir('clockwise'), (x) => guard(x, { caster: EVE, neighbour: BEN })); // Ben's turn: Ben now sits where Eve was
    expect(s.seats).toEqual([ANN, EVE, CAT, DAN, BEN]);
    expect(upNext(s)).toBe(ANN);
    expect(roundOrder(s)).toEqual(['Ben', 'Ann']);
  });
});

describe('Accuse and Reverse', () => {
  it('Accuse skips the next turn only', () => {
    const s = play(table(), (x) => accuse(x, { caster: EVE, target: CAT }), dir('clockwise'));
    expect(roundOrder(s)).toEqual(['Ben', 'Dan', 'Eve', 'Ann']);
    expect(roundOrder(play(s, ...ends(4), dir('clockwise')))).toEqual(['Ben', 'Cat', 'Dan', 'Eve', 'Ann']);
  });

  it("Accusing the Emperor skips the Emperor's turn, which still ends the round", () => {
    const s = play(table(), dir('clockwise'), (x) => accuse(x, { caster: BEN, target: ANN }), ...ends(4));
    expect(s).toMatchObject({ round: 2, direction: null });
    expect(s.log.join(' ')).toMatch(/Ann's turn is skipped/);
  });

  it('Reverse turns the rest of the round around', () => {
    const s = play(table(), dir('clockwise'), end, end, (x) => reverse(x, { caster: ANN })); // Dan's turn
    expect(s.direction).toBe('counterclockwise');
    expect(roundOrder(s)).toEqual(['Dan', 'Cat', 'Ben', 'Ann']);
  });

  it('Reverse is refused before the direction is chosen', () => {
    expect(reverse(table(), { caster: BEN }).ok).toBe(false);
  });

  it('instinct cards may be played out of turn', () => {
    const s = play(table(), dir('clockwise')); // Ben's turn
    expect(accuse(s, { caster: EVE, target: DAN }).ok).toBe(true);
    expect(reverse(s, { caster: CAT }).ok).toBe(true);
    expect(guard(s, { caster: DAN, neighbour: EVE }).ok).toBe(true);
  });
});

describe('EW-5: optional house rule', () => {
  it('off by default: the Emperor surviving many rounds wins nothing', () => {
    let s = table();
    for (let r = 0; r < 10; r++) s = play(s, dir('clockwise'), ...ends(5));
    expect(s.winner).toBeNull();
    expect(s.round).toBe(11);
  });

  it('on: the Emperor surviving N full rounds wins for the Emperor\'s side', () => {
    let s = play(table(5, { rounds: 2 }), dir('clockwise'), ...ends(5));
    expect(s.winner).toBeNull();
    s = play(s, dir('counterclockwise'), ...ends(5));
    expect(s.winner).toMatchObject({ side: 'emperor' });
    expect(chooseDirection(s, { direction: 'clockwise' }).ok).toBe(false);
  });

  it('on: a Rebel win at the end of round N comes first', () => {
    const s = play(table(5, { rounds: 1 }), dir('clockwise'), cond(ANN), ...ends(5), rebel);
    expect(s.winner).toMatchObject({ side: 'rebels' });
  });
});

describe('secrets', () => {
  it('with printed cards the tracker state holds no identity but the public Emperor', () => {
    const s = play(table(), dir('clockwise'), cond(DAN), (x) => accuse(x, { caster: EVE, target: CAT }), ...ends(4));
    expect(s.round).toBe(2);
    expect(s.identity).toBeNull();
    expect(JSON.stringify({ ...s, identity: undefined })).not.toMatch(/loyalist|rebel|identity/i);
  });
});

describe('a whole game', () => {
  it('plays out to a Rebel win with fixed moves', () => {
    let s = table(6, { emperor: CAT }); // clockwise seats Ann Ben Cat(E) Dan Eve Fay
    s = play(s, dir('clockwise'));
    expect(roundOrder(s)).toEqual(['Dan', 'Eve', 'Fay', 'Ann', 'Ben', 'Cat']);
    s = play(s, cond(BEN), end); // Dan condemns Ben (id 1)
    s = play(s, (x) => transpose(x, { partner: FAY }), end); // Eve and Fay trade: Fay's turn is passed over
    expect(s.seats).toEqual([ANN, BEN, CAT, DAN, FAY, EVE]);
    expect(whoseTurn(s)).toBe('Ann');
    s = play(s, end, blk(1, 'self-clearance', BEN), cond(CAT), end); // Ben saves himself, condemns the Emperor (id 2)
    expect(whoseTurn(s)).toBe('Cat');
    s = play(s, blk(2, 'clearance', DAN), cond(EVE), end); // Dan clears the Emperor; the Emperor condemns Eve (id 3)
    expect(s).toMatchObject({ round: 2, winner: null, blockedOnEmperor: { caster: BEN, round: 1 } });
    s = play(s, dir('counterclockwise'));
    expect(whoseTurn(s)).toBe('Ben');
    s = play(s, cond(CAT), end, end); // Ben again (id 4): a new round, so it just waits; Ann passes
    expect(s.winner).toBeNull();
    expect(whoseTurn(s)).toBe('Eve');
    s = play(s, (x) => guard(x, { caster: EVE, neighbour: DAN })); // Eve moves beside the Emperor
    expect(besideEmperor(s, EVE)).toBe(true);
    s = play(s, blk(4, 'self-clearance', CAT)); // the Emperor blocks Ben's Condemn
    expect(s.winner).toBeNull();
    s = play(s, cond(CAT), rebel, rebel); // Eve, the other neighbour, in the same round: both Rebels, the Emperor dies at once
    expect(s.winner).toMatchObject({ side: 'rebels' });
    expect(s.players.filter((p) => !p.alive).map((p) => p.name)).toEqual(['Cat']);
    expect(v.safeParse(tableState, s).success).toBe(true);
  });
});
const FAY = 5;

describe('invariants under any sequence of moves (property)', () => {
  const moveArb = fc.oneof(
    // Ends and Condemns weigh more so that games reach deaths and wins.
    { arbitrary: fc.record({ kind: fc.constant('dir' as const), d: fc.constantFrom<Direction>('clockwise', 'counterclockwise') }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('end' as const) }), weight: 8 },
    fc.record({ kind: fc.constant('transpose' as const), a: fc.nat(6) }),
    { arbitrary: fc.record({ kind: fc.constant('condemn' as const), a: fc.nat(6) }), weight: 3 },
    fc.record({ kind: fc.constant('block' as const), id: fc.nat(8), card: fc.constantFrom<BlockCard>('self-clearance', 'clearance', 'counter-condemn'), a: fc.nat(6) }),
    fc.record({ kind: fc.constant('guard' as const), a: fc.nat(6), b: fc.nat(6), c: fc.nat(6) }),
    fc.record({ kind: fc.constant('accuse' as const), a: fc.nat(6), b: fc.nat(6) }),
    fc.record({ kind: fc.constant('reverse' as const), a: fc.nat(6) }),
  );
  type M = typeof moveArb extends fc.Arbitrary<infer T> ? T : never;

  function apply(s: TableState, m: M): Result<TableState> {
    switch (m.kind) {
      case 'dir': return chooseDirection(s, { direction: m.d });
      case 'end': return endTurn(s);
      case 'transpose': return transpose(s, { partner: m.a });
      case 'condemn': return condemn(s, { target: m.a });
      case 'block': return block(s, { condemn: m.id, card: m.card, by: m.a });
      case 'guard': return guard(s, { caster: m.a, mover: m.b, neighbour: m.c });
      case 'accuse': return accuse(s, { caster: m.a, target: m.b });
      case 'reverse': return reverse(s, { caster: m.a });
    }
  }

  it('keeps the state valid, serialisable and the input untouched', () => {
    let reachedDeath = false;
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 7 }), fc.nat(6), fc.array(moveArb, { minLength: 60, maxLength: 200 }), (n, e, moves) => {
        let s = table(n, { emperor: e % n });
        for (const m of moves) {
          const before = JSON.stringify(s);
          const result = apply(s, m);
          expect(JSON.stringify(s)).toBe(before); // pure
          if (!result.ok) {
            expect(result.error.length).toBeGreaterThan(5);
            continue;
          }
          s = result.value;
          expect(v.safeParse(tableState, s).success).toBe(true);
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          expect([...s.seats].sort()).toEqual(s.players.map((_, i) => i));
          if (s.current !== null) expect(s.players[s.current]!.alive).toBe(true);
          if (s.winner?.side !== 'rebels') expect(s.players[s.emperor]!.alive).toBe(true);
          else expect(s.players[s.emperor]!.alive).toBe(false);
          for (const c of s.condemns) expect(s.players[c.target]!.alive && s.players[c.waitsFor]!.alive).toBe(true);
          // Somebody is alive, unless the last two Condemns of a game struck together: a Condemn on the
          // Emperor strikes at the end of the Emperor's turn even when its caster died meanwhile (the
          // seed's win condition names no exception), so a 2-player endgame can leave nobody standing.
          if (s.winner?.side !== 'rebels') expect(s.players.filter((p) => p.alive).length).toBeGreaterThanOrEqual(1);
          if (s.players.some((p) => !p.alive)) reachedDeath = true;
        }
      }),
      { numRuns: 300 },
    );
    expect(reachedDeath).toBe(true); // the runs did reach the interesting positions
  }, 120_000); // hundreds of long random games: slow on a shared machine
});
