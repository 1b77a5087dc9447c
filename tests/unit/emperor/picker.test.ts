import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { setupWithCards } from '~/games/emperor/cards';
import { chooseDirection, condemn, type TableState } from '~/games/emperor/engine';
import { choose, type Choice, type Picked, type Picking } from '~/games/emperor/islands/picker';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const [ANN, BEN, CAT, DAN] = [0, 1, 2, 3];

/** A phone-dealt table under way, Ann the Emperor (the deal is random; the test sets who). */
function table(): TableState {
  const s = unwrap(setupWithCards({ names: NAMES }, seededRng(3), 'd'));
  return unwrap(chooseDirection({ ...s, emperor: ANN }, { direction: 'clockwise' }));
}

/** Taps one after another, from a fresh picker of this kind. */
function tap(s: TableState, start: Picking, ...choices: Choice[]): Picked {
  let picked: Picked = { picking: start };
  for (const [i, c] of choices.entries()) {
    if (!('picking' in picked)) throw new Error(`tap ${i}: the move was already made`);
    picked = choose(s, picked.picking, c, `n${i}`);
  }
  return picked;
}

describe('the card picker (a pure reducer)', () => {
  const s = table();

  it.each<[string, Picking, Choice[], Picked]>([
    ['Transposition: one player', { kind: 'transposition' }, [{ player: CAT }], { move: { name: 'transpose', args: { partner: CAT } } }],
    ['Condemn: one player', { kind: 'condemn' }, [{ player: DAN }], { move: { name: 'condemn', args: { target: DAN } } }],
    ['another action', { kind: 'other' }, [{ action: 'steal' }], { move: { name: 'otherAction', args: { action: 'steal' } } }],
    ['Investigate: whose, then which card', { kind: 'investigate' }, [{ player: DAN }, { position: 2 }], { move: { name: 'investigate', args: { card: { player: DAN, position: 2 }, nonce: 'n1' } } }],
    [
      'Investigation: two cards, each whose then which',
      { kind: 'investigation' },
      [{ player: DAN }, { position: 0 }, { player: CAT }, { position: 1 }],
      { move: { name: 'investigation', args: { cards: [{ player: DAN, position: 0 }, { player: CAT, position: 1 }], nonce: 'n3' } } },
    ],
    [
      'Swap: my card, with whom, their card',
      { kind: 'swap' },
      [{ position: 1 }, { player: CAT }, { position: 2 }],
      { move: { name: 'swapCards', args: { mine: 1, theirs: { player: CAT, position: 2 }, nonce: 'n2' } } },
    ],
    ['Reveal: whose, then which card', { kind: 'reveal' }, [{ player: BEN }, { position: 0 }], { move: { name: 'revealCard', args: { card: { player: BEN, position: 0 } } } }],
    ['Accuse: who plays it, then whom', { kind: 'accuse' }, [{ player: BEN }, { player: DAN }], { move: { name: 'accuse', args: { caster: BEN, target: DAN } } }],
    ['Reverse: who plays it', { kind: 'reverse' }, [{ player: CAT }], { move: { name: 'reverse', args: { caster: CAT } } }],
    ['Guarding by a player: who plays it, whose seat', { kind: 'guarding' }, [{ player: CAT }, { player: BEN }], { move: { name: 'guard', args: { caster: CAT, mover: undefined, neighbour: BEN } } }],
    [
      'Guarding by the Emperor: who plays it, whom it moves, whose seat',
      { kind: 'guarding' },
      [{ player: ANN }, { player: CAT }, { player: BEN }],
      { move: { name: 'guard', args: { caster: ANN, mover: CAT, neighbour: BEN } } },
    ],
    ['see your cards again: who', { kind: 'again' }, [{ player: DAN }], { move: { name: 'lookAgain', args: { player: DAN, nonce: 'n0' } } }],
  ])('%s', (_title, start, choices, expected) => {
    expect(tap(s, start, ...choices)).toEqual(expected);
  });

  it('a Block asks who plays only for Clearance; the other two are played by the target', () => {
    const waiting = unwrap(condemn(s, { target: DAN }));
    const id = waiting.condemns[0]!.id;
    expect(tap(waiting, { kind: 'block', condemn: id }, { card: 'self-clearance' })).toEqual({
      move: { name: 'block', args: { condemn: id, card: 'self-clearance', by: DAN } },
    });
    expect(tap(waiting, { kind: 'block', condemn: id }, { card: 'clearance' })).toEqual({ picking: { kind: 'block', condemn: id, card: 'clearance' } });
    expect(tap(waiting, { kind: 'block', condemn: id }, { card: 'clearance' }, { player: CAT })).toEqual({
      move: { name: 'block', args: { condemn: id, card: 'clearance', by: CAT } },
    });
    // A Condemn gone in the meantime: nothing to block, the picker stays (its screen says so).
    expect(tap(s, { kind: 'block', condemn: id }, { card: 'clearance' })).toEqual({ picking: { kind: 'block', condemn: id } });
  });

  it('a choice the question does not take leaves the picker as it was', () => {
    expect(tap(s, { kind: 'investigate' }, { position: 1 })).toEqual({ picking: { kind: 'investigate' } });
    expect(tap(s, { kind: 'swap' }, { player: CAT })).toEqual({ picking: { kind: 'swap' } });
    expect(tap(s, { kind: 'condemn' }, { card: 'clearance' })).toEqual({ picking: { kind: 'condemn' } });
  });

  const kinds: Picking[] = [
    { kind: 'transposition' },
    { kind: 'condemn' },
    { kind: 'other' },
    { kind: 'investigate' },
    { kind: 'investigation' },
    { kind: 'swap' },
    { kind: 'reveal' },
    { kind: 'accuse' },
    { kind: 'reverse' },
    { kind: 'guarding' },
    { kind: 'again' },
  ];
  const choice: fc.Arbitrary<Choice> = fc.oneof(
    fc.record({ player: fc.integer({ min: 0, max: 4 }) }),
    fc.record({ position: fc.integer({ min: 0, max: 2 }) }),
    fc.record({ action: fc.constantFrom('investigate', 'shuffle', 'swap', 'investigation', 'reveal', 'steal' as const) }),
  );

  it('any taps: at most four questions before the move, each about the card played, and the move names only players at the table (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.array(choice, { maxLength: 30 }), (start, taps) => {
        let picked: Picked = { picking: start };
        let questions = 0;
        for (const [i, c] of taps.entries()) {
          if (!('picking' in picked)) break;
          const next = choose(s, picked.picking, c, `n${i}`);
          if ('picking' in next) {
            expect(next.picking.kind).toBe(start.kind);
            if (JSON.stringify(next.picking) !== JSON.stringify(picked.picking)) questions++;
          }
          picked = next;
        }
        expect(questions).toBeLessThanOrEqual(3);
        if ('move' in picked) {
          const players = JSON.stringify(picked.move.args).match(/"(player|partner|target|caster|mover|neighbour|by)":(\d+)/g) ?? [];
          for (const p of players) expect(Number(p.split(':')[1])).toBeLessThan(NAMES.length);
        }
      }),
    );
  });
});
