/**
 * Empty Rivalry for the views test over every game (../games/views.test.ts): seeded
 * matches played by the engine (the store test's random player), every position of them,
 * and the real secret screen (islands/SecretNote.tsx) drawn from a state as given.
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { seededRng } from '~/kit/seeded';
import type { MatchState } from '~/games/empty-rivalry/state';
import { SecretNote } from '~/games/empty-rivalry/islands/SecretNote';
import type { ViewCase } from '../games/views.test';
import { players } from './stores';

const player = players['empty-rivalry/match']!;

export const viewCase: ViewCase<MatchState | null> = {
  positions: (seed) => {
    const rng = seededRng(seed);
    const seen: (MatchState | null)[] = [];
    // A few whole matches a seed, so every question of both roles comes up with notes before it.
    for (let match = 0; match < 3; match++) {
      let state: MatchState | null = null;
      seen.push(state);
      for (let move = 0; move < 200; move++) {
        const next: MatchState | null = player.step(state, rng);
        if (next === null) break;
        state = next;
        seen.push(state);
      }
    }
    return seen;
  },
  renderSecret: (state, step) => render(h(SecretNote, { state: state!, step, onPick: () => undefined })),
};
