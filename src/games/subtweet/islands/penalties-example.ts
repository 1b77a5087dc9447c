import { must, type Frame } from '~/components/rules/walkthrough';
import { handSize, type SubtweetState } from '../engine';
import { lesson } from '../lesson';
import { describeEntry } from '../words';

/*
 * Two turns of SUBTWEET at four, played by the engine from the lesson's table: Al's tweet
 * about Cyd is missed by Cyd and wrongly favourited by Bea and Dee (Dee, at the hand limit,
 * is spared), then Bea's tweet lands. Worked out at build time; PenaltiesExample.tsx draws
 * the frames.
 */

export interface PenaltiesPicture {
  players: {
    handle: string;
    written: number;
    blank: number;
    /** The author of the tweet on the table. */
    author: boolean;
    /** Opened a fist with the token in it. */
    favourited: boolean | null;
    /** The tweet was about them (once uncovered). */
    recipient: boolean;
    /** Took a penalty card this turn, or was spared by the hand limit. */
    penalty: 'took' | 'spared' | null;
  }[];
}

function picture(s: SubtweetState, shownRecipient: number | null): PenaltiesPicture {
  const last = s.log.at(-1);
  const resolved = shownRecipient !== null && last?.kind === 'turn' ? last : null;
  const author = s.pending?.author ?? resolved?.author ?? null;
  const favs = s.pending?.favourites ?? resolved?.favourites ?? null;
  return {
    players: s.players.map((p, seat) => ({
      handle: p.handle,
      written: p.written,
      blank: p.blank,
      author: seat === author,
      favourited: favs === null || seat === author ? null : favs.includes(seat),
      recipient: seat === shownRecipient,
      penalty: resolved?.penalised.includes(seat) ? 'took' : resolved?.waived.includes(seat) ? 'spared' : null,
    })),
  };
}

const TITLES = ['Al reads a tweet', 'The fists open', 'The corner is uncovered: Cyd', 'Bea reads a tweet', 'The fists open', 'The corner is uncovered: Cyd'];

export function penaltiesFrames(): Frame<PenaltiesPicture>[] {
  let s = lesson.start!;
  const frames: Frame<PenaltiesPicture>[] = [
    {
      title: 'A game at four, Al to play',
      say: `Hands: ${s.players.map((p) => `${p.handle} ${handSize(p)}`).join(', ')}. Dee already holds the most cards a hand may hold.`,
      happened: [],
      picture: picture(s, null),
    },
  ];
  lesson.steps.forEach((step, i) => {
    const logged = s.log.length;
    s = must(step.move(s), 'two turns', `step ${i + 1}`)!;
    const turn = s.log.length > logged ? s.log.at(-1)! : null;
    const recipient = turn?.kind === 'turn' ? turn.recipient : null;
    frames.push({
      title: TITLES[i]!,
      say: step.say,
      happened: turn ? [describeEntry(s, turn)] : [],
      picture: picture(s, recipient),
    });
  });
  return frames;
}
