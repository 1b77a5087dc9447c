import type { RuleRef } from '~/kit/ui/RuleLink';
import { abilityById, data, type AbilityId } from './data';
import type { OtherAction } from './engine';

/*
 * Words the helper's screens share that the engine does not own (the engine writes its
 * own news and refusals). A screen's one-off sentences stay beside the screen.
 */

/** The rules page's section a step links to. */
export const rule = (section: string): RuleRef => ({ game: 'emperor', section });

/**
 * The buttons for the turn's other actions. Investigate (an action, no card played) and
 * Investigation (a card) differ by one syllable, so each says how many cards it looks at.
 */
export const ACTION_LABELS: Record<OtherAction, string> = {
  investigate: 'Investigate (1 card)',
  shuffle: 'Shuffle',
  swap: 'Swap',
  investigation: 'Investigation (2 cards)',
  reveal: 'Reveal',
  steal: 'Steal',
};

/** The turn's two kinds of action (the seed's playing phase): one taken without a card, or a card played. */
export const ACTION_GROUPS = { free: 'Without a card', card: 'Or play a card' } as const;

/** Steal with the phone's identity cards: it moves only ability cards, so the phone records it and nothing more. */
export const stealWords = (name: string) => ({
  title: `Steal: ${name} takes every ability card from one player`,
  note: `The phone holds no ability cards: do it with your cards, then ${name} discards down to ${data.turn.handLimit}. The phone records Steal as ${name}'s action for this turn.`,
  button: `Record ${name}'s Steal`,
});

/** How a look's hand-over ends: "Hand the phone to Ben … to see your identity cards". */
export const LOOK_PURPOSE = {
  deal: 'to see your identity cards',
  again: 'to see your cards again',
  look: 'for a secret look',
} as const;

/**
 * The turn once its one action is spent: the discarding phase (down to the hand limit),
 * worded so it agrees with a Shuffle's "keeps 1 ability card" instead of contradicting it.
 */
export const actionUsed = (name: string): string =>
  `${name} has used this turn's one action. If ${name} holds more than ${data.turn.handLimit} ability cards, discard down to ${data.turn.handLimit}; then end the turn.`;

/** The bar pinned to the foot of every turn screen, and the sheet it opens (islands/Instinct.tsx). EW-3: instinct cards, anyone, any time. */
export const INSTINCT = {
  bar: 'Instinct cards: any time',
  open: 'Instinct cards',
  title: 'Instinct cards: anyone, any time',
  blocks: 'Block a waiting Condemn',
  noBlock: 'No Condemn is waiting, so Self-Clearance, Clearance and Counter-Condemn have nothing to block.',
  who: 'Whoever holds it',
  play: (name: string) => `Play ${name}`,
} as const;

/** The bar's Block button: one waiting Condemn names whom it saves; several open the sheet. */
export const blockButton = (saves: string[]): string =>
  saves.length === 1 ? `Block (save ${saves[0]})` : `Block (${saves.length} Condemns)`;

/** What an instinct card does (cards.json), with what changes when the Emperor plays it. */
export function instinctWhat(id: AbilityId): string {
  const card = abilityById(id);
  return card.emperorSpecial ? `${card.effect} Played by the Emperor: ${card.emperorSpecial.charAt(0).toLowerCase()}${card.emperorSpecial.slice(1)}` : card.effect;
}

/**
 * When a waiting Condemn strikes, one wording for each deadline, the seed's: "at the end
 * of the caster's next turn", and on the Emperor "at the end of the Emperor's turn"
 * (seats.ts `deadline` picks one; the news, the waiting list and the seat circle all say it).
 */
export const DEADLINE = {
  emperor: "at the end of the Emperor's turn",
  caster: (name: string): string => `at the end of ${name}'s next turn`,
  /** The caster's deadline while that turn is being played: still the turn the Condemn named. */
  casterNow: (name: string): string => `at the end of ${name}'s turn (this one)`,
} as const;

/** EW-7 with printed cards: what the table is asked about a caster's cards. */
export const rebelQuestion = (name: string): string => `${name} turns their three identity cards face up: are most of them Rebel?`;

/** EW-10: the turn order after any seat change, said beside the seat circle. */
export const TURN_ORDER = 'After any seat change, play goes on the way of the round from the seat of the player whose turn it is.';
