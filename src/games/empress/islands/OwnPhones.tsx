import { useEffect, useState } from 'preact/hooks';
import { fromHex } from '~/kit/link/bytes';
import { encode, newTableCode, tableText, toQrText, toTyped, type TableCode } from '~/kit/link/codec';
import { fingerprint, publicKeyBytes, randomBytes } from '~/kit/link/crypto';
import { joinAddress, tableInHash } from '~/kit/link/join';
import { deviceKeys } from '~/kit/link/keystore';
import { seatMessage } from '~/kit/link/messages';
import type { Via } from '~/kit/link/read';
import { qrReader } from '~/kit/link/scan';
import { LiveLink } from '~/kit/link/live/LiveLink';
import { BringBackOffer } from '~/kit/link/ui/BringBackOffer';
import { useJoined } from '~/kit/link/ui/useJoined';
import { Scanner } from '~/kit/link/ui/Scanner';
import { OpenOrJoin } from '~/kit/link/ui/OpenOrJoin';
import { ShowCode } from '~/kit/link/ui/ShowCode';
import { clear } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { guarded } from '~/kit/ui/CrashBoundary';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { Step } from '~/kit/ui/Step';
import { LINKED_UNDO_OFF } from '~/kit/link/words';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { handById, type CardId } from '../data';
import { answer, dismiss, joinTable, lead, openTable, revealForced, sealShown, startMatch, take, turnOf, type OwnState } from '../own';
import { otherHand, playableCards, position, type MatchState } from '../state';
import { ownSpec } from '../own-store';
import { cardPhrase, playOf } from '../words';
import { Finished, TossNote } from './MatchTracker';
import { MatchSetup } from './MatchSetup';
import { FaceUpCards, StatusStrip, Totals } from './Scoreboard';

/*
 * "Each on our own phone" without cards (own.ts has the moves): loaded by Helper.tsx only
 * when a table chooses it. Every screen is this phone's player's: its own hand, and the
 * other's card only once its reveal has been scanned and checked against its seal.
 */

/** Undo per move: back for what only this phone knows; stop once a code has passed between the phones. */
const undo = {
  open: 'back',
  join: 'back',
  seat: 'back',
  start: 'stop',
  started: 'back',
  lead: 'stop',
  scanSeal: 'stop',
  answer: 'stop',
  scanAnswer: 'stop',
  next: 'back',
  scanReveal: 'stop',
  forced: 'stop',
  // Bringing back a phone that lost the table (own-rejoin.ts): Undo takes it back while the code is shown, never once the other phone is back.
  rejoin: 'stop',
  bringBack: 'back',
  back: 'stop',
} as const;
type OwnMove = keyof typeof undo;

const RULE = { game: 'empress', section: 'a-game' } as const;
const ON_PHONES = { game: 'empress', section: 'each-on-our-own-phone' } as const;
const TITLE = 'Each on our own phone';

/** The other player's name on this phone. */
const them = (s: OwnState): string => (s.match ? s.match.players[s.seat === 0 ? 1 : 0] : (s.names[1] ?? 'the other player'));
const me = (s: OwnState): string => s.names[0]!;
const code = (hex: string) => toQrText(fromHex(hex));
/** The page's address (a test may draw the island where there is none). */
const here = (): Location | undefined => globalThis.location;
const typed = (hex: string) => toTyped(fromHex(hex));
/** The rejoin's moves and screens (kit link/rejoin.ts): loaded only when a table uses them. */
const rejoinCode = () => import('../own-rejoin');
const rejoinScreens = () => import('~/kit/link/ui/Rejoin');
type Screens = Awaited<ReturnType<typeof rejoinScreens>>;
const NO_LOAD = 'This part could not load: reload the page with a signal.';

function OwnPhones({ onLeave }: { onLeave: () => void }) {
  const store = usePersistent(ownSpec, undo);
  const [error, setError] = useState<string>();
  const [checked, setChecked] = useState<string>();
  const [back, setBack] = useState<string>();
  const [screens, setScreens] = useState<Screens>();
  const s = store.state;
  useJoined(s !== null);
  const bringingBack = s?.show?.what === 'rejoin';
  // A reload while the rejoin code is shown draws it again: its screen's code loads then.
  useEffect(() => {
    if (bringingBack && !screens) void rejoinScreens().then(setScreens, () => setError(NO_LOAD));
  }, [bringingBack, screens]);
  // A phone without BarcodeDetector fetches the decoder now, while it may have a signal; the service worker keeps it.
  useEffect(() => void qrReader().catch(() => undefined), []);

  const move = (name: OwnMove, next: Result<OwnState>): void => {
    if (!next.ok) return setError(next.error);
    setError(undefined);
    setChecked(undefined);
    if (name !== 'rejoin') setBack(undefined);
    store.move(name, next.value);
  };
  /** A scanned or typed code: applied, or refused in words by the scanner (nothing lost). */
  const scan = (name: OwnMove) => async (text: string, via: Via): Promise<string | null> => {
    if (!s) return null;
    const before = s;
    const next = await take(s, text, via);
    if (!next.ok) return next.error;
    setError(undefined);
    setChecked(name === 'scanReveal' ? before.scanned!.digest : undefined);
    store.move(name, next.value);
    return null;
  };
  const leave = () => {
    clear(ownSpec, localStorage);
    if (location.hash) history.replaceState(null, '', location.pathname);
    onLeave();
  };

  let body;
  if (!s) {
    body = <OpenOrJoin joining={tableInHash(here()?.hash ?? '')} title={TITLE} rule={ON_PHONES} onOpen={(name) => move('open', openTable(newTableCode(randomBytes), name))} onJoin={(t, name) => move('join', joinTable(t, name))} onOnePhone={leave} onRejoin={async (text, via) => {
      const r = (await rejoinCode()).rejoined(text, via);
      if (!r.ok) return r.error;
      setBack(r.value.words);
      move('rejoin', { ok: true, value: r.value.state });
      return null;
    }}>
      Each phone holds only its own hand; the phones pass QR codes, no network needed. One phone opens the table, the other joins it.
    </OpenOrJoin>;
  } else if (!s.match && s.seat === 0 && s.names.length === 1) {
    body = (
      <Step id="own:table" title={`Your table: ${tableText(s.table)}`} rule={ON_PHONES}>
        <ShowCode text={joinAddress(s.table, here()?.href ?? 'https://tablemate.invalid/games/empress/play/')} label="The other player: scan this with your phone’s camera">
          <p>
            It opens Tablemate. Already on this page? Tap “{TITLE}”, “Join a table”, and scan it or type <strong>{tableText(s.table)}</strong>.
          </p>
        </ShowCode>
        <p>Then their phone shows a seat code: scan it here.</p>
        <Scanner label="Scan their seat code" onCode={scan('seat')} />
      </Step>
    );
  } else if (!s.match && s.seat === 0) {
    body = <MatchSetup names={[s.names[0]!, s.names[1]!]} onStart={(match) => move('start', startMatch(s, match))} />;
  } else if (!s.match) {
    body = <SeatCode s={s} onCode={scan('start')} />;
  } else if (bringingBack) {
    body = screens ? <BringBackScreen screens={screens} s={s} onBack={() => move('back', { ok: true, value: { ...s, show: sealShown(s) } })} /> : <div class="step" aria-busy="true" />;
  } else {
    body = <Playing s={s} move={move} scan={scan} checked={checked} />;
  }
  const offer = s?.match && !bringingBack && s.show?.what !== 'start' && s.names.length === 2;

  const showing = s?.show?.code;
  return (
    <HelperFrame title={TITLE} ready={store.ready} notice={store.notice} onDismissNotice={store.dismissNotice}>
      <div class="stack empress-own">
        {s && (
          <p class="empress-small">
            Table {tableText(s.table)} · {me(s)}’s phone
          </p>
        )}
        {back && s?.show === null && (
          <p class="message notice" role="status">
            {back}
          </p>
        )}
        {body}
        <ErrorMessage error={error} />
        {s?.again && s.again !== showing && (
          <details class="empress-details">
            <summary>{them(s)}’s phone missed my last code? Show it again</summary>
            <ShowCode text={code(s.again)} label={`${them(s)}’s phone scans ${me(s)}’s last code`} typed={typed(s.again)} />
          </details>
        )}
        {offer && s && (
          <BringBackOffer
            name={them(s)}
            what={offerWords(s)}
            onBringBack={async () => {
              const [code, ui] = await Promise.all([rejoinCode(), rejoinScreens()]).catch(() => [null, null] as const);
              if (!code || !ui) return setError(NO_LOAD);
              setScreens(ui);
              move('bringBack', code.bringBack(s));
            }}
          />
        )}
        {s?.match && <LiveLink table={s.table} seat={s.seat} names={s.match.players} />}
        {s && <UndoBar canUndo={store.canUndo} off={store.stoppedBy && LINKED_UNDO_OFF} onUndo={() => { setError(undefined); store.undo(); }} onNewGame={leave} newGameLabel="Leave this table" />}
      </div>
    </HelperFrame>
  );
}

export default guarded(OwnPhones, TITLE);


/** What bringing back the other phone does to the play in progress (EP-6), said before and while it is done. */
function offerWords(s: OwnState): string {
  const turn = turnOf(s);
  if (turn === 'sealed') return `Your card stays laid face down and sealed: ${them(s)}’s phone gets the seal with the code, and answers.`;
  // EP-6: a lead's phone lost after it scanned the answer may have turned the play over for its player; the player who stayed decides.
  if (turn === 'answered') return `The play in progress is then picked again, ${them(s)} first: ${them(s)}’s card was only on that phone. It may already have shown ${them(s)} your answer: play again only if you both agree.`;
  if (turn === 'answer') return `The play in progress is then picked again, ${them(s)} first: ${them(s)}’s card was only on that phone.`;
  return 'Every play so far is kept here and comes back with it.';
}

/** The phone still at the table shows the rejoin code, and says aloud what the table does about the play in progress (EP-6). */
function BringBackScreen({ screens, s, onBack }: { screens: Screens; s: OwnState; onBack: () => void }) {
  const lost = them(s);
  const said = s.show!.play
    ? `${lost}’s phone lost the card it laid for this play: it was only on that phone. ${lost} lays a card again, then you answer again.`
    : s.sealed
      ? `Your card stays laid face down and sealed: ${lost}’s phone gets its seal with this code, then answers.`
      : `${lost}’s phone lost nothing the table needs: every play so far comes back with this code.`;
  return <screens.BringBack name={lost} rule={ON_PHONES} said={said} code={code(s.show!.code)} onBack={onBack} />;
}

/** The joining phone: its seat code (name and this phone's public key, kit keystore), then the start code to scan. */
function SeatCode({ s, onCode }: { s: OwnState; onCode: (text: string, via: Via) => Promise<string | null> }) {
  const [seat, setSeat] = useState<string>();
  useEffect(() => {
    void deviceKeys().then(async ({ pair }) => setSeat(toQrText(encode(seatMessage(s.table, { name: me(s), key: await publicKeyBytes(pair) })))));
  }, [s.table]);
  return (
    <Step id="own:seat" title={`${me(s)}: your seat code`} rule={ON_PHONES}>
      <div class="stack">
        {seat ? <ShowCode text={seat} label={`Table phone: scan ${me(s)}’s seat code`} /> : <p aria-busy="true">Making this phone’s key…</p>}
        <p>The table phone then sets the match up with you and shows the start code.</p>
        <Scanner label="Scan the start code" onCode={onCode} />
      </div>
    </Step>
  );
}

interface PlayingProps {
  s: OwnState;
  move: (name: OwnMove, next: Result<OwnState>) => void;
  scan: (name: OwnMove) => (text: string, via: Via) => Promise<string | null>;
  /** The digest of the seal the last reveal scanned here was checked against: its words are said once. */
  checked: string | undefined;
}

function Playing({ s, move, scan, checked }: PlayingProps) {
  const m = s.match!;
  const other = them(s);
  const mine = me(s);

  if (s.show?.what === 'start') {
    return (
      <Step id="own:start" title={`${other}: scan the start code`} rule={ON_PHONES}>
        <div class="stack">
          <ShowCode text={code(s.show.code)} label={`${other}’s phone scans this`} typed={typed(s.show.code)} />
          <button type="button" class="btn primary empress-wide" onClick={() => move('started', dismiss(s))}>
            {other}’s phone shows the match
          </button>
        </div>
      </Step>
    );
  }
  if (s.show?.what === 'reveal') {
    const over = !position(m);
    return (
      <Step id={`own:reveal:${s.show.play}`} title={`${other}: scan ${mine}’s reveal`} rule={RULE}>
        <div class="stack empress-own-split" data-next>
          <div class="stack">
            <FaceUpCards state={m} />
            <Totals state={m} />
          </div>
          <ShowCode text={code(s.show.code)} label={`${other}’s phone scans this to turn ${mine}’s card over`} typed={typed(s.show.code)} />
          <button type="button" class="btn primary empress-wide" onClick={() => move('next', dismiss(s))}>
            {over ? 'See the final score' : 'Next play'}
          </button>
        </div>
      </Step>
    );
  }

  const turn = turnOf(s);
  const said = checked && (
    <p class="empress-small" role="status">
      {other}’s reveal matches the seal: <strong>{fingerprint(fromHex(checked))}</strong>
    </p>
  );
  if (turn === 'over') {
    return (
      <>
        {said}
        <Finished state={m} />
      </>
    );
  }
  const pos = position(m)!;
  const heading = playOf(m, pos);
  const leadName = m.players[pos.leadPlayer];

  switch (turn) {
    case 'forced':
      return (
        <Step id={`own:forced:g${pos.game + 1}`} title={`${heading}: the forced last play`} rule={RULE}>
          <div class="stack empress-own-split">
            <div class="stack">
              {said}
              <FaceUpCards state={m} />
              <StatusStrip state={m} pos={pos} />
            </div>
            <div class="stack" data-next>
              <p class="message notice">Four draws: each hand holds only its royal card, so the Empress meets the Assassin. No code is needed.</p>
              <button type="button" class="btn primary empress-wide" onClick={() => move('forced', revealForced(s))}>
                Reveal the last play
              </button>
            </div>
          </div>
        </Step>
      );
    case 'lead':
      return (
        <Step id={`own:lead:${pos.game}:${pos.play}`} title={`${heading}: you lead`} rule={RULE}>
          <div class="stack empress-own-split">
            <div class="stack">
              {said}
              <FaceUpCards state={m} />
              <TossNote state={m} pos={pos} />
              <StatusStrip state={m} pos={pos} />
            </div>
            <Hand state={m} intro={`${other}’s phone sees only its seal until ${other} answers.`} onLay={(card) => lead(s, card).then((r) => move('lead', r))} />
          </div>
        </Step>
      );
    case 'sealed': {
      const laid = m.pending as CardId;
      return (
        <Step id={`own:sealed:${pos.game}:${pos.play}`} title={`${other}: scan ${mine}’s seal`} rule={RULE}>
          <div class="stack">
            <ShowCode text={code(s.show!.code)} label={`${other}’s phone scans ${mine}’s seal`} typed={typed(s.show!.code)}>
              <p>
                Seal words: <strong class="link-words">{fingerprint(fromHex(s.sealed!.digest))}</strong> ({other}’s phone shows the same)
              </p>
            </ShowCode>
            <p>You laid {cardPhrase(laid)}, face down. Then {other}’s phone shows an answer: scan it.</p>
            <Scanner label={`Scan ${other}’s answer`} onCode={scan('scanAnswer')} typed />
          </div>
        </Step>
      );
    }
    case 'await-seal':
      return (
        <Step id={`own:wait:${pos.game}:${pos.play}`} title={`${heading}: ${leadName} leads`} rule={RULE}>
          <div class="stack">
            {said}
            <FaceUpCards state={m} />
            <TossNote state={m} pos={pos} />
            <StatusStrip state={m} pos={pos} />
            <p>{leadName} lays a card on {leadName}’s phone, which shows a seal: scan it, then answer.</p>
            <Scanner label={`Scan ${leadName}’s seal`} onCode={scan('scanSeal')} typed />
          </div>
        </Step>
      );
    case 'answer':
      return (
        <Step id={`own:answer:${pos.game}:${pos.play}`} title={`${mine}, answer ${leadName}’s card`} rule={RULE}>
          <div class="stack empress-own-split">
            <div class="stack">
              <p class="empress-laid">
                {leadName} has laid a card face down. Seal words: <strong class="link-words">{fingerprint(fromHex(s.scanned!.digest))}</strong>: the same as on {leadName}’s phone?
              </p>
              <StatusStrip state={m} pos={pos} />
            </div>
            <Hand state={m} answering intro="Both cards turn over once that phone has your answer." onLay={async (card) => move('answer', answer(s, card))} />
          </div>
        </Step>
      );
    case 'answered':
      return (
        <Step id={`own:answered:${pos.game}:${pos.play}`} title={`${other}: scan ${mine}’s answer`} rule={RULE}>
          <div class="stack">
            <ShowCode text={code(s.show!.code)} label={`${other}’s phone scans ${mine}’s answer`} typed={typed(s.show!.code)} />
            <p>You answered with {cardPhrase(s.answer!)}. Then {other}’s phone shows its reveal: scan it to turn both cards over.</p>
            <Scanner label={`Scan ${other}’s reveal`} onCode={scan('scanReveal')} typed />
          </div>
        </Step>
      );
    default:
      return null;
  }
}

/** This phone's own hand and the cards it may lay now (the lead's, or the answer's: state.ts `pickView`). */
function Hand({ state, answering = false, intro, onLay }: { state: MatchState; answering?: boolean; intro: string; onLay: (card: CardId) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const pos = position(state)!;
  const hand = handById(answering ? otherHand(pos.lead) : pos.lead);
  const cards = playableCards(state, hand.id);
  return (
    <div class="stack">
      <p>
        You hold the {hand.name}: {cardPhrase(hand.royal)} and {pos.citizensLeft} {pos.citizensLeft === 1 ? 'Citizen' : 'Citizens'}. {intro}
      </p>
      <div role="group" aria-label="Your hand" class="stack" data-next>
        {cards.map((card) => (
          <button
            key={card}
            type="button"
            class="btn primary empress-wide"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onLay(card).finally(() => setBusy(false));
            }}
          >
            Lay {cardPhrase(card)}
          </button>
        ))}
      </div>
    </div>
  );
}
