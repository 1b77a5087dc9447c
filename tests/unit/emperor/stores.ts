import type { Result } from '~/kit/result';
import { pick, type Rng } from '~/kit/random';
import { firstOk, names, range, type StorePlayer } from '../stores/stores';
import * as emperor from '~/games/emperor/engine';
import * as cards from '~/games/emperor/cards';
import { owedLook } from '~/games/emperor/state';

const helper = async () => [(await import('~/games/emperor/islands/Helper')).default];

const emperorTable: StorePlayer<emperor.TableState | null> = {
  islands: helper,
  step: (s, rng) => {
    if (s === null) {
      const n = names(rng, 5, 7);
      const emperorWinsAfterRounds = pick(rng, [null, 3]);
      const r =
        rng.int(0, 1) === 0
          ? emperor.setup({ names: n, emperor: rng.int(0, n.length - 1), emperorWinsAfterRounds })
          : cards.setupWithCards({ names: n, emperorWinsAfterRounds }, rng, `d${rng.int(0, 9999)}`);
      return r.ok ? r.value : null;
    }
    if (s.winner) return null;
    // A look owed is taken before anything else happens, as on the phone.
    const owed = owedLook(s);
    if (owed) {
      const r = cards.look(s, { id: owed.id });
      return r.ok ? r.value : null;
    }
    const seats = range(s.players.length);
    const moves: (() => Result<emperor.TableState>)[] = [
      () => emperor.chooseDirection(s, { direction: pick(rng, ['clockwise', 'counterclockwise'] as const) }),
      () => emperor.endTurn(s),
      () => emperor.endTurn(s),
      () => emperor.transpose(s, { partner: pick(rng, seats) }),
      () => emperor.condemn(s, { target: pick(rng, seats) }),
      ...s.condemns.map((c) => () => emperor.block(s, { condemn: c.id, card: pick(rng, ['self-clearance', 'clearance', 'counter-condemn'] as const), by: pick(rng, seats) })),
      () => emperor.guard(s, { caster: pick(rng, seats), mover: pick(rng, seats), neighbour: pick(rng, seats) }),
      () => emperor.accuse(s, { caster: pick(rng, seats), target: pick(rng, seats) }),
      () => emperor.reverse(s, { caster: pick(rng, seats) }),
      ...(s.identity ? phoneMoves(s, rng, seats) : []),
    ];
    return firstOk(rng, moves);
  },
};

/** The moves on the phone's identity cards, each look unique by a nonce from the seeded draws. */
function phoneMoves(s: emperor.TableState, rng: Rng, seats: number[]): (() => Result<emperor.TableState>)[] {
  const nonce = () => `n${rng.int(0, 2 ** 30)}`;
  const card = () => ({ player: pick(rng, seats), position: rng.int(0, 2) });
  return [
    () => cards.investigate(s, { card: card(), nonce: nonce() }),
    () => cards.investigation(s, { cards: [card(), card()], nonce: nonce() }),
    () => cards.swapCards(s, { mine: rng.int(0, 2), theirs: card(), nonce: nonce() }),
    () => cards.revealCard(s, { card: card() }),
    () => cards.shuffleCards(s, rng),
    () => cards.lookAgain(s, { player: pick(rng, seats), nonce: nonce() }),
  ];
}

/** A seeded random player for each of the game's stores, by store key (see ../stores/stores.ts). */
export const players: Record<string, StorePlayer<any>> = {
  'emperor/table': emperorTable,
};
