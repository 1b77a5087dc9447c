import { describe, expect, it } from 'vitest';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import {
  advance,
  catchThreshold,
  diceLeft,
  legalTracks,
  moveScoringPawn,
  roll,
  rollWith,
  setup,
  stop,
  type State,
} from '~/games/sibling-rivalry/engine';
import { errorOf, newGame, play, position } from './helpers';

const R = (...dice: number[]) => (s: State) => roll(s, { dice });
const A = (track: number) => (s: State) => advance(s, { track });
const S = (s: State) => stop(s);
const scores = (s: State) => s.players.map((p) => p.score);
const pawns = (s: State) => s.players.map((p) => p.pawn);

describe('setup', () => {
  it('puts every scoring pawn at Start, clears the board and gives the first player five dice', () => {
    const s = newGame(['Ann', 'Ben', 'Cy']);
    expect(scores(s)).toEqual([0, 0, 0]);
    expect(pawns(s)).toEqual([null, null, null]);
    expect(s.turn).toEqual({ player: 0, ones: 0, rolls: 0, roll: null, awaitingTrack: false, extra: false });
    expect(diceLeft(s)).toBe(5);
    expect(s.winner).toBeNull();
  });

  it('refuses a layout with a square both Angel and Devil, in words', () => {
    expect(errorOf(setup({ players: ['A', 'B'], layout: { length: 20, angels: [4], devils: [4] } }))).toMatch(
      /Square 4 cannot hold both/,
    );
  });

  it('state is plain JSON (survives a round trip unchanged)', () => {
    const s = play(newGame(), R(2, 2, 3, 1, 5));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('roll (alone)', () => {
  it.each([
    [[2, 2, 3, 4, 7], "A die shows 1 to 6, so 7 can't be right."],
    [[0, 2, 3, 4, 5], "A die shows 1 to 6, so 0 can't be right."],
    [[2.5, 2, 3, 4, 5], "A die shows 1 to 6, so 2.5 can't be right."],
    [[7, 2, 0, 4, 9], "A die shows 1 to 6, so 7, 0 and 9 can't be right."],
    [[2, 3, 4, 5], 'This roll needs 5 dice; you entered 4.'],
    [[2, 3, 4, 5, 6, 6], 'This roll needs 5 dice; you entered 6.'],
  ])('refuses %j', (dice, message) => {
    expect(errorOf(roll(newGame(), { dice }))).toBe(message);
  });

  it('asks only for the dice not set aside, and says why (SR-5)', () => {
    const s = position(['Ann', 'Ben'], { pawns: [null, { track: 3, square: 1 }], turn: { ones: 2, rolls: 1 } });
    expect(errorOf(roll(s, { dice: [2, 3, 4, 5, 6] }))).toBe(
      'This roll needs 3 dice (the two 1s set aside are not rolled again); you entered 5.',
    );
    expect(roll(s, { dice: [2, 3, 4] }).ok).toBe(true);
  });

  it('refuses a second roll before a track is chosen', () => {
    const s = play(position(['Ann', 'Ben'], { pawns: [null, { track: 3, square: 1 }] }), R(3, 4, 2, 5, 6));
    expect(s.turn.awaitingTrack).toBe(true);
    expect(errorOf(roll(s, { dice: [2, 2, 2, 2, 2] }))).toBe('Choose a track for the last roll before rolling again.');
  });

  it('rollWith rolls exactly the dice left with the phone', () => {
    const s = position(['Ann', 'Ben'], { pawns: [null, { track: 3, square: 1 }], turn: { ones: 1, rolls: 1 } });
    const next = unwrap(rollWith(s, seededRng(7)));
    expect(next.events[0]).toMatch(/^Ann rolls( [1-6]){4}\.$/);
  });
});

describe('advance (alone)', () => {
  it('refuses before any roll', () => {
    expect(errorOf(advance(newGame(), { track: 2 }))).toBe('Roll the dice first, then choose a track.');
  });

  it('names the tracks that are legal when refusing one that is not', () => {
    const s = play(position(['Ann', 'Ben'], { pawns: [null, { track: 3, square: 1 }] }), R(2, 3, 4, 5, 6));
    expect(errorOf(advance(s, { track: 2 }))).toBe("You can't use the Looks track now: choose Faces (3s) or Tickles (4s).");
    expect(errorOf(advance(s, { track: 9 }))).toBe("You can't use track 9 now: choose Faces (3s) or Tickles (4s).");
  });
});

describe('stop (alone)', () => {
  it('refuses before rolling', () => {
    expect(errorOf(stop(newGame()))).toBe('Roll at least once before you stop.');
  });
  it('refuses while a roll waits for a track', () => {
    const s = play(position(['Ann', 'Ben'], { pawns: [null, { track: 3, square: 1 }] }), R(3, 4, 2, 5, 6));
    expect(errorOf(stop(s))).toBe('Choose a track for the last roll before you stop.');
  });
});

describe('SR-1 score track layout', () => {
  it('a game uses the default layout unless the table edits it', () => {
    expect(newGame().layout).toEqual({ length: 25, angels: [5, 12, 19], devils: [9, 16, 23] });
    const custom = { length: 12, angels: [3], devils: [6] };
    const s = position(['Ann', 'Ben'], { scores: [3, 6], layout: custom });
    expect(s.layout).toEqual(custom);
    expect(catchThreshold(s, 0)).toBe(4);
    expect(catchThreshold(s, 1)).toBe(2);
  });
});

describe('SR-2 points are the printed number', () => {
  it('a pawn on square 4 of Looks (Steady Stare) scores 3 at the start of its turn', () => {
    const s = position(['Ann', 'Ben'], { pawns: [{ track: 2, square: 4 }, null], turn: { player: 1, rolls: 1 } });
    const next = unwrap(stop(s));
    expect(next.players[0]!.score).toBe(3);
    expect(next.events).toContain("Ann's Steady Stare was not outdone: it scores 3.");
  });
});

describe('SR-3 legal tracks', () => {
  it.each([
    ['the board is clear', [null, null, null], [2]],
    ['a pawn on 3', [null, { track: 3, square: 1 }, null], [3, 4]],
    ['pawns on 3 and 4', [null, { track: 3, square: 2 }, { track: 4, square: 1 }], [3, 4, 5]],
    ['pawns on 2 and 4 (no 3)', [null, { track: 2, square: 2 }, { track: 4, square: 1 }], [2, 4, 5]],
    ['a pawn on 6 (nothing above)', [null, { track: 6, square: 1 }, null], [6]],
    ['only my own pawn', [{ track: 3, square: 2 }, null, null], [2]],
  ] as const)('when %s', (_label, board, legal) => {
    expect(legalTracks(position(['Ann', 'Ben', 'Cy'], { pawns: [...board] }))).toEqual(legal);
  });

  it('on a clear board the only track is chosen for you', () => {
    const s = play(newGame(), R(2, 2, 3, 4, 5));
    expect(s.turn.awaitingTrack).toBe(false);
    expect(s.players[0]!.pawn).toEqual({ track: 2, square: 2 });
  });
});

describe('SR-4 advancing and switching', () => {
  const start = position(['Ann', 'Ben'], { pawns: [null, { track: 4, square: 3 }] });

  it("plays the seed's example: one square on Tickles, then switch to Ouchies for three", () => {
    const first = play(start, R(1, 2, 4, 6, 6), A(4));
    expect(first.players[0]!.pawn).toEqual({ track: 4, square: 1 });
    expect(first.turn.ones).toBe(1);
    const second = play(first, R(1, 5, 5, 5), A(5));
    expect(second.players[0]!.pawn).toEqual({ track: 5, square: 3 });
    expect(second.turn.ones).toBe(2);
  });

  it('staying on a track adds to the square', () => {
    const s = play(start, R(4, 4, 2, 3, 6), A(4), R(4, 2, 2, 3, 6), A(4));
    expect(s.players[0]!.pawn).toEqual({ track: 4, square: 3 });
  });

  it('switching to a track with no matching dice takes the pawn off the board', () => {
    const s = play(start, R(4, 4, 2, 3, 6), A(4), R(4, 2, 2, 3, 6), A(5));
    expect(s.players[0]!.pawn).toBeNull();
  });

  it('a roll with no matching die on any legal track moves nothing and needs no choice', () => {
    const s = play(start, R(4, 4, 2, 3, 6), A(4), R(2, 2, 3, 6, 6));
    expect(s.turn.awaitingTrack).toBe(false);
    expect(s.players[0]!.pawn).toEqual({ track: 4, square: 2 });
    expect(s.events.at(-1)).toBe('No 4s or 5s: nothing moves.');
  });
});

describe('SR-5 ones and getting caught', () => {
  it('sets 1s aside and catches at three, moving back one square per 1', () => {
    const s = position(['Ann', 'Ben'], { scores: [7, 0] });
    const two = play(s, R(1, 1, 2, 3, 4));
    expect(two.turn.ones).toBe(2);
    expect(diceLeft(two)).toBe(3);
    const caught = play(two, R(1, 2, 2));
    expect(caught.players[0]!.score).toBe(4);
    expect(caught.players[0]!.pawn).toBeNull();
    expect(caught.turn.player).toBe(1);
    expect(caught.events).toContain('Caught with three 1s: back 3 squares.');
  });

  it('more than the threshold in one roll moves back by all of them', () => {
    const s = play(position(['Ann', 'Ben'], { scores: [8, 0] }), R(1, 1, 1, 1, 2));
    expect(s.players[0]!.score).toBe(4);
  });

  it('a catching roll advances nothing, even with matching dice', () => {
    const s = play(position(['Ann', 'Ben'], { scores: [9, 0] }), R(1, 1, 2, 2, 2));
    expect(s.players[0]!.pawn).toBeNull();
    expect(s.players[0]!.score).toBe(7);
  });

  it.each([
    ['an ordinary square', 7, 3],
    ['Start', 0, 3],
    ['a Little Angel', 5, 4],
    ['a Little Devil', 9, 2],
  ])('on %s (square %i) %i 1s catch you', (_where, score, threshold) => {
    expect(catchThreshold(position(['Ann', 'Ben'], { scores: [score, 0] }))).toBe(threshold);
  });

  it('a Little Angel survives three 1s; a Little Devil is caught by two', () => {
    const angel = play(position(['Ann', 'Ben'], { scores: [12, 0] }), R(1, 1, 1, 2, 3));
    expect(angel.turn.player).toBe(0);
    expect(angel.turn.ones).toBe(3);
    const devil = play(position(['Ann', 'Ben'], { scores: [16, 0] }), R(1, 1, 2, 3, 4));
    expect(devil.turn.player).toBe(1);
    expect(devil.players[0]!.score).toBe(14);
  });
});

describe('SR-6 stopping', () => {
  // Ben has no pawn, so passing the turn to him scores nothing (SR-8) and the board is as the stop left it.
  const mid = (mine: number, theirs: number | null) =>
    position(['Ann', 'Ben', 'Cy'], {
      pawns: [{ track: 3, square: mine }, null, theirs === null ? null : { track: 3, square: theirs }],
      turn: { rolls: 1 },
    });

  it('a pawn alone on its track stays', () => {
    const s = unwrap(stop(mid(2, null)));
    expect(pawns(s)).toEqual([{ track: 3, square: 2 }, null, null]);
  });
  it('a pawn strictly ahead removes the pawns behind it and stays', () => {
    const s = unwrap(stop(mid(3, 2)));
    expect(pawns(s)).toEqual([{ track: 3, square: 3 }, null, null]);
  });
  it.each([
    ['tied', 3],
    ['behind', 4],
  ])('a pawn %s comes off and the other stays', (_label, theirs) => {
    const s = unwrap(stop(mid(3, theirs)));
    expect(pawns(s)).toEqual([null, null, { track: 3, square: theirs }]);
  });
});

describe('SR-7 top square', () => {
  it('clears the track, scores the top square and gives a fresh extra turn', () => {
    const s = position(['Ann', 'Ben', 'Cy'], {
      scores: [3, 0, 0],
      pawns: [{ track: 2, square: 5 }, { track: 2, square: 6 }, { track: 3, square: 1 }],
      turn: { ones: 2, rolls: 2 },
    });
    const top = play(s, R(2, 2, 2), A(2));
    expect(pawns(top)).toEqual([null, null, { track: 3, square: 1 }]);
    expect(top.players[0]!.score).toBe(9);
    expect(top.turn).toEqual({ player: 0, ones: 0, rolls: 0, roll: null, awaitingTrack: false, extra: true });
    expect(diceLeft(top)).toBe(5);
  });

  it('the extra turn is not counted as another ordinary turn', () => {
    const top = play(newGame(), R(2, 2, 2, 2, 2), R(2, 2, 3, 3, 3));
    expect(top.turn.extra).toBe(true);
    expect(top.players[0]!.turns).toBe(1);
  });
});

describe('SR-8 start of turn', () => {
  it('a challenge pawn still on the board comes off and scores', () => {
    const s = position(['Ann', 'Ben'], { scores: [0, 10], pawns: [null, { track: 5, square: 4 }], turn: { rolls: 1 } });
    const next = unwrap(stop(s));
    expect(next.players[1]).toMatchObject({ score: 16, pawn: null });
  });
});

describe('SR-9 moving the scoring pawn', () => {
  const layout = newGame().layout;
  const at = (...s: number[]) => position(s.map((_, i) => `P${i}`), { scores: s }).players;

  it.each([
    ['forward to a free square', [3, 9], 3, [6, 9]],
    ['forward onto a pawn slides back one', [3, 6], 3, [5, 6]],
    ['slides past a run of pawns', [2, 6, 5, 4], 4, [3, 6, 5, 4]],
    ['slides back past square 1 to Start', [0, 2, 1], 2, [0, 2, 1]],
    ['back to a free square', [7, 2], -3, [4, 2]],
    ['back onto a pawn keeps going back', [7, 4], -3, [3, 4]],
    ['back past square 1 stops at Start', [2, 9], -3, [0, 9]],
    ['a pawn at Start ignores a backward move', [0, 9], -3, [0, 9]],
    ['many pawns may share Start', [2, 0], -2, [0, 0]],
  ])('%s', (_label, before, steps, after) => {
    expect(moveScoringPawn(layout, at(...before), 0, steps).players.map((p) => p.score)).toEqual(after);
  });

  it('says when the pawn ends on a Little Angel or Devil, where the catch number changes (SR-5)', () => {
    expect(moveScoringPawn(layout, at(3, 0), 0, 2).events).toContain('Square 5 is a Little Angel: it takes four 1s to catch P0 there.');
    expect(moveScoringPawn(layout, at(12, 0), 0, -3).events).toContain('Square 9 is a Little Devil: two 1s catch P0 there.');
    // Slid back off the Angel by a pawn on it: nothing to say about square 5.
    expect(moveScoringPawn(layout, at(3, 5), 0, 2).events.join(' ')).not.toMatch(/Little/);
  });
});

describe('SR-10 winning', () => {
  it('landing exactly on the last square is not yet a win', () => {
    const s = position(['Ann', 'Ben'], { scores: [22, 0], pawns: [{ track: 2, square: 4 }, null], turn: { player: 1, rolls: 1 } });
    const next = unwrap(stop(s));
    expect(next.players[0]!.score).toBe(25);
    expect(next.winner).toBeNull();
  });

  it('moving past the last square wins at once, mid-turn', () => {
    const s = position(['Ann', 'Ben'], { scores: [20, 0], pawns: [{ track: 2, square: 5 }, null] , turn: { rolls: 1 } });
    const won = play(s, R(2, 2, 3, 4, 5));
    expect(won.winner).toBe(0);
    expect(won.players[0]!.score).toBe(26);
    expect(won.events.at(-1)).toBe('Ann crosses the finish line and wins!');
  });

  it('a won game accepts no move', () => {
    const won = { ...newGame(), winner: 1 };
    const msg = 'The game is over: Ben won. Start a new game to play again.';
    expect(errorOf(roll(won, { dice: [2, 2, 2, 2, 2] }))).toBe(msg);
    expect(errorOf(advance(won, { track: 2 }))).toBe(msg);
    expect(errorOf(stop(won))).toBe(msg);
    expect(errorOf(rollWith(won, seededRng(1)))).toBe(msg);
  });
});

describe('SR-11 players and order', () => {
  it.each([
    [['Ann'], 'This game is for 2 to 8 players; you have 1.'],
    [['1', '2', '3', '4', '5', '6', '7', '8', '9'], 'This game is for 2 to 8 players; you have 9.'],
    [['Ann', ''], 'Player 2 needs a name.'],
    [['Ann', 'ann'], 'Two players are called "ann": add an initial so the table can tell them apart.'],
  ])('refuses %j', (players, message) => {
    expect(errorOf(setup({ players }))).toBe(message);
  });

  it('turns go round in seating order and only the caught player is punished', () => {
    const s = position(['Ann', 'Ben', 'Cy'], { scores: [4, 6, 8], turn: { player: 1 } });
    const caught = play(s, R(1, 1, 1, 2, 2));
    expect(scores(caught)).toEqual([4, 3, 8]);
    expect(caught.turn.player).toBe(2);
    const round = play(caught, R(2, 3, 4, 5, 6), S);
    expect(round.turn.player).toBe(0);
    expect(round.winner).toBeNull();
  });
});

describe('whole games with fixed dice', () => {
  it('two players: challenges, outdoing, a catch, then a run of tops to the finish', () => {
    let s = newGame(['Ann', 'Ben']);
    s = play(s, R(2, 2, 3, 4, 5), S); // Ann: Sidelong Glance stays
    s = play(s, R(2, 2, 2, 3, 6), A(2), S); // Ben: Direct Look outdoes Ann
    expect(pawns(s)).toEqual([null, { track: 2, square: 3 }]);
    s = play(s, R(3, 3, 3, 3, 1), A(3), S); // Ann escalates to Faces: Moron Face
    s = play(s, R(1, 1, 4, 5, 6), A(4), R(1, 4, 4)); // Ben scores 2, then is caught: back to Start
    expect(scores(s)).toEqual([4, 0]);
    expect(pawns(s)).toEqual([null, null]);
    expect(s.turn.player).toBe(0);
    // Ann's Moron Face scored 4; now tops of Looks (6 each) until she crosses 25.
    for (let i = 0; i < 4; i++) {
      expect(s.winner).toBeNull();
      s = play(s, R(2, 2, 2, 2, 2), R(2, 2, 3, 3, 3));
    }
    expect(s.winner).toBe(0);
    expect(s.players[0]!.score).toBe(26);
  });

  it('four players: escalation, a catch, a slide-back, a Little Angel and a win', () => {
    let s = newGame(['Ann', 'Ben', 'Cy', 'Dee']);
    s = play(s, R(2, 2, 2, 2, 2), R(2, 2, 3, 3, 3)); // Ann tops Looks: 6, extra turn
    s = play(s, R(2, 3, 4, 5, 6), S); // Ann: Looking Near stays
    s = play(s, R(2, 2, 3, 4, 5), A(2), S); // Ben outdoes her: Sidelong Glance
    s = play(s, R(3, 3, 3, 3, 3), A(3), R(3, 3, 2, 4, 5), A(3)); // Cy tops Faces: 7, extra turn
    expect(scores(s)).toEqual([6, 0, 7, 0]);
    s = play(s, R(2, 4, 4, 5, 6), A(2), S); // Cy: Looking Near is behind Ben, comes off
    expect(pawns(s)).toEqual([null, { track: 2, square: 2 }, null, null]);
    s = play(s, R(3, 3, 3, 4, 5), A(3), S); // Dee escalates: Pig Nose stays
    s = play(s, R(4, 4, 4, 2, 2), A(4), S); // Ann escalates to Tickles: Chin
    s = play(s, R(2, 3, 4, 5, 6), A(5), S); // Ben scores 2, then escalates to Ouchies
    expect(legalTracks(s)).toEqual([3, 4, 5, 6]);
    s = play(s, R(1, 1, 1, 1, 6)); // Cy caught with four 1s: 7 back to 3
    // Dee's Pig Nose scores 3 from Start: 3 (Cy) and 2 (Ben) are taken, so Dee slides to 1.
    expect(scores(s)).toEqual([6, 2, 3, 1]);
    expect(s.events).toContain('Square 3 is taken, so Dee slides back to square 1.');
    s = play(s, R(5, 5, 5, 5, 5), A(5), R(5, 5, 2, 3, 4), A(5)); // Dee tops Ouchies: 10
    s = play(s, R(5, 5, 5, 5, 5), A(5), R(5, 5, 2, 3, 4), A(5)); // and again: 19, a Little Angel
    expect(s.players[3]!.score).toBe(19);
    expect(catchThreshold(s)).toBe(4);
    s = play(s, R(1, 1, 1, 4, 6), A(4)); // three 1s do not catch an Angel
    expect(s.turn).toMatchObject({ player: 3, ones: 3 });
    s = play(s, R(4, 4), A(4), R(4, 4), A(4), R(4, 4), A(4)); // Dee tops Tickles (8): past the finish
    expect(s.winner).toBe(3);
    expect(s.players[0]!.pawn).toBeNull();
  });
});
