import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRng } from '~/kit/seeded';
import { unwrap, type Result } from '~/kit/result';
import type { IdentityKind } from '~/games/emperor/data';
import { answerRebelCheck, block, chooseDirection, condemn, endTurn, guard, otherAction, setup, transpose, type TableState } from '~/games/emperor/engine';
import { besideEmperor, condemnsOn, seatFacts } from '~/games/emperor/seats';
import { identitiesAtEnd, identityNow, tableState } from '~/games/emperor/state';
import { investigate, investigation, look, lookAgain, revealCard, setupWithCards, shuffleCards, swapCards } from '~/games/emperor/cards';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const [ANN, BEN, CAT, DAN, EVE] = [0, 1, 2, 3, 4];
const E = 'emperor' as const;
const L = 'loyalist' as const;
const R = 'rebel' as const;

/**
 * A 5-player table with the phone holding these cards (Ann the Emperor by default),
 * the way boardgame.io tests spread a custom setup: the deal is random, the test's hands are not.
 */
function cardsTable(hands: IdentityKind[][] = [[E, L, R], [R, R, L], [L, L, R], [R, L, R], [L, R, L]]): TableState {
  const s = unwrap(setupWithCards({ names: NAMES.slice(0, hands.length) }, seededRng(1), 'd1'));
  const emperor = hands.findIndex((h) => h.includes(E));
  return { ...s, emperor, identity: { deal: 'd1', hands: hands.map((h) => h.map((kind) => ({ kind, faceUp: kind === E }))), looks: [] } };
}

type Move = (s: TableState) => Result<TableState>;
const play = (s: TableState, ...moves: Move[]): TableState => moves.reduce((x, m) => unwrap(m(x)), s);
const cw: Move = (s) => chooseDirection(s, { direction: 'clockwise' });
const end: Move = (s) => endTurn(s);
const kinds = (s: TableState, p: number) => s.identity!.hands[p]!.map((c) => c.kind);
const refusal = (r: Result<TableState>): string => (r.ok ? 'accepted' : r.error);
const news = (s: TableState) => s.lastMove.map((n) => n.text).join(' ');

describe('dealing on the phone (EW-2)', () => {
  it.each([5, 6, 7])('%i players: three cards each, one Emperor shown face up, one look owed to each player', (n) => {
    const s = unwrap(setupWithCards({ names: NAMES.slice(0, n) }, seededRng(n), 'x'));
    expect(v.safeParse(tableState, s).success).toBe(true);
    const hands = s.identity!.hands;
    expect(hands).toHaveLength(n);
    for (const h of hands) expect(h.filter((c) => c.kind === L).length).toBeGreaterThanOrEqual(1);
    const emperors = hands.flatMap((h, p) => h.filter((c) => c.kind === E).map(() => p));
    expect(emperors).toEqual([s.emperor]);
    expect(hands.flat().filter((c) => c.faceUp).map((c) => c.kind)).toEqual([E]);
    expect(s.identity!.looks.map((l) => [l.viewer, l.cards])).toEqual(hands.map((_, i) => [i, []]));
    expect(new Set(s.identity!.looks.map((l) => l.id)).size).toBe(n);
  });

  it('refuses a table of 4 with the reason (EW-1)', () => {
    expect(refusal(setupWithCards({ names: NAMES.slice(0, 4) }, seededRng(1), 'x'))).toMatch(/5 to 7 players/);
  });
});

describe('Investigate and Investigation', () => {
  it('Investigate owes the current player a private look at one card, logs it publicly, and spends the action', () => {
    const s = play(cardsTable(), cw, (x) => investigate(x, { card: { player: DAN, position: 1 }, nonce: 'n1' }));
    expect(s.identity!.looks).toEqual([{ id: 'look:n1', viewer: BEN, cards: [{ player: DAN, position: 1 }], what: "Ben's look at Dan's card 2" }]);
    expect(news(s)).toContain("Ben investigates: a secret look at Dan's card 2");
    expect(news(s)).not.toMatch(/loyalist|rebel/i);
    expect(s.actionTaken).toBe(true);
    expect(refusal(investigate(s, { card: { player: CAT, position: 0 }, nonce: 'n2' }))).toMatch(/only one action/);
  });

  it.each([
    ['your own card', { player: BEN, position: 0 }, /own cards/],
    ['a face-up card (the Emperor card)', { player: ANN, position: 0 }, /face up already/],
    ['a position that does not exist', { player: DAN, position: 3 }, /card 1, 2 or 3/],
  ])('refuses %s', (_, card, message) => {
    expect(refusal(investigate(play(cardsTable(), cw), { card, nonce: 'n' }))).toMatch(message);
  });

  it('Investigation looks at two cards of one player or of two players, never the same card twice', () => {
    const s0 = play(cardsTable(), cw);
    const one = unwrap(investigation(s0, { cards: [{ player: DAN, position: 2 }, { player: DAN, position: 0 }], nonce: 'a' }));
    expect(one.identity!.looks[0]!.what).toBe("Ben's look at Dan's card 1 and card 3");
    const two = unwrap(investigation(s0, { cards: [{ player: CAT, position: 0 }, { player: EVE, position: 1 }], nonce: 'b' }));
    expect(two.identity!.looks[0]!.cards).toHaveLength(2);
    expect(refusal(investigation(s0, { cards: [{ player: CAT, position: 0 }, { player: CAT, position: 0 }], nonce: 'c' }))).toMatch(/two different/);
  });

  it('the next move owes no look: each look is owed once, right after its move', () => {
    const s = play(cardsTable(), cw, (x) => investigate(x, { card: { player: DAN, position: 1 }, nonce: 'n1' }), end);
    expect(s.identity!.looks).toEqual([]);
  });
});

describe('Swap', () => {
  it('trades one card each, chosen by position; identities follow the cards', () => {
    // Ben (Rebel: R R L) gives his card 1 (Rebel) for Cat's card 3 (Rebel)... then for Cat's card 1 (Loyalist).
    const s = play(cardsTable(), cw, (x) => swapCards(x, { mine: 0, theirs: { player: CAT, position: 0 }, nonce: 's' }));
    expect(kinds(s, BEN)).toEqual([L, R, L]);
    expect(kinds(s, CAT)).toEqual([R, L, R]);
    expect(identityNow(s, BEN)).toBe('loyalist');
    expect(identityNow(s, CAT)).toBe('rebel');
    expect(s.identity!.looks.map((l) => [l.viewer, l.cards])).toEqual([
      [BEN, []],
      [CAT, []],
    ]);
    expect(news(s)).toContain("Ben's card 1 for Cat's card 1");
    expect(news(s)).not.toMatch(/loyalist|rebel/i);
  });

  it('never takes a card from the Emperor (the seed)', () => {
    expect(refusal(swapCards(play(cardsTable(), cw), { mine: 0, theirs: { player: ANN, position: 1 }, nonce: 's' }))).toMatch(/never take a card from the Emperor/);
  });

  it('EW-6: the Emperor may play Swap but never gives the Emperor card', () => {
    // Counterclockwise from Ann: Eve first … Ann last; jump straight to Ann's turn.
    const s = { ...play(cardsTable()), direction: 'clockwise' as const, current: ANN };
    expect(refusal(swapCards(s, { mine: 0, theirs: { player: BEN, position: 0 }, nonce: 's' }))).toBe('The Emperor card never leaves the Emperor: give one of your other cards.');
    const after = unwrap(swapCards(s, { mine: 1, theirs: { player: BEN, position: 0 }, nonce: 's' }));
    expect(kinds(after, ANN)).toEqual([E, R, R]);
    expect(identityNow(after, ANN)).toBe('emperor');
    expect(after.emperor).toBe(ANN);
  });

  it('EW-6: a face-up card stays face up where it goes', () => {
    let s = play(cardsTable(), cw, (x) => revealCard(x, { card: { player: CAT, position: 2 } }), end);
    // Cat's turn: she swaps her revealed card 3 with Dan's card 1.
    s = unwrap(swapCards(s, { mine: 2, theirs: { player: DAN, position: 0 }, nonce: 's' }));
    expect(s.identity!.hands[DAN]![0]).toEqual({ kind: R, faceUp: true });
    expect(s.identity!.hands[CAT]![2]).toEqual({ kind: R, faceUp: false });
  });
});

describe('Reveal and Shuffle', () => {
  it('Reveal turns one card face up for all, named in the log and on the seat circle', () => {
    const s = play(cardsTable(), cw, (x) => revealCard(x, { card: { player: DAN, position: 1 } }));
    expect(s.identity!.hands[DAN]![1]).toEqual({ kind: L, faceUp: true });
    expect(news(s)).toContain("Dan's card 2 is Loyalist");
    expect(seatFacts(s, DAN)).toContain('shows Loyalist');
    expect(refusal(revealCard({ ...s, actionTaken: false }, { card: { player: DAN, position: 1 } }))).toMatch(/face up already/);
  });

  it('Shuffle changes positions and hides a revealed card again; the Emperor card stays up', () => {
    let s = play(cardsTable(), cw, (x) => revealCard(x, { card: { player: CAT, position: 2 } }), end);
    s = unwrap(shuffleCards(s, seededRng(7)));
    expect([...kinds(s, CAT)].sort()).toEqual([L, L, R]);
    expect(s.identity!.hands[CAT]!.some((c) => c.faceUp)).toBe(false);
    expect(seatFacts(s, CAT).join()).not.toContain('shows');
    expect(s.actionTaken).toBe(true);
    // The Emperor shuffling keeps the Emperor card face up.
    const e = unwrap(shuffleCards({ ...cardsTable(), direction: 'clockwise', current: ANN }, seededRng(3)));
    expect(e.identity!.hands[ANN]!.filter((c) => c.faceUp).map((c) => c.kind)).toEqual([E]);
  });

  it('over many seeds, Shuffle puts cards in every position', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) seen.add(kinds(unwrap(shuffleCards(play(cardsTable(), cw), seededRng(seed))), BEN).join());
    expect(seen).toEqual(new Set(['rebel,rebel,loyalist', 'rebel,loyalist,rebel', 'loyalist,rebel,rebel']));
  });

  it('with printed cards, the card moves are refused and recorded as the turn action instead', () => {
    const printed = play(unwrap(setup({ names: NAMES.slice(0, 5), emperor: ANN })), cw);
    expect(refusal(shuffleCards(printed, seededRng(1)))).toMatch(/printed/);
    const s = unwrap(otherAction(printed, { action: 'investigate' }));
    expect(s.actionTaken).toBe(true);
    expect(news(s)).toContain('Ben investigates');
  });
});

describe('one action a turn, whatever it is', () => {
  const actions: [string, Move][] = [
    ['Transposition', (s) => transpose(s, { partner: CAT })],
    ['Condemn', (s) => condemn(s, { target: DAN })],
    ['Investigate', (s) => investigate(s, { card: { player: DAN, position: 0 }, nonce: 'i' })],
    ['Investigation', (s) => investigation(s, { cards: [{ player: DAN, position: 0 }, { player: CAT, position: 0 }], nonce: 'j' })],
    ['Swap', (s) => swapCards(s, { mine: 0, theirs: { player: DAN, position: 0 }, nonce: 'k' })],
    ['Reveal', (s) => revealCard(s, { card: { player: DAN, position: 0 } })],
    ['Shuffle', (s) => shuffleCards(s, seededRng(1))],
    ['another card (Steal)', (s) => otherAction(s, { action: 'steal' })],
  ];
  it.each(actions.flatMap(([a, first]) => actions.map(([b, second]) => [a, b, first, second] as const)))(
    'after %s, %s is refused',
    (_, __, first, second) => {
      const s = play(cardsTable(), cw, first);
      expect(refusal(second(s))).toMatch(/only one action per turn/);
    },
  );
  it('the next player has a fresh action', () => {
    const s = play(cardsTable(), cw, (x) => otherAction(x, { action: 'shuffle' }), end);
    expect(s.actionTaken).toBe(false);
  });
});

describe('EW-7 and EW-8: the Rebel special with the phone\'s cards', () => {
  // Ann is the Emperor (seat 0); Ben (seat 1, a Rebel) and Eve (seat 4, a Loyalist) sit beside her.
  it('a Rebel beside the Emperor: the Condemn strikes at the end of the Emperor\'s turn and the Rebels win', () => {
    const s = play(cardsTable(), cw, (x) => condemn(x, { target: ANN }), end, end, end, end, end);
    expect(s.winner).toMatchObject({ side: 'rebels' });
    expect(identitiesAtEnd(s)!.map((p) => p.identity)).toEqual(['emperor', 'rebel', 'loyalist', 'rebel', 'loyalist']);
  });

  it('EW-8: a Loyalist beside the Emperor may play it (no refusal tells the table who they are)…', () => {
    let s = play(cardsTable(), cw, end, end, end);
    expect(s.current).toBe(EVE);
    expect(besideEmperor(s, EVE)).toBe(true);
    s = unwrap(condemn(s, { target: ANN }));
    expect(news(s)).not.toMatch(/loyalist|rebel/i);
    expect(condemnsOn(s, ANN).map((c) => c.text)).toEqual(["Eve's Condemn: strikes at the end of the Emperor's turn"]);
    // …EW-7: but it fails when it strikes, and the Emperor lives.
    s = play(s, end, end);
    expect(s.winner).toBeNull();
    expect(s.players[ANN]!.alive).toBe(true);
    expect(news(s)).toContain("Eve's Condemn on the Emperor fails: Eve is not a Rebel");
  });

  it('EW-7: identities follow the cards: a Rebel swapped into a Loyalist before the strike fails', () => {
    let s = play(cardsTable(), cw, (x) => condemn(x, { target: ANN }), end);
    // Cat's turn: Swap takes Ben's card 1 (Rebel) for her card 1 (Loyalist): Ben now holds L R L.
    s = unwrap(swapCards(s, { mine: 0, theirs: { player: BEN, position: 0 }, nonce: 'w' }));
    expect(identityNow(s, BEN)).toBe('loyalist');
    s = play(s, end, end, end, end);
    expect(s.winner).toBeNull();
    expect(s.log.join(' ')).toContain('Ben is not a Rebel');
  });

  it('second path: two Rebels beside the Emperor, the first blocked, the second kills at once', () => {
    // Dan (Rebel) takes Eve's seat beside Ann with Guarding; Ben's Condemn is blocked; Dan follows up.
    let s = play(cardsTable(), cw, (x) => condemn(x, { target: ANN }), (x) => block(x, { condemn: 1, card: 'self-clearance', by: ANN }));
    s = play(s, (x) => guard(x, { caster: DAN, neighbour: EVE }), end, end, end);
    expect(s.current).toBe(DAN);
    s = unwrap(condemn(s, { target: ANN }));
    expect(s.winner).toMatchObject({ side: 'rebels' });
  });

  it('second path: a Loyalist following up a blocked Rebel fails at once and says so', () => {
    let s = play(cardsTable(), cw, (x) => condemn(x, { target: ANN }), (x) => block(x, { condemn: 1, card: 'self-clearance', by: ANN }), end, end, end);
    expect(s.current).toBe(EVE);
    s = unwrap(condemn(s, { target: ANN }));
    expect(s.winner).toBeNull();
    expect(s.condemns).toEqual([]);
    expect(news(s)).toContain('Eve is not a Rebel');
  });

  it('with printed cards the table is asked about the caster\'s cards before the Emperor dies (EW-7)', () => {
    const printed = unwrap(setup({ names: NAMES.slice(0, 5), emperor: ANN }));
    const s = play(printed, cw, end, end, end, (x) => condemn(x, { target: ANN }), end, end);
    expect(s.winner).toBeNull();
    expect(s.rebelCheck?.casters).toEqual([EVE]);
    expect(unwrap(answerRebelCheck(s, { rebel: true })).winner).toMatchObject({ side: 'rebels' });
  });
});

describe('the seat circle', () => {
  it('a waiting Condemn is on its target: whose, and when it strikes', () => {
    const s = play(cardsTable(), cw, (x) => condemn(x, { target: DAN }));
    expect(condemnsOn(s, DAN).map((c) => c.text)).toEqual(["Ben's Condemn: strikes at the end of Ben's next turn"]);
    expect(condemnsOn(s, CAT)).toEqual([]);
  });

  it('after the Emperor dies, no seat is "beside the Emperor"', () => {
    const s = play(cardsTable(), cw, (x) => condemn(x, { target: ANN }), end, end, end, end, end);
    expect(s.players[ANN]!.alive).toBe(false);
    for (const id of s.seats) expect(seatFacts(s, id)).not.toContain('beside the Emperor');
    expect(besideEmperor(s, BEN)).toBe(false);
  });
});

describe('invariants with the phone\'s cards (property)', () => {
  const move = fc.oneof(
    fc.record({ kind: fc.constant('end' as const) }),
    fc.record({ kind: fc.constant('dir' as const) }),
    fc.record({ kind: fc.constant('investigate' as const), p: fc.nat(6), q: fc.nat(2) }),
    fc.record({ kind: fc.constant('swap' as const), m: fc.nat(2), p: fc.nat(6), q: fc.nat(2) }),
    fc.record({ kind: fc.constant('reveal' as const), p: fc.nat(6), q: fc.nat(2) }),
    fc.record({ kind: fc.constant('shuffle' as const), seed: fc.nat() }),
    fc.record({ kind: fc.constant('condemn' as const), p: fc.nat(6) }),
  );
  it('the cards are conserved, the Emperor card never moves or hides, the state stays valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 7 }), fc.nat(), fc.array(move, { maxLength: 60 }), (n, seed, moves) => {
        let s = unwrap(setupWithCards({ names: NAMES.slice(0, n) }, seededRng(seed), 'p'));
        const before = s.identity!.hands.flat().map((c) => c.kind).sort().join();
        const emperor = s.emperor;
        for (const [i, m] of moves.entries()) {
          const r =
            m.kind === 'end' ? endTurn(s)
            : m.kind === 'dir' ? chooseDirection(s, { direction: 'clockwise' })
            : m.kind === 'investigate' ? investigate(s, { card: { player: m.p % n, position: m.q }, nonce: `${i}` })
            : m.kind === 'swap' ? swapCards(s, { mine: m.m, theirs: { player: m.p % n, position: m.q }, nonce: `${i}` })
            : m.kind === 'reveal' ? revealCard(s, { card: { player: m.p % n, position: m.q } })
            : m.kind === 'shuffle' ? shuffleCards(s, seededRng(m.seed))
            : condemn(s, { target: m.p % n });
          if (r.ok) s = r.value;
        }
        expect(v.safeParse(tableState, s).success).toBe(true);
        expect(s.identity!.hands.flat().map((c) => c.kind).sort().join()).toBe(before);
        expect(s.identity!.hands[emperor]!.find((c) => c.kind === E)).toEqual({ kind: E, faceUp: true });
        expect(identityNow(s, emperor)).toBe('emperor');
      }),
      { numRuns: 150 },
    );
  });
});

describe('the looks: taken behind the hand-over, asked for again', () => {
  it('a look is taken only when it is the one owed first, and then never owed again', () => {
    const s = unwrap(setupWithCards({ names: NAMES.slice(0, 5) }, seededRng(2), 'd2'));
    expect(refusal(look(s, { id: 'deal:d2:1' }))).toMatch(/not the one owed now/);
    const taken = unwrap(look(s, { id: 'deal:d2:0' }));
    expect(taken.identity!.looks[0]!.taken).toBe(true);
    expect(refusal(look(taken, { id: 'deal:d2:0' }))).toMatch(/not the one owed now/);
    // The deal's looks leave no trace (everyone takes one); the news stays as the deal left it.
    expect(taken.identity!.trace).toEqual([]);
    expect(taken.lastMove).toEqual(s.lastMove);
  });

  it('an Investigate look leaves a trace the table sees, naming whose card, never what it is', () => {
    const s = play(cardsTable(), cw, (x) => investigate(x, { card: { player: DAN, position: 1 }, nonce: 'n1' }), (x) => look(x, { id: 'look:n1' }));
    expect(s.identity!.trace).toEqual(["Ben's look at Dan's card 2: seen by Ben (round 1)."]);
  });

  it('see your cards again: refused while a look is owed, for the dead, with printed cards and at the end', () => {
    const dealt = unwrap(setupWithCards({ names: NAMES.slice(0, 5) }, seededRng(2), 'd2'));
    expect(refusal(lookAgain(dealt, { player: 1, nonce: 'a' }))).toMatch(/still owed/);
    const s = play(cardsTable(), cw);
    expect(unwrap(lookAgain(s, { player: CAT, nonce: 'a' })).identity!.looks).toEqual([{ id: 'again:a', viewer: CAT, cards: [], what: "Cat's identity cards" }]);
    const dead = { ...s, players: s.players.map((p, i) => (i === CAT ? { ...p, alive: false } : p)) };
    expect(refusal(lookAgain(dead, { player: CAT, nonce: 'a' }))).toMatch(/Cat is dead/);
    expect(refusal(lookAgain(unwrap(setup({ names: NAMES.slice(0, 5), emperor: 0 })), { player: CAT, nonce: 'a' }))).toMatch(/printed ones/);
    expect(refusal(lookAgain({ ...s, winner: { side: 'rebels', reason: 'x' } }, { player: CAT, nonce: 'a' }))).toMatch(/game is over/);
  });
});
