import { useEffect, useRef } from 'preact/hooks';

interface Props {
  /** Who should hold the phone next. */
  name: string;
  /**
   * What they will do, said to them (the line is theirs once they hold the phone), finishing
   * "Ana, once you hold it, tap below …": e.g. "to note your guess".
   */
  purpose?: string;
  /** Called when that player says they hold the phone; only then may secrets render. */
  onReady: () => void;
  /** Button text; defaults to "I'm <name>, show me". */
  readyLabel?: string;
  /** A warning above the hand-over, e.g. that an Undo is reopening this player's secret. */
  note?: string;
}

/**
 * The pass-the-phone screen: "Hand the phone to Ana. Ana, once you hold it, tap below to
 * note your guess." Two lines for two readers: the first to whoever holds the phone now,
 * the second to the next holder by name, so a "your" is never said to the wrong player.
 * It shows nothing secret; the helper renders the secret view only after onReady, so
 * nothing hidden is in the page before that. A second tap (or key press) on the previous
 * screen never opens it: the kit's tap guard (fingers.ts) holds whatever appears under the
 * finger, and the focused button after a key's click.
 */
export function PrivacyScreen({ name, purpose, onReady, readyLabel, note }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  // Focus the button so a screen reader announces the hand-over at once.
  useEffect(() => button.current?.focus(), [name]);
  return (
    <div class="privacy" role="region" aria-label="Pass the phone">
      <div>
        {note && <p class="privacy-note" role="status">{note}</p>}
        <p>Hand the phone to {name}.</p>
        <p class="privacy-then">
          {name}, once you hold it, tap below{purpose ? ` ${purpose}` : ''}.
        </p>
        <button ref={button} type="button" class="btn primary" onClick={onReady}>
          {readyLabel ?? `I'm ${name}, show me`}
        </button>
      </div>
    </div>
  );
}
