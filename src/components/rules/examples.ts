import { condemnFrames, transpositionFrames } from '~/games/emperor/islands/seat-examples';
import { gameFrames } from '~/games/empress/islands/game-example';
import { roundFrames } from '~/games/empty-rivalry/islands/round-example';
import { switchFrames } from '~/games/sibling-rivalry/islands/switch-example';
import { penaltiesFrames } from '~/games/subtweet/islands/penalties-example';
import type { Frame } from './walkthrough';

export interface Example {
  /** The island that draws it: src/games/<slug>/islands/<island>.tsx (default export). */
  island: string;
  /** Its heading. */
  title: string;
  /** Plays the source's example through the game's engine (build time only). */
  frames: () => Frame<unknown>[];
}

/**
 * Every worked example on the rules pages, by game and name. A page shows one with
 * `<WorkedExample game="sibling-rivalry" name="switch" />`; its frames are written to
 * /games/<slug>/examples/<name>.json (src/pages/games/[slug]/examples/[name].json.ts),
 * which the island fetches when it is brought to life (examples-client.ts).
 */
export const examples: Record<string, Record<string, Example>> = {
  emperor: {
    transposition: { island: 'TranspositionExample', title: 'A Transposition passes a player over', frames: transpositionFrames },
    condemn: { island: 'CondemnExample', title: 'A Condemn, from the card to its deadline', frames: condemnFrames },
  },
  empress: { games: { island: 'GameExample', title: 'Two games, play by play', frames: gameFrames } },
  'empty-rivalry': { round: { island: 'RoundExample', title: 'A round, from the cups to the score', frames: roundFrames } },
  'sibling-rivalry': { switch: { island: 'SwitchExample', title: 'The switch from Tickles to Ouchies', frames: switchFrames } },
  subtweet: { penalties: { island: 'PenaltiesExample', title: 'Two turns, and who draws a card', frames: penaltiesFrames } },
};
