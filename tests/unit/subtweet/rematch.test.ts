/**
 * "Play again with the same players" at the end (New game wipes the names), and
 * the face-value tweets' words (ST-6). The rematch is a move (`rematch`, game.ts): Undo
 * goes back to the finished game.
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { unwrap } from '~/kit/result';
import { rematch, setup } from '~/games/subtweet/engine';
import game from '~/games/subtweet/game';
import { Game } from '~/games/subtweet/islands/Game';
import { NO_VARIATIONS, type SubtweetState } from '~/games/subtweet/state';
import { layTweet, REMATCH, uncoverCorner } from '~/games/subtweet/words';
import { newGame, playTurn, withHands } from './helpers';

/** The first player plays their last card, about the next seat, and only that player favourites it: no penalty for the author, whose hand is empty (ST-4, ST-5). */
function finished(options: Parameters<typeof newGame>[0] = {}): SubtweetState {
  const start = newGame(options);
  const author = start.order[0]!;
  const about = start.order[1]!;
  const s = withHands(start, start.players.map((_, seat): [number, number] => (seat === author ? [1, 0] : [3, 1])));
  return playTurn(s, author, [about], about);
}

describe('rematch: play again with the same players', () => {
  it('a fresh game with the same handles in the same seats and the same variations', () => {
    const variations = { ...NO_VARIATIONS, faceValue: true, failWhale: true };
    const end = finished({ variations });
    expect(end.winner).not.toBeNull();
    const again = unwrap(rematch(end));
    expect(again).toEqual(unwrap(setup({ handles: ['Al', 'Bea', 'Cyd', 'Dora'], variations })));
    expect(again.players.map((p) => [p.handle, p.written, p.blank])).toEqual([
      ['Al', 3, 0],
      ['Bea', 3, 0],
      ['Cyd', 3, 0],
      ['Dora', 3, 0],
    ]);
    expect(again.winner).toBeNull();
    expect(again.log).toEqual([]);
  });

  it('ST-2 again: a tie for the shortest handle asks rock-paper-scissors, and its winner starts', () => {
    const end = finished({ handles: ['Bo', 'Al', 'Cyd', 'Dora'], rpsWinner: 1 });
    const refused = rematch(end);
    expect(refused).toEqual({ ok: false, error: 'Bo, Al tie for the shortest handle: play rock-paper-scissors and say who won.' });
    expect(unwrap(rematch(end, { rpsWinner: 0 })).order).toEqual([0, 1, 2, 3]);
    expect(unwrap(rematch(end, { rpsWinner: 1 })).order).toEqual([1, 2, 3, 0]);
  });

  it('only once someone has won; Undo takes it back', () => {
    expect(rematch(newGame()).ok).toBe(false);
    expect(game.undo.rematch).toBe('back');
  });

  it('the winner screen offers it as its one primary button', () => {
    const html = render(h(Game, { state: finished(), run: () => undefined, error: undefined, teaching: false }));
    expect(html).toContain('Al wins!');
    expect(html).toMatch(new RegExp(`<button[^>]*class="btn primary"[^>]*>${REMATCH.button}</button>`));
    expect(html.match(/btn primary/g)).toHaveLength(1);
  });
});

describe('face-value tweets (ST-6) say what the table does with them', () => {
  it('with the variation off, the recipient\'s corner is hidden and then read out', () => {
    expect(layTweet(NO_VARIATIONS)).toBe("Read one written card aloud and lay it face up with the recipient's corner hidden.");
    expect(uncoverCorner('Al', NO_VARIATIONS)).toBe("Al, uncover the corner of the card and read out the name. It can't be Al.");
  });

  it('with it on, no "recipient\'s corner": every corner is hidden, and a card may name nobody', () => {
    const on = { ...NO_VARIATIONS, faceValue: true };
    expect(layTweet(on)).not.toMatch(/recipient's corner/);
    expect(layTweet(on)).toBe('Read one written card aloud and lay it face up, its corner hidden, whether it names a recipient or is a face-value tweet.');
    expect(uncoverCorner('Al', on)).toMatch(/face-value tweet if it names nobody/);
  });

  it('the turn screen says it', () => {
    const html = render(h(Game, { state: newGame({ variations: { faceValue: true } }), run: () => undefined, error: undefined, teaching: false }));
    expect(html).not.toContain('recipient&#39;s corner');
    expect(html).not.toContain("recipient's corner");
    expect(html).toContain('whether it names a recipient or is a face-value tweet');
  });
});
