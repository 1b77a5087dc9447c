import type { ComponentChildren } from 'preact';
import type { RuleRef } from '../../ui/RuleLink';
import { Step } from '../../ui/Step';
import { moveSeat } from '../seating';
import { Seating } from './Seating';

/*
 * The table phone's step between the last seat code and the start, for a table of three or
 * more (seating.ts): the seat codes came in whatever order the phones were held up, and
 * here its host sets the seating round the table. Loaded on demand (a game's island makes
 * it `onDemand(() => import('~/kit/link/ui/SeatingStep')…)`), so a two-seat table, which has
 * no seating to set, never loads it.
 */

export interface SeatingStepProps {
  /** The players in the seating as it stands: seat 0 is the table phone's own player, who stays first. */
  names: readonly string[];
  rule: RuleRef;
  /** A seat moved: the new seating (the game checks it with seats.ts `reseated` and keeps it). */
  onSeating: (names: string[]) => void;
  /** The table's next step once the seating is set (its primary button): the game's setup or the start. */
  children: ComponentChildren;
  /** Back to scanning seat codes, for a player who sat down late; absent when the table is full. */
  onScanMore?: () => void;
}

export function SeatingStep({ names, rule, onSeating, children, onScanMore }: SeatingStepProps) {
  const host = names[0]!;
  return (
    <Step id="own:seating" title={`${host}: set the seating`} rule={rule}>
      <div class="stack">
        <p>Drag each name to its place, clockwise from you, or use its arrows.</p>
        <Seating names={names} label={`Seating, clockwise from ${host}`} onMove={(from, to) => onSeating(moveSeat(names, from, to))} />
        {/* At a long table the list is taller than the screen: its next button stays in sight below it. */}
        <div class="row" data-next style={{ position: 'sticky', bottom: 0, padding: '0.4rem 0', background: 'var(--surface)' }}>
          {children}
          {onScanMore && (
            <button type="button" class="btn" onClick={onScanMore}>
              Scan another phone
            </button>
          )}
        </div>
      </div>
    </Step>
  );
}
