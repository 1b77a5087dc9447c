import { useEffect, useState } from 'preact/hooks';
import { newTableCode, tableText } from '~/kit/link/codec';
import { publicKeyBytes, randomBytes } from '~/kit/link/crypto';
import { tableInHash } from '~/kit/link/join';
import { forgetTable } from '~/kit/link/book';
import { deviceKeys, tableKeys } from '~/kit/link/keystore';
import type { Via } from '~/kit/link/read';
import { qrReader } from '~/kit/link/scan';
import { useLiveLink } from '~/kit/link/live/useLiveLink';
import { OpenOrJoin } from '~/kit/link/ui/OpenOrJoin';
import { useJoined } from '~/kit/link/ui/useJoined';
import { clear } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { usePersistent } from '~/kit/ui/usePersistent';
import { LOAD_FAILED, onDemand, withCode } from '~/kit/ui/onDemand';
import { joinTable } from '../own-join';
import type { OwnState } from '../own-state';
import { ownPhoneSpec, ownTableSpec } from '../own-store';
import { takeOnPhone, type Keys } from '../own-take';
import { code, here, ON_PHONES, TABLE_UNDO, TITLE, type Scan, type TableStep } from './own-ui';

/** The table phone's screens and moves: only the phone that opens the table loads them. */
const OwnTableSide = onDemand(() => import('./OwnTableSide').then((m) => m.OwnTableSide));
/** A player's own screens (cards, codes, the way back): loaded once this phone opens or joins a table. */
const OwnPhoneSide = onDemand(() => import('./OwnPhoneSide').then((m) => m.OwnPhoneSide));

/*
 * "Each on our own phone" (own.ts has the moves and the why): loaded by Helper.tsx only
 * when a table chooses it. The phone that opens the table is the table phone and also its
 * own player's phone: two saves (own-store.ts), two views ("The table", "My cards"). The
 * table view is the one-phone table (Table.tsx) on the public table; the cards view is
 * this phone's player's own three cards, and the codes they show and scan.
 */


function OwnPhones({ onLeave }: { onLeave: () => void }) {
  const table = usePersistent(ownTableSpec, TABLE_UNDO);
  const phone = usePersistent(ownPhoneSpec);
  const [keys, setKeys] = useState<Keys>();
  const [side, setSide] = useState<'table' | 'phone'>();
  const [error, setError] = useState<string>();
  useEffect(() => void qrReader().catch(() => undefined), []);
  useJoined(table.state !== null || phone.state !== null);
  const t = table.state;
  const p = phone.state;
  // The table phone's player has cards too: their screens load with the table's, while the
  // phone still has a signal (a table may play on in airplane mode).
  useEffect(() => void (t && OwnPhoneSide.preload().then(() => import('./OwnRecover')).catch(() => undefined)), [t !== null]);
  // Any player's phone may have to hand over to, or become, the table phone (EW-9, a lost table phone): those screens
  // load from its join (or the start of its way back), long before its player may go offline with the cards dealt.
  useEffect(() => void (!t && p && OwnTableSide.preload().then(() => import('./OwnTakeover')).catch(() => undefined)), [t !== null, p !== null]);
  // This phone's seat key at the table, dealt with its player's four words (EW-9), or back from them; read again when either happens.
  const at = (p ?? t)?.table;
  const [dealtKeys, setDealtKeys] = useState(0);
  const linkable = !!p && p.me !== null && !p.back;
  const Live = useLiveLink(linkable);
  useEffect(() => void (at === undefined ? deviceKeys().then((k) => k.pair) : tableKeys(at)).then(async (pair) => setKeys({ pair, raw: await publicKeyBytes(pair) })), [at, dealtKeys]);
  const onKeys = () => setDealtKeys((n) => n + 1);

  // The table phone is also its player's phone: the start, the deal and a record for that player reach it without a scan.
  useEffect(() => {
    if (t?.show?.what === 'record' && p && t.show.to === p.me) return void takeOnPhone(p, code(t.show.code), 'scan', keys ?? null).then((r) => r.ok && phone.set(r.value));
    if (!t?.show || !p || !keys || (t.show.what !== 'start' && t.show.what !== 'deal')) return;
    if ((t.show.what === 'start' && p.me !== null) || (t.show.what === 'deal' && (p.me === null || p.game))) return;
    void takeOnPhone(p, code(t.show.code), 'scan', keys).then((r) => r.ok && phone.set(r.value));
  }, [t?.show?.code, p?.me, p?.game !== null, keys]);

  const leave = () => {
    if (at !== undefined) forgetTable(at);
    clear(ownTableSpec, localStorage);
    clear(ownPhoneSpec, localStorage);
    if (location.hash) history.replaceState(null, '', location.pathname);
    onLeave();
  };
  const onTable = (name: TableStep, next: Result<OwnState>): void => {
    if (!next.ok) return setError(next.error);
    setError(undefined);
    table.move(name, next.value);
  };
  const onPhone = (next: Result<OwnState>): void => {
    if (!next.ok) return setError(next.error);
    setError(undefined);
    phone.set(next.value);
  };
  /** EW-9: this player's phone took over from the lost table phone: it is the table phone now, and still its player's. */
  const onTakeOver = (next: Result<{ table: OwnState; phone: OwnState }>): void => {
    if (!next.ok) return setError(next.error);
    setError(undefined);
    phone.set(next.value.phone);
    table.move('takeOver', next.value.table);
    setSide('table');
  };
  const scanPhone: Scan = async (text, via) => {
    if (!p || !keys) return null;
    const next = await takeOnPhone(p, text, via, keys);
    if (!next.ok) return next.error;
    onPhone(next);
    return null;
  };

  const open = (name: string) =>
    withCode(
      () => import('./OwnTableSide'),
      async (m) => {
        const tableCode = newTableCode(randomBytes);
        const mine = joinTable(tableCode, name);
        if (!mine.ok) return setError(mine.error);
        // The table phone's player is dealt four words like every other (EW-9): its seat key's backup stays with the table.
        const words = await import('~/kit/link/ui/Recovery').then((r) => r.deal(tableCode, mine.value.name)).catch(() => null);
        if (!words) return setError(LOAD_FAILED);
        const seated = m.opened(tableCode, mine.value.name, words.key, words.backup);
        if (!seated.ok) return setError(seated.error);
        phone.set(mine.value);
        onTable('open', seated);
        setSide('table');
      },
      setError,
    );

  /** A wiped phone scanned the table phone's rejoin code (EW-9): its words come next. */
  const rejoin = async (text: string, via: Via): Promise<string | null> => {
    const r = (await import('../own-recover')).rejoined(text, via);
    if (!r.ok) return r.error;
    setError(undefined);
    phone.set(r.value.state);
    return null;
  };

  const ready = table.ready && phone.ready;
  const view = side ?? (t ? 'table' : 'phone');

  let body;
  if (!t && !p) {
    body = (
      <OpenOrJoin joining={tableInHash(here()?.hash ?? '')} title={TITLE} rule={ON_PHONES} onOpen={open} onJoin={(tc, name) => onPhone(joinTable(tc, name))} onOnePhone={leave} onRejoin={rejoin}>
        Each phone holds only its own three cards; the phones pass QR codes, no network needed. One phone opens the table (it is also the table phone), every other phone joins it.
      </OpenOrJoin>
    );
  } else if (view === 'table' && t) {
    body = <OwnTableSide t={t} p={p} keys={keys} store={table} onTable={onTable} onPhone={onPhone} setError={setError} leave={leave} />;
  } else if (p) {
    body = <OwnPhoneSide s={p} keys={keys} onPhone={onPhone} scan={scanPhone} tableHere={t !== null} onKeys={onKeys} onLeave={leave} onTakeOver={onTakeOver} />;
  }

  return (
    <HelperFrame title={TITLE} ready={ready} active={t !== null || p !== null} notice={table.notice ?? phone.notice} onDismissNotice={() => (table.dismissNotice(), phone.dismissNotice())}>
      <div class="stack emp-own">
        {(t || p) && (
          <p class="emp-hint">
            Table {tableText((t ?? p)!.table)}
            {p ? ` · ${p.name}’s phone` : ''}
            {t ? ' · the table phone' : ''}
          </p>
        )}
        {t && p && (
          // Pinned to the top of the screen (kit follow.ts keeps every step clear of it): the way back to the other view is always in reach.
          <div class="row" role="group" aria-label="This phone shows" data-pinned style={{ position: 'sticky', top: 0, zIndex: 2, background: 'var(--surface, var(--bg))', paddingBlock: '0.25rem' }}>
            <button type="button" class={`btn${view === 'table' ? ' primary' : ''}`} aria-pressed={view === 'table'} onClick={() => setSide('table')}>
              The table
            </button>
            <button type="button" class={`btn${view === 'phone' ? ' primary' : ''}`} aria-pressed={view === 'phone'} onClick={() => setSide('phone')}>
              My cards
            </button>
          </div>
        )}
        {body}
        <ErrorMessage error={error} />
        {/* Over one Wi-Fi the phones may link to the table phone (a star: seat 0, or the phone that took over, EW-9): every code goes over it, passed on to the phone it is for.
            Only what can work: not while this phone comes back (the table phone it links to is known once it is back), nor to the lost table phone's player until they are back. */}
        {linkable && Live && <Live table={p.table} seat={p.me!} names={p.seats.map((s) => s.name)} hub={p.tableAt ?? 0} without={t?.lost != null ? [t.lost] : undefined} />}
        {(t || p) && (
          <details>
            <summary>Leave this table</summary>
            <p>This phone forgets the table{p ? ' and your cards' : ''}. It can’t join again with the same cards.</p>
            <button type="button" class="btn" onClick={leave}>
              Leave this table
            </button>
          </details>
        )}
      </div>
    </HelperFrame>
  );
}

export default guarded(OwnPhones, TITLE);
