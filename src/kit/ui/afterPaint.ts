import { useEffect, useState } from 'preact/hooks';

/**
 * False until the frame after this component's first render has been painted, then true:
 * for a part of a new screen that may come a frame later than the step that answers a tap
 * (a reference under it, half the work of that screen on a slow phone). Not `useEffect`
 * alone: Preact runs a component's pending effects at once when it renders again in the
 * same task (a second store's update after a move), which drew the part before the paint.
 * True at once on the server and in renders that draw everything in one pass.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(typeof window === 'undefined' || typeof requestAnimationFrame === 'undefined');
  useEffect(() => {
    if (painted) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => void (timer = window.setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
