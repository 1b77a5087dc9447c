import type { RuleRef } from '~/kit/ui/RuleLink';

/** A heading id of content/games/subtweet/index.mdx, where a step's rule is stated. */
export type RuleSection = 'who-goes-first' | 'a-turn' | 'penalties' | 'blank-cards-and-passing' | 'winning' | 'variations';

/** The link from a helper step or a lesson step to the rules page's section. */
export const rule = (section: RuleSection): RuleRef => ({ game: 'subtweet', section });
