import type { RingSeat } from '~/components/rules/SeatRing';
import { must, newLines, type Frame } from '~/components/rules/walkthrough';
import { chooseDirection, endTurn } from '../engine';
import { condemnsOn, nameOf, seatFacts, upNext } from '../seats';
import type { TableState } from '../state';
import { lesson } from '../lesson';

/*
 * The Emperor's worked examples, played by the engine from the lesson's table (Emma the
 * Emperor, then Dev, Cleo, Ben and Ann clockwise): the seed's Transposition, where Ann
 * trades seats with Ben and Ben is passed over; and a Condemn from the card to its
 * deadline, where Cleo condemns Ann and nobody blocks it. Worked out at build time;
 * TranspositionExample.tsx and CondemnExample.tsx draw the frames.
 */

export interface SeatPicture {
  seats: RingSeat[];
  direction: 'clockwise' | 'counterclockwise' | null;
  round: number;
  /** The whole picture in words (the drawing's label). */
  label: string;
  /** Turns played so far in this example, by round: "Round 1: Ann, Cleo". */
  turns: string[];
}

function picture(s: TableState, extra: Record<number, string> = {}, turns: string[] = []): SeatPicture {
  const seats = s.seats.map((id) => {
    const notes = seatFacts(s, id).filter((f) => f !== 'beside the Emperor');
    if (extra[id]) notes.push(extra[id]!);
    const waiting = condemnsOn(s, id);
    if (waiting.length) notes.push('condemned');
    return { name: nameOf(s, id), notes, now: s.current === id, gone: !s.players[id]!.alive, marked: waiting.length > 0 };
  });
  const next = upNext(s);
  const words = [
    `Seats clockwise from the top: ${s.seats.map((id) => nameOf(s, id)).join(', ')}.`,
    s.direction ? `Round ${s.round} goes ${s.direction}.` : `Round ${s.round}: the Emperor chooses the direction.`,
    s.current !== null ? `${nameOf(s, s.current)} is playing${next !== null ? `; ${nameOf(s, next)} is next` : ''}.` : '',
    ...Object.entries(extra).map(([id, note]) => `${nameOf(s, Number(id))}: ${note}.`),
    ...s.condemns.map((c) => `A Condemn waits on ${nameOf(s, c.target)}.`),
    ...s.players.filter((p) => !p.alive).map((p) => `${p.name} is dead.`),
  ].filter(Boolean);
  // "Round 1: Ann", "Round 1: Cleo" → "Round 1: Ann, Cleo".
  const rounds = new Map<string, string[]>();
  for (const t of turns) {
    const [round, who] = t.split(': ') as [string, string];
    rounds.set(round, [...(rounds.get(round) ?? []), who]);
  }
  const grouped = [...rounds].map(([round, who]) => `${round}: ${who.join(', ')}`);
  return { seats, direction: s.direction, round: s.round, label: words.join(' '), turns: grouped };
}

/** The lesson's table, move by move: its states from the start. */
function lessonStates(): TableState[] {
  const states = [lesson.start!];
  lesson.steps.forEach((step, i) => states.push(must(step.move(states[i]!), 'the Emperor lesson', `step ${i + 1}`)!));
  return states;
}

const BEN = 3;

/** The seed's Transposition: Ann trades seats with Ben going counterclockwise, so Cleo plays next and Ben is passed over. */
export function transpositionFrames(): Frame<SeatPicture>[] {
  const [start, swapped, ended] = lessonStates() as [TableState, TableState, TableState];
  return [
    {
      title: 'Round 1 goes counterclockwise',
      say: 'Emma, the Emperor, chose counterclockwise, so Ann plays first, then Ben, then Cleo and Dev; Emma’s turn ends the round. Ann plays Transposition to trade seats with Ben, her neighbour.',
      happened: [],
      picture: picture(start),
    },
    {
      title: 'Ann and Ben trade seats',
      say: lesson.steps[1]!.say,
      happened: newLines(start.log, swapped.log),
      picture: picture(swapped, { [BEN]: 'passed over' }),
    },
    {
      title: 'Cleo plays next; Ben is passed over',
      say: 'Play goes on from Ann’s new seat, so the next player counterclockwise is Cleo. Ben, now sitting where Ann was, has been passed over: his turn does not come round again before Emma ends the round.',
      happened: newLines(swapped.log, ended.log),
      picture: picture(ended, { [BEN]: 'passed over' }),
    },
  ];
}

/** A Condemn from the card to its deadline: Cleo condemns Ann, and at the end of Cleo's next turn, unblocked, Ann dies. */
export function condemnFrames(): Frame<SeatPicture>[] {
  const states = lessonStates();
  // From Cleo's turn in round 1 (after the Transposition), the lesson's Condemn on Ann.
  const before = states[2]!;
  const cast = states[3]!;
  const steps: { title: string; say: string; moves: ((s: TableState) => ReturnType<typeof endTurn>)[] }[] = [
    {
      title: 'Cleo ends her turn',
      say: 'Ann lives on: the Condemn waits for the end of Cleo’s next turn, not this one. Until then anyone may block it: Ann with Self-Clearance or Counter-Condemn, anyone with Clearance.',
      moves: [endTurn],
    },
    {
      title: 'Dev and Emma play; round 1 ends',
      say: 'Emma’s turn ends round 1. For round 2 she chooses clockwise, so Dev, beside her that way, plays first.',
      moves: [endTurn, endTurn, (s) => chooseDirection(s, { direction: 'clockwise' })],
    },
    {
      title: 'Cleo’s next turn begins',
      say: 'Dev ends his turn and Cleo plays: this is the turn the Condemn waits for. A block now would still save Ann.',
      moves: [endTurn],
    },
    {
      title: 'Cleo’s turn ends: the Condemn strikes',
      say: 'Nobody blocked it, so Ann dies at the end of Cleo’s turn. Dead players leave the circle: their neighbours now sit next to each other.',
      moves: [endTurn],
    },
  ];
  const turns = (s: TableState, from: TableState) =>
    newLines(from.log, s.log).filter((l) => / ends their turn\.$/.test(l)).map((l) => `Round ${from.round}: ${l.replace(' ends their turn.', '')}`);
  const frames: Frame<SeatPicture>[] = [
    {
      title: 'Cleo’s turn, round 1',
      say: 'After the Transposition it is Cleo’s turn. She plays a Condemn card on Ann as her action.',
      happened: [],
      picture: picture(before, {}, ['Round 1: Ann']),
    },
    {
      title: 'Cleo condemns Ann',
      say: lesson.steps[2]!.say,
      happened: newLines(before.log, cast.log),
      picture: picture(cast, {}, ['Round 1: Ann']),
    },
  ];
  let s = cast;
  let played = ['Round 1: Ann'];
  for (const step of steps) {
    const from = s;
    let round = from;
    for (const move of step.moves) {
      const next = must(move(s), 'a Condemn', step.title);
      played = [...played, ...turns(next, round)];
      round = next;
      s = next;
    }
    frames.push({ title: step.title, say: step.say, happened: newLines(from.log, s.log), picture: picture(s, {}, played) });
  }
  return frames;
}
