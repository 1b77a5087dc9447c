import type { Lesson } from '~/kit/lesson';
import { ok, unwrap, type Result } from '~/kit/result';
import { defaultLayout } from './data';
import { advance, roll, setup, stop, type State } from './engine';
import type { Saved } from './state';

/**
 * A round for three, replaying the seed's own examples on the real scoreboard: Cat's
 * Chin on Tickles, Ann's 1, 2, 4, 6, 6 then 1, 5, 5, 5 and her switch to Ouchies, a
 * stop that leaves the pawn, Ben caught on a Little Devil, Cat's 2, 2, 3, 5, 6 and a
 * stop that removes her pawn, and the clear board that leaves Ann only Looks.
 */

const GAME = 'sibling-rivalry';
const rule = (section: string) => ({ game: GAME, section });

// A real new game (so the lesson keeps every field a game has), then the round so far:
// Ann's third turn, Cat's Chin standing on Tickles as in the seed's example, and Ben's
// scoring pawn on square 9, a Little Devil of the default track (SR-1).
const fresh = unwrap(setup({ players: ['Ann', 'Ben', 'Cat'], layout: defaultLayout }));
const [ann, ben, cat] = fresh.players as [State['players'][number], State['players'][number], State['players'][number]];
const game: State = {
  ...fresh,
  players: [
    { ...ann, score: 3, turns: 3 },
    { ...ben, score: 9, turns: 2 },
    { ...cat, score: 6, turns: 2, pawn: { track: 4, square: 3 } },
  ],
  events: ['Cat stops.', 'Chin stays on the board: it scores next turn if nobody outdoes it.', "Ann's turn."],
};

/** Applies a game move to the scoreboard's save, as the scoreboard does. */
const on =
  (move: (g: State) => Result<State>) =>
  (saved: Saved): Result<Saved> => {
    if (saved.game === null) return { ok: false, error: 'Start a game first.' };
    const next = move(saved.game);
    return next.ok ? ok({ ...saved, game: next.value }) : next;
  };
const rolls = (dice: number[]) => on((g) => roll(g, { dice }));
const uses = (track: number) => on((g) => advance(g, { track }));

export const lesson: Lesson<Saved> = {
  game: GAME,
  title: 'Learn Sibling Rivalry',
  start: { layout: defaultLayout, game },
  steps: [
    {
      say: "Cat's challenge pawn stands on Tickles square 3, Chin. Ann may join Tickles to outdo Cat, or escalate one track higher, to Ouchies.",
      ask: 'Tap Roll 5 dice on the phone',
      rule: rule('which-tracks-you-may-use'),
      script: [1, 2, 4, 6, 6],
      move: rolls([1, 2, 4, 6, 6]),
    },
    {
      say: 'The 1 is set aside for the rest of the turn. One 4 and no 5s: Tickles moves her up one square, Ouchies would not put her on the board.',
      ask: 'Tap Tickles (4s)',
      rule: rule('your-turn'),
      move: uses(4),
    },
    {
      say: 'Ann is behind Cat on Tickles, so stopping now would take her pawn off. She rolls again, only the 4 dice that are not 1s.',
      ask: 'Tap Roll 4 dice on the phone',
      rule: rule('stopping'),
      script: [1, 5, 5, 5],
      move: rolls([1, 5, 5, 5]),
    },
    {
      say: 'A second 1: a third would get her caught. Three 5s: she may leave Tickles and go three squares up Ouchies, from its bottom.',
      ask: 'Tap Ouchies (5s)',
      rule: rule('which-tracks-you-may-use'),
      move: uses(5),
    },
    {
      say: 'Her Pinch is alone on Ouchies, and one more 1 would cost her. She stops: a pawn alone on its track stays there.',
      ask: 'Tap Stop',
      rule: rule('stopping'),
      move: on(stop),
    },
    {
      say: "Ben's scoring pawn stands on square 9, a Little Devil: his parents are watching, so two 1s are enough to catch him.",
      ask: 'Tap Roll 5 dice on the phone',
      rule: rule('getting-caught'),
      script: [1, 4, 1, 5, 6],
      move: rolls([1, 4, 1, 5, 6]),
    },
    {
      say: "Caught: Ben goes back one square per 1. Cat's Chin was not outdone, so it scored 4 as her turn began; now only Ann's Pinch is on the board.",
      ask: 'Tap Roll 5 dice on the phone',
      rule: rule('your-turn'),
      script: [2, 2, 3, 5, 6],
      move: rolls([2, 2, 3, 5, 6]),
    },
    {
      say: 'With 2, 2, 3, 5, 6 Looks would go two squares, Faces one, Tickles none; Cat may use Ouchies or Teases, one square each. She tries Ouchies.',
      ask: 'Tap Ouchies (5s)',
      rule: rule('which-tracks-you-may-use'),
      move: uses(5),
    },
    {
      say: 'Cat is behind Ann on Ouchies. A pawn level with or behind another has outdone nobody, so when she stops it comes off.',
      ask: 'Tap Stop',
      rule: rule('stopping'),
      move: on(stop),
    },
    {
      say: "Nobody outdid Ann's Pinch: it scored 5. The board is clear now, and on a clear board Looks is the only track.",
      ask: 'Tap Roll 5 dice on the phone',
      rule: rule('which-tracks-you-may-use'),
      script: [2, 2, 3, 5, 6],
      move: rolls([2, 2, 3, 5, 6]),
    },
  ],
  end: 'With no choice to make, the phone put Ann two squares up Looks for her two 2s. That is a whole round: leave the lesson to play your own game.',
};
