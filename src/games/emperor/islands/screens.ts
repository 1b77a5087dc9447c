/*
 * Everything the helper reaches after its first screen (Helper.tsx's one `laterModule`):
 * the way in after the first question, the table under way, and the lesson.
 */
export { Setup } from './Setup';
export { Table } from './Table';
export { lesson } from '../lesson';
