import { describe, expect, it } from 'vitest';
import { unwrap } from '~/kit/result';
import { LOG_LIMIT, passTurn, writeTweets } from '~/games/subtweet/engine';
import { tableSummary, type LogEntry } from '~/games/subtweet/state';
import { describeEntry, listNames, recentEntries } from '~/games/subtweet/words';
import { newGame, playTurn, withHands } from './helpers';

describe('listNames', () => {
  it.each([
    [[], ''],
    [['Al'], 'Al'],
    [['Al', 'Bo'], 'Al and Bo'],
    [['Al', 'Bo', 'Cyd'], 'Al, Bo and Cyd'],
  ])('%j → %j', (names, text) => expect(listNames(names)).toBe(text));
});

describe('describeEntry', () => {
  const s = newGame();
  it.each<[LogEntry, string]>([
    [
      { kind: 'turn', author: 0, recipient: 2, favourites: [1, 3], penalised: [0, 1, 2], waived: [3], discarded: 0 },
      "Al's tweet was about Cyd. Favourited by Bea and Dora. Penalty card for Al, Bea and Cyd. Dora already holds 10 cards, so no penalty.",
    ],
    [
      { kind: 'turn', author: 0, recipient: 2, favourites: [1, 2, 3], penalised: [], waived: [], discarded: 2 },
      "Al's tweet was about Cyd. Favourited by Bea, Cyd and Dora. No penalty cards. Everyone favourited: Al throws away 2 blank cards.",
    ],
    [
      { kind: 'turn', author: 1, recipient: null, favourites: [], penalised: [1], waived: [], discarded: 0 },
      "Bea's tweet was a face-value tweet. Nobody favourited it. Penalty card for Bea.",
    ],
    [{ kind: 'pass', player: 2 }, 'Cyd passes: only blank cards in hand.'],
    [{ kind: 'write', player: 3, count: 1 }, 'Dora filled in 1 blank card.'],
    [{ kind: 'failWhale', player: 3 }, 'Dora called a Fail Whale.'],
    [{ kind: 'resume' }, 'Play resumed after the Fail Whale.'],
  ])('%j', (entry, text) => expect(describeEntry(s, entry)).toBe(text));
});

describe('recentEntries', () => {
  it('shows the last turn and what followed it', () => {
    const s = unwrap(passTurn(playTurn(withHands(newGame(), [[3, 0], [0, 2], [3, 0], [3, 0]]), 0, [], 2)));
    expect(recentEntries(s).map((e) => e.kind)).toEqual(['turn', 'pass']);
  });

  it('keeps the saved log short', () => {
    // More writes than the log keeps (a spread state: more blanks than a real hand holds).
    let s = withHands(newGame(), [[3, 0], [3, 0], [3, 0], [0, LOG_LIMIT + 5]]);
    for (let i = 0; i < LOG_LIMIT + 5; i++) s = unwrap(writeTweets(s, { player: 3, count: 1 }));
    expect(s.log).toHaveLength(LOG_LIMIT);
    expect(s.tally.written).toBe(LOG_LIMIT + 5);
  });
});

describe('tableSummary (the Resume line)', () => {
  it('names whose turn it is and every hand, in turn order', () => {
    const s = playTurn(newGame(), 0, [], 1);
    expect(tableSummary(s)).toBe("Bea's turn · cards: Al 3, Bea 4, Cyd 3, Dora 3");
  });
  it('says when a tweet is on the table or a Fail Whale is on', () => {
    expect(tableSummary({ ...newGame(), pending: { author: 2, favourites: null } })).toMatch(/^Cyd's tweet on the table · /);
    expect(tableSummary({ ...newGame(), paused: true })).toMatch(/^Fail Whale: writing · /);
  });
  it('is null with no game in progress', () => {
    expect(tableSummary(null)).toBeNull();
    expect(tableSummary({ ...newGame(), winner: 0 })).toBeNull();
  });
});
