import { useRef, useState } from 'preact/hooks';
import { backupOf } from '~/kit/link/book';
import { Scanner } from '~/kit/link/ui/Scanner';
import type { Result } from '~/kit/result';
import { follow } from '~/kit/ui/follow';
import { Step } from '~/kit/ui/Step';
import { gathering } from '../own-codes';
import type { OwnState } from '../own-state';
import { handOverFor, tableSeatOf, takeOver } from '../own-takeover';
import { ON_PHONES, type Scan } from './own-ui';

/*
 * EW-9, a lost table phone (own-takeover.ts): on a player's phone, "Be the table phone" (with
 * a confirm: two table phones would split the table) and the hand-over code for the phone that
 * took over; on that phone, the hand-over codes it waits for. Loaded when a player opens it.
 */

const backup = (s: OwnState): Uint8Array | null => backupOf(s.table, s.name)?.backup ?? null;

/** Opened below the player's cards, the fold scrolls up just enough that its buttons (the last a hand-over to a late seat) are on screen whole. */
const inView = (e: Event) => {
  const fold = e.currentTarget as HTMLDetailsElement;
  if (fold.open) requestAnimationFrame(() => fold.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
};

export function PhoneTakeover({ s, onPhone, onTakeOver }: { s: OwnState; onPhone: (next: Result<OwnState>) => void; onTakeOver: (next: Result<{ table: OwnState; phone: OwnState }>) => void }) {
  const [sure, setSure] = useState(false);
  const [lostToo, setLostToo] = useState(false);
  const name = (i: number) => s.seats[i]?.name ?? `Player ${i + 1}`;
  if (s.tableAt === s.me) return null;
  // The table phone as this phone knows it: the first, or one that took over (which can be lost in turn).
  const at = tableSeatOf(s);
  const later = s.tableAt != null;
  const others = s.seats.map((_, i) => i).filter((i) => i !== s.me && i !== at);
  // Taking over, or handing over to another phone: once the table phone is lost.
  const offer = !later || lostToo;
  return (
    <details onToggle={inView}>
      <summary>{later ? `${name(at)}’s phone is the table phone now` : 'The table phone is lost?'}</summary>
      <div class="stack">
        {/* A phone brought back from the new table phone (the lost seat's own player) still hands over to it. */}
        {later && !lostToo && (
          <>
            <p>Your phone came back after {name(at)}’s phone took over? Show it your hand-over code.</p>
            <div class="row">
              <button type="button" class="btn" onClick={() => void handOverFor(s, at, backup(s)).then(onPhone)}>
                Hand over to {name(at)}
              </button>
              {/* A hand-over to another phone only once its player says this one is lost: a stray tap can't leave the table phone. */}
              <button type="button" class="btn" onClick={() => setLostToo(true)}>
                {name(at)}’s phone is lost too
              </button>
            </div>
          </>
        )}
        {offer && sure && (
          <div class="stack" role="group" aria-label="Be the table phone?">
            <p>
              <strong>One table phone at a time.</strong> Agree at the table first: this phone becomes the table phone, and every other phone hands over to it.
            </p>
            <div class="row" data-next>
              <button type="button" class="btn primary" onClick={() => void takeOver(s, backup(s)).then(onTakeOver)}>
                Yes: this phone is the table phone
              </button>
              <button type="button" class="btn" onClick={() => setSure(false)}>
                Cancel
              </button>
            </div>
          </div>
        )}
        {offer && !sure && (
          <button type="button" class="btn" onClick={() => setSure(true)}>
            Be the table phone
          </button>
        )}
        {/* While this phone's player confirms, only the confirm: a hand-over under it would name another table phone. */}
        {offer && !sure && <p>Another phone took over? Show it your hand-over code: whose phone is the table phone now?</p>}
        {offer && !sure && (
          <div class="row">
            {others.map((i) => (
              <button key={i} type="button" class="btn" onClick={() => void handOverFor(s, i, backup(s)).then(onPhone)}>
                Hand over to {name(i)}
              </button>
            ))}
          </div>
        )}
      </div>
    </details>
  );
}

/** The table phone that took over: the hand-over codes it still waits for. */
export function TableGathering({ t, scan }: { t: OwnState; scan: Scan }) {
  const lost = t.lost != null ? t.seats[t.lost]?.name : undefined;
  const here = t.seats[tableSeatOf(t)]?.name;
  const missing = gathering(t) && (t.unsealed ?? []).filter((i) => i !== t.lost).map((i) => t.seats[i]?.name ?? `Player ${i + 1}`);
  const fold = useRef<HTMLDetailsElement>(null);
  /** The lost seat's hand-over, taken below the table: this fold goes, and the table's step comes back on screen with its next button. */
  const back: Scan = async (text, via) => {
    const table = fold.current?.parentElement;
    const error = await scan(text, via);
    if (!error && table)
      requestAnimationFrame(() => {
        const step = table.querySelector<HTMLElement>('.step');
        const head = step?.querySelector<HTMLElement>('h3');
        if (step && head) follow(step, head);
      });
    return error;
  };
  if (!missing) {
    return lost ? (
      <details ref={fold}>
        <summary>{lost} is back? Scan {lost}’s hand-over code</summary>
        <Scanner label={`Scan ${lost}’s hand-over code`} onCode={back} />
      </details>
    ) : null;
  }
  return (
    <Step id={`own:gathering:${t.unsealed?.length}`} title="This phone is the table phone now" rule={ON_PHONES}>
      <div class="stack">
        <p>
          Every other player: on your phone, open “The table phone is lost?” (or “… is the table phone now”), tap “Hand over to {here}” and show the code here. Still to scan: {missing.join(', ')}.
          {lost && ` ${lost} comes back afterwards with their four words (“Bring back a player’s phone”).`}
        </p>
        <Scanner label="Scan a hand-over code" onCode={scan} />
      </div>
    </Step>
  );
}
