import { describe, expect, it } from 'vitest';
import follow from '~/games/subtweet/follow';
import Public from '~/games/subtweet/islands/Public';
import type { SubtweetState } from '~/games/subtweet/state';
import { followedSteps } from '../kit/live/followed';

/*
 * SUBTWEET followed on another phone (follow.ts, islands/Public.tsx): the tracker holds no
 * secret (the tweets and their recipients stay on paper), so the public view the following
 * phone gets is the table as everyone saw it; its screen is the scoreboard and whose turn.
 */

describe('SUBTWEET on a following phone', () => {
  it('gets the public view, which is the table everyone saw, and draws the scoreboard and whose turn', async () => {
    const steps = await followedSteps(follow as never, Public as never);
    let turns = 0;
    for (const { state, view, html } of steps as { state: SubtweetState | null; view: SubtweetState | null; html: string }[]) {
      expect(view).toEqual(state);
      if (!view) continue;
      // Every hand on the scoreboard: its written and blank cards.
      for (const p of view.players) expect(html).toContain(p.handle);
      expect(html).toContain('Cards in each hand, in turn order');
      if (view.winner === null && !view.pending && !view.paused) {
        turns++;
        expect(html).toContain(`${view.players[view.order[view.turn]!]!.handle}'s turn`);
      }
      if (view.winner !== null) expect(html).toContain(`${view.players[view.winner]!.handle} wins!`);
    }
    expect(turns).toBeGreaterThan(10);
  });
});
