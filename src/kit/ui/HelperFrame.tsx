import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { useWakeLock } from './device';

interface Props {
  /** The helper's heading, e.g. "Scoreboard". */
  title: string;
  /** From usePersistent: until storage is read, a placeholder is shown instead of children. */
  ready: boolean;
  notice?: string;
  onDismissNotice?: () => void;
  /** A game is in progress: keep the screen awake while this helper is open. */
  active?: boolean;
  children: ComponentChildren;
}

/** The box every helper sits in: heading, a notice line, and a no-JS placeholder. */
export function HelperFrame({ title, ready, notice, onDismissNotice, active = false, children }: Props) {
  const id = useId();
  useWakeLock(ready && active);
  return (
    <section class="helper" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
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
      {ready ? children : <p class="placeholder">Loading the helper… (it needs JavaScript turned on).</p>}
    </section>
  );
}
