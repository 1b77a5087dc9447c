/**
 * The screen follows the game: after a tap changes a helper's step, the new step's
 * heading takes focus (a screen reader announces it) and the page scrolls just enough
 * that the heading, the result of the tap (drawn under the heading) and the step's next
 * action are all on screen. Plain DOM code, so every helper gets the same behaviour.
 */

/** A step marks its next action with this attribute; otherwise its first primary button counts. */
export const NEXT_ACTION = 'data-next';

// Nothing moves while the page is loading: focus and scroll follow a step only once the
// player has touched or typed, so opening a page (or two islands hydrating) never jumps.
export { hasInteracted } from './touch';

/** Height of whatever is pinned to the top or bottom of the viewport (a sticky header, the update banner). */
export function pinnedInsets(): { top: number; bottom: number } {
  let top = 0;
  let bottom = 0;
  const vh = window.innerHeight;
  for (const el of document.querySelectorAll<HTMLElement>('[data-pinned]')) {
    if (el.hidden) continue;
    const r = el.getBoundingClientRect();
    if (r.height === 0) continue;
    if (r.top <= 1) top = Math.max(top, r.bottom);
    else if (r.bottom >= vh - 1) bottom = Math.max(bottom, vh - r.top);
  }
  return { top, bottom };
}

/**
 * The control the player most likely wants next. A primary button disabled for a moment
 * (armed after a hand-over) still counts when nothing else is there to press: it is the
 * next action a moment later, and the screen must already show it.
 */
export function nextActionOf(step: HTMLElement): HTMLElement | null {
  return (
    step.querySelector<HTMLElement>(`[${NEXT_ACTION}]`) ??
    step.querySelector<HTMLElement>('.btn.primary:not([disabled])') ??
    step.querySelector<HTMLElement>('button:not([disabled]), input, select') ??
    step.querySelector<HTMLElement>('.btn.primary')
  );
}

/** The next action's choice whole: its group (TRUE and FALSE, a hand of cards) when the action is one of several. */
function choiceOf(step: HTMLElement, next: HTMLElement): HTMLElement {
  const group = next.closest<HTMLElement>('[role="group"], fieldset');
  return group && group !== step && step.contains(group) ? group : next;
}

export const GAP = 8;

/**
 * Scrolls by the least amount that shows the heading and the next action; when both
 * can't fit, the heading goes to the top (the step reads from there). Instant, not
 * smooth: a player who just tapped wants the result now.
 */
export function bringIntoView(step: HTMLElement, heading: HTMLElement): void {
  const { top, bottom } = pinnedInsets();
  const viewTop = top + GAP;
  const viewBottom = window.innerHeight - bottom - GAP;
  const h = heading.getBoundingClientRect();
  const next = nextActionOf(step);
  // The whole choice if it fits with the heading (a landscape phone has 390 px), else a code
  // shown to other phones with the action (they scan all of it: a cut code doesn't read),
  // else the action alone.
  const targets = next ? [choiceOf(step, next), step.querySelector('.link-code > svg'), next] : [heading];
  for (const target of targets) {
    if (!target) continue;
    const boxes = [h, target.getBoundingClientRect(), (next ?? heading).getBoundingClientRect()];
    const first = Math.min(...boxes.map((b) => b.top));
    const last = Math.max(...boxes.map((b) => b.bottom));
    if (first >= viewTop && last <= viewBottom) return;
    if (last - first <= viewBottom - viewTop) {
      // Both fit: move the shorter way.
      const dy = first < viewTop ? first - viewTop : last - viewBottom;
      return window.scrollBy({ top: dy, left: 0, behavior: 'instant' });
    }
  }
  window.scrollBy({ top: h.top - viewTop, left: 0, behavior: 'instant' });
}

/** Focus the heading without the browser's own scroll, then scroll our way. */
export function follow(step: HTMLElement, heading: HTMLElement): void {
  heading.focus({ preventScroll: true });
  bringIntoView(step, heading);
}
