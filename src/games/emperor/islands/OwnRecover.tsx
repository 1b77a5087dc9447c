import { useEffect, useState } from 'preact/hooks';
import { wordsAt } from '~/kit/link/book';
import { fromHex, toHex } from '~/kit/link/bytes';
import { compressKey } from '~/kit/link/crypto';
import { TypeWords } from '~/kit/link/ui/Recovery';
import { Scanner } from '~/kit/link/ui/Scanner';
import { ShowCode } from '~/kit/link/ui/ShowCode';
import type { Result } from '~/kit/result';
import { Step } from '~/kit/ui/Step';
import { TABLE_SLOT } from '../own-codes';
import { dismiss } from '../own-join';
import { answerAgain, BACK, bringBackFor, dealFor, holderOf, nextScan, rejoinFor, showAgain } from '../own-recover';
import type { OwnState } from '../own-state';
import type { Keys } from '../own-take';
import { code, ON_PHONES, type Scan, type TableStep } from './own-ui';

/*
 * EW-9 on screen (own-recover.ts has the why), loaded only when a phone is brought back or a
 * player asks for their words: the table phone's "Bring back a player's phone", another
 * player's "Bring back" code, and the wiped phone's way back (words, start code, its box).
 */

const RULE = { game: 'emperor', section: 'each-on-our-own-phone' } as const;

/** "My recovery words", folded until asked for. */
export function MyWords({ table }: { table: number }) {
  const [words, setWords] = useState<string | null>(null);
  return (
    <details onToggle={(e) => setWords((e.currentTarget as HTMLDetailsElement).open ? (wordsAt(table) ?? '') : null)}>
      <summary>My recovery words</summary>
      {words === null ? null : words ? (
        <p>
          <strong lang="en">{words}</strong>: if this phone is wiped, the table phone brings it back and these words bring your cards back.
        </p>
      ) : (
        <p>This phone has no recovery words for this table: it joined without them.</p>
      )}
    </details>
  );
}

/** The table phone: choose the player whose phone was wiped. */
export function TableBringBack({ t, onTable }: { t: OwnState; onTable: (name: TableStep, next: Result<OwnState>) => void }) {
  return (
    <details>
      <summary>Bring back a player’s phone</summary>
      <p>A phone lost the table (site data cleared, a private tab closed, a new phone)? Tap its player.</p>
      <div class="row">
        {t.seats.map((x, i) => (
          <button key={i} type="button" class="btn" onClick={() => onTable('rejoin', rejoinFor(t, i))}>
            {t.game?.players[i]?.name ?? x.name}
          </button>
        ))}
      </div>
    </details>
  );
}

/** The table phone while it brings a phone back: the rejoin code, the start code again, the deal again. */
export function TableShowingBack({ t, onTable }: { t: OwnState; onTable: (name: TableStep, next: Result<OwnState>) => void }) {
  const show = t.show!;
  const seat = show.to!;
  const name = t.game!.players[seat]!.name;
  const { holder } = holderOf(t, seat);
  const holderName = holder !== null && holder !== TABLE_SLOT ? t.game!.players[holder]!.name : null;
  const labels = { rejoin: `${name}: tap “Rejoin a table”, then scan this`, start: `${name}: scan the start code`, deal: `${name}: scan the deal` } as Record<string, string>;
  const last = show.what === 'deal' || (show.what === 'start' && holder !== null);
  return (
    <Step id={`own:back:${show.what}:${seat}`} title={`Bring back ${name}’s phone`} rule={RULE}>
      <ShowCode text={code(show.code)} label={labels[show.what] ?? ''}>
        {show.what === 'rejoin' && <p>{name} then types their four recovery words.</p>}
        {last && holderName && (
          <p class="message notice" role="status">
            Then {holderName}: on your phone, open “Bring back a player’s phone” and tap {name}.
          </p>
        )}
        <div class="row" data-next>
          {last ? (
            <button type="button" class="btn primary" onClick={() => onTable('again', dismiss(t))}>
              {name}’s phone has it
            </button>
          ) : (
            <button type="button" class="btn primary" onClick={() => onTable('again', showAgain(t, show.what === 'rejoin' ? 'start' : 'deal', seat))}>
              {show.what === 'rejoin' ? `Words typed: show the start code` : `${name}’s phone has it: show the deal`}
            </button>
          )}
          <button type="button" class="btn" onClick={() => onTable('again', dismiss(t))}>
            Cancel
          </button>
        </div>
      </ShowCode>
    </Step>
  );
}

/** Another player's phone: the box it keeps for a wiped phone, and a Swap answer it gave that phone. */
export function PhoneBringBack({ s, onPhone }: { s: OwnState; onPhone: (next: Result<OwnState>) => void }) {
  const deal = dealFor(s);
  const held = s.seats.map((_, i) => i).filter((i) => s.kept?.[i] || deal.includes(i));
  return (
    <details>
      <summary>Bring back a player’s phone</summary>
      {held.length === 0 ? (
        <p>This phone holds nothing for another phone yet.</p>
      ) : (
        <>
          <p>When the table phone names this phone, tap the player whose phone is coming back.</p>
          <div class="row">
            {held.map((i) => (
              <button key={i} type="button" class="btn" onClick={() => onPhone(bringBackFor(s, i))}>
                {s.seats[i]!.name}
              </button>
            ))}
          </div>
        </>
      )}
    </details>
  );
}

/** The "Bring back" code on screen, then the Swap answer again if that phone's box waits on it. */
export function PhoneShowingBack({ s, onPhone }: { s: OwnState; onPhone: (next: Result<OwnState>) => void }) {
  const seat = s.show!.to!;
  const name = s.seats[seat]!.name;
  const answer = s.answered?.[seat];
  return (
    <Step id={`own:back:${seat}`} title={`${name}: scan this to come back`} rule={RULE}>
      <ShowCode text={code(s.show!.code)} label={s.show!.code === s.dealt ? `The deal again: only ${name}’s own key opens ${name}’s cards in it` : `Sealed for ${name}’s own key: no one else can read it`}>
        <div class="row" data-next>
          <button type="button" class="btn primary" onClick={() => onPhone(dismiss(s))}>
            {name}’s phone has it
          </button>
          {answer && (
            <button type="button" class="btn" onClick={() => onPhone(answerAgain(s, seat))}>
              {name}’s phone asks for my Swap card
            </button>
          )}
        </div>
      </ShowCode>
    </Step>
  );
}

/** The wiped phone: its words, then the start code again, then its box (from the phone the table phone names) or the deal. */
export function ComingBack({ s, keys, scan, onKeys, onLeave }: { s: OwnState; keys: Keys | undefined; scan: Scan; onKeys: () => void; onLeave: () => void }) {
  const [forgot, setForgot] = useState(false);
  // This phone shows no code on its way back: the QR encoder loads now, while the page is online, so its first code later shows offline.
  useEffect(() => void import('~/kit/link/qr').catch(() => undefined), []);
  const back = s.back!;
  const keyBack = keys && toHex(compressKey(keys.raw)) === back.key;
  if (forgot) {
    return (
      <Step id="own:forgot" title={`${s.name}: no words, no cards`} rule={RULE}>
        <div class="stack">
          <p class="message notice" role="status">
            {BACK.forgot(s.name)}
          </p>
          <div class="row" data-next>
            <button type="button" class="btn primary" onClick={() => setForgot(false)}>
              I found my words
            </button>
            <button type="button" class="btn" onClick={onLeave}>
              Leave this table
            </button>
          </div>
        </div>
      </Step>
    );
  }
  if (!keyBack) return <TypeWords table={s.table} name={s.name} backup={{ key: fromHex(back.key), backup: fromHex(back.backup) }} rule={RULE} onBack={onKeys} onForgot={() => setForgot(true)} />;
  const next = nextScan(s);
  const holder = back.holder !== null && back.holder !== TABLE_SLOT ? (s.seats[back.holder]?.name ?? `Player ${back.holder + 1}`) : null;
  const what = next === 'start' ? 'the start code on the table phone' : next === 'deal' ? 'the deal on the table phone' : `${holder}’s “Bring back” code`;
  return (
    <Step id={`own:coming-back:${next}`} title={`${s.name}: scan ${what}`} rule={ON_PHONES}>
      <div class="stack">
        <p>
          Your words opened your seat.{' '}
          {next === 'holder' ? `${holder}: on your phone, open “Bring back a player’s phone” and tap ${s.name}.` : 'The table phone shows it next.'}
        </p>
        <Scanner label={`Scan ${what}`} onCode={scan} />
      </div>
    </Step>
  );
}

/** Under a player's cards: their words again, and what this phone keeps for a wiped one. */
export function PhoneMore({ s, onPhone }: { s: OwnState; onPhone: (next: Result<OwnState>) => void }) {
  return (
    <>
      <MyWords table={s.table} />
      <PhoneBringBack s={s} onPhone={onPhone} />
    </>
  );
}
