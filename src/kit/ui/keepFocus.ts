/**
 * Focus never drops to the page's body after a tap. When a tap (a finger's or a key's)
 * makes the helper draw something else where the tapped control was (Veto → "Bring back",
 * New match → "Keep playing", a button that disables itself), the browser lets the focus
 * fall to the body and a keyboard or screen-reader player loses their place. Here, once the
 * tap's screen is drawn and the step has had its turn (Step.tsx focuses a new step's heading
 * a frame after it appears), a focus still on the body goes to the control now at the tapped
 * control's place, else to the heading of the step there, else to the helper's heading.
 * Plain DOM, loaded with the tap guard at the player's first touch (afterTouch.tsx).
 */
import { CONTROLS, reaches } from './fingers';
import { follow } from './follow';
import { lastClick } from './touch';

/** When to look after a tap, in ms: after the step's own focus (two frames), and again while a late screen (code on demand) draws. */
const LOOKS = [60, 250, 600, 1200];

interface Tapped {
  control: Element;
  helper: Element;
  x: number;
  y: number;
}

let tapped: Tapped | null = null;
let timers: number[] = [];

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

/** The control now where the tapped one was: the one covering its centre, else the nearest within a fingertip. */
function replacement(t: Tapped): HTMLElement | null {
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  for (const el of t.helper.querySelectorAll(CONTROLS)) {
    if (!focusable(el)) continue;
    const box = el.getBoundingClientRect();
    if (!reaches(box, t.x, t.y)) continue;
    const dx = Math.max(box.left - t.x, 0, t.x - box.right);
    const dy = Math.max(box.top - t.y, 0, t.y - box.bottom);
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) [best, bestDistance] = [el, distance];
  }
  return best;
}

/** The heading of the step at or above the tapped place (the step the player is in), else the helper's own heading. */
function heading(t: Tapped): { heading: HTMLElement; step: HTMLElement | null } | null {
  const headings = [...t.helper.querySelectorAll<HTMLElement>('.step .step-head h3')].filter(focusable);
  const above = headings.filter((h) => h.getBoundingClientRect().top <= t.y);
  const chosen = above.at(-1) ?? headings[0];
  if (chosen) return { heading: chosen, step: chosen.closest<HTMLElement>('.step') };
  const own = t.helper.querySelector<HTMLElement>('h2');
  if (!own) return null;
  if (!own.hasAttribute('tabindex')) own.tabIndex = -1;
  return { heading: own, step: null };
}

function look(): void {
  const t = tapped;
  if (!t || !lost() || !t.helper.isConnected) return;
  // The tapped control is still there and usable: the page took the focus elsewhere on purpose, or never gave it.
  if (t.control.isConnected && focusable(t.control)) return;
  const control = replacement(t);
  if (control) return control.focus({ preventScroll: true });
  const found = heading(t);
  if (!found) return;
  if (found.step) follow(found.step, found.heading);
  else found.heading.focus({ preventScroll: true });
}

/** Remembers a tap on a helper's control and looks at the focus after its screen is drawn. */
function watchTap(target: EventTarget | null, x: number, y: number): void {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  const helper = control?.closest('section.helper');
  if (!control || !helper) return;
  // A key's click has no point: the control's own centre.
  if (x === 0 && y === 0) {
    const box = control.getBoundingClientRect();
    x = box.left + box.width / 2;
    y = box.top + box.height / 2;
  }
  tapped = { control, helper, x, y };
  for (const timer of timers) clearTimeout(timer);
  timers = LOOKS.map((ms) => window.setTimeout(() => requestAnimationFrame(look), ms));
}

let installed = false;

/** Installs the focus keeper on the page (once), looking back at the tap that loaded it. */
export function installKeepFocus(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const early = lastClick();
  if (early) watchTap(early.target, early.clientX, early.clientY);
  addEventListener('click', (event) => watchTap(event.target, event.clientX, event.clientY), { capture: true, passive: true });
}
