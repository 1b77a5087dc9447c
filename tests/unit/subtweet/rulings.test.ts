import { describe, expect, it } from 'vitest';
import { unwrap } from '~/kit/result';
import {
  callFailWhale,
  cardsHeld,
  currentPlayer,
  mustAskBeforePass,
  passTurn,
  playCard,
  recordFavourites,
  revealRecipient,
  setup,
  writeTweets,
  type SubtweetState,
} from '~/games/subtweet/engine';
import { hands, newGame, playTurn, withHands } from './helpers';

describe('one test per ruling', () => {
  it('ST-1: 3 to 12 players, each starting with 3 written cards', () => {
    expect(setup({ handles: ['a', 'bb'] }).ok).toBe(false);
    expect(setup({ handles: Array.from({ length: 13 }, (_, i) => `p${i}`) }).ok).toBe(false);
    for (const n of [3, 12]) {
      const s = unwrap(setup({ handles: Array.from({ length: n }, (_, i) => `player${i}`), rpsWinner: 0 }));
      expect(s.players.every((p) => p.written === 3 && p.blank === 0)).toBe(true);
    }
  });

  it('ST-2: shortest handle first, rock-paper-scissors among a tie, then seating order', () => {
    expect(unwrap(setup({ handles: ['Dora', 'Cyd', 'Al', 'Bea'] })).order).toEqual([2, 3, 0, 1]);
    expect(setup({ handles: ['Al', 'Bo', 'Cyd'] }).ok).toBe(false);
    expect(unwrap(setup({ handles: ['Al', 'Bo', 'Cyd'], rpsWinner: 1 })).order).toEqual([1, 2, 0]);
  });

  it('ST-3: a blank-only hand passes, and the author never favourites', () => {
    const asked = playTurn(withHands(newGame(), [[3, 0], [0, 3], [3, 0], [3, 0]]), 0, [2], 2);
    expect(mustAskBeforePass(asked)).toBe(true);
    const s = unwrap(passTurn(asked));
    expect(currentPlayer(s)).toBe(2);
    expect(s.log.at(-1)).toEqual({ kind: 'pass', player: 1 });
    const played = unwrap(playCard(s, { author: 2 }));
    expect(recordFavourites(played, { favourites: [2] }).ok).toBe(false);
  });

  it('ST-4: author and recipient draw when the recipient did not fav; other favers draw; nobody past 10', () => {
    // Al authors about Cyd; Cyd missed it; Bea and Dora (already at 10) faved.
    const s = withHands(newGame(), [[3, 0], [2, 0], [1, 1], [4, 6]]);
    const after = playTurn(s, 0, [1, 3], 2);
    expect(hands(after)).toEqual([[2, 1], [2, 1], [1, 2], [4, 6]]);
    expect(after.log.find((e) => e.kind === 'turn')).toMatchObject({ penalised: [0, 1, 2], waived: [3] });
  });

  it('ST-5: the first player whose hand is empty after a turn wins, and play stops', () => {
    const s = withHands(newGame(), [[1, 0], [3, 0], [3, 0], [3, 0]]);
    const played = unwrap(playCard(s, { author: 0 }));
    expect(played.winner).toBeNull(); // not until the turn is resolved
    const won = unwrap(revealRecipient(unwrap(recordFavourites(played, { favourites: [1] })), { recipient: 1 }));
    expect(won.winner).toBe(0);
    expect(currentPlayer(won)).toBeNull();
    expect(playCard(won, { author: 1 })).toEqual({ ok: false, error: 'The game is over: Al won.' });
    expect(writeTweets(won, { player: 1, count: 1 }).ok).toBe(false);
  });

  it('ST-5: a penalty on the last card means no win', () => {
    const s = playTurn(withHands(newGame(), [[1, 0], [3, 0], [3, 0], [3, 0]]), 0, [], 1);
    expect(s.winner).toBeNull();
    expect(hands(s)[0]).toEqual([0, 1]);
  });

  describe('ST-6: variations are off by default and each works when on', () => {
    const everyone = (state: SubtweetState) => playTurn(state, 0, [1, 2, 3], 2);

    it('everyone favs: the author discards every blank card (and can win that way)', () => {
      const start = withHands(newGame(), [[2, 4], [3, 0], [3, 0], [3, 0]]);
      expect(hands(everyone(start))[0]).toEqual([1, 4]);
      const on = everyone({ ...start, variations: { ...start.variations, everyoneFavs: true } });
      expect(hands(on)[0]).toEqual([1, 0]);
      expect(on.tally.discarded).toBe(4);
      const last = withHands(on, [[1, 3], [3, 0], [3, 0], [3, 0]]);
      expect(everyone({ ...last, turn: 0 }).winner).toBe(0);
    });

    it('face value: no recipient; the author draws only if nobody favs, every faver draws', () => {
      const off = unwrap(recordFavourites(unwrap(playCard(newGame(), { author: 0 })), { favourites: [] }));
      expect(revealRecipient(off, { recipient: null }).ok).toBe(false);
      const base = newGame({ variations: { faceValue: true } });
      expect(hands(playTurn(base, 0, [], null))).toEqual([[2, 1], [3, 0], [3, 0], [3, 0]]);
      expect(hands(playTurn(base, 0, [1, 3], null))).toEqual([[2, 0], [3, 1], [3, 0], [3, 1]]);
    });

    it('Fail Whale: only when on, with two blank-only hands', () => {
      const hs: [number, number][] = [[3, 0], [0, 1], [0, 2], [3, 0]];
      expect(callFailWhale(withHands(newGame(), hs), { player: 1 }).ok).toBe(false);
      expect(unwrap(callFailWhale(withHands(newGame({ variations: { failWhale: true } }), hs), { player: 1 })).paused).toBe(true);
    });
  });
});

describe('a whole four-player game (the e2e script)', () => {
  // Seats: Al, Bo, Cyd, Dee. Al and Bo tie on length; Bo wins rock-paper-scissors.
  const AL = 0, BO = 1, CYD = 2, DEE = 3;
  const turns: [author: number, favs: number[], recipient: number][] = [
    [BO, [], DEE],
    [CYD, [AL, DEE], AL],
    [DEE, [], CYD],
    [AL, [DEE], BO],
    // Al fills in his blank here.
    [BO, [], DEE],
    [CYD, [AL, DEE], AL],
    [DEE, [], CYD],
    [AL, [CYD, DEE], CYD],
    [BO, [], DEE],
    [CYD, [AL, DEE], AL], // Dee holds 10: penalty waived
    [DEE, [], CYD],
    [AL, [BO, DEE], BO],
    // Bo, Cyd and Dee hold only blanks and pass; Al plays his last card.
    [AL, [CYD], CYD],
  ];

  it('ends with Al winning after passes and a capped penalty, cards conserved', () => {
    let s = unwrap(setup({ handles: ['Al', 'Bo', 'Cyd', 'Dee'], rpsWinner: BO }));
    expect(s.order).toEqual([BO, CYD, DEE, AL]);
    turns.forEach(([author, favs, recipient], i) => {
      // Blank-only hands are asked and (having written nothing) pass.
      while (mustAskBeforePass(s)) s = unwrap(passTurn(s));
      expect(currentPlayer(s)).toBe(author);
      s = playTurn(s, author, favs, recipient);
      if (i === 3) s = unwrap(writeTweets(s, { player: AL, count: 1 }));
      expect(s.players.every((p) => p.written + p.blank <= 10)).toBe(true);
    });
    expect(s.winner).toBe(AL);
    expect(hands(s)).toEqual([[0, 0], [0, 4], [0, 3], [0, 10]]);
    const turnsLogged = s.log.filter((e) => e.kind === 'turn');
    expect(turnsLogged[9]).toMatchObject({ author: CYD, penalised: [], waived: [DEE] });
    expect(s.log.filter((e) => e.kind === 'pass').map((e) => (e as { player: number }).player)).toEqual([BO, CYD, DEE]);
    expect(cardsHeld(s) + s.tally.played).toBe(s.tally.dealt + s.tally.drawn - s.tally.discarded);
  });
});
