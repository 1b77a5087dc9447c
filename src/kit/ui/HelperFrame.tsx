import type { ComponentChildren } from 'preact';
import { useContext, useEffect, useId, useRef, useState } from 'preact/hooks';
import { CrashContext } from './crash';
import { useWakeLock } from './device';
import { loadBeforeTouch, whenTouched } from './touch';

interface Props {
  /** The helper's heading, e.g. "Scoreboard". */
  title: string;
  /** From usePersistent: until storage is read, a placeholder is shown instead of children. */
  ready: boolean;
  notice?: string;
  onDismissNotice?: () => void;
  /** A game is in progress: keep the screen awake while this helper is open. */
  active?: boolean;
  /** A small control on the heading's line (Empty Rivalry: "Each on our own phone"); client-side only, so no style reaches the server's HTML. */
  aside?: ComponentChildren;
  children: ComponentChildren;
}

/**
 * The box every helper sits in: heading, a notice line, and a no-JS placeholder. A play
 * page's helper is the page, so it is touched: once drawn there, it has what the first touch
 * brings load when the page is idle (kit touch.ts): the game's next screens, and what only
 * a person using the page needs (afterTouch.tsx): the tap guard for the whole page, and
 * "Bring back the game you ended" after New game.
 */
export function HelperFrame({ title, ready, notice, onDismissNotice, active = false, aside, children }: Props) {
  const id = useId();
  const island = useContext(CrashContext);
  const [after, setAfter] = useState<typeof import('./afterTouch')>();
  useWakeLock(ready && active);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    whenTouched(() => import('./afterTouch').then(setAfter, () => undefined));
    // Only where the helper is the page (pages/games/[slug]/play.astro's `.play`): a rules
    // page's helpers are read more than touched, and load their next screens at the touch.
    if (box.current?.closest('.play')) loadBeforeTouch();
  }, []);
  return (
    <section class="helper" aria-labelledby={id} ref={box}>
      {/* The aside shares the heading's line, beside it (or under it on a narrow screen), never over it. */}
      {aside ? (
        <div class="helper-head">
          <h2 id={id}>{title}</h2>
          {aside}
        </div>
      ) : (
        <h2 id={id}>{title}</h2>
      )}
      {notice && (
        <div class="message notice row" role="status">
          <span>{notice}</span>
          {onDismissNotice && (
            <button type="button" class="btn" onClick={onDismissNotice}>
              OK
            </button>
          )}
        </div>
      )}
      {ready && after && <after.Ended group={island} />}
      {ready ? children : <p class="placeholder">Loading the helper… (it needs JavaScript turned on).</p>}
    </section>
  );
}
