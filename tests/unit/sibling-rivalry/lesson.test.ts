import { rulesHeadingIds } from '../rules-headings';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { judge, lessonStates, scriptedRng } from '~/kit/lesson';
import { rollDice } from '~/kit/random';
import { unwrap } from '~/kit/result';
import { advance, roll, rollWords, stop } from '~/games/sibling-rivalry/engine';
import { gameProblem, stateSchema } from '~/games/sibling-rivalry/state';
import { lesson } from '~/games/sibling-rivalry/lesson';

// The lesson replays the seed's own examples through the real engine: a rules change
// that breaks one of them fails here, naming the step.

const states = lessonStates(lesson);
const games = states.map((s) => s.game!);
const names = (i: number) => games[i]!.players.map((p) => p.name);

const ruleAnchors = () => rulesHeadingIds('sibling-rivalry');

describe('Sibling Rivalry lesson', () => {
  it('plays start to end through the engine, and every position is a valid save', () => {
    expect(states).toHaveLength(lesson.steps.length + 1);
    for (const g of games) {
      expect(v.safeParse(stateSchema, g).success).toBe(true);
      expect(gameProblem(g)).toBeNull();
    }
  });

  it('every step has words, an ask on the helper’s buttons, and a rule that is a heading of the rules page', () => {
    const anchors = ruleAnchors();
    expect(anchors.has('your-turn')).toBe(true);
    for (const step of lesson.steps) {
      expect(step.say.trim().length).toBeGreaterThan(20);
      expect(step.ask).toMatch(/^Tap (Roll \d dice on the phone|Stop|\w+ \(\ds\))$/);
      expect(step.rule?.game).toBe('sibling-rivalry');
      expect(anchors, step.rule!.section).toContain(step.rule!.section);
    }
    expect(lesson.end.trim().length).toBeGreaterThan(20);
  });

  it('a phone roll in a step draws exactly the scripted dice, and the step is that roll', () => {
    lesson.steps.forEach((step, i) => {
      if (!step.script) return;
      const dice = rollDice(scriptedRng(step.script), step.script.length, 6);
      expect(dice).toEqual(step.script);
      // The roll's own line (a catch ends the turn, so the turn no longer holds the dice).
      const roller = games[i]!.players[games[i]!.turn.player]!.name;
      expect(games[i + 1]!.events[0]).toBe(rollWords(roller, step.script));
    });
  });

  // The seed's worked examples, as the lesson plays them.
  it('Ann: 1, 2, 4, 6, 6 on Tickles beside Cat’s Chin, then 1, 5, 5, 5 and the switch to Ouchies; her stop leaves the pawn', () => {
    expect(games[0]!.players[2]!.pawn).toEqual({ track: 4, square: 3 }); // Chin
    expect(games[2]!.players[0]!.pawn).toEqual({ track: 4, square: 1 });
    expect(games[3]!.turn.ones).toBe(2);
    expect(games[3]!.turn.roll).toEqual([1, 5, 5, 5]);
    expect(games[4]!.players[0]!.pawn).toEqual({ track: 5, square: 3 }); // Pinch
    expect(games[5]!.players[0]!.pawn).toEqual({ track: 5, square: 3 });
    expect(games[5]!.events).toContain('Pinch stays on the board: it scores next turn if nobody outdoes it.');
  });

  it('Ben is caught by two 1s on a Little Devil; Cat’s Chin scores as her turn begins', () => {
    expect(games[5]!.layout.devils).toContain(games[5]!.players[1]!.score);
    expect(games[6]!.events).toContain('Caught with two 1s: back 2 squares.');
    expect(games[6]!.players[1]!.score).toBe(7);
    expect(games[6]!.players[2]).toMatchObject({ score: 10, pawn: null });
    expect(games[6]!.turn.player).toBe(2);
  });

  it('Cat: 2, 2, 3, 5, 6 on Ouchies, behind Ann; her stop removes the pawn and Ann’s Pinch scores', () => {
    expect(games[7]!.turn.awaitingTrack).toBe(true);
    expect(games[8]!.players[2]!.pawn).toEqual({ track: 5, square: 1 });
    expect(games[9]!.events).toContain("Not ahead on Ouchies, so Cat's challenge pawn comes off.");
    expect(games[9]!.players.map((p) => p.pawn)).toEqual([null, null, null]);
    expect(games[9]!.players[0]!.score).toBe(8);
  });

  it('a clear board forces Looks: the same 2, 2, 3, 5, 6 moves Ann two squares up Looks without a choice', () => {
    const last = games.at(-1)!;
    expect(last.turn.awaitingTrack).toBe(false);
    expect(last.players[0]!.pawn).toEqual({ track: 2, square: 2 });
    expect(names(0)).toEqual(['Ann', 'Ben', 'Cat']);
  });

  it('explains a legal move that is not the one asked for, and accepts the asked one', () => {
    // Step 2 asks for Tickles; Ouchies is legal (nothing moves) but not the lesson's move.
    const ouchies = { ...states[1]!, game: unwrap(advance(games[1]!, { track: 5 })) };
    expect(judge(lesson, states, 1, ouchies)).toEqual({ ok: false, why: expect.stringContaining('not the one this lesson is showing. Tap Tickles (4s).') });
    const tickles = { ...states[1]!, game: unwrap(advance(games[1]!, { track: 4 })) };
    expect(judge(lesson, states, 1, tickles)).toEqual({ ok: true });
    // Stopping at step 3 (behind Cat) is legal too, and explained the same way.
    const stopped = { ...states[2]!, game: unwrap(stop(games[2]!)) };
    expect(judge(lesson, states, 2, stopped).ok).toBe(false);
    // Real dice typed in that differ from the lesson's are another game, not this lesson.
    const other = { ...states[0]!, game: unwrap(roll(games[0]!, { dice: [2, 2, 4, 6, 6] })) };
    expect(judge(lesson, states, 0, other)).toEqual({ ok: false, why: expect.stringContaining('Tap Roll 5 dice on the phone.') });
  });
});
