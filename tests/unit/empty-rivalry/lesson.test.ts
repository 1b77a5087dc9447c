import { rulesHeadingIds } from '../rules-headings';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { judge, lessonStates, sameState } from '~/kit/lesson';
import { lesson, DICE, GUESSES, TRUTHS } from '~/games/empty-rivalry/lesson';
import { decide, recordTruth, chooseQuestion } from '~/games/empty-rivalry/engine';
import { secret } from '~/games/empty-rivalry/game';
import { checkRound } from '~/games/empty-rivalry/score';
import { problem, matchSchema, phaseOf, type MatchState } from '~/games/empty-rivalry/state';
import { unwrap } from '~/kit/result';

const states = lessonStates(lesson); // throws, naming the step, if the engine refuses a move
const match = (i: number): MatchState => {
  const s = states[i];
  if (s === null || s === undefined) throw new Error(`no match at state ${i}`);
  return s;
};

const ruleAnchors = () => rulesHeadingIds('empty-rivalry');

describe('Empty Rivalry lesson', () => {
  it('plays one whole round through the engine, every state a save the helper accepts', () => {
    expect(states).toHaveLength(lesson.steps.length + 1);
    for (const s of states) {
      expect(v.safeParse(matchSchema, s).success).toBe(true);
      expect(problem(match(states.indexOf(s)))).toBeNull();
    }
    expect(phaseOf(match(0))).toBe('safety');
    expect(match(0).current).toBeNull();
    expect(match(states.length - 1).rounds).toHaveLength(1);
  });

  it('walks the helper screens in order: start, draw, four notes and guesses, decision, reveal', () => {
    const phases = states.map((s) => phaseOf(s!));
    expect(phases).toEqual([
      'safety', 'choose',
      'truth', 'guess', 'truth', 'guess', 'truth', 'guess', 'truth', 'guess',
      'decide', 'reveal', 'between',
    ]);
  });

  it('asks each secret move of the player whose hand-over the helper shows', () => {
    lesson.steps.forEach((step, i) => {
      const owner = secret(states[i]!)?.owner;
      if (owner) expect(step.ask).toContain(`Tap I'm ${owner}, show me`);
      else expect(step.ask).not.toContain('show me');
    });
  });

  it('draws the scripted questions and settles the seed example: a misjudged answer, a Call Out that loses', () => {
    const round = match(states.length - 1).rounds[0]!;
    expect(round.questions).toEqual([
      'What is your favorite food?',
      'What country would you most like to visit?',
      'iOS or Android?',
      'What is the last movie you saw?',
    ]);
    expect(round.truths).toEqual(TRUTHS);
    expect(round.guesses).toEqual(GUESSES);
    expect(round).toMatchObject({
      attacker: 0,
      decision: 'call-out',
      attackerRoll: DICE[0],
      defenderRoll: DICE[1],
      wrongGuesses: 1,
      defenderScore: DICE[1] + 2,
      attackerPoints: 0,
      defenderPoints: 2,
    });
    expect(match(states.length - 1).totals).toEqual([0, 2]);
  });

  it('closes with the modified score worked out and the Retreat that would have won', () => {
    const retreat = unwrap(checkRound({ attackerRoll: DICE[0], defenderRoll: DICE[1], truths: TRUTHS, guesses: GUESSES, decision: 'retreat' }));
    expect(retreat.attackerPoints).toBe(2);
    expect(lesson.end).toContain(`d4 ${DICE[1]} + 2 × 1 misjudged answer = 5`);
    expect(lesson.end).toContain('Ben scores 2');
    expect(lesson.end).toContain('would have scored 2 for her');
  });

  it("gives every step words, an ask and a rule that is a heading of the game's rules page", () => {
    const anchors = ruleAnchors();
    for (const step of lesson.steps) {
      expect(step.say.trim().length).toBeGreaterThan(20);
      expect(step.ask).toMatch(/^Tap /);
      expect(step.rule?.game).toBe('empty-rivalry');
      expect(anchors, step.rule?.section).toContain(step.rule!.section);
    }
    expect(lesson.end.trim()).not.toBe('');
  });

  it('explains a wrong move instead of taking it: Retreat at the decision, FALSE for a true answer, a hand-picked question', () => {
    const decideAt = lesson.steps.findIndex((s) => s.ask === 'Tap Call Out');
    const retreat = unwrap(decide(match(decideAt), { decision: 'retreat' }));
    const verdict = judge(lesson, states, decideAt, retreat);
    expect(verdict).toEqual({ ok: false, why: expect.stringContaining('Tap Call Out') });

    const wrongNote = unwrap(recordTruth(match(2), { truth: false }));
    expect(judge(lesson, states, 2, wrongNote)).toEqual({ ok: false, why: expect.stringContaining("Tap I'm Ben, show me, then TRUE") });

    const picked = unwrap(chooseQuestion(match(1), { id: 'q1' }));
    expect(judge(lesson, states, 1, picked)).toEqual({ ok: false, why: expect.stringContaining('Tap Draw 4 at random') });

    // The asked moves themselves are accepted.
    lesson.steps.forEach((_, i) => expect(judge(lesson, states, i, states[i + 1]!)).toEqual({ ok: true }));
  });

  it('never comes back to an earlier position (the step on screen is never ambiguous)', () => {
    states.forEach((a, i) => states.slice(i + 1).forEach((b) => expect(sameState(a, b)).toBe(false)));
  });
});
