/**
 * Everything the round helper (islands/Helper.tsx) draws or runs after its new-match
 * screen: the match with its save and every screen of it, the setup of a new match, and
 * the lesson.
 */
export { SavedMatch } from './SavedMatch';
export { setup } from '../engine';
export { lesson } from '../lesson';
