import { useEffect, useState } from 'preact/hooks';
import { fromHex } from '~/kit/link/bytes';
import { KIND, newTableCode, tableText, toQrText, toTyped } from '~/kit/link/codec';
import { randomBytes } from '~/kit/link/crypto';
import { tableKeys } from '~/kit/link/keystore';
import { useLiveLink } from '~/kit/link/live/useLiveLink';
import { readCode, type Via } from '~/kit/link/read';
import { qrReader } from '~/kit/link/scan';
import { entry, type Entry } from '~/kit/link/table/declared';
import { TABLE_KIND } from '~/kit/link/table/messages';
import { linkedUndo } from '~/kit/link/table/undo';
import { hostAt, tableInHash } from '~/kit/link/join';
import { sitsBetween } from '~/kit/link/seats';
import { SeatStep, TableStep } from '~/kit/link/ui/JoinSteps';
import { OpenOrJoin } from '~/kit/link/ui/OpenOrJoin';
import { Scanner } from '~/kit/link/ui/Scanner';
import { ShowCode } from '~/kit/link/ui/ShowCode';
import { BringBackOffer } from '~/kit/link/ui/BringBackOffer';
import { MyWords } from '~/kit/link/ui/MyWords';
import { taking } from '~/kit/link/ui/taking';
import { useJoined } from '~/kit/link/ui/useJoined';
import { NO_LOAD, noting, useRejoin } from '~/kit/link/ui/useRejoin';
import { onDemand } from '~/kit/ui/onDemand';
import type { OwnModeProps } from '~/kit/link/ui/useOwnMode';
import { LINKED_UNDO_OFF } from '~/kit/link/words';
import { forgetTable } from '~/kit/link/book';
import { clear } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { Step } from '~/kit/ui/Step';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { firstPlayerCandidates, handSize, turnHolder } from '../engine';
import { moves, type Move } from '../game';
import * as own from '../own';
import { framesOf, ownSpec, type OwnState } from '../own-state';
import { handleOf, NO_VARIATIONS, type SubtweetState, type Variations } from '../state';
import { listNames } from '../words';
import { subtweet } from '../data';
import { Game, News, rule, WritePanel } from './screens';

/*
 * "Each on our own phone" (own.ts): loaded by Helper.tsx only when a table chooses it. The
 * table phone (the one that opened the table) keeps the one-phone screens for what the table
 * does in the open; every phone seals its own fist or corner.
 */

/** Undo: only a name typed stays on this phone; every code made or taken is a stop (kit table/undo.ts), a phone brought back too. */
const undo = linkedUndo(moves, { open: 'stays', join: 'stays', seat: 'passes', start: 'passes', started: 'passes', seal: 'passes', scanSeal: 'passes', scanReveal: 'passes', scanTable: 'passes', table: 'passes', shown: 'passes', reseat: 'stays', rejoin: 'passes', bringBack: 'passes', back: 'passes' });
type OwnMove = keyof typeof undo;
/** This phone's own key at the table (kit keystore: the seat key dealt with its recovery words, ST-7): its sealed choice is kept to it. */
const keys = (s: { table: number }) => tableKeys(s.table);
const rejoinCode = () => import('../own-rejoin');
/** The rejoin code on show, for the phone being brought back (kit Rejoin.tsx: loaded only then). */
const BringBack = onDemand(() => import('~/kit/link/ui/Rejoin').then((m) => m.BringBack));
const RULE = rule('a-turn');
const KIND_WORDS: Record<number, string> = { [KIND.seat]: 'a seat code', [KIND.start]: 'the start code', [TABLE_KIND.commit]: 'a seal', [TABLE_KIND.open]: 'a reveal', [TABLE_KIND.move]: 'the table phone’s code' };
const wrongKind = (wanted: string) => (kind: number) => `That is ${KIND_WORDS[kind] ?? 'another code'}; scan ${wanted}.`;
const qr = (hex: string) => toQrText(fromHex(hex));
type Go = (name: OwnMove, next: Result<OwnState> | Promise<Result<OwnState>>) => void;
type Take = (name: OwnMove, read: (text: string, via: Via) => Result<any>, apply: (got: any) => Result<OwnState> | Promise<Result<OwnState>>) => (text: string, via: Via) => Promise<string | null>;

/** The move a one-phone screen made on the table phone, read back from what it changed. */
function entryOf(move: Move, before: SubtweetState, after: SubtweetState): Entry {
  if (move === 'writeTweets') {
    const player = after.players.findIndex((p, i) => p.written > before.players[i]!.written);
    return entry(moves, move, { player, count: after.players[player]!.written - before.players[player]!.written });
  }
  const last = after.log.at(-1);
  if (move === 'callFailWhale') return entry(moves, move, { player: last?.kind === 'failWhale' ? last.player : -1 });
  if (move === 'rematch') return entry(moves, move, { rpsWinner: firstPlayerCandidates(after.players.map((p) => p.handle)).length > 1 ? after.order[0]! : null });
  return entry(moves, move, {});
}

export default function OwnPhones({ onLeave }: OwnModeProps) {
  const [joining] = useState(() => tableInHash(location.hash));
  const store = usePersistent(ownSpec, undo);
  const [error, setError] = useState<string>();
  const s = store.state;
  useJoined(s !== null);
  // A phone without BarcodeDetector fetches the decoder now, while it may have a signal.
  useEffect(() => void qrReader().catch(() => undefined), []);
  const go: Go = async (name, pending) => {
    const next = await pending;
    setError(next.ok ? undefined : next.error);
    // What the last code said (where this phone sits, that it is back) gives way to the move.
    if (next.ok) (setBack(undefined), store.move(name, next.value));
  };
  const keep = (name: OwnMove) => (next: OwnState) => (setError(undefined), setBack(undefined), store.move(name, next));
  const take: Take = (name, read, apply) => taking(read, apply, keep(name));
  /** A seat code or the start taken, and the backup it carried kept (the table phone's every seat's, the others' the table phone's). */
  /** `then`: words to say once it is taken (where the seating put this phone). */
  const takeNoting = (name: OwnMove, kind: 'seat' | 'start', apply: (text: string, via: Via) => Result<OwnState>, then?: (next: OwnState) => void) => async (text: string, via: Via) => {
    const next = await noting(kind, apply)(text, via);
    if (!next.ok) return next.error;
    keep(name)(next.value);
    then?.(next.value);
    return null;
  };
  const [back, setBack] = useState<string>();
  // A phone that lost the table: the rejoin code scanned, then its player's four words (ST-7).
  const { onRejoin, typing } = useRejoin(rejoinCode, true, RULE, (b) => {
    setBack(b.words);
    store.move('rejoin', b.state);
  });
  const bringBack = (seat: number) =>
    rejoinCode().then(
      (r) => go('bringBack', r.bringBack(s!, seat)),
      () => setError(NO_LOAD),
    );
  const leave = () => {
    if (s) forgetTable(s.table);
    clear(ownSpec, localStorage);
    onLeave();
  };
  // A table may play on in airplane mode: bringing back a lost phone loads its code once play starts, while there is a signal.
  const playing = !!s?.game;
  useEffect(() => void (playing && Promise.all([rejoinCode(), BringBack.preload()]).catch(() => undefined)), [playing]);
  const Live = useLiveLink(playing);
  if (!store.ready) return null;
  const g = s?.game;
  let body;
  if (s === null && typing) body = typing;
  else if (s === null) {
    body = (
      <OpenOrJoin joining={joining} title="Each on our own phone" rule={RULE} onOpen={(name) => go('open', own.openTable(newTableCode(randomBytes), name))} onJoin={(t, name) => go('join', own.joinTable(t, name))} onOnePhone={leave} onRejoin={onRejoin}>
        Each phone seals its own player’s fist, and the author’s phone who the tweet is about, until everyone opens together; the phones pass QR codes, no network needed. The table phone opens the table; every other phone joins it. Type your handle.
      </OpenOrJoin>
    );
  } else if (!g && s.seat === 0) body = <Lobby s={s} go={go} take={take} takeNoting={takeNoting} />;
  else if (!g) {
    const start = (t: string, via: Via) => {
      const m = readCode(t, via, { table: s.table, kinds: [KIND.start], wrongKind: wrongKind('the start code') });
      return m.ok ? own.startScanned(s, m.value) : m;
    };
    body = (
      <SeatStep table={s.table} name={s.names[0]!} rule={rule('who-goes-first')} words onStart={takeNoting('started', 'start', start, (next) => setBack(sitsBetween(next.names, next.seat!)))}>
        <p>Then {hostAt() ?? 'the table phone’s player'} sets the seating and shows the start code: scan it here.</p>
      </SeatStep>
    );
  } else if (s.back) {
    const lost = s.names[s.back.seat]!;
    const done = (next: OwnState) => go('back', Promise.resolve({ ok: true, value: next }));
    body = (
      <BringBack
        name={lost}
        rule={RULE}
        said={bringBackWords(s, s.back.seat)}
        code={framesOf(s.back.code).map(qr)}
        onBack={() => void rejoinCode().then((r) => done(r.broughtBack(s)), () => setError(NO_LOAD))}
        onForgot={s.seat === 0 && (() => void rejoinCode().then((r) => done(r.broughtBack(r.withoutWords(s, s.back!.seat))), () => setError(NO_LOAD)))}
      />
    );
  } else body = s.seat === 0 ? <TablePhone s={s} go={go} take={take} setError={setError} /> : <SeatPhone s={s} go={go} take={take} setError={setError} />;
  return (
    <div class="stack">
      {s && (
        <p class="st-muted">
          Table {tableText(s.table)} · {s.names[s.seat ?? 0]}’s phone{s.seat === 0 ? ' (the table phone)' : ''}
          {g ? ` · cards: ${g.order.map((i) => `${handleOf(g, i)} ${handSize(g.players[i]!)}`).join(', ')}` : ''}
        </p>
      )}
      {back && s && !s.back && (
        <p class="message notice" role="status">
          {back}
        </p>
      )}
      {body}
      <ErrorMessage error={error} />
      {g && <MyWords table={s!.table} who={s!.seat === 0 ? 'any other phone' : 'the table phone'} />}
      {g && Live && <Live table={s!.table} seat={s!.seat!} names={s!.names} hub={0} />}
      {g && !s!.back && (
        <BringBackOffer name={s!.seat === 0 ? s!.names.slice(1) : [s!.names[0]!]} what={OFFER} onBringBack={(i) => bringBack(s!.seat === 0 ? i + 1 : 0)} />
      )}
      {store.notice && <p class="message notice">{store.notice}</p>}
      {s && <UndoBar canUndo={store.canUndo} off={store.stoppedBy && LINKED_UNDO_OFF} onUndo={() => (setError(undefined), store.undo())} onNewGame={leave} newGameLabel="Leave this table" />}
    </div>
  );
}

/** What bringing a phone back does to the turn in progress (ST-7), said before it is done. */
const OFFER = 'Its player then types their four recovery words: a choice their phone sealed this turn comes back still sealed. Without the words, that player chooses again (everyone does, once every seal is in: nobody has seen a reveal yet).';

/** Said on the phone showing the rejoin code: what the lost phone's player does next. */
function bringBackWords(s: OwnState, lost: number): string {
  const name = s.names[lost]!;
  const words = `${name} types their four recovery words: a choice sealed this turn comes back still sealed.`;
  return s.seat === 0 ? `${words} Without them, tap “came back without words”: ${name} chooses again.` : `${words} Then every phone shows the table phone its seal or reveal again, if it asks.`;
}

interface Props {
  s: OwnState;
  go: Go;
  take: Take;
  setError: (e: string | undefined) => void;
}

/** The seating screen (kit): loaded once a table has three seated, never by a two-seat game. */
const SeatingStep = onDemand(() => import('~/kit/link/ui/SeatingStep').then((m) => m.SeatingStep));

/**
 * The table phone before the start: every other phone's seat code in any order, then (three
 * or more seated, ST-1) the seating its host sets round the table (ST-2), the variations
 * (ST-6), then the start.
 */
function Lobby({ s, go, take, takeNoting }: Omit<Props, 'setError'> & { takeNoting: (name: OwnMove, kind: 'seat', apply: (text: string, via: Via) => Result<OwnState>) => (text: string, via: Via) => Promise<string | null> }) {
  const [variations, setVariations] = useState<Variations>(NO_VARIATIONS);
  const [rps, setRps] = useState<number | null>(null);
  // Where the host is: scanning seat codes, setting the seating, or choosing the variations before the start.
  const [at, setAt] = useState<'scan' | 'seating' | 'ready'>('scan');
  const n = s.names.length;
  const host = s.names[0]!;
  const tied = firstPlayerCandidates(s.names);
  // The seating's code comes while the seat codes are scanned, so its screen answers the tap at once.
  useEffect(() => void (n >= 2 && SeatingStep.preload().catch(() => undefined)), [n >= 2]);
  const toggle = (k: keyof Variations, label: string) => (
    <label class="row">
      <input type="checkbox" checked={variations[k]} onChange={() => setVariations({ ...variations, [k]: !variations[k] })} /> {label}
    </label>
  );
  if (at === 'seating' && n >= 3) {
    return (
      <SeatingStep names={s.names} rule={rule('who-goes-first')} onSeating={(names) => go('reseat', own.reseat(s, names))} onScanMore={n < subtweet.players.max ? () => setAt('scan') : undefined}>
        <button type="button" class="btn primary" onClick={() => setAt('ready')}>
          Seating set: the variations
        </button>
      </SeatingStep>
    );
  }
  if (at === 'ready' && n >= 3) {
    return (
      <Step id={`own:lobby:${n}`} title={`Seated: ${listNames(s.names)}`} rule={rule('variations')}>
        {toggle('everyoneFavs', 'Everyone favourited: the author throws away all blank cards')}
        {toggle('faceValue', 'Face-value tweets (no recipient)')}
        {toggle('failWhale', 'Fail Whale pause for writing')}
        {tied.length > 1 && (
          <div class="st-faces" role="group" aria-label="Who won rock-paper-scissors?">
            {tied.map((seat) => (
              <button key={seat} type="button" class="btn" aria-pressed={rps === seat} onClick={() => setRps(seat)}>
                {s.names[seat]}
              </button>
            ))}
          </div>
        )}
        <div class="row" data-next>
          <button type="button" class="btn primary st-big" onClick={() => go('start', own.startGame(s, variations, rps))}>
            Start the game: {n} players
          </button>
          <button type="button" class="btn" onClick={() => setAt('seating')}>
            Change the seating
          </button>
        </div>
      </Step>
    );
  }
  return (
    <TableStep
      table={s.table}
      rule={rule('who-goes-first')}
      who="Every other player"
      words={host}
      onSeat={takeNoting('seat', 'seat', (t, via) => {
        const m = readCode(t, via, { table: s.table, kinds: [KIND.seat], wrongKind: wrongKind('a seat code') });
        return m.ok ? own.seatScanned(s, m.value) : m;
      })}
    >
      <p>{n === 1 ? `Then ${host}: scan each phone’s seat code here, in any order.` : `${s.names[n - 1]} is in (${n} here). ${host}: scan the next phone’s seat code, in any order; you set the seating after.`}</p>
      {n >= 3 && (
        <p data-next>
          <button type="button" class="btn primary" onClick={() => setAt('seating')}>
            All {n} here: set the seating
          </button>
        </p>
      )}
    </TableStep>
  );
}

/** The choice a phone seals: the author's recipient (ST-4, ST-6), everyone else's fist (ST-3). */
function Choice({ s, go }: Pick<Props, 's' | 'go'>) {
  const g = s.game!;
  const author = g.pending?.author ?? turnHolder(g)!;
  const seal = (choice: { recipient: number | null } | { yes: boolean }) => go('seal', keys(s).then((pair) => own.sealChoice(s, choice, pair)));
  if (author === s.seat) {
    return (
      <Step id={`own:choose:${s.step}`} title="Your turn: who is your tweet about?" rule={rule('penalties')}>
        <News state={g} />
        <div class="st-faces" role="group" aria-label="The tweet is about" data-next>
          {g.order.filter((i) => i !== author).map((i) => (
            <button key={i} type="button" class="btn" onClick={() => seal({ recipient: i })}>
              {handleOf(g, i)}
            </button>
          ))}
          {g.variations.faceValue && (
            <button type="button" class="btn" onClick={() => seal({ recipient: null })}>
              Nobody: face value
            </button>
          )}
        </div>
        <p>Read a written card aloud and lay it face up. Only your phone knows who it is about, until every fist is open.</p>
      </Step>
    );
  }
  return (
    <Step id={`own:choose:${s.step}`} title={`${handleOf(g, author)} reads a tweet: is it about you?`} rule={rule('a-turn')}>
      <News state={g} />
      <div class="row" data-next>
        <button type="button" class="btn primary" onClick={() => seal({ yes: true })}>
          Favourite it
        </button>
        <button type="button" class="btn" onClick={() => seal({ yes: false })}>
          Empty fist
        </button>
      </div>
      <p>Your phone seals your fist: nobody sees it until every phone has sealed.</p>
    </Step>
  );
}

/** The table phone: the one-phone screens for the table's moves, and the turn's seals gathered here. */
function TablePhone({ s, go, take, setError }: Props) {
  const g = s.game!;
  const phase = own.phaseOf(s);
  const run = (move: Move, result: Result<SubtweetState>) => (result.ok ? go('table', own.tableMove(s, entryOf(move, g, result.value))) : setError(result.error));
  const waiting = (done: (string | null | object)[]) => s.names.filter((_, i) => i !== 0 && !done[i]);
  if (s.show) {
    const start = own.startHex(s);
    return (
      <Step id={`own:show:${s.step}:${s.log.length}`} title="Everyone: scan the table phone’s code" rule={RULE}>
        <ShowCode size="small" text={qr(start ?? own.tableHex(s))} label={start ? `${listNames(s.names.slice(1))}: scan the start code, all at once` : 'Every phone scans this'} typed={start ? null : toTyped(fromHex(own.tableHex(s)))}>
          {/* Inside the code's figure: sideways, what happened and the next button stand beside the code. */}
          <News state={g} />
          <button type="button" class="btn primary st-big" onClick={() => go('shown', Promise.resolve({ ok: true, value: own.everyPhoneHasIt(s) }))}>
            Every phone has it
          </button>
        </ShowCode>
      </Step>
    );
  }
  if (phase === 'table' || phase === 'over') return <Game state={g} run={run} error={undefined} teaching={false} />;
  const writing = <WritePanel state={g} run={run} />;
  if (phase === 'seal') {
    const left = waiting(s.commits);
    return (
      <>
        {!s.sealed && <Choice s={s} go={go} />}
        <Step id={`own:seals:${s.step}`} title={s.sealed ? 'Your choice is sealed: gather the seals' : 'Gather the seals'} rule={RULE}>
          <p role="status">{left.length ? `Waiting for ${listNames(left)}’s seal.` : 'Every other phone’s seal is in: seal yours.'}</p>
          <Scanner label="Scan a seal" typed onCode={take('scanSeal', (t, via) => own.readSeatCode(s, t, via, 'commit', wrongKind('a seal')), (got) => own.commitScanned(s, got))} />
        </Step>
        {writing}
      </>
    );
  }
  const left = waiting(s.opens);
  const reveals = (
    <>
      <p role="status">{`Waiting for ${listNames(left)}’s reveal.`}</p>
      <Scanner label="Scan a reveal" typed onCode={take('scanReveal', (t, via) => own.readSeatCode(s, t, via, 'open', wrongKind('a reveal')), async (got) => own.openScanned(s, got, await keys(s)))} />
    </>
  );
  return (
    <>
      <Step id={`own:reveals:${s.step}`} title="Every seal is in: now the reveals" rule={rule('penalties')}>
        {/* A table phone brought back mid-turn has no code of this step to show: every phone already took it. */}
        {own.holdsLog(s) ? (
          <ShowCode size="small" text={qr(own.tableHex(s))} label="Every phone scans this, then shows its reveal">
            {reveals}
          </ShowCode>
        ) : (
          reveals
        )}
      </Step>
      {writing}
    </>
  );
}

/** This phone's reveal, made from the seal it keeps to its own key when drawn: never saved. */
function useOpening(s: OwnState, setError: (e: string | undefined) => void): string | undefined {
  const [code, setCode] = useState<{ for: string; hex: string }>();
  const wanted = own.phaseOf(s) === 'open' && s.sealed ? s.sealed.kept : null;
  useEffect(() => {
    if (!wanted || code?.for === wanted) return;
    void keys(s).then(async (pair) => {
      const made = await own.openingHex(s, pair);
      if (made.ok) setCode({ for: wanted, hex: made.value });
      else setError(made.error);
    });
  }, [wanted]);
  return wanted && code?.for === wanted ? code.hex : undefined;
}

/** Every other phone: its own seal and reveal, and the table phone's code scanned to follow the game. */
function SeatPhone({ s, go, take, setError }: Props) {
  const g = s.game!;
  const phase = own.phaseOf(s);
  const me = s.names[s.seat!]!;
  const opening = useOpening(s, setError);
  const table = s.names[0]!;
  const scan = <Scanner label={`Scan ${table}’s table phone`} typed onCode={take('scanTable', (t, via) => own.readTable(s, t, via, wrongKind(`${table}’s table phone`)), ({ got, next }) => own.tableScanned(s, got, next))} />;
  if (phase === 'seal' && !s.sealed) return <Choice s={s} go={go} />;
  if (phase === 'open' && !s.sealed) {
    // Back without its words once every seal was in: the table phone has the turn sealed again (ST-7).
    return (
      <Step id={`own:unsealed:${s.step}`} title="Your sealed choice could not come back" rule={RULE}>
        <p>On the table phone, {table} taps “came back without words”: every phone then seals this turn again. Scan the table phone’s code.</p>
        {scan}
      </Step>
    );
  }
  if (phase === 'seal' || phase === 'open') {
    const hex = phase === 'seal' ? own.commitHex(s) : opening;
    const typedHex = phase === 'seal' ? own.commitHex(s, true) : opening;
    const what = phase === 'seal' ? 'seal' : 'reveal';
    const words = <p>{phase === 'seal' ? 'When every phone has sealed, the table phone shows its code: scan it, and your reveal shows here.' : 'When every reveal is in, the table phone shows the turn: scan it.'}</p>;
    return (
      <Step id={`own:${what}:${s.step}`} title={`${table}: scan ${me}’s ${what}`} rule={RULE}>
        {/* The words and the scanner inside the code's figure: sideways they stand beside the code. */}
        {hex ? (
          <ShowCode size="small" text={qr(hex)} label={`${table}’s phone scans ${me}’s ${what}`} typed={toTyped(fromHex(typedHex!))}>
            {words}
            {scan}
          </ShowCode>
        ) : (
          <p aria-busy="true">Opening your seal…</p>
        )}
      </Step>
    );
  }
  const title = phase === 'over' ? `${handleOf(g, g.winner!)} wins!` : g.paused ? 'Fail Whale: everyone writes' : `${handleOf(g, turnHolder(g)!)} holds only blank cards`;
  return (
    <Step id={`own:wait:${s.step}:${s.log.length}`} title={title} rule={rule(phase === 'over' ? 'winning' : 'blank-cards-and-passing')}>
      <News state={g} />
      <p>{phase === 'over' ? 'The table phone can start the next game.' : `Tell ${table} what you wrote; the table phone records it and says when play goes on.`}</p>
      {scan}
    </Step>
  );
}
