import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { examples } from '~/components/rules/examples';
import { newLines } from '~/components/rules/walkthrough';
import { lessonStates } from '~/kit/lesson';
import { unwrap } from '~/kit/result';
import { chooseDirection, endTurn } from '~/games/emperor/engine';
import type { TableState } from '~/games/emperor/state';
import { lesson as emperorLesson } from '~/games/emperor/lesson';
import { condemnFrames, transpositionFrames } from '~/games/emperor/islands/seat-examples';
import { totals } from '~/games/empress/state';
import { lesson as empressLesson } from '~/games/empress/lesson';
import { gameFrames } from '~/games/empress/islands/game-example';
import { checkRound, explainScore } from '~/games/empty-rivalry/score';
import { DICE, GUESSES, lesson as rivalryLesson, TRUTHS } from '~/games/empty-rivalry/lesson';
import { roundFrames } from '~/games/empty-rivalry/islands/round-example';
import { squareOf } from '~/games/sibling-rivalry/data';
import { lesson as siblingLesson } from '~/games/sibling-rivalry/lesson';
import { SWITCH_MOVES, switchFrames } from '~/games/sibling-rivalry/islands/switch-example';
import { lesson as subtweetLesson } from '~/games/subtweet/lesson';
import { penaltiesFrames } from '~/games/subtweet/islands/penalties-example';
import { describeEntry } from '~/games/subtweet/words';
import { ENGINE_SAYS } from '../../e2e/rules-engine-says';

/*
 * The worked examples on the rules pages are the engines' own moves: each
 * example's last step shows what the engine makes of the lesson's moves, worked out here
 * independently of the example's frame builder. The e2e test steps through them on the
 * page; for the games whose engines don't load in Playwright it looks for ENGINE_SAYS,
 * which is checked against the engines here.
 */

describe('every example', () => {
  it.each(Object.entries(examples).flatMap(([game, named]) => Object.entries(named).map(([name, example]) => [`${game}/${name}`, example] as const)))(
    '%s: frames are plain data (as the page fetches them), each with a title and words; its island exists',
    (key, example) => {
      expect(existsSync(`src/games/${key.split('/')[0]}/islands/${example.island}.tsx`)).toBe(true);
      const frames = example.frames();
      expect(frames.length).toBeGreaterThanOrEqual(3);
      expect(JSON.parse(JSON.stringify(frames))).toEqual(frames);
      for (const f of frames) {
        expect(f.title.length).toBeGreaterThan(3);
        expect(f.say.length).toBeGreaterThan(10);
        // Our own words carry no ruling IDs and no phone instructions: the steps are printed with the page.
        expect(`${f.title} ${f.say} ${f.happened.join(' ')}`).not.toMatch(/\b[A-Z]{2}-\d+\b|\b(tap|tracker|scoreboard|calculator|phone|helper|undo|search)\b|\b(below|above)\b/i);
      }
    },
  );
});

describe('newLines', () => {
  it('keeps what a move added after the lines it kept, or all of a fresh list', () => {
    expect(newLines(['a', 'b'], ['a', 'b', 'c'])).toEqual(['c']);
    expect(newLines(['a', 'b'], ['x'])).toEqual(['x']);
    expect(newLines([], ['x'])).toEqual(['x']);
  });
});

describe('Sibling Rivalry: the switch from Tickles to Ouchies', () => {
  const frames = switchFrames();
  const end = lessonStates(siblingLesson)[SWITCH_MOVES]!.game!;
  it('plays the seed’s rolls: 1 2 4 6 6 then 1 5 5 5', () => {
    expect(frames[1]!.picture.roll).toEqual([1, 2, 4, 6, 6]);
    expect(frames[3]!.picture.roll).toEqual([1, 5, 5, 5]);
    expect(frames[3]!.picture.aside).toBe(2);
    expect(frames[1]!.picture.legal).toEqual([4, 5]);
  });
  it('ends with Ann’s pawn where the engine leaves it, and its points', () => {
    const ann = end.players[0]!;
    expect(ann.pawn).toEqual({ track: 5, square: 3 });
    const last = frames.at(-1)!;
    expect(last.picture.pawns).toContainEqual({ track: 5, square: 3, label: 'A', name: 'Ann', mine: true });
    expect(last.happened).toEqual(end.events);
    expect(last.say).toContain(`scores ${squareOf(5, 3).points}`);
  });
});

describe('the Emperor’s seat circle', () => {
  const states = lessonStates(emperorLesson) as TableState[];
  it('Transposition: Ann and Ben trade seats, Cleo plays next, Ben is passed over', () => {
    const frames = transpositionFrames();
    const after = states[2]!;
    expect(after.players[after.current!]!.name).toBe('Cleo');
    expect(after.players[3]!.turnsPlayed).toBe(0); // Ben
    expect(frames.at(-1)!.happened).toContain(ENGINE_SAYS.transposition.next);
    for (const words of ENGINE_SAYS.transposition.label) expect(frames.at(-1)!.picture.label).toMatch(words);
    expect(frames[1]!.picture.seats.map((s) => s.name)).toEqual(['Emma', 'Dev', 'Cleo', 'Ann', 'Ben']);
  });
  it('Condemn: from Cleo’s card to the end of her next turn, when Ann dies', () => {
    const frames = condemnFrames();
    let s = states[3]!;
    for (const move of [endTurn, endTurn, endTurn, (t: TableState) => chooseDirection(t, { direction: 'clockwise' }), endTurn, endTurn]) s = unwrap(move(s));
    expect(s.players[4]!.alive).toBe(false);
    expect(s.lastMove.map((n) => n.text)).toContain(ENGINE_SAYS.condemn.dies);
    expect(frames.at(-1)!.happened).toContain(ENGINE_SAYS.condemn.dies);
    expect(frames.at(-1)!.picture.label).toMatch(/Ann is dead/);
    // The deadline is the end of Cleo's next turn: Ann is alive until the last step.
    expect(frames.slice(0, -1).every((f) => !f.picture.label.includes('Ann is dead'))).toBe(true);
    expect(frames.at(-1)!.picture.turns).toEqual(['Round 1: Ann, Cleo, Dev, Emma', 'Round 2: Dev, Cleo']);
  });
});

describe('Empress: two games, play by play', () => {
  const frames = gameFrames();
  const end = lessonStates(empressLesson).at(-1)!;
  it('has a step per play and ends on the engine’s score', () => {
    expect(frames).toHaveLength(ENGINE_SAYS.empress.steps);
    const [ann, ben] = totals(end!);
    expect(ENGINE_SAYS.empress.score).toBe(`Score: Ann ${ann}, Ben ${ben}.`);
    expect(frames.at(-1)!.happened).toContain(ENGINE_SAYS.empress.score);
  });
  it('shows the hands as the plays leave them: the lead passes after a draw, the royal cards go with the deciding play', () => {
    expect(frames[0]!.picture.hands.map((h) => [h.player, h.hand, h.leads])).toEqual([
      ['Ann', 'Empress hand', true],
      ['Ben', 'Assassin hand', false],
    ]);
    // Each play's picture marks who led it, as its words say: Ann, then Ben after the draw.
    expect(frames[1]!.picture.hands.map((h) => h.leads)).toEqual([true, false]);
    expect(frames[1]!.title).toMatch(/Ann leads/);
    expect(frames[2]!.picture.hands.map((h) => h.leads)).toEqual([false, true]);
    expect(frames[2]!.title).toMatch(/Ben leads/);
    expect(frames[1]!.happened).toContain('A draw: both Citizens go aside and Ben leads the next play.');
    const slain = frames[3]!.picture;
    expect(slain.hands.map((h) => [h.royal, h.citizens])).toEqual([
      [null, 2],
      [null, 2],
    ]);
    const forced = frames.at(-1)!.picture;
    expect(forced.hands.map((h) => h.citizens)).toEqual([0, 0]);
    expect(forced.aside).toBe(8);
  });
});

describe('Empty Rivalry: a round, its Retreat and its tie', () => {
  const frames = roundFrames();
  const record = lessonStates(rivalryLesson).at(-1)!.rounds[0]!;
  const names = { attacker: 'Ana', defender: 'Ben' };
  it('reveals the round the engine scored', () => {
    expect(explainScore(record, names)).toBe(ENGINE_SAYS.round.reveal);
    expect(record.defenderScore).toBe(ENGINE_SAYS.round.modified);
    const reveal = frames.find((f) => f.title === 'The cups come off')!;
    expect(reveal.happened[0]).toBe(ENGINE_SAYS.round.reveal);
    expect(reveal.picture.points).toEqual({ attacker: record.attackerPoints, defender: record.defenderPoints });
  });
  it('then the same dice as a Retreat, and a d12 level with the modified score', () => {
    const retreat = unwrap(checkRound({ attackerRoll: DICE[0], defenderRoll: DICE[1], truths: TRUTHS, guesses: GUESSES, decision: 'retreat' }));
    expect(frames.at(-2)!.picture.points).toEqual({ attacker: retreat.attackerPoints, defender: retreat.defenderPoints });
    expect(retreat.attackerPoints).toBe(2);
    const tie = unwrap(checkRound({ attackerRoll: record.defenderScore, defenderRoll: DICE[1], truths: TRUTHS, guesses: GUESSES, decision: 'call-out' }));
    expect(explainScore({ ...tie, attackerRoll: record.defenderScore, decision: 'call-out' }, names)).toBe(ENGINE_SAYS.round.tie);
    expect(frames.at(-1)!.happened).toEqual([ENGINE_SAYS.round.tie]);
    expect(frames.at(-1)!.picture.points).toEqual({ attacker: 0, defender: 0 });
  });
});

describe('SUBTWEET: two turns and their penalties', () => {
  const frames = penaltiesFrames();
  const states = lessonStates(subtweetLesson);
  it('hands out the engine’s penalties: Al, Bea and Cyd draw, Dee is spared at the hand limit, then nobody', () => {
    const first = states[3]!;
    const turn = first.log.at(-1)!;
    expect(frames[3]!.happened).toEqual([describeEntry(first, turn)]);
    expect(frames[3]!.picture.players.map((p) => p.penalty)).toEqual(['took', 'took', 'took', 'spared']);
    const end = states.at(-1)!;
    expect(frames.at(-1)!.happened).toEqual([describeEntry(end, end.log.at(-1)!)]);
    expect(frames.at(-1)!.picture.players.every((p) => p.penalty === null)).toBe(true);
  });
});
