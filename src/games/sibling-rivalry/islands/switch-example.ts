import { must, newLines, type Frame } from '~/components/rules/walkthrough';
import { board, squareOf, trackOf } from '../data';
import { catchThreshold, legalTracks, type State } from '../engine';
import { lesson } from '../lesson';

/*
 * The seed's switch from Tickles to Ouchies, played by the engine: the lesson's first five
 * moves (Ann rolls 1 2 4 6 6 against Cat's Chin, climbs Tickles, rolls 1 5 5 5, switches to
 * Ouchies and stops). Worked out at build time; SwitchExample.tsx draws the frames.
 */

export interface SwitchPicture {
  /** Every track, by die face and name. */
  tracks: { number: number; name: string }[];
  /** Tracks the player on turn may use now. */
  legal: number[];
  /** Challenge pawns on the board. */
  pawns: { track: number; square: number; label: string; name: string; mine: boolean }[];
  /** The dice of the latest roll (its 1s included), or null before the first roll. */
  roll: number[] | null;
  /** 1s set aside this turn, and how many would catch the player. */
  aside: number;
  threshold: number;
  /** Whose turn it is (Ann's, the example's, to the end). */
  player: string;
}

/** The lesson's moves this example plays: the two rolls, the two track choices and the stop. */
export const SWITCH_MOVES = 5;

function picture(game: State, over = false): SwitchPicture {
  const me = over ? 0 : game.turn.player;
  return {
    tracks: board.tracks.map((t) => ({ number: t.number, name: t.name })),
    legal: over ? [] : legalTracks(game),
    pawns: game.players.flatMap((p, i) =>
      p.pawn ? [{ track: p.pawn.track, square: p.pawn.square, label: p.name[0]!, name: p.name, mine: i === me }] : [],
    ),
    roll: over ? null : game.turn.roll,
    aside: over ? 0 : game.turn.ones,
    threshold: catchThreshold(game),
    player: game.players[me]!.name,
  };
}

const TITLES = ['Cat’s Chin stands on Tickles', 'Ann rolls 1 2 4 6 6', 'Ann climbs Tickles', 'Ann rolls again: 1 5 5 5', 'Ann switches to Ouchies', 'Ann stops'];

export function switchFrames(): Frame<SwitchPicture>[] {
  let saved = lesson.start;
  const game = () => saved.game!;
  const frames: Frame<SwitchPicture>[] = [{ title: TITLES[0]!, say: lesson.steps[0]!.say, happened: [], picture: picture(game()) }];
  for (let i = 0; i < SWITCH_MOVES; i++) {
    const before = game().events;
    saved = must(lesson.steps[i]!.move(saved), 'the switch', `move ${i + 1}`);
    const after = game();
    const last = i === SWITCH_MOVES - 1;
    // Ann's pawn where the stop left it: its square's name and points, from the board data.
    const ann = after.players.find((p) => p.name === 'Ann')!.pawn;
    const held = ann ? squareOf(ann.track, ann.square) : null;
    frames.push({
      title: TITLES[i + 1]!,
      say: last
        ? held
          ? `Her turn is over with ${held.name} on ${trackOf(ann!.track).name}. If nobody outdoes it before her next turn, it scores ${held.points} as that turn begins.`
          : 'Her turn is over.'
        : lesson.steps[i + 1]!.say,
      happened: newLines(before, after.events),
      picture: picture(after, last),
    });
  }
  return frames;
}
