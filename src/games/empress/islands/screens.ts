/**
 * Everything the helper shows after its first screen (islands/Helper.tsx reaches it
 * through the kit's `laterModule`): the tracker for real cards, with its lesson, and
 * the secret picks without cards.
 */
export { default as MatchTracker } from './MatchTracker';
export { default as PassThePhone } from './PassThePhone';
