import { useState } from 'preact/hooks';

interface Props {
  canUndo: boolean;
  onUndo: () => void;
  /** Starts over; asked twice, since it throws away the game in progress. */
  onNewGame: () => void;
  newGameLabel?: string;
}

/** Undo for a mis-tap and a guarded "new game", at the foot of every helper. */
export function UndoBar({ canUndo, onUndo, onNewGame, newGameLabel = 'New game' }: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div class="row undo-bar">
      <button type="button" class="btn" onClick={onUndo} disabled={!canUndo}>
        Undo
      </button>
      {confirming ? (
        <>
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
          <button type="button" class="btn" onClick={() => setConfirming(false)}>
            Keep playing
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
