/**
 * The follow-through guard (DESIGN.md: "a tap that changes the step never lets the same
 * finger's next tap act on what appeared under it"). A player taps, then taps the same
 * spot again about half a second later "to be sure": that second tap must not land on
 * whatever the first one put there (the next player's "show me", a card nobody chose,
 * "Yes, start over" under the finger that tapped New game).
 *
 * After a finger's tap, for `HOLD_MS`, what the tap brought within `REACH` of its point
 * (what its new screen put there, within `SETTLE_MS`) is held: it ignores taps and shows it
 * (`aria-disabled`, `data-held`: dimmed by the site's stylesheet; Playwright and assistive
 * technology wait for it). What was under the finger already and still means the same (same
 * element, words, pressed or checked state, step and place: a counter's "+", the card beside
 * the one tapped) is never held; a toggle whose meaning the tap flipped (a favourite now
 * pressed) is. A tap on a held control is swallowed, keeps the hold going (the finger is
 * still following through) and is answered: the control pulses and a short cue beside it
 * says it just appeared (holdCue.ts), so a deliberate tap is never silently lost. A key's
 * click is no finger's: it holds only the control it brings into focus, briefly
 * (`KEY_HOLD_MS`); any key pressed ends the last finger's hold (the hand is at the keys), and a
 * finger's touch ends the last key's.
 *
 * Installed for every helper by HelperFrame (through ./afterTouch, which loads at the
 * player's first touch); the tap that loaded it is looked back at (touch.ts `lastClick`).
 * The pure parts (`reaches`, `holds`) are unit tested; the rest is plain DOM.
 */
import type { HOLD_WORDS } from './holdCue';
import { lastClick } from './touch';

/**
 * The cue's code (holdCue.ts) comes with the first tap the guard swallows, not with the
 * guard: most games never need it, and the first touch, which brings the guard, is kept
 * light. The held control stays held meanwhile; the cue shows a few ms later.
 */
function showHold(control: Element, until: number, why: keyof typeof HOLD_WORDS): void {
  import('./holdCue').then((cue) => cue.showHold(control, until, why), () => undefined);
}

/** What a finger can act on (a label acts through its control, which is held itself). */
export const CONTROLS = 'button,a[href],input,select,textarea,summary,[role=button]';

/**
 * How long after a tap what it brought under the finger ignores taps, in ms. A "to be sure"
 * second tap comes 0.3–0.5 s after the first at the table, and the e2e taps again at 0.8 s,
 * which reached the page 0.76–0.90 s after the first on a busy machine, CPU 1× and 4×
 * slower (its clicks' own times); a deliberate tap on a control that just appeared needs it seen, read and
 * reached first (a choice reaction and a reach: about a second), and is answered by the cue
 * when it comes sooner. 1 s covers the follow-through with room for a slow phone.
 */
export const HOLD_MS = 1000;

/**
 * How long after a tap what it brings under the finger starts a hold, in ms: a tap's
 * new screen is drawn within a few frames on a good day (the bench budgets 100 ms to the
 * next paint on a slowed phone), but a busy phone, or a screen whose code comes on demand,
 * can take a few hundred ms more; a screen that lands 400 ms late is still the tap's and
 * must not take a "to be sure" tap at 0.5 or 0.8 s. Later arrivals (a scroll of the page's
 * own, a timer) are not the tap's.
 */
export const SETTLE_MS = 600;

/**
 * How far from the tap's point (CSS px) a control counts as under the finger: about 4 mm
 * on a phone, a fingertip's half-width, within which a second tap on "the same spot" lands.
 */
export const REACH = 24;

/** One tap by a finger (mouse or touch), as the guard remembers it. */
export interface Tap {
  x: number;
  y: number;
  /**
   * The controls under the finger as it tapped, and what each meant then: they are no
   * arrival while they mean the same. Empty when not known (the tap that loaded the guard):
   * everything there is held.
   */
  under: ReadonlyMap<Element, string>;
  /** Until when a control arriving under the finger is held (the `performance.now()` clock). */
  settle: number;
  /** When the hold ends. */
  until: number;
  /** The tap's event time: a label's click forwarded to its input is the same tap. */
  at: number;
}

/** Whether a box (viewport coordinates) comes within `reach` of a point; an empty box never does. */
export function reaches(box: { left: number; top: number; right: number; bottom: number }, x: number, y: number, reach = REACH): boolean {
  if (box.right <= box.left && box.bottom <= box.top) return false;
  const dx = Math.max(box.left - x, 0, x - box.right);
  const dy = Math.max(box.top - y, 0, y - box.bottom);
  return dx * dx + dy * dy <= reach * reach;
}

/**
 * Whether `control` ignores taps at `now`, after `tap`: within the hold, under the finger,
 * not a control that was there at the tap still meaning the same, and there by the time
 * the tap's screen settled (`held`: it has been held since).
 */
export function holds(
  tap: Tap | null,
  control: Element,
  box: { left: number; top: number; right: number; bottom: number },
  meaning: string,
  now: number,
  held = false,
): boolean {
  return !!tap && now < tap.until && (held || now < tap.settle) && reaches(box, tap.x, tap.y) && tap.under.get(control) !== meaning;
}

/**
 * What a control means to the player now: its words, whether it can be used, whether it is
 * pressed, checked or open (a toggle's second tap undoes the first), its step and its place.
 * (Not a field's value: typing into the field just tapped is no new control.) `flipped`: a
 * checkbox's or radio's click has already changed its state; its meaning as tapped is the one before.
 */
export function meaningOf(control: Element, box = control.getBoundingClientRect(), flipped = false): string {
  const input = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
  return [
    control.textContent,
    control.getAttribute('aria-label'),
    (control as HTMLButtonElement).disabled,
    control.getAttribute('aria-pressed'),
    control.getAttribute('aria-checked'),
    control.getAttribute('aria-expanded'),
    input && (control as HTMLInputElement).checked !== flipped,
    control.localName === 'summary' && (control.parentElement as HTMLDetailsElement | null)?.open,
    control.closest('[data-step]')?.getAttribute('data-step'),
    Math.round(box.left),
    Math.round(box.top),
  ].join('|');
}

/**
 * Every control's box, read at a frame (`readBoxes`) and trusted until the page changes
 * (a change, a scroll, a resize: `stale`) or the guard stops watching it. A box read in a
 * frame costs nothing more than the frame's own layout; read in a tap's click, before the
 * tap's new screen is laid out, it costs a layout of the old screen (the most of a first
 * tap's time on a slow phone, with many controls on the page). So the finger's touch starts
 * the reading at the next frame, and the click, which comes after it, finds the boxes there.
 */
let boxes = new Map<Element, DOMRect>();
let stale = true;
function readBoxes(): void {
  boxes = new Map();
  for (const control of document.querySelectorAll(CONTROLS)) boxes.set(control, control.getBoundingClientRect());
  stale = false;
}

/** The controls within reach of a tap's point and what they mean as it lands (`tapped`'s click has flipped it if it is a checkbox). */
function underFinger(x: number, y: number, tapped: Element): Map<Element, string> {
  // A click with no frame since the touch (or after a long press) reads them now, once.
  if (stale) readBoxes();
  const under = new Map<Element, string>();
  for (const [control, box] of boxes) if (control.isConnected && reaches(box, x, y)) under.set(control, meaningOf(control, box, control === tapped));
  return under;
}

/**
 * A key's click (Enter, Space) holds the control that then has the focus, if it is another
 * one (a hand-over's "show me" focused as it opens), this long: the hand-over button's
 * old arming time (useArmed), so a key pressed twice never opens the next player's secret.
 * Any other key (Tab, an arrow) lets go: the player moved the focus on purpose.
 */
export const KEY_HOLD_MS = 400;

const HELD = 'data-held';
let tap: Tap | null = null;
let key: { control: Element; meaning: string; until: number } | null = null;

const controlOf = (target: EventTarget | null): Element | null => (target instanceof Element ? target.closest(CONTROLS) : null);
/**
 * Held for the last finger's tap: under it, not a control there at the tap still meaning
 * the same; `arriving`: it may start a hold now (else only a control held already stays held).
 */
const fingerHeld = (control: Element, now: number, arriving: boolean, read?: DOMRect): boolean => {
  const was = control.hasAttribute(HELD);
  if (!was && !arriving) return false;
  const box = read ?? control.getBoundingClientRect();
  return holds(tap, control, box, tap?.under.has(control) ? meaningOf(control, box) : '', now, was);
};
/** Held for the last key's click: the focus, if it is another control than the one the key clicked (or it changed). */
const keyHeld = (control: Element, now: number): boolean =>
  !!key && now < key.until && control === document.activeElement && !(control === key.control && meaningOf(control) === key.meaning);

/**
 * Marks what is held now and unmarks what no longer is, at a frame (`loop`). A hold starts
 * (`arriving`) only with the tap itself, a change to the page (a MutationObserver) or the
 * step's own focus and scroll (kit follow.ts, which focuses the new step's heading first):
 * what the tap brought, marked at the frame that first draws it, with the boxes that frame
 * laid out (`readBoxes`, just read). Every other frame only lets go of what has left the
 * finger or outlived the hold.
 */
function mark(arriving: boolean): boolean {
  const now = performance.now();
  const on = (tap !== null && now < tap.until) || (key !== null && now < key.until);
  // Every box is read before any mark is written: a mark changes style, and a box read
  // after it would lay the page out again (once per control under the finger).
  const changed: [Element, boolean][] = [];
  // Only the tap or a change can start a hold: any other frame looks at what is held and at
  // the focus (a key's hold), not at every control of the page (a frame's worth of a slow
  // phone's time, every frame of the hold, when a page has many).
  const focused = document.activeElement;
  const looked = on && arriving ? [...boxes.keys()] : [...document.querySelectorAll(`[${HELD}]`), ...(on && key && focused?.matches(CONTROLS) ? [focused] : [])];
  for (const control of looked) {
    const held = on && (fingerHeld(control, now, arriving, arriving ? boxes.get(control) : undefined) || keyHeld(control, now));
    if (held !== control.hasAttribute(HELD)) changed.push([control, held]);
  }
  for (const [control, held] of changed) {
    // Only controls the guard disabled are given back; a control the game disabled keeps its state.
    if (held) {
      if (control.getAttribute('aria-disabled') === 'true') continue;
      control.setAttribute(HELD, '');
      control.setAttribute('aria-disabled', 'true');
    } else {
      control.removeAttribute(HELD);
      control.removeAttribute('aria-disabled');
    }
  }
  return on;
}

let frame = 0;
let changes: MutationObserver | undefined;
/** Something since the last frame may have brought a control under the finger. */
let arrivals = false;
/** When a finger last touched the screen: for a second after, each frame keeps the boxes ready for its click. */
let touchedAt = -Infinity;

/**
 * Once per frame while a hold lasts or a finger is on the screen: the boxes read when they
 * may have changed, then the marks. Never in a click, a change or a scroll: each of those
 * would lay the page out again in the middle of a tap's work, the frame once more after it.
 * The marks are still there before the frame that first draws what arrived.
 */
function loop(): void {
  const pressing = performance.now() < touchedAt + HOLD_MS;
  if (arrivals || (stale && pressing)) readBoxes();
  const on = mark(arrivals);
  arrivals = false;
  if (on || pressing) {
    frame = requestAnimationFrame(loop);
  } else {
    frame = 0;
    changes?.disconnect();
    stale = true; // no longer watched
  }
}

/** Watches the page (its changes, every frame) until the hold ends; `arriving`: a hold may start at the next frame. */
function watch(arriving = true): void {
  arrivals ||= arriving;
  if (frame) return;
  changes ??= new MutationObserver(() => {
    stale = true;
    arrivals = true;
  });
  // Not the marks' own attributes: the observer would wake itself.
  changes.observe(document.body, { subtree: true, childList: true, characterData: true, attributeFilter: ['class', 'hidden', 'disabled', 'open', 'style', 'aria-pressed', 'aria-checked', 'aria-expanded'] });
  frame = requestAnimationFrame(loop);
}

/** Swallows a click: it never reaches the page. */
const swallow = (event: Event): void => {
  event.preventDefault();
  event.stopImmediatePropagation();
};

let installed = false;

/** A tap the guard did not see, as much of its click as it needs. */
export type EarlierTap = Pick<MouseEvent, 'clientX' | 'clientY' | 'target' | 'timeStamp' | 'detail'>;

/**
 * Installs the guard on the page (once). `earlier`: the tap that loaded this code, when the
 * page noted it itself (a page whose script loads apart, without kit/ui/touch.ts), else the
 * page's last click.
 */
export function installFingers(earlier?: EarlierTap): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  // The tap that loaded this code, if its click came first: what it tapped meant
  // something before, unknown now, so the hold covers that control too.
  const early = earlier ?? lastClick();
  if (early && early.detail > 0 && controlOf(early.target)) {
    tap = { x: early.clientX, y: early.clientY, under: new Map(), settle: early.timeStamp + SETTLE_MS, until: early.timeStamp + HOLD_MS, at: early.timeStamp };
    watch();
  }
  // A scroll or a resize moves the boxes; the next frame (before which no finger lands) reads them again.
  const moved = () => void (stale = true);
  addEventListener('scroll', moved, { capture: true, passive: true });
  addEventListener('resize', moved, { passive: true });
  // The step's scroll (follow.ts) comes right after it focuses the new step's heading (no
  // control: a control takes the focus from a finger or a key, never with a scroll).
  addEventListener('focusin', (event) => void (frame && !controlOf(event.target) && (arrivals = true)));
  // A player who moves the focus on (Tab, arrows) chose where it is: a key hold is for a
  // control that the click itself brought into focus. And a player at the keys (typing the
  // dice just rolled, Enter to use them) is no finger following through: what a key
  // brings is the key's, whatever lies under the last tap's point (the field tapped, then
  // typed into, is there), so the finger's hold ends.
  // And a finger on the screen is no key pressed again: what its touch focuses (a button
  // focuses as it is pressed) is the finger's, so the key's hold ends.
  // (Let go at once: a held control lets the touch through to what lies behind it.)
  addEventListener(
    'pointerdown',
    () => {
      key = null;
      if (frame) mark(false);
      // The boxes its click will look at, read at the frames while the finger rests.
      touchedAt = performance.now();
      watch(false);
    },
    { capture: true, passive: true },
  );
  addEventListener(
    'keydown',
    (event) => {
      tap = null;
      if (event.key !== 'Enter' && event.key !== ' ') key = null;
      if (frame) mark(false);
    },
    { capture: true, passive: true },
  );
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return; // a script's click is no one's
      const now = performance.now();
      const control = controlOf(event.target);
      if (event.detail === 0) {
        // A key's click (or a screen reader's): finger holds never stop it.
        if (!control) return;
        if (keyHeld(control, now)) {
          swallow(event);
          return showHold(control, key!.until, 'appeared');
        }
        key = { control, meaning: meaningOf(control), until: now + KEY_HOLD_MS };
        return watch();
      }
      // What changed since the last frame and may have come under the finger is marked
      // first: a loaded phone's second tap can come before the frame that would have
      // marked it (the boxes are read now, once, in that case only).
      if (arrivals && tap && now < tap.settle) {
        readBoxes();
        mark(true);
        arrivals = false;
      }
      // A finger's tap on a held control (which lets taps through to what lies behind it,
      // so that Playwright sees it intercepted and waits) is swallowed, and the hold goes
      // on: the finger is still following through.
      // (A label's click forwarded to a held input is swallowed the same way.)
      const on = [...document.querySelectorAll(`[${HELD}]`)].filter((held) => reaches(held.getBoundingClientRect(), event.clientX, event.clientY, 0));
      if (control) on.push(control);
      const held = on.find((c) => fingerHeld(c, now, false));
      if (held) {
        swallow(event);
        tap!.until = now + HOLD_MS;
        return showHold(held, tap!.until, tap!.under.has(held) ? 'changed' : 'appeared');
      }
      // A label's click forwarded to its input is the tap already seen.
      if (!control || event.timeStamp === tap?.at) return;
      tap = { x: event.clientX, y: event.clientY, under: underFinger(event.clientX, event.clientY, control), settle: now + SETTLE_MS, until: now + HOLD_MS, at: event.timeStamp };
      watch();
    },
    { capture: true },
  );
}
