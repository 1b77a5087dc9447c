import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import raw from '../../../content/games/empty-rivalry/game.json';
import { game, gameDataSchema } from '~/games/empty-rivalry/data';

describe('Empty Rivalry data', () => {
  it('carries the fourteen questions over exactly, in the seed order', () => {
    expect(game.questions).toEqual([
      'What is your favorite color?',
      'What is the last movie you saw?',
      'What was the last game you played?',
      'Who would you most like to meet?',
      'What is your favorite book?',
      'Who is your favorite artist?',
      'iOS or Android?',
      'What country would you most like to visit?',
      'What is your favorite band?',
      'What is your favorite food?',
      'Who is your favorite superhero?',
      'What is your favorite sports team?',
      'What museum did you visit last?',
      'Who is your biggest rival?',
    ]);
  });

  it('has the dice and counts of the seed', () => {
    expect(game).toMatchObject({ attackerDie: 12, defenderDie: 4, questionsPerRound: 4, pointsPerWrongGuess: 2, sentencesPerAnswer: 4 });
  });

  it.each([
    ['a thirteenth question missing', { ...raw, questions: raw.questions.slice(1) }],
    ['a d6 for the Attacker', { ...raw, attackerDie: 6 }],
    ['three points a wrong guess', { ...raw, pointsPerWrongGuess: 3 }],
  ])('the schema refuses %s', (_name, bad) => {
    expect(v.safeParse(gameDataSchema, bad).success).toBe(false);
  });
});
