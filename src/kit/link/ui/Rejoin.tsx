import { useState } from 'preact/hooks';
import type { RuleRef } from '../../ui/RuleLink';
import { Step } from '../../ui/Step';
import type { Via } from '../read';
import { gatherRejoin, nthCode, type Gathered } from '../rejoin-parts';
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

/**
 * The lost phone: one scan of the other phone's rejoin code brings it back to its seat, or
 * its codes scanned in turn when the table didn't fit one (rejoin-parts.ts `rejoinCodes`); the
 * game is given them together once all are in.
 */
export function RejoinScan({ rule, onCode, onBack }: ScanProps) {
  const [got, setGot] = useState<Gathered | null>(null);
  const onPart = async (text: string, via: Via): Promise<string | null> => {
    const next = gatherRejoin(got?.parts ?? [], text, via);
    if (!next.ok) return next.error;
    if (!next.value.done) return setGot(next.value), null;
    const refused = await onCode(next.value.parts.join('\n'), via);
    if (refused !== null) setGot(null);
    return refused;
  };
  const next = got && nthCode(got.parts.length + 1);
  return (
    <Step id="own:rejoin" title="Rejoin a table" rule={rule}>
      <div class="stack">
        {got ? (
          <p class="message notice" role="status">
            {`Code ${got.parts.length} of ${got.count} taken. Now scan ${next}: on the other phone, tap “Show ${next}”.`}
          </p>
        ) : (
          <p>Your phone lost the table? On the other phone, tap “Bring back a phone that lost the table” under the game. Scan the code it shows (or its codes, in turn): you are back at your seat (your four recovery words then bring back what only your phone held).</p>
        )}
        <Scanner label={got ? `Scan ${next}` : 'Scan the rejoin code'} onCode={onPart} />
        {got && (
          <button type="button" class="btn" onClick={() => setGot(null)}>
            Start again
          </button>
        )}
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
  /** The rejoin code as QR text, or its codes in the order they are scanned (rejoin-parts.ts `rejoinCodes`). */
  code: string | string[];
  onBack: () => void;
  /** A table that deals words (OwnTable `words`): the lost phone came back without them. */
  onForgot?: (() => void) | false | undefined;
}

/** The phone still at the table: the rejoin code (or its codes, one at a time), what happens to the round in progress, then back to the game. */
export function BringBack({ name, rule, said, code, onBack, onForgot }: ShowProps) {
  const codes = typeof code === 'string' ? [code] : code;
  const [at, setAt] = useState(0);
  const i = Math.min(at, codes.length - 1);
  const last = i === codes.length - 1;
  const label = codes.length === 1 ? `${name}: “Rejoin a table”, then scan this` : i === 0 ? `${name}: “Rejoin a table”, then scan this first code (1 of ${codes.length})` : `${name}: now scan this, ${nthCode(i + 1)} (${i + 1} of ${codes.length})`;
  return (
    <Step id="own:bring-back" title={`Bring back ${name}’s phone`} rule={rule}>
      {/* Sideways, the code stands beside what the table does and the button: all on screen without scrolling. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '0.75rem' }}>
        <div style={{ flex: '0 1 18rem' }}>
          <ShowCode text={codes[i]!} label={label} />
        </div>
        <div class="stack" style={{ flex: '1 1 14rem' }}>
          <p class="message notice" role="status">
            {codes.length > 1 && (last ? `${name}: scan this last code. ` : `The table takes ${codes.length} codes: ${name} scans this one, then tap below for ${nthCode(i + 2)}. `)}
            {said}
          </p>
          {last ? (
            <button type="button" class="btn primary" data-next onClick={onBack}>
              {name}’s phone is back
            </button>
          ) : (
            <button type="button" class="btn primary" data-next onClick={() => setAt(i + 1)}>
              Show {nthCode(i + 2)}
            </button>
          )}
          {i > 0 && (
            <button type="button" class="btn" onClick={() => setAt(i - 1)}>
              Show {nthCode(i)} again
            </button>
          )}
          {last && onForgot && (
            <button type="button" class="btn" onClick={onForgot}>
              {name}’s phone came back without words
            </button>
          )}
        </div>
      </div>
    </Step>
  );
}
