import type { Lesson, LessonStep } from '~/kit/lesson';
import type { OutcomeId } from './data';
import { recordOutcome } from './engine';
import type { MatchState } from './state';

/**
 * Empress taught on the real-cards match tracker (the table's own cards, the phone keeps
 * the score): two whole games of a first set. Game 1 draws twice, then the Assassin
 * slays the Empress on the third play; game 2 (hands swapped) draws four times and ends
 * in the forced last play. Every step is the tracker's own move, `recordOutcome`.
 *
 * The state is the tracker's store state (`MatchState | null`), so the lesson's start is
 * a match already set up: the setup form is not what the lesson teaches.
 */
type S = MatchState | null;

const record =
  (id: OutcomeId) =>
  (state: S) =>
    // The start is a match, and every step leads to one; null here is a bug in the lesson.
    recordOutcome(state ?? noMatch(), id);

function noMatch(): never {
  throw new Error('The Empress lesson has no match to play on');
}

const A_GAME = { game: 'empress', section: 'a-game' };
const SCORING = { game: 'empress', section: 'scoring' };
const SWAP = { game: 'empress', section: 'sets-swapping-and-winning' };

const step = (say: string, ask: string, rule: LessonStep<S>['rule'], id: OutcomeId): LessonStep<S> => ({
  say,
  ask,
  rule,
  move: record(id),
});

export const lesson: Lesson<S> = {
  game: 'empress',
  title: 'Empress',
  start: {
    players: ['Ann', 'Ben'],
    sets: 1,
    stake: null,
    firstEmpress: 0,
    tossed: false,
    games: [[]],
    pending: null,
  },
  steps: [
    step(
      'Ann holds the Empress hand, so she leads: she lays a Citizen face down, Ben answers with a Citizen, both flip.',
      'Tap “Two Citizens: a draw, Ben leads next”',
      A_GAME,
      'draw',
    ),
    step(
      'Two Citizens are a draw: they go aside and the lead passes to Ben. Again both play Citizens.',
      'Tap “Two Citizens: a draw, Ann leads next”',
      A_GAME,
      'draw',
    ),
    step(
      'Ann leads her Empress, but Ben guessed it: he answers with the Assassin. That ends the game.',
      'Tap “The Assassin slays the Empress: Ben +4”',
      SCORING,
      'assassin-slays-empress',
    ),
    step(
      'Ben scores 4 and the hands swap: now Ben holds the Empress hand and leads. Two Citizens.',
      'Tap “Two Citizens: a draw, Ann leads next”',
      SWAP,
      'draw',
    ),
    step(
      'Ann leads for the Assassin hand and keeps the Assassin back, since a Citizen would catch it. Two Citizens.',
      'Tap “Two Citizens: a draw, Ben leads next”',
      A_GAME,
      'draw',
    ),
    step('Ben leads a Citizen and Ann answers with one: the third draw leaves one Citizen in each hand.', 'Tap “Two Citizens: a draw, Ann leads next”', A_GAME, 'draw'),
    step(
      'The last Citizens meet: after this fourth draw Ben holds only the Empress, Ann only the Assassin.',
      'Tap “Two Citizens: a draw, Ben leads next”',
      A_GAME,
      'draw',
    ),
    step(
      'So the last play is forced, Empress against Assassin, and the tracker offers only that result.',
      'Tap “The Assassin slays the Empress: Ann +4”',
      A_GAME,
      'assassin-slays-empress',
    ),
  ],
  end: 'Ann and Ben have 4 points each, with two games of the set still to play. That is all of Empress: leave the lesson to play your own match.',
};
