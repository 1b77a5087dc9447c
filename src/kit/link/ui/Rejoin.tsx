import type { RuleRef } from '../../ui/RuleLink';
import { Step } from '../../ui/Step';
import type { Via } from '../read';
import { Scanner } from './Scanner';
import { ShowCode } from './ShowCode';

/*
 * The two screens of a rejoin (rejoin.ts), loaded only when one is used: the lost phone's
 * scanner on its first screen, and the code the phone still at the table shows.
 */

interface ScanProps {
  rule: RuleRef;
  onCode: (text: string, via: Via) => Promise<string | null> | string | null;
  onBack: () => void;
}

/** The lost phone: one scan of the other phone's rejoin code brings it back to its seat. */
export function RejoinScan({ rule, onCode, onBack }: ScanProps) {
  return (
    <Step id="own:rejoin" title="Rejoin a table" rule={rule}>
      <div class="stack">
        <p>Your phone lost the table? On the other phone, tap “Bring back a phone that lost the table” under the game. Scan the code it shows: you are back at your seat (your four recovery words then bring back what only your phone held).</p>
        <Scanner label="Scan the rejoin code" onCode={onCode} />
        <button type="button" class="btn" onClick={onBack}>
          Back
        </button>
      </div>
    </Step>
  );
}

interface ShowProps {
  /** The lost phone's player. */
  name: string;
  rule: RuleRef;
  /** What the table does about what that phone lost (a round played again), said aloud. */
  said: string;
  /** The rejoin code as QR text. */
  code: string;
  onBack: () => void;
  /** A table that deals words (OwnTable `words`): the lost phone came back without them. */
  onForgot?: (() => void) | false | undefined;
}

/** The phone still at the table: the rejoin code, what happens to the round in progress, then back to the game. */
export function BringBack({ name, rule, said, code, onBack, onForgot }: ShowProps) {
  return (
    <Step id="own:bring-back" title={`Bring back ${name}’s phone`} rule={rule}>
      {/* Sideways, the code stands beside what the table does and the button: all on screen without scrolling. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '0.75rem' }}>
        <div style={{ flex: '0 1 18rem' }}>
          <ShowCode text={code} label={`${name}: “Rejoin a table”, then scan this`} />
        </div>
        <div class="stack" style={{ flex: '1 1 14rem' }}>
          <p class="message notice" role="status">
            {said}
          </p>
          <button type="button" class="btn primary" data-next onClick={onBack}>
            {name}’s phone is back
          </button>
          {onForgot && (
            <button type="button" class="btn" onClick={onForgot}>
              {name}’s phone came back without words
            </button>
          )}
        </div>
      </div>
    </Step>
  );
}
