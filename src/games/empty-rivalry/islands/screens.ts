/**
 * Everything the round helper (islands/Helper.tsx) draws or runs after its new-match
 * screen: the match with its save and every screen of it, and the setup of a new match.
 * The lesson comes on its own (`loadLesson`), only when asked for.
 */
export { SavedMatch } from './SavedMatch';
export { setup } from '../engine';
