/**
 * The player's first touch or key press on the page: the moment code that only a person
 * using the page needs may load (kit onDemand screens, the tap guard, the print studio
 * reading saves to fill its forms in). Before it nothing loads, so opening a page costs
 * only its first screen. A file of its own so a page can wait for the touch without the
 * play frame.
 */
const waiting: (() => unknown)[] = [];
let touched = false;
let last: MouseEvent | undefined;
if (typeof window !== 'undefined') {
  const touch = () => {
    touched = true;
    window.removeEventListener('pointerdown', touch, true);
    window.removeEventListener('keydown', touch, true);
    // In a task of its own: what the touch starts loading never holds up the paint that answers it.
    setTimeout(() => {
      for (const run of waiting.splice(0)) run();
    });
  };
  window.addEventListener('pointerdown', touch, { capture: true, passive: true });
  window.addEventListener('keydown', touch, { capture: true, passive: true });
  window.addEventListener('click', (e) => (last = e), true);
}

/** Runs `run` once the player has touched or typed on the page (at once if they already have). */
export function whenTouched(run: () => unknown): void {
  if (touched) run();
  else waiting.push(run);
}

/** The page's latest click: the tap guard (fingers.ts), which comes with the first touch, looks back at it. */
export const lastClick = (): MouseEvent | undefined => last;
