import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

interface Props {
  /** The one decision this screen asks for. */
  ask: string;
  children: ComponentChildren;
  onCancel?: () => void;
}

/** One decision per screen: a focused heading (announced on arrival), the choices, and a way back. */
export function Question({ ask, children, onCancel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [ask]);
  return (
    <div class="stack">
      <h3 ref={heading} tabIndex={-1}>
        {ask}
      </h3>
      <div class="row">{children}</div>
      {onCancel && (
        <button type="button" class="btn" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}

interface PickProps {
  ask: string;
  /** Player ids to offer, with their names. */
  options: { id: number; name: string }[];
  onPick: (id: number) => void;
  onCancel: () => void;
}

/** "Who …?" with one button per player. */
export function PickPlayer({ ask, options, onPick, onCancel }: PickProps) {
  return (
    <Question ask={ask} onCancel={onCancel}>
      {options.map((o) => (
        <button key={o.id} type="button" class="btn" onClick={() => onPick(o.id)}>
          {o.name}
        </button>
      ))}
    </Question>
  );
}
