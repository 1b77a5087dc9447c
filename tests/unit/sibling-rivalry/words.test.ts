import { describe, expect, it } from 'vitest';
import { unwrap } from '~/kit/result';
import { advance, choiceOutcome, choices, stop, stopOutcome } from '~/games/sibling-rivalry/engine';
import { catchCostWords, catchRuleWords, describeChoice, describeStop, parseSquares, scoreWords, tokenLabels } from '~/games/sibling-rivalry/words';
import { catchCosts, catchRule } from '~/games/sibling-rivalry/odds';
import { position } from './helpers';

// Before a choice, say what it means. Each case is checked against the move
// itself, so the words can't drift from the rules (SR-4, SR-6, SR-7).

describe('track buttons say where the pawn lands and how it then stands', () => {
  it('stays, switches, and compares with every pawn on the landing track', () => {
    // Ann on Tickles 2; Ben on Tickles 3; Cy on Ouchies 1. Ann rolls 4 4 5 6 6.
    const s = position(['Ann', 'Ben', 'Cy'], {
      pawns: [{ track: 4, square: 2 }, { track: 4, square: 3 }, { track: 5, square: 1 }],
      turn: { rolls: 1, roll: [4, 4, 5, 6, 6], awaitingTrack: true },
    });
    const words = Object.fromEntries(choices(s).map((c) => [c.track, describeChoice(c)]));
    expect(Object.keys(words)).toEqual(['4', '5', '6']);
    expect(words[4]).toBe('to square 4, Sides (5): ahead of Ben (square 3)');
    expect(words[5]).toBe('to square 1, Pretend Punch (5): level with Cy (square 1)');
    expect(words[6]).toBe('to square 2, Your underwear is showing (6): alone on the track');
    expect(choiceOutcome(s, 4)).toMatchObject({ kind: 'lands', stay: true, square: 4 });
    // The words agree with the move: Sides is where advance puts her.
    expect(unwrap(advance(s, { track: 4 })).players[0]!.pawn).toEqual({ track: 4, square: 4 });
  });

  it('says behind, groups several rivals, and names a pawn that would come off', () => {
    const s = position(['Ann', 'Ben', 'Cy'], {
      pawns: [{ track: 2, square: 5 }, { track: 3, square: 4 }, { track: 3, square: 1 }],
      turn: { rolls: 1, roll: [3, 3, 5, 6, 6], awaitingTrack: true },
    });
    expect(describeChoice(choiceOutcome(s, 3))).toBe('to square 2, Tongue Out (3): ahead of Cy (square 1), behind Ben (square 4)');
    expect(describeChoice(choiceOutcome(s, 4))).toBe('no 4s in this roll, so your pawn comes off the board');
    expect(unwrap(advance(s, { track: 4 })).players[0]!.pawn).toBeNull();
  });

  it('a top square scores at once and clears the track', () => {
    const s = position(['Ann', 'Ben'], {
      pawns: [{ track: 2, square: 5 }, { track: 2, square: 6 }],
      turn: { rolls: 2, roll: [2, 2, 3], awaitingTrack: true },
    });
    expect(describeChoice(choiceOutcome(s, 2))).toBe('top square, Stop looking at me!: scores 6 now and you roll again; Ben comes off too');
    const after = unwrap(advance(s, { track: 2 }));
    expect(after.players.map((p) => p.pawn)).toEqual([null, null]);
    expect(after.turn.extra).toBe(true);
  });

  it('with no pawn and no matching die nothing moves', () => {
    const s = position(['Ann', 'Ben'], { pawns: [null, { track: 2, square: 1 }], turn: { rolls: 1, roll: [5, 5, 6, 6, 6], awaitingTrack: true } });
    expect(describeChoice(choiceOutcome(s, 2))).toBe('nothing moves');
  });
});

describe('the Stop button says the outcome before the tap', () => {
  it('alone: the square stays and scores at the start of the next turn', () => {
    const s = position(['Ann', 'Ben'], { pawns: [{ track: 4, square: 3 }, null], turn: { rolls: 1 } });
    expect(describeStop(stopOutcome(s))).toBe('your Chin stays and scores 4 at the start of your next turn, unless someone outdoes it');
    expect(unwrap(stop(s)).players[0]!.pawn).toEqual({ track: 4, square: 3 });
  });

  it('behind or level: the pawn comes off, naming who blocks it', () => {
    const s = position(['Ann', 'Ben', 'Cy'], {
      pawns: [{ track: 4, square: 3 }, { track: 4, square: 5 }, { track: 4, square: 3 }],
      turn: { rolls: 1 },
    });
    expect(describeStop(stopOutcome(s))).toBe('your pawn comes off: you are level with Cy, behind Ben on Tickles');
    expect(unwrap(stop(s)).players[0]!.pawn).toBeNull();
    const two = position(['Ann', 'Ben'], { pawns: [{ track: 4, square: 3 }, { track: 4, square: 5 }], turn: { rolls: 1 } });
    expect(describeStop(stopOutcome(two))).toBe('your pawn comes off: you are behind Ben on Tickles');
  });

  it('strictly ahead: the others come off and the pawn stays', () => {
    const s = position(['Ann', 'Ben', 'Cy'], {
      pawns: [{ track: 3, square: 4 }, { track: 3, square: 2 }, { track: 3, square: 1 }],
      turn: { rolls: 2 },
    });
    expect(describeStop(stopOutcome(s))).toBe(
      "Ben and Cy's pawns come off, and your Moron Face stays and scores 4 at the start of your next turn, unless someone outdoes it",
    );
    expect(unwrap(stop(s)).players.map((p) => p.pawn)).toEqual([{ track: 3, square: 4 }, null, null]);
  });

  it('no pawn: the turn simply passes', () => {
    const s = position(['Ann', 'Ben'], { turn: { rolls: 1 } });
    expect(describeStop(stopOutcome(s))).toBe("nothing of yours is on the board; Ben's turn");
  });
});

describe('tokenLabels', () => {
  it.each([
    [['Ann', 'Ben'], ['A', 'B']],
    [['Ann', 'amy', 'Ben'], ['A1', 'A2', 'B']],
    [['élise', 'Zoe'], ['É', 'Z']],
  ])('%j → %j', (names, labels) => {
    expect(tokenLabels(names)).toEqual(labels);
  });
});

describe('parseSquares', () => {
  it.each([
    ['5, 12, 19', [5, 12, 19]],
    ['5 12;19', [5, 12, 19]],
    ['', []],
  ])('reads %j', (text, squares) => {
    expect(parseSquares(text, 'Little Angels')).toEqual({ ok: true, value: squares });
  });
  it('says which entry is not a number', () => {
    expect(parseSquares('5, x2', 'Little Devils')).toEqual({
      ok: false,
      error: 'Little Devils: "x2" is not a square number. Type numbers separated by commas, like 5, 12, 19.',
    });
  });
});

describe('standings words', () => {
  it('says how many 1s catch you, naming the Little Angel or Devil only when it changes the number (SR-5)', () => {
    expect(catchRuleWords(catchRule(position(['Ann', 'Ben'], { scores: [4, 0] })))).toBe('3 1s catch you');
    expect(catchRuleWords(catchRule(position(['Ann', 'Ben'], { scores: [12, 0] })))).toBe('4 1s catch you, not 3: you are on a Little Angel (square 12)');
    expect(catchRuleWords(catchRule(position(['Ann', 'Ben'], { scores: [9, 0] })))).toBe('2 1s catch you, not 3: you are on a Little Devil (square 9)');
  });

  it('says what the likeliest catch costs, short', () => {
    const s = position(['Ann', 'Ben'], { scores: [12, 0] });
    expect(catchCostWords(catchCosts(s)[0], 12)).toBe('back 4, to square 8');
    expect(catchCostWords(catchCosts(position(['Ann', 'Ben'], { scores: [0, 0] }))[0], 0)).toBe('nothing to lose at Start');
  });

  it('reads a scoring pawn as Start, a square or home', () => {
    expect([0, 7, 25, 26].map((n) => scoreWords(n, 25))).toEqual(['Start', '7', '25', 'home']);
  });
});
