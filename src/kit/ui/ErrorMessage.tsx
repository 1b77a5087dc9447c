import { useEffect, useRef } from 'preact/hooks';
import { hasInteracted } from './follow';
import { keepInView } from './keepInView';

interface Props {
  /** The reason in words a player understands; nothing is shown when absent. */
  error?: string | null;
}

/**
 * A refused entry or move, announced at once to screen readers (role="alert"). When a tap
 * brings it (or changes it), the page scrolls the least that shows it: the message often
 * sits under the button just tapped, at the screen's lower edge, and must be seen. In a
 * form, the button that tries again is shown with it when both fit: the message drawn
 * between the fields and that button pushes it down, below a phone's screen.
 */
export function ErrorMessage({ error }: Props) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!error || !el || !hasInteracted()) return;
    // The button first, then the message (with the row it is about, in a list): where both
    // don't fit, the message wins.
    const retry = el.closest('form')?.querySelector('button:not([type=button])');
    if (retry) keepInView(retry);
    (el.closest('li') ?? el).scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [error]);
  if (!error) return null;
  return (
    <p ref={box} class="message error" role="alert">
      {error}
    </p>
  );
}
