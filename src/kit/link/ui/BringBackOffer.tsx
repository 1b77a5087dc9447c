import { useState } from 'preact/hooks';

interface Props {
  /** The other player, whose phone lost the table. */
  name: string;
  /** What bringing it back does to the game in progress ("Round 2 is played again…"). */
  what: string;
  /** Makes the rejoin code (loads its code on demand); resolves when it is shown. */
  onBringBack: () => Promise<void>;
}

/**
 * Folded under a table's screens: "Bring back Ben’s phone", for a phone that lost its
 * storage (rejoin.ts). Opening it says what the table loses, and only a second tap changes
 * anything, so a curious finger costs nothing.
 */
export function BringBackOffer({ name, what, onBringBack }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <details class="link-offer">
      <summary>Bring back a phone that lost the table</summary>
      <div class="stack">
        <p>
          Only if {name}’s phone shows its first screen again (its storage was cleared, or another browser). {what}
        </p>
        <button
          type="button"
          class="btn"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onBringBack().finally(() => setBusy(false));
          }}
        >
          Bring back {name}’s phone
        </button>
      </div>
    </details>
  );
}
