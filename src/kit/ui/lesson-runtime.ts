// Everything a lesson needs beyond the game's own screens, in one file that loads with
// the lesson (useLesson.ts imports it dynamically): a table that never asks "Teach me"
// never downloads it.
export { judge, lessonStates, sameState, scriptedRng } from '../lesson';
export { LessonBannerView } from './LessonBannerView';
