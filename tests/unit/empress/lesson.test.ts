import { rulesHeadingIds } from '../rules-headings';
import { describe, expect, it } from 'vitest';
import { judge, lessonStates } from '~/kit/lesson';
import { unwrap } from '~/kit/result';
import { recordOutcome } from '~/games/empress/engine';
import { lesson } from '~/games/empress/lesson';
import { lastPlay, legalOutcomes, position, totals, type MatchState } from '~/games/empress/state';
import { outcomeLabel } from '~/games/empress/words';

// Every state of the lesson, played through the engine: a rules change that breaks the
// lesson throws here, naming the step.
const states = lessonStates(lesson) as MatchState[];

const headingIds = () => rulesHeadingIds('empress');

describe('the Empress lesson', () => {
  it('plays start to end through the engine', () => {
    expect(states).toHaveLength(lesson.steps.length + 1);
    expect(states.every((s) => s !== null)).toBe(true);
  });

  it('is the issue’s example: a game that draws twice and ends with the Assassin slaying the Empress, then the forced last play', () => {
    const end = states.at(-1)!;
    expect(end.games.slice(0, 2)).toEqual([
      ['draw', 'draw', 'assassin-slays-empress'],
      ['draw', 'draw', 'draw', 'draw', 'assassin-slays-empress'],
    ]);
    // Hands swapped, so each player's Assassin slew the other's Empress once (EP-3, EP-4).
    expect(totals(end)).toEqual([4, 4]);
    // The last step is the forced play: the tracker offers that one outcome and nothing else.
    const beforeLast = states.at(-2)!;
    expect(position(beforeLast)?.forced).toBe(true);
    expect(legalOutcomes(beforeLast)).toEqual(['assassin-slays-empress']);
  });

  it('has words for every step and a closing line', () => {
    for (const step of lesson.steps) {
      expect(step.say.trim().length).toBeGreaterThan(20);
      expect(step.ask).toMatch(/^Tap /);
    }
    expect(lesson.end.trim()).not.toBe('');
  });

  it('asks for a button the tracker really shows at that step, and it is the one that makes the move', () => {
    lesson.steps.forEach((step, i) => {
      const state = states[i]!;
      const pos = position(state)!;
      const asked = lastPlay(states[i + 1]!)!.outcome.id;
      expect(legalOutcomes(state)).toContain(asked);
      expect(step.ask).toBe(`Tap “${outcomeLabel(state, pos, asked)}”`);
    });
  });

  it('links every step to a heading of the rules page', () => {
    const ids = headingIds();
    for (const step of lesson.steps) {
      expect(step.rule?.game).toBe('empress');
      expect(ids, `#${step.rule?.section}`).toContain(step.rule!.section);
    }
  });

  it('explains a wrong move instead of taking it: the Empress on the first play', () => {
    const wrong = unwrap(recordOutcome(states[0]!, 'empress-beats-citizen'));
    const verdict = judge(lesson, states, 0, wrong);
    expect(verdict).toEqual({
      ok: false,
      why: 'That move is legal, but not the one this lesson is showing. Tap “Two Citizens: a draw, Ben leads next”.',
    });
    // The asked move passes.
    expect(judge(lesson, states, 0, unwrap(recordOutcome(states[0]!, 'draw')))).toEqual({ ok: true });
  });

  it('at the forced play the engine itself refuses a Citizen, in words', () => {
    const forced = states.at(-2)!;
    const refused = recordOutcome(forced, 'draw');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/No Citizens are left after four draws/);
  });
});
