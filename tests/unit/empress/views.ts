import { h } from 'preact';
import { render } from 'preact-render-to-string';
import type { ViewCase } from '../games/views.test';
import { pick } from '~/kit/random';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { pickCard, setup } from '~/games/empress/engine';
import { PickCard } from '~/games/empress/islands/PassThePhone';
import { isOver, position, pickView, type MatchState } from '~/games/empress/state';

/**
 * Empress without cards for the view test (tests/unit/games/views.test.ts): random
 * matches picked card by card, so half the secret steps are answers with the lead's card
 * waiting; the secret screen is the picker's own (PickCard).
 */
export const viewCase: ViewCase<MatchState | null> = {
  positions: (seed) => {
    const rng = seededRng(seed);
    let s = unwrap(setup({ players: ['Ann', 'Bo'], sets: rng.int(1, 2), firstEmpress: pick(rng, [0, 1] as const) }));
    const states: MatchState[] = [s];
    while (!isOver(s)) {
      // The forced last play has no pick: both royals are laid, the lead's first.
      const cards = pickView(s)?.cards ?? [position(s)!.picking === 'empress' ? 'empress' : 'assassin'];
      s = unwrap(pickCard(s, pick(rng, cards)));
      states.push(s);
    }
    return states;
  },
  renderSecret: (state, step) => render(h(PickCard, { seen: state!, step, onPick: () => undefined })),
};
