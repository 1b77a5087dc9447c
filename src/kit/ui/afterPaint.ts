import { useEffect, useState } from 'preact/hooks';

/**
 * False until the frame after this component's first render has been painted, then true:
 * for a part of a new screen that may come a frame later than the step that answers a tap
 * (a reference under it, half the work of that screen on a slow phone). Not `useEffect`
 * alone: Preact runs a component's pending effects at once when it renders again in the
 * same task (a second store's update after a move), which drew the part before the paint.
 * True at once on the server. (Preact ignores the state set on a component gone by then.)
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(typeof window === 'undefined');
  useEffect(() => void requestAnimationFrame(() => setTimeout(setPainted, 0, true)), []);
  return painted;
}
