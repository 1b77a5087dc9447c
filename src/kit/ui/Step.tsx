import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { bringIntoView, follow, hasInteracted } from './follow';
import { RuleLink, type RuleRef } from './RuleLink';

interface Props {
  /**
   * Identifies the decision on screen, derived from the game state ("roll-2-1",
   * "record-q3"). When it changes, focus and scroll follow (see follow.ts), so make
   * it change whenever the player needs to look again, e.g. after every roll.
   */
  id: string;
  /** The step's heading: what is being decided, by whom ("Ann's turn: roll or stop"). */
  title: ComponentChildren;
  /** The rule this step applies, linked beside the heading. */
  rule?: RuleRef;
  children?: ComponentChildren;
}

/**
 * One decision on one screen. The heading comes first, then the result of the last tap,
 * then the next action (a primary button, or one marked `data-next`); reference material
 * (board, log, odds) goes after the step, outside it.
 */
export function Step({ id, title, rule, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!hasInteracted() || !box.current || !heading.current) return;
    const focusedBefore = document.activeElement;
    // After the browser has laid out the new step (fonts, dice), not before.
    const frame = requestAnimationFrame(() => {
      const step = box.current;
      const title = heading.current;
      if (!step || !title) return;
      // A keyboard player who already moved into the new step keeps their focus.
      const moved = document.activeElement !== focusedBefore && step.contains(document.activeElement);
      if (moved) bringIntoView(step, title);
      else follow(step, title);
    });
    return () => cancelAnimationFrame(frame);
  }, [id]);
  return (
    <div class="step" ref={box} data-step={id}>
      <div class="step-head">
        <h3 ref={heading} tabIndex={-1}>
          {title}
        </h3>
        {rule && <RuleLink {...rule} />}
      </div>
      {children}
    </div>
  );
}
