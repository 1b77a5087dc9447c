import { useEffect, useRef } from 'preact/hooks';
import { hasInteracted } from './follow';

interface Props {
  /** The reason in words a player understands; nothing is shown when absent. */
  error?: string | null;
}

/**
 * A refused entry or move, announced at once to screen readers (role="alert"). When a tap
 * brings it (or changes it), the page scrolls the least that shows it: the message often
 * sits under the button just tapped, at the screen's lower edge, and must be seen.
 */
export function ErrorMessage({ error }: Props) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error && hasInteracted()) box.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [error]);
  if (!error) return null;
  return (
    <p ref={box} class="message error" role="alert">
      {error}
    </p>
  );
}
