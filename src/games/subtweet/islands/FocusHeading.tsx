import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * The heading of one helper screen. When a tap brings up a new screen, focus moves
 * here so a screen reader announces it; the first screen after page load is left
 * alone so opening the page does not jump to the helper.
 */
let mountedOnce = false;

export function FocusHeading({ children }: { children: ComponentChildren }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (mountedOnce) ref.current?.focus({ preventScroll: false });
    mountedOnce = true;
  }, []);
  return (
    <h3 ref={ref} tabIndex={-1}>
      {children}
    </h3>
  );
}
