import { rulesHeadingIds } from '../rules-headings';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { judge, lessonStates } from '~/kit/lesson';
import { unwrap } from '~/kit/result';
import { block, transpose, type TableState } from '~/games/emperor/engine';
import { condemnsOn, deadline, neighboursOf, upNext } from '~/games/emperor/seats';
import { problem } from '~/games/emperor/state';
import { lesson } from '~/games/emperor/lesson';
import { tableSpec } from '~/games/emperor/store';

// Every state of the lesson, played through the engine: a rules change that breaks the
// lesson throws here, naming the step.
const states = lessonStates(lesson) as TableState[];
const id = (s: TableState, name: string) => s.players.findIndex((p) => p.name === name);
const name = (s: TableState, who: number | null) => (who === null ? null : s.players[who]!.name);

const headingIds = () => rulesHeadingIds('emperor');

describe('the Emperor lesson', () => {
  it('plays start to end through the engine, every state a table the store would load', () => {
    expect(states).toHaveLength(lesson.steps.length + 1);
    for (const s of states) {
      expect(s).not.toBeNull();
      expect(v.safeParse(tableSpec.schema, s).success).toBe(true);
      expect(problem(s)).toBeNull();
    }
  });

  it('starts from a printed-card table of five, the direction chosen, nothing secret', () => {
    const s = states[0]!;
    expect(s.players).toHaveLength(5);
    expect(s.identity).toBeNull();
    expect(s.direction).toBe('counterclockwise');
    expect(name(s, s.emperor)).toBe('Emma');
    expect(name(s, s.current)).toBe('Ann');
    expect(name(s, upNext(s))).toBe('Ben');
  });

  it('is the seed’s Transposition: after Ann and Ben trade seats Cleo plays next and Ben is passed over', () => {
    const [before, traded, ended] = states;
    expect(neighboursOf(before!, id(before!, 'Ann'))).toContain(id(before!, 'Ben'));
    // Ann sits where Ben sat, Ben where Ann sat.
    const seatOf = (s: TableState, who: string) => s.seats.indexOf(id(s, who));
    expect(seatOf(traded!, 'Ann')).toBe(seatOf(before!, 'Ben'));
    expect(seatOf(traded!, 'Ben')).toBe(seatOf(before!, 'Ann'));
    expect(name(traded!, upNext(traded!))).toBe('Cleo');
    expect(name(ended!, ended!.current)).toBe('Cleo');
    // Ben never plays in round 1: the turns left are Cleo's, Dev's, then the Emperor's.
    expect(ended!.players[id(ended!, 'Ben')]!.turnsPlayed).toBe(0);
  });

  it('shows a Condemn waiting for the end of its caster’s next turn, then a Clearance blocking it', () => {
    const condemned = states[3]!;
    const waiting = states[4]!;
    const cleared = states[5]!;
    const ann = id(condemned, 'Ann');
    expect(condemned.condemns).toHaveLength(1);
    const c = condemned.condemns[0]!;
    expect([name(condemned, c.caster), name(condemned, c.target)]).toEqual(['Cleo', 'Ann']);
    expect(deadline(condemned, c)).toBe("at the end of Cleo's next turn");
    // Cleo's turn ends, Ann lives on: the Condemn still waits, now on Dev's turn.
    expect(waiting.players[ann]!.alive).toBe(true);
    expect(name(waiting, waiting.current)).toBe('Dev');
    expect(condemnsOn(waiting, ann).map((x) => x.text)).toEqual(["Cleo's Condemn: strikes at the end of Cleo's next turn"]);
    // Dev's Clearance removes it.
    expect(cleared.condemns).toEqual([]);
    expect(cleared.lastMove).toEqual([{ text: "Dev plays Clearance: Ann is safe from Cleo's Condemn." }]);
  });

  it('has words for every step and a closing line', () => {
    for (const step of lesson.steps) {
      expect(step.say.trim().length).toBeGreaterThan(20);
      expect(step.ask).toMatch(/^Tap /);
    }
    expect(lesson.end.trim()).not.toBe('');
  });

  it('links every step to a heading of the rules page', () => {
    const ids = headingIds();
    for (const step of lesson.steps) {
      expect(step.rule?.game).toBe('emperor');
      expect(ids, `#${step.rule?.section}`).toContain(step.rule!.section);
    }
  });

  it('explains a wrong move instead of taking it: Transposition with the Emperor, or Ann’s own Self-Clearance', () => {
    const s0 = states[0]!;
    const withEmma = unwrap(transpose(s0, { partner: id(s0, 'Emma') }));
    expect(judge(lesson, states, 0, withEmma)).toEqual({
      ok: false,
      why: 'That move is legal, but not the one this lesson is showing. Tap Transposition, then Ben.',
    });
    expect(judge(lesson, states, 0, unwrap(transpose(s0, { partner: id(s0, 'Ben') })))).toEqual({ ok: true });

    const s4 = states[4]!;
    const ann = id(s4, 'Ann');
    const self = unwrap(block(s4, { condemn: s4.condemns[0]!.id, card: 'self-clearance', by: ann }));
    expect(judge(lesson, states, 4, self)).toEqual({
      ok: false,
      why: 'That move is legal, but not the one this lesson is showing. Tap Block (save Ann), then Clearance (anyone), then Dev.',
    });
  });
});
