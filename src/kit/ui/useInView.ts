import type { Ref } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { hasInteracted } from './follow';
import { keepInView } from './keepInView';

/**
 * For what a tap draws in place of the control tapped, outside any new step (a code shown
 * under a fold): once drawn, its first button takes the focus and the whole of it is scrolled
 * into view. Otherwise the lost focus sends the screen back to the step above it. Drawn by a
 * reload, before any touch, it moves nothing (follow.ts).
 */
export function useInView<T extends HTMLElement>(): Ref<T> {
  const box = useRef<T>(null);
  useEffect(() => {
    if (!hasInteracted()) return;
    const frame = requestAnimationFrame(() => {
      const el = box.current;
      if (!el) return;
      el.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
      keepInView(el);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return box;
}
