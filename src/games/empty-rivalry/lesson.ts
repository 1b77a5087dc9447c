import type { Lesson, LessonStep } from '~/kit/lesson';
import { scriptedRng } from '~/kit/lesson';
import type { Result } from '~/kit/result';
import { game } from './data';
import { blindRolls, chooseQuestions, decide, drawQuestions, recordGuess, recordTruth, revealRound, setup, startRound } from './engine';
import { checkRound } from './score';
import type { MatchState } from './state';

/**
 * Teach me: one whole round of the seed's game, played on the real round helper. Ana
 * attacks and Ben defends; Ana misjudges one answer, calls Ben out and loses to the
 * modified score, and the closing words show the Retreat that would have won with the
 * same dice. One round, not two: a round has one decision, and a second round of
 * twenty taps would teach nothing new (the lesson brief left the choice to us).
 *
 * The state is the helper's store state (MatchState | null), so `judge` compares saves.
 */

type S = MatchState | null;

const RULES = 'empty-rivalry';
const rule = (section: string) => ({ game: RULES, section });

const ATTACKER = 'Ana';
const DEFENDER = 'Ben';

/**
 * The phone's draw for "Draw 4 at random": the Fisher–Yates swaps (kit shuffle, 14
 * questions) that put these four first. The lesson test checks the questions drawn.
 */
export const DRAW_SCRIPT = [13, 12, 11, 10, 0, 8, 2, 3, 5, 4, 1, 1, 1];
/** The blind dice, drawn at the reveal (ER-5): Ana's d12, then Ben's d4. */
export const DICE: [number, number] = [3, 3];

/** Ben's notes and Ana's guesses, question by question: the second answer is misjudged. */
export const TRUTHS = [true, false, false, true];
export const GUESSES = [true, true, false, true];

const started = setup({ players: [ATTACKER, DEFENDER] });
if (!started.ok) throw new Error(`Empty Rivalry lesson: ${started.error}`);

/** A move that needs a match (the lesson never starts from the empty "new match" screen). */
const onMatch =
  (move: (state: MatchState) => Result<MatchState>) =>
  (state: S): Result<S> =>
    state === null ? { ok: false, error: 'Start a match first.' } : move(state);

const draw = onMatch((state) => {
  const ids = drawQuestions(state, scriptedRng(DRAW_SCRIPT));
  return ids.ok ? chooseQuestions(state, { ids: ids.value }) : ids;
});

const word = (b: boolean) => (b ? 'TRUE' : 'FALSE');

/** What Ben's notes and Ana's guesses mean, question by question (our own words). */
const noteSay = [
  `${DEFENDER} answers aloud (at least ${game.sentencesPerAnswer} sentences), then notes in secret, behind his own hand-over, whether it was true.`,
  `${DEFENDER} makes up a dream trip and tells it well, then notes in secret that it was FALSE.`,
  `${DEFENDER} says iOS, but he uses Android: he notes FALSE.`,
  `The last answer is true. Only ${DEFENDER} knows that for now.`,
];
const guessSay = [
  `${ATTACKER} guesses in secret whether it was true. Each guess that differs from ${DEFENDER}'s note gives him ${game.pointsPerWrongGuess} points at the scoring.`,
  `${ATTACKER} believes the story and guesses TRUE: a misjudged answer, worth ${game.pointsPerWrongGuess} to ${DEFENDER} at the scoring.`,
  `${ATTACKER} sees through it and guesses FALSE: a right guess adds nothing.`,
  `${ATTACKER} believes this one too, rightly.`,
];

const questionSteps: LessonStep<S>[] = TRUTHS.flatMap((truth, i) => [
  {
    say: noteSay[i]!,
    ask: `Tap I'm ${DEFENDER}, show me, then ${word(truth)}`,
    rule: rule('questions-and-secret-notes'),
    move: onMatch((state) => recordTruth(state, { truth })),
  },
  {
    say: guessSay[i]!,
    ask: `Tap I'm ${ATTACKER}, show me, then ${word(GUESSES[i]!)}`,
    rule: rule('questions-and-secret-notes'),
    move: onMatch((state) => recordGuess(state, { guess: GUESSES[i]! })),
  },
]);

/** The round worked out by the engine, as played (Call Out) and as it might have gone (Retreat). */
const played = checkRound({ attackerRoll: DICE[0], defenderRoll: DICE[1], truths: TRUTHS, guesses: GUESSES, decision: 'call-out' });
const otherWay = checkRound({ attackerRoll: DICE[0], defenderRoll: DICE[1], truths: TRUTHS, guesses: GUESSES, decision: 'retreat' });
if (!played.ok || !otherWay.ok) throw new Error('Empty Rivalry lesson: the scripted round does not score');
const score = played.value;

export const lesson: Lesson<S> = {
  game: RULES,
  title: 'Teach me: one round',
  start: started.value,
  steps: [
    {
      say: `${ATTACKER} and ${DEFENDER} first read the question list together: either may veto any question. ${ATTACKER} attacks this round, ${DEFENDER} defends.`,
      ask: `Tap Start round 1: ${ATTACKER} attacks`,
      rule: rule('safety-first'),
      move: onMatch(startRound),
    },
    {
      say: `${ATTACKER} asks ${game.questionsPerRound} questions; the phone can draw them for her. The blind d12 and d4 are not rolled yet: the phone rolls them only at the reveal, so nobody can peek.`,
      ask: 'Tap Draw 4 at random',
      rule: rule('questions-and-secret-notes'),
      script: DRAW_SCRIPT,
      move: draw,
    },
    ...questionSteps,
    {
      say: `${ATTACKER} trusts her guesses and hopes her d12 is high, so she calls ${DEFENDER} out. She must choose before any die is seen.`,
      ask: 'Tap Call Out',
      rule: rule('the-decision'),
      move: onMatch((state) => decide(state, { decision: 'call-out' })),
    },
    {
      say: `Now the dice and the notes come out. ${DEFENDER}'s modified score is his d4 plus ${game.pointsPerWrongGuess} for every answer ${ATTACKER} misjudged.`,
      ask: 'Tap Reveal the rolls',
      rule: rule('scoring'),
      script: DICE,
      // The helper's own reveal: the blind rolls drawn from the step's scripted dice.
      move: onMatch((state) => revealRound(state, blindRolls(scriptedRng(DICE)))),
    },
  ],
  end:
    `${DEFENDER}'s modified score: d4 ${DICE[1]} + ${game.pointsPerWrongGuess} × ${score.wrongGuesses} misjudged answer = ${score.defenderScore}. ` +
    `${ATTACKER} called out, but her d12 (${DICE[0]}) is lower, so ${DEFENDER} scores ${score.defenderPoints}. ` +
    `Had she retreated, the same dice would have scored ${otherWay.value.attackerPoints} for her: a Retreat wins when the d12 is lower.`,
};
