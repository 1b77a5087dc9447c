// What the smoke steps (steps.ts) ask of a browser engine: one phone's page, driven
// through that engine's WebDriver. Each engine's file (webkit.ts, firefox.ts) answers it
// in a few lines; the steps never know which engine they run in.

/** How long a click or typing waits for its target to be on the page. */
export const FIND_TIMEOUT = 30_000;

/**
 * Taps a second apart at the least, as a person taps: a tap on the spot of the last one
 * within a second is what the site's tap guard (kit/ui/fingers.ts) rightly swallows.
 */
export function pacer(): () => Promise<void> {
  let last = 0;
  return async () => {
    const wait = last + 1_100 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    last = Date.now();
  };
}

/** An element the page finds for a step (page.ts `find`): by role and accessible name, or by label. */
export interface Target {
  role?: 'button' | 'link' | 'heading' | 'img' | 'summary';
  /** The accessible name: exact text, or a regular expression's source as `/…/`. */
  name?: string;
  /** A form control found by its label text (exact, or `/…/`). */
  label?: string;
  /** The step's next action (kit/ui/Step): in the last step on the page, what it marks `data-next`, else its primary button. */
  next?: true;
  /** Looks only inside the first element this CSS selector finds. */
  within?: string;
}

export interface Phone {
  /** Opens a path of the site (`/games/…`) and waits for its load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Runs a function in the page and returns its (awaited, JSON-able) result. The function is
   * sent as its source: it sees only its arguments and the page (page.ts's helpers are in scope).
   */
  run<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** A real click (the driver's pointer), on the element the target names. */
  click(target: Target): Promise<void>;
  /** Replaces what a text field holds by typing `text` into it, key by key. */
  type(target: Target, text: string): Promise<void>;
  /** A PNG of the screen with the element scrolled into the middle of it (a player's photo of a code on that phone). */
  shot(target: Target): Promise<Uint8Array>;
  /** The page's JavaScript errors since the last call (console errors and uncaught exceptions). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  /** "WebKit", "Firefox". */
  name: string;
  /** The browser's own version, for the report. */
  version: string;
  /** A new phone: a browser profile of its own (storage, service worker), 390×844. */
  phone(): Promise<Phone>;
  close(): Promise<void>;
}
