/*
 * Everything the helper reaches after its first screen (Helper.tsx's one `laterModule`):
 * the way in after the first question and the table under way. The lesson comes on its
 * own (Helper.tsx `loadLesson`), only when asked for.
 */
export { Setup } from './Setup';
export { Table } from './Table';
