/*
 * Everything the helper reaches after its first screen (Helper.tsx's one `laterModule`):
 * the table with its saves (SavedTable.tsx), the way in after the first question and the
 * table under way. The lesson comes on its own (SavedTable.tsx `loadLesson`), only when
 * asked for.
 */
export { SavedTable } from './SavedTable';
