import { useState } from 'preact/hooks';

interface Props {
  /** The other player, whose phone lost the table; or, at a table of more, each player this phone can bring back. */
  name: string | readonly string[];
  /** What bringing it back does to the game in progress ("Round 2 is played again…"). */
  what: string;
  /** Makes the rejoin code for the `i`th of `name` (loads its code on demand); resolves when it is shown. */
  onBringBack: (i: number) => Promise<void>;
}

/**
 * Folded under a table's screens: "Bring back Ben’s phone", for a phone that lost its
 * storage (rejoin.ts). Opening it says what the table loses, and only a second tap changes
 * anything, so a curious finger costs nothing.
 */
export function BringBackOffer({ name, what, onBringBack }: Props) {
  const [busy, setBusy] = useState(false);
  const names = typeof name === 'string' ? [name] : name;
  return (
    <details class="link-offer">
      <summary>Bring back a phone that lost the table</summary>
      <div class="stack">
        <p>
          Only if {typeof name === 'string' ? `${name}’s phone shows` : 'a phone shows'} its first screen again (its storage was cleared, or another browser). {what}
        </p>
        <div class="row">
          {names.map((n, i) => (
            <button
              key={n}
              type="button"
              class="btn"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void onBringBack(i).finally(() => setBusy(false));
              }}
            >
              Bring back {n}’s phone
            </button>
          ))}
        </div>
      </div>
    </details>
  );
}
