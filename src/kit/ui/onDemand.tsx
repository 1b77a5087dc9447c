import type { Component, ComponentType, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { MountedLater } from './later';
import { whenTouched } from './touch';

/**
 * A screen whose code loads when the game first needs it, not with the page.
 *
 * A play page ships its helper's shell and the screen a fresh table starts on (the
 * setup); the screens of a game in progress, the end, a lesson or a crash report come
 * in separate files. A screen loads:
 * - when the state first needs it (a reload mid-game, Start tapped), and
 * - when the step that leads to it is near: the helper calls `Screen.preload()` then
 *   (a `laterModule` does it for its module once the play page is idle after its load,
 *   or at the player's first touch if sooner: kit touch.ts, so the screen after the first
 *   one is there when it is tapped), so the tap answers at once.
 * A screen nobody is near (a crash report, a game's end, a lesson) loads only when drawn:
 * nothing brings every later screen of the game. The service worker precaches every
 * file, so "load" is a cache read after the first visit. Opening a page costs only what
 * its first screen needs; the next screen comes once the page is idle (npm run bench
 * measures both).
 *
 * `Screen.preload()` starts the load and resolves when the screen can render.
 */
export interface OnDemand<P> {
  (props: P): VNode | null;
  preload: () => Promise<unknown>;
}

type Loader<P> = () => Promise<ComponentType<P>>;

export const LOAD_FAILED =
  'This part of the helper could not load: the phone may be offline and the page not yet saved for offline use. Your game is kept; reload the page when you are back online.';

/**
 * Makes a move once `screen`'s code is here (at once if it already is): the screen the
 * tap leads to then never shows empty while it loads, as the screen that was tapped stays
 * until the next can be drawn. Use it where a tap leads to an on-demand screen before
 * the player has touched anything else (a mode chosen on the first screen). If the code
 * can't load, the move is made all the same and the screen says so in words.
 */
export function whenLoaded(screen: OnDemand<never>, move: () => void): void {
  screen.preload().then(move, move);
}

/**
 * Makes a move with code that loads on demand (the moves behind Undo or New game, say):
 * `use` runs once the code is here. If it can't load, the player is told in words
 * (`report`) and the game stays exactly as it was: a tap never silently does nothing.
 */
export function withCode<M>(load: () => Promise<M>, use: (code: M) => void, report: (message: string) => void): void {
  load().then(use, () => report(LOAD_FAILED));
}

const everyScreen: (() => Promise<unknown>)[] = [];

/**
 * Loads every on-demand screen, including those a loaded screen makes of its own (tests
 * that render a helper in one pass call it first).
 */
export async function loadEveryScreen(): Promise<void> {
  for (let done = 0; done < everyScreen.length; ) {
    const batch = everyScreen.slice(done);
    done = everyScreen.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}

export function onDemand<P extends object>(load: Loader<P>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined; // a later render tries again
        throw error;
      },
    ));
  // Only tests render every screen in one pass (loadEveryScreen): a phone never needs the list.
  if (import.meta.env.MODE === 'test') everyScreen.push(preload);

  /**
   * Drawn again only when its own props change (or its code arrives). A screen holds most
   * of a game's page, and the helper around it redraws for things that are not the
   * screen's (the frame's notice, a busy flag): redrawn with it, a tap that starts a game
   * drew the game's first screen twice or more before its first paint. Set before the
   * first hook: Preact's hooks then keep it and still redraw on the screen's own state.
   */
  function Screen(this: Component<P>, props: P): VNode | null {
    this.shouldComponentUpdate ??= changed;
    const [failed, setFailed] = useState(false);
    const [, setReady] = useState(0);
    // What this render draws, not what is here when the effect runs: the code can arrive
    // between the two (the first touch's preload), and a placeholder nobody redraws stays
    // empty for good.
    const drawsPlaceholder = !loaded;
    useEffect(() => {
      if (!drawsPlaceholder) return;
      let live = true;
      preload().then(
        () => live && setReady((n) => n + 1),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) {
      const Loaded = loaded;
      return (
        <MountedLater.Provider value={typeof window !== 'undefined'}>
          <Loaded {...props} />
        </MountedLater.Provider>
      );
    }
    if (failed) {
      return (
        <p class="message error" role="alert">
          {LOAD_FAILED}
        </p>
      );
    }
    // A few milliseconds from the service worker's cache: no spinner, just the space.
    return <div class="step" aria-busy="true" />;
  }
  Screen.preload = preload;
  return Screen;
}

/** Whether a component's props change (by identity, as Preact compares hooks' inputs): its `shouldComponentUpdate`. */
function changed(this: Component, next: object): boolean {
  const now = this.props as Record<string, unknown>;
  for (const key in { ...now, ...next }) if (now[key] !== (next as Record<string, unknown>)[key]) return true;
  return false;
}

/** A game's later screens and the code of its later moves: one module (islands/screens.ts). */
export interface Later<M> {
  /** One of the module's screens, drawn when it is here (see `onDemand`). */
  screen: <K extends keyof M>(name: K) => M[K] extends ComponentType<infer P> ? OnDemand<P & object> : never;
  /** Makes a move with the module's code (see `withCode`): a failed load is told to the player, the game kept. */
  run: (use: (code: M) => void, report: (message: string) => void) => void;
  /** Starts loading the module; resolves when it is here. */
  preload: () => Promise<M>;
}

/**
 * The one entry through which a game's helper reaches everything after its first screen:
 * `const later = laterModule(() => import('./screens'))`, then `later.screen('Match')` and
 * `later.run((code) => code.undo(table), setError)`. The module loads once, on the first
 * screen or move that needs it, or with what the player's first touch needs (`atTouch`,
 * the default: the module holds the screen the first one leads to; kit touch.ts). A module of screens further on
 * passes `atTouch: false` and is preloaded when its step is near.
 */
export function laterModule<M>(load: () => Promise<M>, { atTouch = true } = {}): Later<M> {
  let pending: Promise<M> | undefined;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // the next tap tries again
      throw error;
    }));
  if (atTouch && typeof window !== 'undefined') whenTouched(() => preload().catch(() => undefined));
  return {
    screen: ((name: keyof M) => onDemand(() => preload().then((m) => m[name] as ComponentType<object>))) as Later<M>['screen'],
    run: (use, report) => withCode(preload, use, report),
    preload,
  };
}
