import { GAP, pinnedInsets } from './follow';

/**
 * Scrolls by the least amount that shows `el` clear of anything pinned: for a move that
 * keeps the step but moves the control just tapped (an Undo at the foot of a list that
 * shrank, a toggle that folded the page), which must stay under the player's eyes.
 */
export function keepInView(el: Element): void {
  const { top, bottom } = pinnedInsets();
  const r = el.getBoundingClientRect();
  const viewTop = top + GAP;
  const viewBottom = window.innerHeight - bottom - GAP;
  // Whole pixels, rounded away from the edge, whatever the scroll's own rounding.
  if (r.bottom > viewBottom) window.scrollBy({ top: Math.ceil(r.bottom - viewBottom), left: 0, behavior: 'instant' });
  else if (r.top < viewTop) window.scrollBy({ top: Math.floor(r.top - viewTop), left: 0, behavior: 'instant' });
}
