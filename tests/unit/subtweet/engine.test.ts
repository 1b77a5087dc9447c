import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unwrap } from '~/kit/result';
import {
  blankOnly,
  callFailWhale,
  canCallFailWhale,
  currentPlayer,
  firstPlayerCandidates,
  handleLength,
  mustAskBeforePass,
  nobodyCanPlay,
  passTurn,
  playCard,
  recordFavourites,
  resumePlay,
  revealRecipient,
  setup,
  turnHolder,
  turnOrder,
  writeTweets,
} from '~/games/subtweet/engine';
import { dataSchema, subtweet, type SubtweetData } from '~/games/subtweet/data';
import { hands, newGame, playTurn, withHands } from './helpers';

describe('handleLength', () => {
  it.each([
    ['@al', 2],
    ['al', 2],
    ['  @@bo ', 2],
    ['Zoë', 3],
    ['@', 0],
  ])('%j counts %i characters', (handle, length) => {
    expect(handleLength(handle)).toBe(length);
  });
});

describe('setup', () => {
  it('deals three written cards to everyone and nothing blank', () => {
    const s = newGame();
    expect(hands(s)).toEqual([[3, 0], [3, 0], [3, 0], [3, 0]]);
    expect(s.tally).toEqual({ dealt: 12, drawn: 0, discarded: 0, played: 0, written: 0 });
    expect(s.variations).toEqual({ everyoneFavs: false, faceValue: false, failWhale: false });
  });

  it.each([
    [['a', 'b'], 'at least 3 players'],
    [Array.from({ length: 13 }, (_, i) => `p${i}`), 'at most 12 players'],
    [['ann', ' ', 'cy'], 'Player 2 needs a handle'],
    [['ann', '@Ann', 'cy'], 'Players 1 and 2 are both'],
  ])('refuses %j: %s', (handles, reason) => {
    const r = setup({ handles });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(reason);
  });

  it('trims handles', () => {
    expect(newGame({ handles: [' @al ', 'bea', 'cyd'] }).players[0]!.handle).toBe('@al');
  });
});

describe('turn order (ST-2)', () => {
  it.each([
    [['Dora', 'Al', 'Bea'], [1]],
    [['Dora', 'Al', 'Bo', 'Cy'], [1, 2, 3]],
    [['@Jo', 'Ann', 'Bo'], [0, 2]],
  ])('shortest handles in %j are seats %j', (handles, seats) => {
    expect(firstPlayerCandidates(handles)).toEqual(seats);
  });

  it('goes round the table from the shortest handle', () => {
    expect(unwrap(turnOrder(['Dora', 'Bea', 'Al', 'Cyd']))).toEqual([2, 3, 0, 1]);
  });

  it('asks for the rock-paper-scissors winner on a tie, naming the tied players', () => {
    const r = turnOrder(['Dora', 'Al', 'Bo']);
    expect(r).toEqual({ ok: false, error: 'Al, Bo tie for the shortest handle: play rock-paper-scissors and say who won.' });
  });

  it('refuses a rock-paper-scissors winner who was not in the tie', () => {
    expect(turnOrder(['Dora', 'Al', 'Bo'], 0).ok).toBe(false);
  });

  it('starts with the rock-paper-scissors winner, then seating order', () => {
    expect(unwrap(turnOrder(['Dora', 'Al', 'Bo', 'Cyd'], 2))).toEqual([2, 3, 0, 1]);
  });

  it('ignores a rock-paper-scissors answer when there is no tie', () => {
    expect(unwrap(turnOrder(['Dora', 'Al', 'Bea'], 2))).toEqual([1, 2, 0]);
  });
});

describe('playCard', () => {
  it('takes one written card from the author and puts it on the table', () => {
    const s = unwrap(playCard(newGame(), { author: 0 }));
    expect(hands(s)[0]).toEqual([2, 0]);
    expect(s.pending).toEqual({ author: 0, favourites: null });
    expect(s.tally.played).toBe(1);
  });

  it.each([
    ['not their turn', (s: ReturnType<typeof newGame>) => playCard(s, { author: 1 }), "It is Al's turn."],
    ['a card already out', (s: ReturnType<typeof newGame>) => playCard(unwrap(playCard(s, { author: 0 })), { author: 0 }), 'still on the table'],
    ['no such seat', (s: ReturnType<typeof newGame>) => playCard(s, { author: 9 }), 'Pick who is playing.'],
    ['paused', (s: ReturnType<typeof newGame>) => playCard({ ...s, paused: true }, { author: 0 }), 'paused'],
    ['over', (s: ReturnType<typeof newGame>) => playCard({ ...s, winner: 2 }, { author: 0 }), 'Cyd won'],
  ])('refuses when %s', (_why, move, reason) => {
    const r = move(newGame());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(reason);
  });

  it('refuses a player with no written card', () => {
    const s = withHands(newGame(), [[0, 2], [3, 0], [3, 0], [3, 0]]);
    expect(playCard(s, { author: 0 })).toEqual({ ok: false, error: 'Al has no written card to play: fill in a blank card first.' });
  });
});

describe('recordFavourites', () => {
  const played = () => unwrap(playCard(newGame(), { author: 0 }));

  it('records favourites sorted and without repeats', () => {
    expect(unwrap(recordFavourites(played(), { favourites: [3, 1, 3] })).pending!.favourites).toEqual([1, 3]);
  });

  it('refuses the author favouriting their own tweet (ST-3)', () => {
    expect(recordFavourites(played(), { favourites: [1, 0] })).toEqual({
      ok: false,
      error: "Al wrote this tweet and can't favourite it (ST-3).",
    });
  });

  it.each([
    ['no card out', () => recordFavourites(newGame(), { favourites: [] })],
    ['an unknown seat', () => recordFavourites(played(), { favourites: [7] })],
  ])('refuses %s', (_why, move) => {
    expect(move().ok).toBe(false);
  });
});

describe('revealRecipient', () => {
  const faved = (favourites: number[], base = newGame()) =>
    unwrap(recordFavourites(unwrap(playCard(base, { author: 0 })), { favourites }));

  it('refuses a recipient who is the author', () => {
    expect(revealRecipient(faved([]), { recipient: 0 })).toEqual({
      ok: false,
      error: 'The recipient must be someone other than the author, Al.',
    });
  });

  it('refuses to reveal before the favourites are in', () => {
    const r = revealRecipient(unwrap(playCard(newGame(), { author: 0 })), { recipient: 1 });
    expect(r.ok).toBe(false);
  });

  it('refuses a tweet with no recipient unless face-value tweets are on', () => {
    expect(revealRecipient(faved([]), { recipient: null }).ok).toBe(false);
  });

  // Al (seat 0) authors; columns: favourites, recipient, hands afterwards.
  it.each<[string, number[], number, [number, number][]]>([
    ['only the recipient favs: nobody draws', [2], 2, [[2, 0], [3, 0], [3, 0], [3, 0]]],
    ['nobody favs: author and recipient draw', [], 2, [[2, 1], [3, 0], [3, 1], [3, 0]]],
    ['recipient and a bystander fav: bystander draws', [1, 2], 2, [[2, 0], [3, 1], [3, 0], [3, 0]]],
    ['recipient misses and two others fav: all four draw', [1, 3], 2, [[2, 1], [3, 1], [3, 1], [3, 1]]],
    ['everyone favs, no variation: bystanders draw', [1, 2, 3], 3, [[2, 0], [3, 1], [3, 1], [3, 0]]],
  ])('%s', (_why, favourites, recipient, expected) => {
    expect(hands(unwrap(revealRecipient(faved(favourites), { recipient })))).toEqual(expected);
  });

  it('logs the turn and moves to the next player', () => {
    const s = playTurn(newGame(), 0, [1], 2);
    expect(s.log.at(-1)).toEqual({ kind: 'turn', author: 0, recipient: 2, favourites: [1], penalised: [0, 1, 2], waived: [], discarded: 0 });
    expect(currentPlayer(s)).toBe(1);
    expect(s.pending).toBeNull();
  });
});

describe('writeTweets', () => {
  const s = withHands(newGame(), [[3, 0], [1, 3], [3, 0], [3, 0]]);

  it('turns blank cards into written ones', () => {
    const w = unwrap(writeTweets(s, { player: 1, count: 2 }));
    expect(hands(w)[1]).toEqual([3, 1]);
    expect(w.tally.written).toBe(2);
    expect(w.log.at(-1)).toEqual({ kind: 'write', player: 1, count: 2 });
  });

  it.each([
    [1, 4, 'only 3 blank cards'],
    [1, 0, 'at least one'],
    [0, 1, 'no blank cards'],
    [8, 1, 'Pick who'],
  ])('refuses seat %i writing %i: %s', (player, count, reason) => {
    const r = writeTweets(s, { player, count });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(reason);
  });
});

describe('passing (ST-3), asked before each pass', () => {
  it('stops at a blank-only hand instead of skipping it, and passes only when told', () => {
    // Al plays; Bea and Cyd hold only blanks.
    const s = playTurn(withHands(newGame(), [[3, 0], [0, 2], [0, 1], [3, 0]]), 0, [1], 1);
    expect(turnHolder(s)).toBe(1);
    expect(currentPlayer(s)).toBeNull();
    expect(mustAskBeforePass(s)).toBe(true);
    expect(s.log.some((e) => e.kind === 'pass')).toBe(false);
    const bea = unwrap(passTurn(s));
    expect(bea.log.at(-1)).toEqual({ kind: 'pass', player: 1 });
    expect(turnHolder(bea)).toBe(2);
    const cyd = unwrap(passTurn(bea));
    expect(currentPlayer(cyd)).toBe(3);
    expect(mustAskBeforePass(cyd)).toBe(false);
  });

  it('lets a player who wrote during another turn play instead of passing', () => {
    const s = playTurn(withHands(newGame(), [[3, 0], [0, 2], [0, 1], [3, 0]]), 0, [1], 1);
    const wrote = unwrap(writeTweets(s, { player: 1, count: 2 }));
    expect(currentPlayer(wrote)).toBe(1);
    expect(hands(wrote)[1]).toEqual([2, 0]);
    expect(passTurn(wrote)).toMatchObject({ ok: false, error: expect.stringContaining('plays rather than passes') });
  });

  it('records writing at any moment, even with a tweet on the table', () => {
    const base = withHands(newGame(), [[3, 0], [0, 2], [3, 0], [3, 0]]);
    const pending = unwrap(playCard(base, { author: 0 }));
    const wrote = unwrap(writeTweets(pending, { player: 1, count: 2 }));
    expect(wrote.pending).toEqual(pending.pending);
    expect(hands(wrote)[1]).toEqual([2, 0]);
    // After Al's turn Bea can play: nobody asks her to pass.
    const next = unwrap(revealRecipient(unwrap(recordFavourites(wrote, { favourites: [2] })), { recipient: 2 }));
    expect(currentPlayer(next)).toBe(1);
  });

  it('gives the author another turn when everyone else passes', () => {
    let s = playTurn(withHands(newGame(), [[3, 0], [0, 2], [0, 1], [0, 1]]), 0, [1], 1);
    for (let i = 0; i < 3; i++) s = unwrap(passTurn(s));
    expect(currentPlayer(s)).toBe(0);
  });

  it('waits for someone to write when nobody holds a written card, and refuses a pass', () => {
    const stuck = playTurn(withHands(newGame(), [[1, 1], [0, 2], [0, 1], [0, 1]]), 0, [], 1);
    expect(hands(stuck)[0]).toEqual([0, 2]);
    expect(nobodyCanPlay(stuck)).toBe(true);
    expect(mustAskBeforePass(stuck)).toBe(false);
    expect(passTurn(stuck)).toMatchObject({ ok: false, error: expect.stringContaining('Nobody holds a written card') });
    expect(playCard(stuck, { author: 1 })).toMatchObject({ ok: false });
    const written = unwrap(writeTweets(stuck, { player: 3, count: 1 }));
    // Bea (due next) still holds only blanks: the helper asks her, then Cyd, before Dora plays.
    expect(turnHolder(written)).toBe(1);
    expect(mustAskBeforePass(written)).toBe(true);
    expect(currentPlayer(unwrap(passTurn(unwrap(passTurn(written)))))).toBe(3);
  });

  it('refuses a pass mid-turn, while paused and after the game', () => {
    const s = newGame({ variations: { failWhale: true } });
    expect(passTurn(s).ok).toBe(false);
    expect(passTurn(unwrap(playCard(s, { author: 0 }))).ok).toBe(false);
    expect(passTurn({ ...s, paused: true }).ok).toBe(false);
    expect(passTurn({ ...s, winner: 1 }).ok).toBe(false);
  });
});

describe('Fail Whale (ST-6)', () => {
  const base = withHands(newGame({ variations: { failWhale: true } }), [[3, 0], [0, 2], [0, 1], [3, 0]]);

  it('is allowed with two blank-only hands and the variation on', () => {
    expect(blankOnly(base)).toEqual([1, 2]);
    expect(canCallFailWhale(base)).toBe(true);
  });

  it('pauses play until resumed', () => {
    const paused = unwrap(callFailWhale(base, { player: 2 }));
    expect(paused.paused).toBe(true);
    expect(playCard(paused, { author: 0 }).ok).toBe(false);
    const written = unwrap(writeTweets(paused, { player: 1, count: 2 }));
    const resumed = unwrap(resumePlay(written));
    expect(resumed.paused).toBe(false);
    expect(currentPlayer(resumed)).toBe(0);
    expect(resumed.log.map((e) => e.kind)).toEqual(['failWhale', 'write', 'resume']);
  });

  it.each([
    ['the variation is off', { ...base, variations: { ...base.variations, failWhale: false } }, 1, 'not in play'],
    ['only one hand is blank-only', withHands(base, [[3, 0], [0, 2], [1, 1], [3, 0]]), 1, 'two or more'],
    ['the caller holds a written card', base, 0, 'Only a player holding only blank cards'],
    ['already paused', { ...base, paused: true }, 1, 'already'],
  ])('is refused when %s', (_why, state, player, reason) => {
    const r = callFailWhale(state, { player });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(reason);
  });

  it('refuses to resume when not paused', () => {
    expect(resumePlay(base).ok).toBe(false);
  });
});

describe('data', () => {
  it('carries the seed numbers', () => {
    expect(subtweet.players).toEqual({ min: 3, max: 12 });
    expect(subtweet.startingCards).toBe(3);
    expect(subtweet.handCap).toBe(10);
    expect(subtweet.hashtag).toBe('#subtweetCardGame');
    expect(subtweet.variations.map((v) => v.name)).toEqual(['Everyone favs', 'Face-value tweets', 'Fail Whale']);
  });

  // The check runs at import in the build and the tests (the browser gets the checked file).
  it.each<[string, (d: SubtweetData) => unknown]>([
    ['a table of two', (d) => ({ ...d, players: { min: 2, max: 12 } })],
    ['min above max', (d) => ({ ...d, players: { min: 5, max: 4 } })],
    ['a hashtag without #', (d) => ({ ...d, hashtag: 'subtweet' })],
    ['a starting hand over the cap', (d) => ({ ...d, startingCards: d.handCap + 1 })],
    ['a variation twice', (d) => ({ ...d, variations: [d.variations[0], d.variations[0], d.variations[2]] })],
    ['an unknown variation', (d) => ({ ...d, variations: [{ ...d.variations[0]!, id: 'hashtagWars' }, d.variations[1], d.variations[2]] })],
    ['two variations', (d) => ({ ...d, variations: d.variations.slice(0, 2) })],
  ])('the schema refuses %s', (_, spoil) => {
    expect(v.safeParse(dataSchema(), subtweet).success).toBe(true);
    expect(v.safeParse(dataSchema(), spoil(subtweet)).success).toBe(false);
  });
});

it('setup round-trips through JSON (plain serialisable state)', () => {
  const s = playTurn(unwrap(setup({ handles: ['Al', 'Bea', 'Cyd'] })), 0, [1], 2);
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
});
