import { describe, expect, it } from 'vitest';
import follow from '~/games/emperor/follow';
import Public from '~/games/emperor/islands/Public';
import { identityName } from '~/games/emperor/data';
import type { TableState } from '~/games/emperor/state';
import { followedSteps } from '../kit/live/followed';

/*
 * The Emperor followed on another phone (follow.ts, islands/Public.tsx): the following phone
 * gets `view(state, PUBLIC)` and nothing else; every identity card not lying face up reaches
 * it as the same face-down placeholder, and its screen names no card but the face-up ones.
 */

describe('the Emperor on a following phone', () => {
  it('gets the public view alone: no card a player may not see, at every step of random games', async () => {
    const steps = await followedSteps(follow, Public);
    let hidden = 0;
    let shown = 0;
    for (const { state, view, html } of steps) {
      if (!state?.identity || state.winner) continue;
      state.identity.hands.forEach((hand, p) =>
        hand.forEach((card, i) => {
          const sent = view!.identity!.hands[p]![i]!;
          if (card.faceUp) {
            shown++;
            expect(sent).toEqual(card);
          } else {
            hidden++;
            // The same placeholder for every face-down card: nothing tells one kind from another.
            expect(sent).toEqual({ kind: 'rebel', faceUp: false });
          }
        }),
      );
      // The screen names a kind only for a card lying face up (the circle's "shows …").
      const faceUp = state.identity.hands.flat().filter((c) => c.faceUp && c.kind !== 'emperor').length;
      expect(html.match(/shows (Loyalist|Rebel)/g)?.length ?? 0).toBe(faceUp);
    }
    // The games dealt the phone's cards, and some cards were face up, some hidden.
    expect(hidden).toBeGreaterThan(100);
    expect(shown).toBeGreaterThan(0);
  });

  it('shows whose turn, the seat circle and, at the end, everyone’s identity', async () => {
    const steps = await followedSteps(follow, Public, 4);
    const during = steps.find((s): s is typeof s & { view: TableState } => s.view !== null && s.view.current !== null && !s.view.winner)!;
    expect(during.html).toContain(`${during.view.players[during.view.current!]!.name}'s turn`);
    expect(during.html).toContain('aria-label="Seats, clockwise"');
    const over = steps.find((s) => s.view?.winner && s.view.identity);
    if (over) for (const p of over.view!.players) expect(over.html).toContain(`${p.name}: `);
    expect(steps.find((s) => s.view === null)!.html).toContain('setting up a game');
    expect(identityName('emperor')).toBe('Emperor');
  });
});
