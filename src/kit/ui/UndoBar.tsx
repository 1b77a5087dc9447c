import { useState } from 'preact/hooks';

interface Props {
  canUndo: boolean;
  onUndo: () => void;
  /** Starts over; asked twice, since it ends the game in progress (which can be brought back until the new game's first move). */
  onNewGame: () => void;
  newGameLabel?: string;
}

/**
 * Undo for a mis-tap and a guarded "new game", at the foot of every helper, set apart from
 * the step's own actions. The confirmation never lands under the finger that tapped New
 * game: "Keep playing" takes its place and "Yes, start over" comes after it (and the kit's
 * tap guard, fingers.ts, holds whatever appears there). The game New game ends stays
 * until a move is made in the new one: the frame offers to bring it back (afterTouch.tsx).
 */
export function UndoBar({ canUndo, onUndo, onNewGame, newGameLabel = 'New game' }: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div class="row undo-bar">
      <button type="button" class="btn" onClick={onUndo} disabled={!canUndo}>
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
    </div>
  );
}
