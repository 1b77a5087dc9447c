/*
 * Every screen after the first one, in one file the page loads on demand: the first
 * touch loads all on-demand screens anyway, so one file (with one list of what it
 * needs) costs the page less than two.
 */
export { Play } from './Play';
export { Setup } from './Setup';
