import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSaved } from '~/kit/persist';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { investigate, look, lookAgain, revealCard, setupWithCards } from '~/games/emperor/cards';
import { chooseDirection, setup, type TableState } from '~/games/emperor/engine';
import game, { secret, view } from '~/games/emperor/game';
import { looksSpec, tableSpec, withOldLooks } from '~/games/emperor/store';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];

/** Dealt on the phone, every deal look taken, the direction chosen. */
function underWay(): TableState {
  let s = unwrap(setupWithCards({ names: NAMES }, seededRng(5), 'd5'));
  for (let step = secret(s); step; step = secret(s)) s = unwrap(look(s, { id: step.id }));
  return unwrap(chooseDirection(s, { direction: 'clockwise' }));
}

const faceDown = (s: TableState, p: number) => s.identity!.hands[p]!.flatMap((c, i) => (c.faceUp ? [] : [i]));

describe('view: what one player may see', () => {
  const s = underWay();

  it('their own hand, the Emperor card, never another hand', () => {
    for (const p of s.players.keys()) {
      const v = view(s, p)!;
      expect(v.identity!.hands[p]).toEqual(s.identity!.hands[p]);
      expect(v.identity!.hands[s.emperor]!.filter((c) => c.kind === 'emperor')).toHaveLength(1);
      for (const q of s.players.keys()) {
        if (q === p) continue;
        for (const i of faceDown(s, q)) expect(v.identity!.hands[q]![i]).toEqual({ kind: 'rebel', faceUp: false });
      }
      // Nothing else of the table is hidden.
      expect({ ...v, identity: null }).toEqual({ ...s, identity: null });
    }
  });

  it('a revealed card, and the card an Investigate shows its viewer (and no one else)', () => {
    const me = s.current!;
    const other = s.seats.find((p) => p !== me && p !== s.emperor)!;
    const spied = unwrap(investigate(s, { card: { player: other, position: faceDown(s, other)[0]! }, nonce: 'i' }));
    const card = spied.identity!.looks[0]!.cards[0]!;
    const real = spied.identity!.hands[card.player]![card.position];
    expect(view(spied, me)!.identity!.hands[card.player]![card.position]).toEqual(real);
    const third = s.seats.find((p) => p !== me && p !== other)!;
    expect(view(spied, third)!.identity!.hands[card.player]![card.position]).toEqual({ kind: 'rebel', faceUp: false });

    const revealed = unwrap(revealCard(s, { card: { player: other, position: faceDown(s, other)[0]! } }));
    expect(view(revealed, third)!.identity!.hands[other]).toContainEqual({ ...revealed.identity!.hands[other]![faceDown(s, other)[0]!]!, faceUp: true });
  });

  it('the whole table with printed cards, and at the end', () => {
    const printed = unwrap(setup({ names: NAMES, emperor: 1 }));
    expect(view(printed, 0)).toBe(printed);
    const over = { ...s, winner: { side: 'rebels' as const, reason: 'x' } };
    expect(view(over, 0)).toBe(over);
  });

  it('is the game module\'s view and secret', () => {
    expect(game.view).toBe(view);
    expect(game.secret).toBe(secret);
    expect(game.stores).toEqual([tableSpec]);
    expect(tableSpec.legacy?.map((l) => l.from)).toEqual([looksSpec]);
  });
});

describe('secret: the look owed first', () => {
  it('belongs to its viewer, named, and moves on when taken; a look again is asked for in the state', () => {
    const dealt = unwrap(setupWithCards({ names: NAMES }, seededRng(5), 'd5'));
    expect(secret(dealt)).toEqual({ player: 0, id: 'deal:d5:0', owner: 'Ann', what: "Ann's identity cards" });
    expect(secret(unwrap(look(dealt, { id: 'deal:d5:0' })))!.player).toBe(1);
    const s = underWay();
    expect(secret(s)).toBeNull();
    const again = unwrap(lookAgain(s, { player: 3, nonce: 'a' }));
    expect(secret(again)).toEqual({ player: 3, id: 'again:a', owner: 'Dan', what: "Dan's identity cards" });
    const taken = unwrap(look(again, { id: 'again:a' }));
    expect(secret(taken)).toBeNull();
    expect(taken.identity!.trace!.at(-1)).toBe('Dan looked at their identity cards again (round 1).');
    expect(taken.lastMove).toEqual(s.lastMove);
  });
});

describe('a table saved with the old looks store (emperor/looks v1)', () => {
  it('has the looks it lists taken and its trace carried in, so nobody is asked to look again', () => {
    const dealt = unwrap(setupWithCards({ names: NAMES }, seededRng(5), 'd5'));
    const old = { deal: 'd5', done: ['deal:d5:0', 'deal:d5:1'], trace: ['Ben looked at their identity cards again (round 1).'] };
    const carried = withOldLooks(dealt, old)!;
    expect(secret(carried)!.id).toBe('deal:d5:2');
    expect(carried.identity!.trace).toEqual(old.trace);
    expect(tableSpec.check!(carried)).toBeNull();
  });

  it('leaves the table as it is when the store is empty or from another deal', () => {
    const dealt = unwrap(setupWithCards({ names: NAMES }, seededRng(5), 'd5'));
    expect(withOldLooks(dealt, looksSpec.initial())).toBe(dealt);
    expect(withOldLooks(dealt, { deal: 'other', done: ['deal:d5:0'], trace: ['x'] })).toBe(dealt);
    expect(withOldLooks(null, { deal: 'd5', done: [], trace: [] })).toBeNull();
  });
});

describe("today's saves (tests/unit/fixtures/emperor-table.json)", () => {
  it('read their news sentences as news items that are not urgent', () => {
    const fixture = JSON.parse(readFileSync('tests/unit/fixtures/emperor-table.json', 'utf8')) as { saves: { save: { state: { lastMove: string[] } | null } }[] };
    const save = fixture.saves.find((f) => f.save.state !== null)!.save;
    const loaded = parseSaved(tableSpec, JSON.stringify(save))!;
    expect(loaded.state!.lastMove).toEqual(save.state!.lastMove.map((text) => ({ text })));
  });
});
