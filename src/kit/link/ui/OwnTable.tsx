import type { ComponentChildren, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { clear, type StoreSpec } from '../../persist';
import type { Result } from '../../result';
import { ErrorMessage } from '../../ui/ErrorMessage';
import type { RuleRef } from '../../ui/RuleLink';
import { UndoBar } from '../../ui/UndoBar';
import type { Persistent } from '../../ui/usePersistent';
import { fromHex } from '../bytes';
import { newTableCode, tableText, toQrText, toTyped, type TableCode } from '../codec';
import { forgetTable, noteBackup, wordsAt } from '../book';
import { compressKey, randomBytes } from '../crypto';
import { seatRefusal, tableInHash } from '../join';
import { readSeat, readStart, type Backup } from '../messages';
import { readCode } from '../read';
import type { Rejoin } from '../rejoin';
import { onDemand } from '../../ui/onDemand';
import { useLiveLink } from '../live/useLiveLink';
import { qrReader } from '../scan';
import type { Via } from '../read';
import { LINKED_UNDO_OFF } from '../words';
import { BringBackOffer } from './BringBackOffer';
import { SeatStep, TableStep } from './JoinSteps';
import { OpenOrJoin } from './OpenOrJoin';
import { ShowCode } from './ShowCode';
import { useJoined } from './useJoined';

/*
 * What every own-phone game's island shares, so a game's island holds only its own screens:
 * opening or joining a table (name, table code, seat code, start), the line naming the table
 * and this phone, bringing back a phone that lost the table (its code and screens loaded on
 * demand), the live link, "show my last code again", Undo as the declarations say and
 * "Leave this table". The game draws the steps of its match (`children`) and, on the table
 * phone between the seat code and the start, its setup (`setup`).
 */

/** What the kit reads of a game's own-phone save. */
export interface OwnSave {
  /** The table's code: every code a phone makes or takes carries it. */
  table: TableCode;
  /** This phone's seat: 0 opened the table. */
  seat: number;
  /** The code on show until the other phone has it (hex), and what it is. */
  show: { what: string; code?: string } | null;
}

/** A game's rejoin code (its `own-rejoin.ts`), loaded only when a table uses it. */
export interface RejoinCode<S> {
  /** The lost phone back at its seat, its words to say, and the code as read (its backups the kit keeps). */
  rejoined: (text: string, via: Via) => Result<{ state: S; words: string; rejoin: Rejoin }>;
  bringBack: (s: S) => Result<S>;
  /** A game that deals words: the lost phone back without them (what only its key opened is gone), and what it says. */
  forgotten?: (s: S, words: string) => { state: S; words: string };
  /** A game that deals words: the phone still at the table, once the other came back without them. */
  withoutWords?: (s: S) => S;
}

/** The kit's moves on a game's save: a game's `undo` (table/undo.ts `linkedUndo`) declares each. */
export type OwnMove = 'open' | 'join' | 'seat' | 'start' | 'rejoin' | 'bringBack' | 'back';

type OnCode = (text: string, via: Via) => Promise<string | null>;

/** What the game's steps get: a move by name (a refusal said under the step), a scan's taking, words to say. */
export interface Table<S, M extends string> {
  /** Makes the move, or says why not under the step; true when made. */
  move: (name: M, next: Result<S>) => boolean;
  /** A scanner's `onCode` for one move: read, applied and kept, or refused in the scanner's words. */
  take: (name: M, apply: (text: string, via: Via) => Promise<Result<S>> | Result<S>) => OnCode;
  setError: (error: string | undefined) => void;
  /** A shown code's QR text and its typed form (null when too long to type). */
  code: (hex: string) => string;
  typed: (hex: string) => string | null;
}

interface Props<S extends OwnSave, M extends string> {
  /** The game's store: its moves (`M`) include the kit's (`OwnMove`). */
  store: Persistent<S | null, M>;
  spec: StoreSpec<S | null>;
  title: string;
  /** The rules section on own phones. */
  rule: RuleRef;
  /** What each phone keeps, said on the first step. */
  intro: ComponentChildren;
  open: (table: TableCode, name: string) => Result<S>;
  join: (table: TableCode, name: string) => Result<S>;
  /** This phone's step before the match: the table phone waiting for a seat, setting up, or a joining phone's seat code. */
  joining: 'table' | 'setup' | 'seat' | null;
  /** The table phone: the other's seat code scanned. */
  takeSeat: (text: string, via: Via) => Promise<Result<S>> | Result<S>;
  /** A joining phone: the start code scanned. */
  takeStart: (text: string, via: Via) => Promise<Result<S>> | Result<S>;
  /** Said on a joining phone under its seat code. */
  seatWords: ComponentChildren;
  /** The table phone's setup between the seat code and the start (a game whose match sets up on the table phone draws it in `children`). */
  setup?: (t: Table<S, M>) => VNode;
  /** The players by seat, once the match is known; their names on this phone before. */
  players: readonly string[];
  /** Words after "Table ABC123 · Ana’s phone" (the round, the score). */
  tag?: string;
  /** The game's rejoin module. */
  rejoin: () => Promise<RejoinCode<S>>;
  /**
   * The game deals each seat four recovery words at join (recovery.md) and keeps its boxes
   * with the seat's key (keystore `tableKeys(table)`): a phone that lost the table gets that
   * key back from its words after its rejoin code.
   */
  words?: boolean;
  /** What bringing back the other phone does to the game in progress, or null when it can't be offered now. */
  offer: string | null;
  /** Said on the bring-back screen: what the table does about what the lost phone held. */
  said: (s: S) => string;
  /** The save once the other phone is back (a sealed step's code shown again). */
  afterBack: (s: S) => S;
  /** The last code this phone made that the other may have missed (hex), offered again. */
  again?: string | null;
  onLeave: () => void;
  children: (t: Table<S, M>, s: S) => VNode | null;
}

const rejoinScreens = () => import('./Rejoin');
/** A phone that lost the table types its words here (recovery words: loaded only then). */
const TypeWords = onDemand(() => import('./Recovery').then((m) => m.TypeWords));
type Screens = Awaited<ReturnType<typeof rejoinScreens>>;
const NO_LOAD = 'This part could not load: reload the page with a signal.';
const code = (hex: string) => toQrText(fromHex(hex));
const typed = (hex: string) => toTyped(fromHex(hex));

export function OwnTable<S extends OwnSave, M extends string>(p: Props<S, M> & ([OwnMove] extends [M] ? unknown : { moves: 'must include the kit’s OwnMove names' })) {
  const { store, rule } = p;
  const kit = (name: OwnMove) => name as M;
  const [error, setError] = useState<string>();
  const [back, setBack] = useState<string>();
  const [screens, setScreens] = useState<Screens>();
  // A phone that lost the table, its rejoin code taken: its player types their words before it sits again.
  const [typing, setTyping] = useState<{ state: S; words: string; game: RejoinCode<S>; name: string; backup: Backup } | null>(null);
  const s = store.state;
  useJoined(s !== null);
  const bringingBack = s?.show?.what === 'rejoin';
  // A reload while the rejoin code is shown draws it again: its screen's code loads then.
  const [rejoinCode, setRejoinCode] = useState<RejoinCode<S>>();
  const loadRejoin = () => Promise.all([rejoinScreens(), p.rejoin()]);
  useEffect(() => {
    if (bringingBack && !screens) void loadRejoin().then(([ui, code]) => (setRejoinCode(code), setScreens(ui)), () => setError(NO_LOAD));
  }, [bringingBack, screens]);
  // A table may play on in airplane mode: bringing back a lost phone loads its code once play starts, while there is a signal.
  const playing = !!s && p.joining === null;
  const Live = useLiveLink(playing);
  useEffect(() => void (playing && loadRejoin().catch(() => undefined)), [playing]);
  // A phone without BarcodeDetector fetches the decoder now, while it may have a signal; the service worker keeps it.
  useEffect(() => void qrReader().catch(() => undefined), []);

  const move = (name: M, next: Result<S>): boolean => {
    if (!next.ok) {
      setError(next.error);
      return false;
    }
    setError(undefined);
    if (name !== 'rejoin') setBack(undefined);
    store.move(name, next.value);
    return true;
  };
  const take = (name: M, apply: (text: string, via: Via) => Promise<Result<S>> | Result<S>) => async (text: string, via: Via) => {
    const next = await apply(text, via);
    if (!next.ok) return next.error;
    setError(undefined);
    store.move(name, next.value);
    return null;
  };
  const t: Table<S, M> = { move, take, setError, code, typed };
  const leave = () => {
    if (s) forgetTable(s.table);
    clear(p.spec, localStorage);
    p.onLeave();
  };
  // The others' backups, kept from their seat codes (table phone) and the start (the others), to bring one back.
  const noting = (name: M, apply: (text: string, via: Via) => Promise<Result<S>> | Result<S>) =>
    !p.words
      ? apply
      : async (text: string, via: Via) => {
          const next = await apply(text, via);
          const m = next.ok ? readCode(text, via, {}) : null;
          if (m?.ok && name === 'seat') {
            const seat = readSeat(m.value);
            if (seat.ok && seat.value.backup) noteBackup(m.value.table, seat.value.name, { key: compressKey(seat.value.key), backup: seat.value.backup });
          } else if (m?.ok) {
            const start = readStart(m.value);
            if (start.ok && start.value.backup && start.value.seats[0]) noteBackup(m.value.table, start.value.seats[0].name, start.value.backup);
          }
          return next;
        };

  if (!store.ready) return null;
  const me = s ? (p.players[s.seat] ?? p.players[0]) : undefined;
  const lost = s ? (p.players[s.seat === 0 ? 1 : 0] ?? 'the other player') : '';
  let body;
  if (!s && typing) {
    const done = (back: { state: S; words: string }) => {
      setBack(back.words);
      setTyping(null);
      move(kit('rejoin'), { ok: true, value: back.state });
    };
    body = (
      <TypeWords
        table={typing.state.table}
        name={typing.name}
        backup={typing.backup}
        rule={rule}
        onBack={() => done(typing)}
        onForgot={() => done(typing.game.forgotten?.(typing.state, typing.words) ?? typing)}
      />
    );
  } else if (!s) {
    body = (
      <OpenOrJoin
        joining={tableInHash(globalThis.location?.hash ?? '')}
        title={p.title}
        rule={rule}
        onOpen={(name) => move(kit('open'), p.open(newTableCode(randomBytes), name))}
        onJoin={(table, name) => move(kit('join'), p.join(table, name))}
        onOnePhone={leave}
        onRejoin={async (text, via) => {
          const game = await p.rejoin();
          const r = game.rejoined(text, via);
          if (!r.ok) return r.error;
          const { rejoin } = r.value;
          // The others' backups come back with it: this phone can bring any of them back later.
          if (p.words) for (const o of rejoin.others ?? []) noteBackup(r.value.state.table, rejoin.names[o.seat]!, o.backup);
          if (p.words && rejoin.backup) {
            if (!(await TypeWords.preload().then(() => true, () => false))) return NO_LOAD;
            setTyping({ ...r.value, game, name: rejoin.names[rejoin.seat]!, backup: rejoin.backup });
            return null;
          }
          setBack(r.value.words);
          move(kit('rejoin'), { ok: true, value: r.value.state });
          return null;
        }}
      >
        {p.intro}
      </OpenOrJoin>
    );
  } else if (p.joining === 'table') {
    const onSeat = take(kit('seat'), noting(kit('seat'), p.takeSeat));
    body = (
      <TableStep
        table={s.table}
        rule={rule}
        words={p.words ? me : undefined}
        onSeat={async (text, via) => {
          const why = await onSeat(text, via);
          return why && seatRefusal(why, text, via, s.table);
        }}
      />
    );
  } else if (p.joining === 'setup' && p.setup) body = p.setup(t);
  else if (p.joining === 'seat') {
    body = (
      <SeatStep table={s.table} name={me!} rule={rule} words={p.words} onStart={take(kit('start'), noting(kit('start'), p.takeStart))}>
        {p.seatWords}
      </SeatStep>
    );
  } else if (bringingBack) {
    body = screens ? (
      <screens.BringBack
        name={lost}
        rule={rule}
        said={p.said(s)}
        code={code(s.show!.code!)}
        onBack={() => move(kit('back'), { ok: true, value: p.afterBack(s) })}
        onForgot={p.words && rejoinCode?.withoutWords && (() => move(kit('back'), { ok: true, value: p.afterBack(rejoinCode.withoutWords!(s)) }))}
      />
    ) : (
      <div class="step" aria-busy="true" />
    );
  } else body = p.children(t, s);

  const started = s && p.joining === null;
  const showing = s?.show?.code;
  return (
    <div class="stack">
      {s && (
        <p class="own-tag">
          Table {tableText(s.table)} · {me}’s phone{p.tag ? ` · ${p.tag}` : ''}
        </p>
      )}
      {back && s?.show === null && (
        <p class="message notice" role="status">
          {back}
        </p>
      )}
      {body}
      <ErrorMessage error={error} />
      {/* Folded again whenever the code on show changes: one code on the screen at a time, unless asked for. */}
      {started && p.again && p.again !== showing && (
        <details class="own-again" key={`${p.again}:${showing}`}>
          <summary>{lost}’s phone missed my last code? Show it again</summary>
          <ShowCode text={code(p.again)} label={`${lost}’s phone scans ${me}’s last code`} typed={typed(p.again)} />
        </details>
      )}
      {started && p.words && <MyWords table={s.table} />}
      {started && Live && <Live table={s.table} seat={s.seat} names={p.players} />}
      {store.notice && <p class="message notice">{store.notice}</p>}
      {started && !bringingBack && p.offer !== null && (
        <BringBackOffer
          name={lost}
          what={p.offer}
          onBringBack={async () => {
            const [ui, code] = await loadRejoin().catch(() => [null, null] as const);
            if (!code || !ui) return setError(NO_LOAD);
            setRejoinCode(code);
            setScreens(ui);
            move(kit('bringBack'), code.bringBack(s));
          }}
        />
      )}
      {s && (
        <UndoBar
          canUndo={store.canUndo}
          off={store.stoppedBy && LINKED_UNDO_OFF}
          onUndo={() => {
            setError(undefined);
            store.undo();
          }}
          onNewGame={leave}
          newGameLabel="Leave this table"
        />
      )}
    </div>
  );
}

/** "My recovery words": this phone's player's four words again, folded until asked for (book.ts). */
function MyWords({ table }: { table: TableCode }) {
  const [words, setWords] = useState<string | null>(null);
  return (
    <details class="own-again" onToggle={(e) => setWords((e.currentTarget as HTMLDetailsElement).open ? (wordsAt(table) ?? '') : null)}>
      <summary>My recovery words</summary>
      {words === null ? null : words ? (
        <p>
          <strong>{words}</strong>: if this phone loses the table, the other phone brings it back and these words bring your seat back.
        </p>
      ) : (
        <p>This phone has no recovery words for this table: it joined without them, or came back without them.</p>
      )}
    </details>
  );
}
