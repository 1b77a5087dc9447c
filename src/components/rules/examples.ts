import { condemnFrames, transpositionFrames } from '~/games/emperor/islands/seat-examples';
import { gameFrames } from '~/games/empress/islands/game-example';
import { roundFrames } from '~/games/empty-rivalry/islands/round-example';
import { switchFrames } from '~/games/sibling-rivalry/islands/switch-example';
import { penaltiesFrames } from '~/games/subtweet/islands/penalties-example';
import type { Frame } from './walkthrough';

/**
 * Every worked example on the rules pages, by game and name: each a function that plays the
 * source's example through the game's engine (build time only). Written to
 * /games/<slug>/examples/<name>.json (src/pages/games/[slug]/examples/[name].json.ts), which
 * the page's island fetches: `<SwitchExample client:visible src="examples/switch.json" />`.
 */
export const examples: Record<string, Record<string, () => Frame<unknown>[]>> = {
  emperor: { transposition: transpositionFrames, condemn: condemnFrames },
  empress: { games: gameFrames },
  'empty-rivalry': { round: roundFrames },
  'sibling-rivalry': { switch: switchFrames },
  subtweet: { penalties: penaltiesFrames },
};
