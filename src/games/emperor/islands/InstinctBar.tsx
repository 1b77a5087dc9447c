import type { TableState } from '../state';
import { nameOf } from '../seats';
import { blockButton, INSTINCT } from '../words';

interface Props {
  state: TableState;
  /** Opens the instinct sheet (picker kind `instinct`). */
  onOpen: () => void;
  /** Opens the Block picker on this Condemn. */
  onBlock: (condemn: number) => void;
}

/**
 * The instinct cards in reach from every turn screen (EW-3: anyone, any time): a bar right
 * under the step, held at the foot of the screen while the step runs past the screen's foot
 * (sticky), and in its own place once the player scrolls down to the seat circle, the log
 * and Undo, which it never covers. Marked `data-pinned` so the kit's step follower leaves
 * room above it. "Instinct cards" opens the sheet; a single waiting Condemn gets its Block at once,
 * several are listed in the sheet.
 */
export function InstinctBar({ state: s, onOpen, onBlock }: Props) {
  const waiting = s.condemns;
  const only = waiting.length === 1 ? waiting[0]! : null;
  return (
    <div class="emp-bar row" role="group" aria-label={INSTINCT.bar} data-pinned>
      <button type="button" class="btn" onClick={onOpen}>
        {INSTINCT.open}
      </button>
      {waiting.length > 0 && (
        <button type="button" class="btn emp-bar-block" onClick={() => (only ? onBlock(only.id) : onOpen())}>
          {blockButton(waiting.map((c) => nameOf(s, c.target)))}
        </button>
      )}
    </div>
  );
}
