import { useRef, useState } from 'preact/hooks';
import { randomBytes } from '~/kit/link/crypto';
import { tableText, type TableCode } from '~/kit/link/codec';
import { seatMessage } from '~/kit/link/messages';
import { joinAddress } from '~/kit/link/join';
import { Scanner } from '~/kit/link/ui/Scanner';
import { Seating } from '~/kit/link/ui/Seating';
import { useDealt } from '~/kit/link/ui/useDealt';
import { onDemand } from '~/kit/ui/onDemand';

/** The four words' own step (kit JoinSteps), loaded when a phone joins or opens a table. */
const WordsStep = onDemand(() => import('~/kit/link/ui/JoinSteps').then((m) => m.WordsStep));
import { ShowCode } from '~/kit/link/ui/ShowCode';
import { cryptoRng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { Step } from '~/kit/ui/Step';
import { useInView } from '~/kit/ui/useInView';
import type { Teachable } from '~/kit/ui/useLesson';
import type { Persistent } from '~/kit/ui/usePersistent';
import * as own from '../own';
import type { OwnState } from '../own';
import type { Move as TableMove } from '../game';
import { listNames } from '../seats';
import type { TableState } from '../state';
import { nonce } from './nonce';
import { code, here, ON_PHONES, TITLE, typed, type Scan, type TableStep } from './own-ui';
import { Table } from './Table';

/** The phone that opens the table: the table phone, whose first seat is its own player's. */
export const opened = (table: TableCode, name: string, key: Uint8Array, backup: Uint8Array): Result<OwnState> => own.seatScanned(own.openTable(table), seatMessage(table, { name, key, backup }));

/** EW-9: bringing a wiped phone back, loaded when the table phone does it. */
const TableBringBack = onDemand(() => import('./OwnRecover').then((m) => m.TableBringBack));
const TableShowingBack = onDemand(() => import('./OwnRecover').then((m) => m.TableShowingBack));
/** EW-9: the hand-over codes a phone that took over as the table phone waits for, loaded then. */
const TableGathering = onDemand(() => import('./OwnTakeover').then((m) => m.TableGathering));

/*
 * The table phone's side of "Each on our own phone": the join code and the seats, the start
 * and the deal, then the one-phone table (Table.tsx) on the public table, with what the
 * table phone waits for (a Reveal's card, a Condemn's proof) and the codes it shows.
 */

export interface TableSideProps {
  t: OwnState;
  p: OwnState | null;
  keys: own.Keys | undefined;
  store: Persistent<OwnState | null>;
  onTable: (name: TableStep, next: Result<OwnState>) => void;
  onPhone: (next: Result<OwnState>) => void;
  setError: (e: string | undefined) => void;
  leave: () => void;
}

export function OwnTableSide({ t, p, keys, store, onTable, onPhone, setError, leave }: TableSideProps) {
  const [busy, setBusy] = useState(false);
  const scan =
    (name: TableStep): Scan =>
    async (text, via) => {
      const next = await own.take(t, text, via, null);
      if (!next.ok) return next.error;
      onTable(name, next);
      return null;
    };
  /** The move the table's picker gathered last: a look's or a Swap's cards, for its record. */
  const picked = useRef<own.Picked | null>(null);
  // The table phone's own player is dealt their four words first, as every joining phone is (EW-9).
  const dealt = useDealt(t.table, p && !t.game ? p.name : undefined);
  const [written, setWritten] = useState(false);
  const g = t.game;
  if (!g && !t.show && p && !written && t.seats.length <= 1) return <WordsStep name={p.name} dealt={dealt} rule={ON_PHONES} next="show the table’s code" onWritten={() => setWritten(true)} />;
  const host = t.seats[0]?.name ?? 'The table phone';
  const others = listNames(t.seats.slice(1).map((x) => x.name));
  if (!g && !t.show && t.seating) {
    const n = t.seats.length;
    return (
      <Step id="own:seating" title={`${host}: set the seating`} rule={ON_PHONES}>
        <div class="stack">
          <p>Drag each name to its place, clockwise from you, or use its arrows.</p>
          <Seating names={t.seats.map((x) => x.name)} label={`Seating, clockwise from ${host}`} onMove={(from, to) => onTable('reseat', own.reseat(t, from, to))} />
          <div class="row" data-next>
            <button type="button" class="btn primary" onClick={() => onTable('start', own.start(t))}>
              Start with {n} players
            </button>
            {n < 7 && (
              <button type="button" class="btn" onClick={() => onTable('seating', own.seating(t, false))}>
                Scan another phone
              </button>
            )}
          </div>
        </div>
      </Step>
    );
  }
  if (!g && !t.show) {
    const n = t.seats.length;
    return (
      <Step id="own:seats" title={`Your table: ${tableText(t.table)}`} rule={ON_PHONES}>
        {/* Sideways the seats and the scanner sit beside the code, on the screen with it. */}
        <ShowCode size="small" text={joinAddress(t.table, here()?.href ?? 'https://tablemate.invalid/games/emperor/play/', t.seats[0]?.name)} label={`Every other player: point your phone’s camera at ${host}’s screen`}>
          <p>{n === 1 ? `Then ${host}: scan each phone’s seat code, in any order.` : `${host}: scan the next phone’s seat code, in any order; you set the seating after.`}</p>
          <Scanner label="Scan a seat code" onCode={scan('seat')} />
          {n >= 5 && (
            <div class="row" data-next>
              <button type="button" class="btn primary" onClick={() => onTable('seating', own.seating(t, true))}>
                All {n} here: set the seating
              </button>
            </div>
          )}
          {n > 1 && (
            <ol class="emp-list" aria-label="Joined so far">
              {t.seats.map((s) => (
                <li key={s.key}>{s.name}</li>
              ))}
            </ol>
          )}
          <p>
            It opens Tablemate. Already on this page? Tap “{TITLE}”, “Join a table”, and scan it or type <strong>{tableText(t.table)}</strong>.
          </p>
        </ShowCode>
      </Step>
    );
  }
  if (!g && t.show?.what === 'start') {
    return (
      <Step id="own:start" title="Every other phone: scan the start code" rule={ON_PHONES}>
        <ShowCode size="large" text={code(t.show.code)} label={`${others}: scan this, all at once`}>
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
        </ShowCode>
      </Step>
    );
  }
  if (g && t.show?.what === 'deal' && t.show.to === null) {
    return (
      <Step id="own:deal" title="Every other phone: scan the deal" rule={ON_PHONES}>
        <ShowCode size="large" text={code(t.show.code)} label={`${others}: scan this, all at once; each phone opens only its own cards`}>
          <p>{g.players[g.emperor]!.name} holds the Emperor card.</p>
          <button type="button" class="btn primary" data-next onClick={() => onTable('dealt', own.dismiss(t))}>
            Every phone shows its cards
          </button>
        </ShowCode>
      </Step>
    );
  }
  if (!g) return null;
  if (t.show && t.show.to !== null && (t.show.what === 'rejoin' || t.show.what === 'start' || t.show.what === 'deal')) return <TableShowingBack t={t} onTable={onTable} />;
  // Play waits for every other phone's hand-over after a takeover (own-takeover.ts); the lost seat's comes after its way back.
  if (own.gathering(t)) return <TableGathering t={t} scan={scan('handOver')} />;
  const w = t.waiting;
  /** This phone's own player answers the table phone without a scan. */
  const fromHere = (who: number, make: (s: OwnState, k: own.Keys) => Promise<Result<OwnState>>, name: 'reveal' | 'proof') =>
    p && p.me === who && keys ? (
      <button
        type="button"
        class="btn"
        onClick={async () => {
          const mine = await make(p, keys);
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
            {fromHere(w.player, (s, k) => own.revealMine(s, w.position, k), 'reveal')}
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
          <PublicCode code={t.show.code} onDone={() => onTable('hide', own.dismiss(t))} />
        ) : (
          <button type="button" class="btn" onClick={() => onTable('public', own.publicCode(t))}>
            Show the public code
          </button>
        )}
      </details>
      <TableBringBack t={t} onTable={onTable} />
      {t.unsealed?.length ? <TableGathering t={t} scan={scan('handOver')} /> : null}
    </div>
  );
}

/** The public code, drawn under its fold where "Show the public code" was: on screen whole, Done focused. */
function PublicCode({ code: hex, onDone }: { code: string; onDone: () => void }) {
  const box = useInView<HTMLDivElement>();
  return (
    <div ref={box}>
      <ShowCode size="small" text={code(hex)} typed={typed(hex)} label="Players’ phones: scan this to catch up">
        <button type="button" class="btn" onClick={onDone}>
          Done
        </button>
      </ShowCode>
    </div>
  );
}
