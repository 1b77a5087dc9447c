import { useEffect, useRef, useState } from 'preact/hooks';
import { bringIntoView, hasInteracted } from '../../ui/follow';

/**
 * A part of the mode loaded on its first use, not when the mode is chosen (the QR encoder,
 * the scanner's controls): the module once it is here (at once after the first time), and
 * a ref for the element that holds its place. When it arrives after its step was drawn and
 * followed (kit Step: heading and next action on screen), the step is brought into view
 * again (kit follow.ts), since what arrived may be taller than the place kept for it.
 */
export function useArrival<M, E extends HTMLElement>(loaded: () => M | undefined, load: () => Promise<M>) {
  const [module, setModule] = useState<M | undefined>(loaded);
  const ref = useRef<E>(null);
  const late = useRef(false);
  useEffect(() => {
    if (module) return;
    late.current = true;
    let alive = true;
    load().then(
      (m) => alive && setModule(() => m),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    if (!module || !late.current || !hasInteracted()) return;
    const frame = requestAnimationFrame(() => {
      const step = ref.current?.closest<HTMLElement>('.step');
      const heading = step?.querySelector<HTMLElement>('.step-head h3');
      if (step && heading) bringIntoView(step, heading);
    });
    return () => cancelAnimationFrame(frame);
  }, [module]);
  return { module, ref };
}
