/**
 * Focus never drops to the page's body after a tap. When a tap (a finger's or a key's)
 * makes a helper draw something else where the tapped or focused control was (Veto →
 * "Bring back", New match → "Keep playing", a screen drawn anew once its code is here), the
 * browser lets the focus fall to the body and a keyboard or screen-reader player loses
 * their place. Here, once the change is drawn and the step has had its turn (Step.tsx
 * focuses a new step's heading a frame after it appears), a focus left on the body goes to
 * the control now at that control's place, else to the step's next action there (its control
 * marked `data-next`, else its primary button: what the player does next), else to the
 * heading of the step there, else to the helper's heading. Plain DOM, loaded with the tap guard at the player's first touch
 * (afterTouch.tsx).
 */
import { CONTROLS, reaches } from './fingers';
import { bringIntoView, follow } from './follow';
import { keepInView } from './keepInView';
import { lastClick } from './touch';

/** The control the player last tapped or focused in a helper, and where it was (page coordinates). */
interface Place {
  control: Element;
  helper: Element;
  x: number;
  y: number;
}

let last: Place | null = null;
let pending = false;

const lost = (): boolean => {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement || !active.isConnected;
};

/** Whether a control can take the focus and is drawn. */
function focusable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || (el as HTMLButtonElement).disabled || el.closest('[hidden], [inert]')) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** The control now at a point (viewport coordinates) of a helper: the one covering it, else the nearest within a fingertip. */
function controlAt(helper: Element, x: number, y: number): HTMLElement | null {
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  for (const el of helper.querySelectorAll(CONTROLS)) {
    if (!focusable(el)) continue;
    const box = el.getBoundingClientRect();
    if (!reaches(box, x, y)) continue;
    const dx = Math.max(box.left - x, 0, x - box.right);
    const dy = Math.max(box.top - y, 0, y - box.bottom);
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) [best, bestDistance] = [el, distance];
  }
  return best;
}

/** The heading of the step at or above a point (the step the player is in), else the helper's own heading. */
function headingAt(helper: Element, y: number): { heading: HTMLElement; step: HTMLElement | null } | null {
  const headings = [...helper.querySelectorAll<HTMLElement>('.step .step-head h3')].filter(focusable);
  const chosen = headings.filter((h) => h.getBoundingClientRect().top <= y).at(-1) ?? headings[0];
  if (chosen) return { heading: chosen, step: chosen.closest<HTMLElement>('.step') };
  const own = helper.querySelector<HTMLElement>('h2');
  if (!own) return null;
  if (!own.hasAttribute('tabindex')) own.tabIndex = -1;
  return { heading: own, step: null };
}

function look(): void {
  pending = false;
  const place = last;
  if (!place || !lost()) return;
  // Still there and usable: the player (or the page) moved the focus away on purpose.
  if (place.control.isConnected && focusable(place.control)) return;
  const x = place.x - scrollX;
  const y = place.y - scrollY;
  // A helper drawn anew (a lesson's switch, a crash's message): the one now at that place.
  const helper = place.helper.isConnected ? place.helper : (document.elementFromPoint(x, y)?.closest('section.helper') ?? document.querySelector('section.helper'));
  if (!helper) return;
  const control = controlAt(helper, x, y);
  if (control) {
    control.focus({ preventScroll: true });
    last = remember(control, helper);
    return;
  }
  const found = headingAt(helper, y);
  const next = found?.step ? nextActionIn(found.step) : null;
  if (found?.step && next) {
    // What the player does next (Resume once a Fail Whale's card is recorded), with the step's heading when both fit.
    next.focus({ preventScroll: true });
    bringIntoView(found.step, found.heading);
    keepInView(next);
    last = remember(next, helper);
  } else if (found?.step) follow(found.step, found.heading);
  else found?.heading.focus({ preventScroll: true });
}

/** The step's next action, where it is a control that takes taps now: the one marked `data-next` (the step follower's mark, follow.ts), or the first control in a marked group, else its first primary button. */
function nextActionIn(step: HTMLElement): HTMLElement | null {
  const marked = step.querySelector<HTMLElement>('[data-next]');
  const candidates = [
    marked?.matches(CONTROLS) ? marked : null,
    marked?.querySelector<HTMLElement>('.btn.primary'),
    ...(marked ? marked.querySelectorAll<HTMLElement>(CONTROLS) : []),
    ...step.querySelectorAll<HTMLElement>('.btn.primary'),
  ];
  return candidates.find((el): el is HTMLElement => !!el && focusable(el) && el.getAttribute('aria-disabled') !== 'true') ?? null;
}

/**
 * Looks once the page has drawn the change and the step has followed it: three frames
 * (Preact's effects run after a paint, Step's follow a frame later), then a task.
 */
function soon(): void {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(look))));
}

function remember(control: Element, helper: Element, point?: { x: number; y: number }): Place {
  const box = control.getBoundingClientRect();
  const x = point && point.x + point.y > 0 ? point.x : box.left + box.width / 2;
  const y = point && point.x + point.y > 0 ? point.y : box.top + box.height / 2;
  return { control, helper, x: x + scrollX, y: y + scrollY };
}

/** A helper's control tapped (`point`: the finger's) or focused becomes the place to come back to. */
function note(target: EventTarget | null, point?: { x: number; y: number }): void {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  const helper = control?.closest('section.helper');
  if (control && helper) last = remember(control, helper, point);
}

let installed = false;

/** Installs the focus keeper on the page (once), looking back at the tap that loaded it. */
export function installKeepFocus(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const early = lastClick();
  if (early) note(early.target, { x: early.clientX, y: early.clientY });
  else note(document.activeElement);
  addEventListener('click', (event) => note(event.target, { x: event.clientX, y: event.clientY }), { capture: true, passive: true });
  addEventListener('focusin', (event) => note(event.target), { capture: true, passive: true });
  // The control lost from the page or made unusable while it held the focus (or was just tapped).
  // Not only once the focus is on the body: a browser moves it off a control made disabled
  // only when it next draws, after this observer has run (look() checks then).
  new MutationObserver(() => {
    if (last && !(last.control.isConnected && focusable(last.control))) soon();
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
  soon();
}
