import { h } from 'preact';
import { render } from 'preact-render-to-string';
import type { SecretStep } from '~/kit/handoff';
import { pick, type Rng } from '~/kit/random';
import { seededRng } from '~/kit/seeded';
import type { Result } from '~/kit/result';
import * as cards from '~/games/emperor/cards';
import * as engine from '~/games/emperor/engine';
import { CardsView } from '~/games/emperor/islands/Look';
import { owedLook, type TableState } from '~/games/emperor/state';
import type { ViewCase } from '../games/views.test';
import { firstOk, names, range } from '../stores/stores';

/**
 * Tables dealt on the phone and played at random: every state on the way, many of them
 * owing a look (the deal's, an Investigate's, an Investigation's, a Swap's, one asked
 * for again). A look owed is taken half the time before the next move, so looks owed in
 * turn (the deal, a Swap's two) are reached one after another.
 */
function positions(seed: number): TableState[] {
  const rng = seededRng(seed);
  const n = names(rng, 5, 7);
  let s = unwrapOr(cards.setupWithCards({ names: n }, rng, `deal${seed}`));
  const out = [s];
  for (let move = 0; move < 80 && s && !s.winner; move++) {
    const owed = owedLook(s);
    const next: TableState | null = owed && rng.int(0, 1) === 0 ? unwrapOr(cards.look(s, { id: owed.id })) : owed ? takeAll(s) : randomMove(s, rng);
    if (!next) break;
    s = next;
    out.push(s);
  }
  return out;
}

const unwrapOr = (r: Result<TableState>): TableState => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** Every look owed, taken. */
function takeAll(s: TableState): TableState {
  for (let owed = owedLook(s); owed; owed = owedLook(s)) s = unwrapOr(cards.look(s, { id: owed.id }));
  return s;
}

function randomMove(s: TableState, rng: Rng): TableState | null {
  const seats = range(s.players.length);
  const nonce = () => `n${rng.int(0, 2 ** 30)}`;
  const card = () => ({ player: pick(rng, seats), position: rng.int(0, 2) });
  return firstOk<TableState>(rng, [
    () => engine.chooseDirection(s, { direction: pick(rng, ['clockwise', 'counterclockwise'] as const) }),
    () => engine.endTurn(s),
    () => engine.transpose(s, { partner: pick(rng, seats) }),
    () => engine.condemn(s, { target: pick(rng, seats) }),
    () => cards.investigate(s, { card: card(), nonce: nonce() }),
    () => cards.investigate(s, { card: card(), nonce: nonce() }),
    () => cards.investigation(s, { cards: [card(), card()], nonce: nonce() }),
    () => cards.swapCards(s, { mine: rng.int(0, 2), theirs: card(), nonce: nonce() }),
    () => cards.swapCards(s, { mine: rng.int(0, 2), theirs: card(), nonce: nonce() }),
    () => cards.revealCard(s, { card: card() }),
    () => cards.shuffleCards(s, rng),
    () => cards.lookAgain(s, { player: pick(rng, seats), nonce: nonce() }),
  ]);
}

/** The look's screen as its viewer sees it once unlocked (islands/Look.tsx), drawn from `state` as given. */
function renderSecret(state: TableState, step: SecretStep): string {
  const look = state.identity!.looks.find((l) => l.id === step.id)!;
  return render(h(CardsView, { state, look, doneLabel: 'Hide it', onDone: () => undefined }));
}

export const viewCase: ViewCase<TableState> = { positions, renderSecret };
