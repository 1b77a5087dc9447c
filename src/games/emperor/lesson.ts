import type { Lesson, LessonStep } from '~/kit/lesson';
import { unwrap, type Result } from '~/kit/result';
import { block, chooseDirection, condemn, endTurn, setup, transpose, type TableState } from './engine';

/**
 * Everyone Wants To Sit Besides The Emperor taught on the table tracker with printed
 * cards (the phone holds no secrets, so no hand-overs and no looks): the seed's
 * Transposition example (player 1 trades seats with player 2 going counterclockwise, so
 * player 3 plays next and player 2 is passed over), then a Condemn and its deadline, and
 * a Clearance that blocks it. Every step is the tracker's own engine move.
 *
 * The state is the tracker's store state (`TableState | null`); the start is a table
 * already set up with the direction chosen: the setup form is not what the lesson teaches.
 */
type S = TableState | null;

// Seats clockwise: Emma (the Emperor), Dev, Cleo, Ben, Ann. Counterclockwise from the
// Emperor that is Ann, Ben, Cleo, Dev: the seed's players 1, 2, 3 and 4.
const NAMES = ['Emma', 'Dev', 'Cleo', 'Ben', 'Ann'];
const [, DEV, , BEN, ANN] = [0, 1, 2, 3, 4] as const;

/** The table after the deal: Emma revealed the Emperor and chose counterclockwise, so Ann plays first. */
export function lessonStart(): TableState {
  const table = unwrap(setup({ names: NAMES, emperor: 0 }));
  return unwrap(chooseDirection(table, { direction: 'counterclockwise' }));
}

/** The lesson's first (and only) Condemn: ids start at 1. */
const CONDEMN_ID = 1;

const on =
  (move: (s: TableState) => Result<TableState>) =>
  (state: S): Result<S> =>
    // The start is a table and every step leads to one; null here is a bug in the lesson.
    move(state ?? noTable());

function noTable(): never {
  throw new Error('The Emperor lesson has no table to play on');
}

const rule = (section: string): LessonStep<S>['rule'] => ({ game: 'emperor', section });

export const lesson: Lesson<S> = {
  game: 'emperor',
  title: 'The Emperor',
  start: lessonStart(),
  steps: [
    {
      say: 'Emma, the Emperor, chose counterclockwise, so Ann plays first, then Ben, then Cleo. Ann plays Transposition to trade seats with Ben, her neighbour.',
      ask: 'Tap Transposition, then Ben',
      rule: rule('the-ability-cards'),
      move: on((s) => transpose(s, { partner: BEN })),
    },
    {
      say: "Ann now sits in Ben's old seat, and play goes on from there: the next player counterclockwise is Cleo. Ben, in Ann's old seat, is passed over this round.",
      ask: "Tap End Ann's turn",
      rule: rule('a-round'),
      move: on(endTurn),
    },
    {
      say: "Cleo plays Condemn on Ann. A Condemn doesn't kill at once: Ann dies at the end of Cleo's next turn unless someone blocks it.",
      ask: 'Tap Condemn, then Ann',
      rule: rule('condemn-in-detail'),
      move: on((s) => condemn(s, { target: ANN })),
    },
    {
      say: "Cleo ends this turn and Ann lives on: the Condemn waits for the end of Cleo's next turn, in round 2. The list of waiting Condemns shows it, and Ann's seat too.",
      ask: "Tap End Cleo's turn",
      rule: rule('condemn-in-detail'),
      move: on(endTurn),
    },
    {
      say: 'Clearance is an instinct card: anyone may play it at any time to block a Condemn on anyone. Dev holds one and saves Ann.',
      ask: 'Tap Block (save Ann), then Clearance (anyone), then Dev',
      rule: rule('condemn-in-detail'),
      move: on((s) => block(s, { condemn: CONDEMN_ID, card: 'clearance', by: DEV })),
    },
  ],
  end: "Ann is safe and Dev's turn goes on; the Emperor's turn will end the round. Leave the lesson to play at your own table.",
};
