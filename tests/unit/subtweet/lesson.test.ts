import { rulesHeadingIds } from '../rules-headings';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { judge, lessonStates } from '~/kit/lesson';
import { unwrap } from '~/kit/result';
import { playCard, recordFavourites, revealRecipient, type SubtweetState } from '~/games/subtweet/engine';
import { lesson } from '~/games/subtweet/lesson';
import { problem, stateSchema } from '~/games/subtweet/state';
import { describeEntry } from '~/games/subtweet/words';
import { hands } from './helpers';

const [AL, BEA, CYD, DEE] = [0, 1, 2, 3];
const states = lessonStates(lesson);
const at = (i: number): SubtweetState => {
  const s = states[i];
  if (!s) throw new Error(`no lesson state ${i}`);
  return s;
};

const ruleAnchors = () => rulesHeadingIds('subtweet');

describe('the SUBTWEET lesson', () => {
  it('plays start to end through the engine', () => {
    expect(states).toHaveLength(lesson.steps.length + 1);
  });

  it('every position is one the helper loads (shape and cards adding up)', () => {
    states.forEach((_, i) => {
      expect(v.safeParse(stateSchema, at(i)).success).toBe(true);
      expect(problem(at(i))).toBeNull();
    });
  });

  it('teaches the turn: a wrong favourite and a missed recipient cost cards, the cap spares Dee', () => {
    // Before: Al 2, Bea 4, Cyd 3, Dee 10 (already at the cap).
    expect(hands(at(0))).toEqual([[2, 0], [3, 1], [1, 2], [4, 6]]);
    const first = at(3);
    // Al played one and takes one (Cyd missed it), Bea's wrong favourite costs her one,
    // Cyd missed the tweet about them, Dee also favourited wrongly but holds 10.
    expect(hands(first)).toEqual([[1, 1], [3, 2], [1, 3], [4, 6]]);
    expect(first.log.at(-1)).toMatchObject({ kind: 'turn', author: AL, recipient: CYD, favourites: [BEA, DEE], penalised: [AL, BEA, CYD], waived: [DEE] });
    expect(describeEntry(first, first.log.at(-1)!)).toBe(
      "Al's tweet was about Cyd. Favourited by Bea and Dee. Penalty card for Al, Bea and Cyd. Dee already holds 10 cards, so no penalty.",
    );
    expect(first.order[first.turn]).toBe(BEA);
  });

  it('without the cap Dee would have drawn: the position is what makes the lesson show it', () => {
    const nine = { ...at(0), players: at(0).players.map((p, i) => (i === DEE ? { ...p, blank: 5 } : p)) };
    const done = unwrap(revealRecipient(unwrap(recordFavourites(unwrap(playCard(nine, { author: AL })), { favourites: [BEA, DEE] })), { recipient: CYD }));
    expect(done.log.at(-1)).toMatchObject({ penalised: [AL, BEA, CYD, DEE], waived: [] });
  });

  it('then a tweet that lands costs nobody a card', () => {
    const last = at(lesson.steps.length);
    expect(last.log.at(-1)).toMatchObject({ kind: 'turn', author: BEA, recipient: CYD, favourites: [CYD], penalised: [], waived: [] });
    expect(hands(last)).toEqual([[1, 1], [2, 2], [1, 3], [4, 6]]);
    expect(last.order[last.turn]).toBe(CYD);
  });

  it('says something, asks for a move on the helper’s buttons, and links a rule heading that exists', () => {
    const anchors = ruleAnchors();
    expect(lesson.end.trim()).not.toBe('');
    for (const step of lesson.steps) {
      expect(step.say.trim()).not.toBe('');
      expect(step.ask).toMatch(/^Tap \S/);
      // The banner adds the full stop.
      expect(step.ask).not.toMatch(/\.$/);
      expect(step.rule?.game).toBe('subtweet');
      expect(anchors, `#${step.rule?.section}`).toContain(step.rule?.section);
    }
  });

  it('explains a wrong favourite tapped instead of the asked ones, and a wrong recipient', () => {
    // Step 2 asks for Bea and Dee; the player records Bea alone (a legal move).
    const onlyBea = unwrap(recordFavourites(at(1), { favourites: [BEA] }));
    expect(judge(lesson, states, 1, onlyBea)).toEqual({
      ok: false,
      why: 'That move is legal, but not the one this lesson is showing. Tap Bea and Dee, then Done: 2 favourited.',
    });
    // The same favourites in the other order are the asked move.
    expect(judge(lesson, states, 1, unwrap(recordFavourites(at(1), { favourites: [DEE, BEA] })))).toEqual({ ok: true });
    const aboutBea = unwrap(revealRecipient(at(2), { recipient: BEA }));
    expect(judge(lesson, states, 2, aboutBea)).toMatchObject({ ok: false, why: expect.stringContaining('Tap Cyd.') });
  });
});
