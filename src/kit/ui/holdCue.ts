/**
 * The answer to a tap the tap guard held (fingers.ts): a player who tapped on purpose sees
 * at once that the phone heard them and why nothing happened yet. The held control pulses
 * (`data-held-tapped`), and a short line beside it, never over it, says it just appeared
 * (or, a toggle the last tap flipped, just changed);
 * once the control takes taps the line says so ("Ready: tap again") and goes a moment
 * later. The line is a live region, so a screen reader says it too, with the control's name.
 * Plain DOM, loaded with the guard at the player's first touch.
 */

/** How long "Ready: tap again" stays once the hold is over, in ms: long enough to read three words. */
export const READY_MS = 1200;
/** How long the held control pulses after the tap, in ms (the site stylesheet's animation). */
const PULSE_MS = 450;

/** While held: what the tap brought ("appeared"), or a toggle it flipped ("changed"). */
export const HOLD_WORDS = { appeared: 'Just appeared: one moment…', changed: 'Just changed: one moment…' } as const;
export const READY_WORDS = 'Ready: tap again';

let cue: HTMLElement | undefined;
let name: HTMLElement | undefined;
let words: HTMLElement | undefined;
let ready = 0;
let gone = 0;
let pulse = 0;
let shownFor: Element | null = null;

/** The cue's element: a status line laid over the page, which lets every tap through. */
function element(): HTMLElement {
  if (cue) return cue;
  cue = document.createElement('div');
  cue.className = 'hold-cue';
  cue.setAttribute('role', 'status');
  cue.hidden = true;
  name = cue.appendChild(document.createElement('span'));
  name.className = 'visually-hidden';
  words = cue.appendChild(document.createElement('span'));
  document.body.append(cue);
  // A scroll moves the control away from the line: the line goes (the control stays held).
  addEventListener('scroll', () => cue && !cue.hidden && hide(), { capture: true, passive: true });
  return cue;
}

function hide(): void {
  clearTimeout(ready);
  clearTimeout(gone);
  if (cue) cue.hidden = true;
  shownFor = null;
}

/** Where the line goes: above the control, or below it when there is no room above; inside the screen across. */
function place(el: HTMLElement, control: Element): void {
  const box = control.getBoundingClientRect();
  const line = el.getBoundingClientRect();
  const gap = 6;
  const above = box.top - line.height - gap;
  const top = above >= 4 ? above : Math.min(box.bottom + gap, innerHeight - line.height - 4);
  const left = Math.max(4, Math.min(box.left + box.width / 2 - line.width / 2, innerWidth - line.width - 4));
  el.style.setProperty('top', `${Math.round(top)}px`);
  el.style.setProperty('left', `${Math.round(left)}px`);
}

/** Says that `control` is held until `until` (the `performance.now()` clock), then that it takes taps. */
export function showHold(control: Element, until: number, why: keyof typeof HOLD_WORDS = 'appeared'): void {
  const el = element();
  clearTimeout(ready);
  clearTimeout(gone);
  clearTimeout(pulse);
  control.setAttribute('data-held-tapped', '');
  pulse = window.setTimeout(() => control.removeAttribute('data-held-tapped'), PULSE_MS);
  const label = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
  // The same words again for the same control: a live region would not say them twice, nor need to.
  if (shownFor !== control || words!.textContent !== HOLD_WORDS[why]) {
    name!.textContent = label ? `${label}: ` : '';
    words!.textContent = HOLD_WORDS[why];
  }
  shownFor = control;
  el.hidden = false;
  place(el, control);
  ready = window.setTimeout(
    () => {
      if (!control.isConnected) return hide();
      words!.textContent = READY_WORDS;
      place(el, control);
      gone = window.setTimeout(hide, READY_MS);
    },
    Math.max(0, until - performance.now()),
  );
}
