import { must, type Frame } from '~/components/rules/walkthrough';
import { game } from '../data';
import { checkRound, explainScore } from '../score';
import type { MatchState } from '../state';
import { DICE, GUESSES, lesson, TRUTHS } from '../lesson';

/*
 * One round of Empty Rivalry with its score, played by the engine from the lesson's data
 * (Ana attacks, Ben defends; Ana misjudges one answer, calls Ben out and loses), then the
 * same round scored as a Retreat and as a tie. Worked out at build time; RoundExample.tsx
 * draws the frames.
 */

export interface RoundPicture {
  attacker: string;
  defender: string;
  /** The four questions, in the order asked. */
  questions: string[];
  /** The Defender's notes and the Attacker's guesses so far. */
  truths: boolean[];
  guesses: boolean[];
  decision: 'call-out' | 'retreat' | null;
  /** The blind dice, null while still under the cups. */
  d12: number | null;
  d4: number | null;
  /** The modified score and the round's points, once scored. */
  modified: number | null;
  points: { attacker: number; defender: number } | null;
}

const word = (b: boolean) => (b ? 'TRUE' : 'FALSE');

export function roundFrames(): Frame<RoundPicture>[] {
  const states: MatchState[] = [];
  let s: MatchState | null = lesson.start;
  for (const [i, step] of lesson.steps.entries()) {
    s = must(step.move(s), 'a round', `lesson step ${i + 1}`);
    states.push(s!);
  }
  const [attacker, defender] = lesson.start!.players;
  const asked = states[1]!.current!;
  const byId = new Map(states[1]!.questions.map((q) => [q.id, q.text]));
  const questions = asked.questionIds.map((id) => byId.get(id)!);
  const base: RoundPicture = { attacker, defender, questions, truths: [], guesses: [], decision: null, d12: null, d4: null, modified: null, points: null };
  const frames: Frame<RoundPicture>[] = [
    {
      title: `Round 1: ${attacker} attacks, ${defender} defends`,
      say: `${attacker} rolls the d12 and ${defender} the d4, each under a cup, and nobody looks. ${attacker} asks ${game.questionsPerRound} questions from the list, one at a time.`,
      happened: [],
      picture: base,
    },
  ];
  TRUTHS.forEach((truth, i) => {
    const guess = GUESSES[i]!;
    const right = truth === guess;
    frames.push({
      title: `Question ${i + 1}: “${questions[i]}”`,
      say:
        `${defender} answers in at least ${game.sentencesPerAnswer} sentences and notes ${word(truth)} in secret; ${attacker} notes her guess, ${word(guess)}. ` +
        (right ? 'A right guess adds nothing.' : `A wrong guess: ${game.pointsPerWrongGuess} points for ${defender} at the scoring.`),
      happened: [],
      picture: { ...base, truths: TRUTHS.slice(0, i + 1), guesses: GUESSES.slice(0, i + 1) },
    });
  });
  const decided = { ...base, truths: TRUTHS, guesses: GUESSES, decision: 'call-out' as const };
  frames.push({
    title: `${attacker} calls ${defender} out`,
    say: `${attacker} trusts her guesses and hopes her d12 is high. She decides before any die is seen.`,
    happened: [],
    picture: decided,
  });
  // The reveal, scored by the engine's own move: the round record is the result.
  const record = states.at(-1)!.rounds[0]!;
  const names = { attacker, defender };
  frames.push({
    title: 'The cups come off',
    say: `${defender}'s modified score is his d4, ${record.defenderRoll}, plus ${game.pointsPerWrongGuess} for the ${record.wrongGuesses} answer ${attacker} misjudged: ${record.defenderScore}.`,
    happened: [explainScore(record, names), `Totals: ${attacker} ${states.at(-1)!.totals[0]}, ${defender} ${states.at(-1)!.totals[1]}.`],
    picture: { ...decided, d12: record.attackerRoll, d4: record.defenderRoll, modified: record.defenderScore, points: { attacker: record.attackerPoints, defender: record.defenderPoints } },
  });
  // The same round as a Retreat, and with a d12 equal to the modified score.
  const retreat = must(checkRound({ attackerRoll: DICE[0], defenderRoll: DICE[1], truths: TRUTHS, guesses: GUESSES, decision: 'retreat' }), 'a round', 'the Retreat');
  frames.push({
    title: `Had ${attacker} retreated`,
    say: `The same dice and notes, but a Retreat: it pays ${attacker} when the d12 is lower than the modified score.`,
    happened: [explainScore({ ...retreat, attackerRoll: DICE[0], decision: 'retreat' }, names)],
    picture: { ...decided, decision: 'retreat', d12: DICE[0], d4: DICE[1], modified: retreat.defenderScore, points: { attacker: retreat.attackerPoints, defender: retreat.defenderPoints } },
  });
  const level = record.defenderScore;
  const tie = must(checkRound({ attackerRoll: level, defenderRoll: DICE[1], truths: TRUTHS, guesses: GUESSES, decision: 'call-out' }), 'a round', 'the tie');
  frames.push({
    title: `And had the d12 shown ${level}`,
    say: 'A tie: the d12 equals the modified score. Whatever the decision, nobody scores that round.',
    happened: [explainScore({ ...tie, attackerRoll: level, decision: 'call-out' }, names)],
    picture: { ...decided, d12: level, d4: DICE[1], modified: tie.defenderScore, points: { attacker: tie.attackerPoints, defender: tie.defenderPoints } },
  });
  return frames;
}

