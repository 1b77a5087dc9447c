import { useId, useState } from 'preact/hooks';

interface Props {
  canUndo: boolean;
  onUndo: () => void;
  /** Starts over; asked twice, since it ends the game in progress (which can be brought back until the new game's first move). */
  onNewGame: () => void;
  newGameLabel?: string;
  /**
   * Why Undo is off, finishing "Undo is off: …" (the game's `undoOff` words for the stop it
   * can't go back past: kit/game.ts `undoOffOf`). Said beside the bar whenever Undo is off,
   * so a greyed Undo is never left unexplained; without it there is simply nothing to undo.
   */
  off?: string | null;
}

/**
 * Undo for a mis-tap and a guarded "new game", at the foot of every helper, set apart from
 * the step's own actions. The confirmation never lands under the finger that tapped New
 * game: "Keep playing" takes its place and "Yes, start over" comes after it (and the kit's
 * tap guard, fingers.ts, holds whatever appears there). The game New game ends stays
 * until a move is made in the new one: the frame offers to bring it back (afterTouch.tsx).
 */
export function UndoBar({ canUndo, onUndo, onNewGame, newGameLabel = 'New game', off }: Props) {
  const [confirming, setConfirming] = useState(false);
  const why = useId();
  return (
    <div class="row undo-bar">
      <button type="button" class="btn" onClick={onUndo} disabled={!canUndo} aria-describedby={canUndo ? undefined : why}>
        Undo
      </button>
      {confirming ? (
        <>
          <button type="button" class="btn" onClick={() => setConfirming(false)}>
            Keep playing
          </button>
          <button
            type="button"
            class="btn primary"
            onClick={() => {
              setConfirming(false);
              onNewGame();
            }}
          >
            Yes, start over
          </button>
        </>
      ) : (
        <button type="button" class="btn" onClick={() => setConfirming(true)}>
          {newGameLabel}
        </button>
      )}
      {!canUndo && (
        <p class="why-off" id={why}>
          {off ? `Undo is off: ${off}` : 'Nothing to undo.'}
        </p>
      )}
    </div>
  );
}
