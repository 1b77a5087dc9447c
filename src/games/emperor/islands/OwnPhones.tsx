import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { fromHex } from '~/kit/link/bytes';
import { encode, newTableCode, tableText, toQrText, toTyped } from '~/kit/link/codec';
import { publicKeyBytes, randomBytes } from '~/kit/link/crypto';
import { joinAddress, tableInHash } from '~/kit/link/join';
import { deviceKeys } from '~/kit/link/keystore';
import { seatMessage } from '~/kit/link/messages';
import type { Via } from '~/kit/link/read';
import { qrReader } from '~/kit/link/scan';
import { LiveLink } from '~/kit/link/live/LiveLink';
import { OpenOrJoin } from '~/kit/link/ui/OpenOrJoin';
import { useJoined } from '~/kit/link/ui/useJoined';
import { useShown } from '~/kit/link/ui/useShown';
import { Scanner } from '~/kit/link/ui/Scanner';
import { ShowCode } from '~/kit/link/ui/ShowCode';
import { clear } from '~/kit/persist';
import { cryptoRng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { Step } from '~/kit/ui/Step';
import type { Teachable } from '~/kit/ui/useLesson';
import { usePersistent, type Persistent } from '~/kit/ui/usePersistent';
import { identityName } from '../data';
import * as own from '../own';
import { OWN } from '../own';
import type { OwnState } from '../own';
import { ownPhoneSpec, ownTableSpec } from '../own-store';
import type { Move as TableMove } from '../game';
import { identityOf, type TableState } from '../state';
import { nonce } from './nonce';
import { Table } from './Table';

/*
 * "Each on our own phone" (own.ts has the moves and the why): loaded by Helper.tsx only
 * when a table chooses it. The phone that opens the table is the table phone and also its
 * own player's phone: two saves (own-store.ts), two views ("The table", "My cards"). The
 * table view is the one-phone table (Table.tsx) on the public table; the cards view is
 * this phone's player's own three cards, and the codes they show and scan.
 */

/** Undo on the table phone: back for its own taps, stop once a code has passed. */
const TABLE_UNDO = { open: 'back', seat: 'back', drop: 'back', start: 'back', deal: 'stop', dealt: 'stop', record: 'back', settle: 'back', askReveal: 'back', cancel: 'back', reveal: 'stop', proof: 'stop', public: 'back', hide: 'back' } as const;

const TITLE = 'Each on our own phone';
const ON_PHONES = { game: 'emperor', section: 'each-on-our-own-phone' } as const;
const code = (hex: string) => toQrText(fromHex(hex));
/** The same code to type, when it is short enough (a Reveal, the public code). */
const typed = (hex: string) => toTyped(fromHex(hex));
const here = (): Location | undefined => globalThis.location;
const ARTICLE = { emperor: 'the', loyalist: 'a', rebel: 'a' } as const;
/** The start's and the deal's codes (near 300 bytes) as large as the screen allows, their button beside them on a phone on its side. */
const LARGE = { width: 'min(22rem, 62vh, 100%)', flex: '0 1 auto' };
/** A player's cards beside what they can do with them on a phone on its side, one above the other upright. */
const COLUMN = { flex: '1 1 17rem', minWidth: 0 };

type Scan = (text: string, via: Via) => Promise<string | null>;

function OwnPhones({ onLeave }: { onLeave: () => void }) {
  const table = usePersistent(ownTableSpec, TABLE_UNDO);
  const phone = usePersistent(ownPhoneSpec);
  const [keys, setKeys] = useState<own.Keys>();
  const [side, setSide] = useState<'table' | 'phone'>();
  const [error, setError] = useState<string>();
  useEffect(() => void qrReader().catch(() => undefined), []);
  useEffect(() => void deviceKeys().then(async ({ pair }) => setKeys({ pair, raw: await publicKeyBytes(pair) })), []);
  useJoined(table.state !== null || phone.state !== null);
  const t = table.state;
  const p = phone.state;

  // The table phone is also its player's phone: the start, the deal and a record for that player reach it without a scan.
  useEffect(() => {
    if (t?.show?.what === 'record' && p && t.show.to === p.me) return void own.take(p, code(t.show.code), 'scan', keys ?? null).then((r) => r.ok && phone.set(r.value));
    if (!t?.show || !p || !keys || (t.show.what !== 'start' && t.show.what !== 'deal')) return;
    if ((t.show.what === 'start' && p.me !== null) || (t.show.what === 'deal' && (p.me === null || p.hand))) return;
    void own.take(p, code(t.show.code), 'scan', keys).then((r) => r.ok && phone.set(r.value));
  }, [t?.show?.code, p?.me, p?.hand !== null, keys]);

  const leave = () => {
    clear(ownTableSpec, localStorage);
    clear(ownPhoneSpec, localStorage);
    if (location.hash) history.replaceState(null, '', location.pathname);
    onLeave();
  };
  const onTable = (name: keyof typeof TABLE_UNDO, next: Result<OwnState>): void => {
    if (!next.ok) return setError(next.error);
    setError(undefined);
    table.move(name, next.value);
  };
  const onPhone = (next: Result<OwnState>): void => {
    if (!next.ok) return setError(next.error);
    setError(undefined);
    phone.set(next.value);
  };
  const scanTable = (name: keyof typeof TABLE_UNDO): Scan => async (text, via) => {
    if (!t) return null;
    const next = await own.take(t, text, via, null);
    if (!next.ok) return next.error;
    onTable(name, next);
    return null;
  };
  const scanPhone: Scan = async (text, via) => {
    if (!p || !keys) return null;
    const next = await own.take(p, text, via, keys);
    if (!next.ok) return next.error;
    onPhone(next);
    return null;
  };

  const open = async (name: string) => {
    const k = await deviceKeys();
    const raw = await publicKeyBytes(k.pair);
    const tableCode = newTableCode(randomBytes);
    const mine = own.joinTable(tableCode, name);
    if (!mine.ok) return setError(mine.error);
    const seated = own.seatScanned(own.openTable(tableCode), seatMessage(tableCode, { name: mine.value.name, key: raw }));
    if (!seated.ok) return setError(seated.error);
    phone.set(mine.value);
    onTable('open', seated);
    setSide('table');
  };

  const ready = table.ready && phone.ready;
  const view = side ?? (t ? 'table' : 'phone');

  let body;
  if (!t && !p) {
    body = (
      <OpenOrJoin joining={tableInHash(here()?.hash ?? '')} title={TITLE} rule={ON_PHONES} onOpen={open} onJoin={(tc, name) => onPhone(own.joinTable(tc, name))} onOnePhone={leave} onRejoin={{ noRejoin: OWN.noRejoin }}>
        Each phone holds only its own three cards; the phones pass QR codes, no network needed. One phone opens the table (it is also the table phone), every other phone joins it.
      </OpenOrJoin>
    );
  } else if (view === 'table' && t) {
    body = <TableSide t={t} p={p} keys={keys} store={table} onTable={onTable} onPhone={onPhone} scan={scanTable} setError={setError} leave={leave} />;
  } else if (p) {
    body = <PhoneSide s={p} keys={keys} onPhone={onPhone} scan={scanPhone} tableHere={t !== null} />;
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
        {/* Over one Wi-Fi the phones may link to the table phone (a star, seat 0): every code goes over it, passed on to the phone it is for. */}
        {p && p.me !== null && <LiveLink table={p.table} seat={p.me} names={p.seats.map((s) => s.name)} hub={0} />}
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

/* ------------------------------------------------------------------ the table phone */

interface TableSideProps {
  t: OwnState;
  p: OwnState | null;
  keys: own.Keys | undefined;
  store: Persistent<OwnState | null>;
  onTable: (name: keyof typeof TABLE_UNDO, next: Result<OwnState>) => void;
  onPhone: (next: Result<OwnState>) => void;
  scan: (name: keyof typeof TABLE_UNDO) => Scan;
  setError: (e: string | undefined) => void;
  leave: () => void;
}

function TableSide({ t, p, keys, store, onTable, onPhone, scan, setError, leave }: TableSideProps) {
  const [busy, setBusy] = useState(false);
  /** The move the table's picker gathered last: a look's or a Swap's cards, for its record. */
  const picked = useRef<own.Picked | null>(null);
  const g = t.game;
  if (!g && !t.show) {
    const n = t.seats.length;
    return (
      <Step id="own:seats" title={`Your table: ${tableText(t.table)}`} rule={ON_PHONES}>
        <div class="stack">
          <ShowCode size="small" text={joinAddress(t.table, here()?.href ?? 'https://tablemate.invalid/games/emperor/play/')} label="Every other player: scan this with your phone’s camera">
            <p>
              It opens Tablemate. Already on this page? Tap “{TITLE}”, “Join a table”, and scan it or type <strong>{tableText(t.table)}</strong>.
            </p>
          </ShowCode>
          <p>Then scan each phone’s seat code, clockwise from you.</p>
          <ol class="emp-list" aria-label="Seated, clockwise">
            {t.seats.map((s) => (
              <li key={s.key}>{s.name}</li>
            ))}
          </ol>
          <Scanner label={`Scan the seat code of the player ${n === 1 ? 'on your left' : `after ${t.seats[n - 1]!.name}`}`} onCode={scan('seat')} />
          <div class="row" data-next>
            {n >= 5 && (
              <button type="button" class="btn primary" onClick={() => onTable('start', own.start(t))}>
                Start with {n} players
              </button>
            )}
            {n > 1 && (
              <button type="button" class="btn" onClick={() => onTable('drop', own.dropLastSeat(t))}>
                Take back {t.seats[n - 1]!.name}
              </button>
            )}
          </div>
        </div>
      </Step>
    );
  }
  if (!g && t.show?.what === 'start') {
    return (
      <Step id="own:start" title="Every other phone: scan the start code" rule={ON_PHONES}>
        <div class="row emp-own-code">
          <div style={LARGE}>
            <ShowCode size="large" text={code(t.show.code)} label="The seats, clockwise, and each phone’s key" />
          </div>
          <button
            type="button"
            class="btn primary"
            data-next
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void own.deal(t, { emperorWinsAfterRounds: null, rng: cryptoRng(), random: randomBytes, nonce: nonce() }).then((r) => {
                setBusy(false);
                onTable('deal', r);
              });
            }}
          >
            Every phone has it: deal the cards
          </button>
        </div>
      </Step>
    );
  }
  if (g && t.show?.what === 'deal') {
    return (
      <Step id="own:deal" title="Every other phone: scan the deal" rule={ON_PHONES}>
        <div class="row emp-own-code">
          <div style={LARGE}>
            <ShowCode size="large" text={code(t.show.code)} label="Each player’s cards, each sealed for that player’s phone">
              <p>{g.players[g.emperor]!.name} holds the Emperor card.</p>
            </ShowCode>
          </div>
          <button type="button" class="btn primary" data-next onClick={() => onTable('dealt', own.dismiss(t))}>
            Every phone shows its cards
          </button>
        </div>
      </Step>
    );
  }
  if (!g) return null;
  const w = t.waiting;
  /** This phone's own player answers the table phone without a scan. */
  const fromHere = (who: number, make: (s: OwnState) => Result<OwnState>, name: 'reveal' | 'proof') =>
    p && p.me === who && keys ? (
      <button
        type="button"
        class="btn"
        onClick={async () => {
          const mine = make(p);
          if (!mine.ok) return setError(mine.error);
          const taken = await own.take(t, code(mine.value.show!.code), 'scan', null);
          if (!taken.ok) return setError(taken.error);
          onPhone(name === 'reveal' ? own.revealTaken(mine.value) : own.dismiss(mine.value));
          onTable(name, taken);
        }}
      >
        It’s this phone’s: {name === 'reveal' ? 'reveal it' : 'prove it'}
      </button>
    ) : null;
  if (w?.what === 'reveal') {
    const owner = g.players[w.player]!.name;
    return (
      <Step id={`own:reveal:${w.player}:${w.position}`} title={`Reveal: ${owner}’s card ${w.position + 1}`} rule={ON_PHONES}>
        <div class="stack">
          <p>
            {owner}: on your phone, tap “Reveal a card”, then card {w.position + 1}. Scan it here.
          </p>
          <Scanner label={`Scan ${owner}’s card`} onCode={scan('reveal')} typed />
          <div class="row">
            {fromHere(w.player, (s) => own.revealMine(s, w.position), 'reveal')}
            <button type="button" class="btn" onClick={() => onTable('cancel', own.cancelWaiting(t))}>
              Cancel
            </button>
          </div>
        </div>
      </Step>
    );
  }
  if (w?.what === 'proof') {
    const caster = g.players[w.caster]!.name;
    return (
      <Step id={`own:proof:${w.caster}`} title={`${caster}’s Condemn strikes the Emperor`} rule={{ game: 'emperor', section: 'how-the-rebels-win' }}>
        <div class="stack">
          <p>Only a Rebel’s Condemn kills the Emperor. {caster}: on your phone, tap “Prove who I am to the table”, and scan it here. The table sees only whether you are a Rebel.</p>
          <Scanner label={`Scan ${caster}’s proof`} onCode={scan('proof')} />
          {fromHere(w.caster, own.proveMine, 'proof')}
        </div>
      </Step>
    );
  }
  const adapter: Teachable<TableState | null, TableMove> = {
    ready: true,
    state: g,
    set: () => undefined,
    move: (name, next) => {
      if (!next) return;
      const look = picked.current;
      picked.current = null;
      if (name === 'investigate' || name === 'investigation' || name === 'swapCards') {
        const recorded = own.record(t, name, next);
        return onTable('record', recorded.ok ? own.recordLook(recorded.value, look) : recorded);
      }
      if (name === 'revealCard') {
        const at = next.identity!.hands.flatMap((h, player) => h.flatMap((c, position) => (c.faceUp && !g.identity!.hands[player]![position]!.faceUp ? [{ player, position }] : [])))[0];
        return at ? onTable('askReveal', own.askReveal(t, at.player, at.position)) : undefined;
      }
      onTable(name === 'endTurn' || name === 'condemn' ? 'settle' : 'record', own.record(t, name, next));
    },
    undo: store.undo,
    canUndo: store.canUndo,
    stoppedBy: store.stoppedBy,
    reset: leave,
    dismissNotice: () => undefined,
    cause: store.cause,
  };
  const rec = t.show?.what === 'record' ? t.show : null;
  const receiver = rec && rec.to !== null ? g.players[rec.to]!.name : '';
  return (
    <div class="stack">
      {rec && (
        // Above the table's next step: the player it is for scans it before the card itself.
        <ShowCode size="small" text={code(rec.code)} typed={typed(rec.code)} label={`${receiver}: scan this first, then the card`}>
          <p>What the table recorded: {receiver}’s phone takes only that card.</p>
          <button type="button" class="btn" onClick={() => onTable('hide', own.dismiss(t))}>
            {receiver}’s phone has it
          </button>
        </ShowCode>
      )}
      <Table own game={adapter} state={g} onNewGame={leave} onPicked={(m) => (picked.current = m)} />
      <details>
        <summary>A phone missed some moves? Show the table’s public code</summary>
        {t.show?.what === 'public' ? (
          <ShowCode size="small" text={code(t.show.code)} typed={typed(t.show.code)} label="Players’ phones: scan this to catch up">
            <button type="button" class="btn" onClick={() => onTable('hide', own.dismiss(t))}>
              Done
            </button>
          </ShowCode>
        ) : (
          <button type="button" class="btn" onClick={() => onTable('public', own.publicCode(t))}>
            Show the public code
          </button>
        )}
      </details>
    </div>
  );
}

/* ------------------------------------------------------------------ a player's phone */

type Act = { what: 'show'; who?: number } | { what: 'swap'; who?: number; mine?: number } | { what: 'reveal' } | null;

function PhoneSide({ s, keys, onPhone, scan, tableHere }: { s: OwnState; keys: own.Keys | undefined; onPhone: (next: Result<OwnState>) => void; scan: Scan; tableHere: boolean }) {
  const [act, setAct] = useState<Act>(null);
  const [seat, setSeat] = useState<string>();
  // The cards lie face down on screen unless asked for, like a hand held to the chest.
  const [shown, setShown] = useShown();
  // A code this phone's player just scanned (a card shown to them, a Swap's card) is read at once: the phone is in their hand.
  const scanned = useRef(false);
  useEffect(() => {
    if (scanned.current && s.hand) setShown(true);
    scanned.current = false;
  }, [s]);
  const scanToRead: Scan = async (text, via) => {
    // Set before the scan: its new state may be drawn before the scan's promise settles here.
    scanned.current = true;
    const refused = await scan(text, via);
    if (refused !== null) scanned.current = false;
    return refused;
  };
  useEffect(() => {
    if (keys && s.me === null) setSeat(toQrText(encode(seatMessage(s.table, { name: s.name, key: keys.raw }))));
  }, [keys, s.table, s.me]);
  const name = (i: number) => own.seatName(s, i);
  const go = async (r: Result<OwnState> | Promise<Result<OwnState>>) => {
    setAct(null);
    onPhone(await r);
  };

  if (s.me === null) {
    return (
      <Step id="own:seat" title={`${s.name}: your seat code`} rule={ON_PHONES}>
        <div class="stack">
          {tableHere ? (
            <p>This phone is the table phone too: its seat is taken. Switch to “The table”.</p>
          ) : seat ? (
            <ShowCode text={seat} label={`Table phone: scan ${s.name}’s seat code`} />
          ) : (
            <p aria-busy="true">Making this phone’s key…</p>
          )}
          {!tableHere && <Scanner label="Then scan the start code" onCode={scan} />}
        </div>
      </Step>
    );
  }
  if (!s.hand) {
    return (
      <Step id="own:await-deal" title={`${s.name}: scan the deal`} rule={ON_PHONES}>
        <div class="stack">
          <p>
            You sit between {name((s.me + s.seats.length - 1) % s.seats.length)} and {name((s.me + 1) % s.seats.length)}. The table phone deals next: scan its deal code.
          </p>
          <Scanner label="Scan the deal" onCode={scan} />
        </div>
      </Step>
    );
  }

  const show = s.show;
  if (show) {
    const to = show.to === null ? 'Table phone' : name(show.to);
    const revealed = show.what === 'reveal' && show.card !== undefined ? s.hand[show.card] : undefined;
    const titles = {
      card: `${to}: scan ${s.name}’s card`,
      swap: `${to}: scan ${s.name}’s card for the Swap`,
      reveal: `Table phone: scan ${s.name}’s card ${(show.card ?? 0) + 1}`,
      proof: `Table phone: scan ${s.name}’s proof`,
      start: '',
      deal: '',
      public: '',
      record: '',
    };
    const waitsBack = show.what === 'swap' && s.swap !== null;
    return (
      <Step id={`own:show:${show.what}:${s.made}`} title={titles[show.what]} rule={ON_PHONES}>
        <div class="stack">
          {revealed && (
            // The Reveal names its card before the table phone takes it: a mis-tap is seen, and called off below.
            <p class="emp-identity">
              You reveal your card {show.card! + 1}: {ARTICLE[revealed.kind]} <strong>{identityName(revealed.kind)}</strong>.
            </p>
          )}
          <ShowCode text={code(show.code)} typed={typed(show.code)} label={show.to === null ? 'Everyone may see this' : `Sealed for ${to}’s phone: no one else can read it`} />
          {waitsBack ? (
            <>
              <Scanner label={`Then scan ${to}’s card back`} onCode={scanToRead} />
              <button type="button" class="btn" onClick={() => onPhone(own.cancelShow(s))}>
                Cancel this Swap
              </button>
            </>
          ) : revealed ? (
            <div class="row" data-next>
              <button type="button" class="btn primary" onClick={() => onPhone(own.revealTaken(s))}>
                The table phone has it
              </button>
              <button type="button" class="btn" onClick={() => onPhone(own.cancelShow(s))}>
                Cancel this Reveal
              </button>
            </div>
          ) : (
            <div class="row" data-next>
              <button type="button" class="btn primary" onClick={() => onPhone(own.dismiss(s))}>
                {show.to === null ? 'The table phone has it' : `${to}’s phone has it`}
              </button>
              {show.what === 'card' && (
                <button type="button" class="btn" onClick={() => onPhone(own.cancelShow(s))}>
                  Cancel: not this card
                </button>
              )}
            </div>
          )}
        </div>
      </Step>
    );
  }

  const identity = identityOf(s.hand.map((c) => c.kind));
  const others = s.seats.map((_, i) => i).filter((i) => i !== s.me);
  const cardButtons = (ok: (i: number) => boolean, pick: (i: number) => void) => (
    <div class="row">
      {[0, 1, 2].filter(ok).map((i) => (
        <button key={i} type="button" class="btn" onClick={() => pick(i)}>
          Card {i + 1}
        </button>
      ))}
    </div>
  );
  const playerButtons = (ids: number[], pick: (i: number) => void) => (
    <div class="row">
      {ids.map((i) => (
        <button key={i} type="button" class="btn" onClick={() => pick(i)}>
          {name(i)}
        </button>
      ))}
    </div>
  );
  let asking = null;
  if (act?.what === 'show') {
    asking =
      act.who === undefined ? (
        <Ask title="Investigate: who looks at your card?" onCancel={() => setAct(null)}>{playerButtons(others, (who) => setAct({ what: 'show', who }))}</Ask>
      ) : (
        <Ask title={`Which card does ${name(act.who)} look at?`} onCancel={() => setAct(null)}>
          {cardButtons((i) => !s.hand![i]!.faceUp, (i) => void go(own.showCard(s, act.who!, i)))}
        </Ask>
      );
  } else if (act?.what === 'swap') {
    asking =
      act.who === undefined ? (
        <Ask title="Swap: with whom?" onCancel={() => setAct(null)}>{playerButtons(others.filter((i) => i !== s.emperor), (who) => setAct({ what: 'swap', who }))}</Ask>
      ) : act.mine === undefined ? (
        <Ask title="Which of your cards do you give?" onCancel={() => setAct(null)}>
          {cardButtons((i) => s.hand![i]!.kind !== 'emperor', (mine) => setAct({ ...act, mine }))}
        </Ask>
      ) : (
        <Ask title={`Which of ${name(act.who)}’s cards do you take?`} onCancel={() => setAct(null)}>
          {cardButtons(() => true, (theirs) => void go(own.giveCard(s, act.who!, act.mine!, theirs)))}
        </Ask>
      );
  } else if (act?.what === 'reveal') {
    asking = (
      <Ask title="Reveal: which of your cards is turned face up?" onCancel={() => setAct(null)}>
        {cardButtons((i) => !s.hand![i]!.faceUp, (i) => void go(own.revealMine(s, i)))}
      </Ask>
    );
  }
  const pub = s.public;
  return (
    <Step id={`own:cards:${s.me}`} title={`${s.name}’s cards`} rule={{ game: 'emperor', section: 'who-you-are' }}>
      <div class="row" style={{ alignItems: 'flex-start', gap: '0.75rem 1rem' }}>
      <div class="stack emp-hand" style={COLUMN}>
        <ul class="emp-cards" aria-label="Your three cards, by position">
          {s.hand.map((c, i) => {
            // A card lying face up is everyone's to see (the Emperor card always).
            const seen = shown || c.faceUp;
            return (
              <li key={i} class={`emp-card${seen ? ` emp-${c.kind}` : ''}`}>
                <span class="emp-card-where">Card {i + 1}</span>
                <span class="emp-card-kind">{seen ? identityName(c.kind) : 'Face down'}</span>
                {c.faceUp && <span class="emp-card-where">face up</span>}
              </li>
            );
          })}
        </ul>
        <p class="emp-identity">
          {(shown || identity === 'emperor') && (
            <>
              You are {ARTICLE[identity]} <strong>{identityName(identity)}</strong>.
            </>
          )}
          {s.emperor !== null && s.emperor !== s.me && ` ${name(s.emperor)} is the Emperor.`}
        </p>
        <button type="button" class="btn" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide my cards' : 'Show my cards'}
        </button>
        {shown && s.log.length > 0 && (
          <p role="status" class="message notice">
            {s.log.at(-1)}
          </p>
        )}
      </div>
      <div class="stack" style={COLUMN}>
        {asking ?? (
          <>
            <Scanner label="Scan a code shown to you" onCode={scanToRead} typed typedHint="the code under the table phone’s public code" />
            <div class="row" data-next>
              <button type="button" class="btn" onClick={() => setAct({ what: 'show' })}>
                Show a card (Investigate)
              </button>
              <button type="button" class="btn" onClick={() => setAct({ what: 'swap' })}>
                I play Swap
              </button>
              <button type="button" class="btn" onClick={() => setAct({ what: 'reveal' })}>
                Reveal a card
              </button>
              <button type="button" class="btn" onClick={() => void go(own.shuffleMine(s, cryptoRng()))}>
                Shuffle my cards
              </button>
              {s.me !== s.emperor && (
                <button type="button" class="btn" onClick={() => void go(own.proveMine(s))}>
                  Prove who I am to the table
                </button>
              )}
            </div>
          </>
        )}
        {pub && (
          <p class="emp-hint">
            Round {pub.round}
            {pub.current !== null ? ` · ${name(pub.current)}’s turn` : ''} · {pub.alive.filter(Boolean).length} of {pub.alive.length} alive
            {pub.faceUp.filter((f) => f.player !== s.me && f.kind !== 'emperor').map((f) => ` · ${name(f.player)}’s card ${f.position + 1}: ${identityName(f.kind)}`)}
            {pub.winner ? ` · ${pub.winner === 'rebels' ? 'the Rebels won' : 'the Emperor’s side won'}` : ''}
          </p>
        )}
        {shown && s.log.length > 1 && (
          <details>
            <summary>What only you know</summary>
            <ol class="emp-log">
              {s.log.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </details>
        )}
      </div>
      </div>
    </Step>
  );
}

function Ask({ title, children, onCancel }: { title: string; children: ComponentChildren; onCancel: () => void }) {
  return (
    <div class="stack" role="group" aria-label={title}>
      <p>
        <strong>{title}</strong>
      </p>
      {children}
      <button type="button" class="btn" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
