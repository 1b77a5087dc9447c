import type { RuleRef } from '~/kit/ui/RuleLink';
import type { OtherAction } from './engine';

/*
 * Words the helper's screens share that the engine does not own (the engine writes its
 * own news and refusals). A screen's one-off sentences stay beside the screen.
 */

/** The rules page's section a step links to. */
export const rule = (section: string): RuleRef => ({ game: 'emperor', section });

/** The buttons for the turn's other actions. */
export const ACTION_LABELS: Record<OtherAction, string> = {
  investigate: 'Investigate',
  shuffle: 'Shuffle',
  swap: 'Swap',
  investigation: 'Investigation',
  reveal: 'Reveal',
  steal: 'Steal',
};

/** How a look's hand-over ends: "Hand the phone to Ben … to see your identity cards". */
export const LOOK_PURPOSE = {
  deal: 'to see your identity cards',
  again: 'to see your cards again',
  look: 'for a secret look',
} as const;

/** Why Undo is off: a look taken can't be unseen (game.ts `undo`). */
export const UNDO_STOPPED = {
  deal: "Undo can't take back a deal someone has seen; New game starts over.",
  look: "Undo can't take back a secret look someone has taken.",
} as const;
