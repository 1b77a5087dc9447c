/**
 * The player's first touch or key press on the page: the moment code that only a person
 * using the page needs may load (kit onDemand screens, the tap guard, the print studio
 * reading saves to fill its forms in). Before it nothing loads, so opening a page costs
 * only its first screen; but a page whose helper *is* the page will be touched, and its
 * first tap must find that code here: there it loads once the page is idle after its load
 * (`loadBeforeTouch`). A file of its own so a page can wait for the touch without the play frame.
 */
const waiting: (() => unknown)[] = [];
/** What waits for the touch has started (at the touch, or before it: `loadBeforeTouch`). */
let touched = false;
/** The player has touched or typed. */
let interacted = false;
let last: MouseEvent | undefined;

const start = () => {
  touched = true;
  for (const run of waiting.splice(0)) run();
};

if (typeof window !== 'undefined') {
  // In a task of its own: what the touch starts loading never holds up the paint that answers it.
  const touch = () => {
    interacted = true;
    setTimeout(start);
  };
  addEventListener('pointerdown', touch, { capture: true, passive: true });
  addEventListener('keydown', touch, { capture: true, passive: true });
  addEventListener('click', (e) => (last = e), true);
}

/** Runs `run` once the player has touched or typed on the page (at once if they already have). */
export function whenTouched(run: () => unknown): void {
  if (touched) run();
  else waiting.push(run);
}

/**
 * Starts what waits for the first touch once the page has loaded and the phone is idle
 * (Safari, without idle callbacks: a moment after the load). Called by the helper that is
 * the page (kit HelperFrame) once drawn, so neither its first screen nor its hydration
 * waits for these loads, and its first tap doesn't either. What it loads is on demand, not
 * at load: the byte budgets count a page's load with idle callbacks held back
 * (scripts/helpers-loaded.ts `holdIdleLoads`).
 */
export function loadBeforeTouch(): void {
  const soon = () => (self.requestIdleCallback ?? setTimeout)(start);
  if (document.readyState === 'complete') soon();
  else addEventListener('load', soon);
}

/** Whether the player has touched or typed on the page yet (kit follow.ts: nothing moves before). */
export const hasInteracted = (): boolean => interacted;

/** The page's latest click: the tap guard (fingers.ts), which comes with the first touch, looks back at it. */
export const lastClick = (): MouseEvent | undefined => last;
