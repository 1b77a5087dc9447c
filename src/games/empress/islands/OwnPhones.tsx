import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { fromHex } from '~/kit/link/bytes';
import { fingerprint } from '~/kit/link/crypto';
import { tableKeys } from '~/kit/link/keystore';
import { linkedUndo } from '~/kit/link/table/undo';
import { OwnTable, type Table } from '~/kit/link/ui/OwnTable';
import { Scanner } from '~/kit/link/ui/Scanner';
import { ShowCode } from '~/kit/link/ui/ShowCode';
import { useShown } from '~/kit/link/ui/useShown';
import type { OwnModeProps } from '~/kit/link/ui/useOwnMode';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { Step } from '~/kit/ui/Step';
import { usePersistent } from '~/kit/ui/usePersistent';
import { handById, type CardId } from '../data';
import { moves } from '../game';
import { answer, answerShown, dismiss, joinTable, laidCard, lead, openTable, revealForced, sealShown, sealTyped, startMatch, take, turnOf, type OwnState } from '../own';
import { ownSpec } from '../own-store';
import { otherHand, playableCards, position, type MatchState } from '../state';
import { cardPhrase, playOf } from '../words';
import { MatchSetup } from './MatchSetup';
import { Finished, TossNote } from './MatchTracker';
import { FaceUpCards, StatusStrip, Totals } from './Scoreboard';

/*
 * "Each on our own phone" without cards (own.ts has the moves), on the kit's table
 * (OwnTable: joining, bringing back a lost phone, Undo, leaving): loaded by Helper.tsx only
 * when a table chooses it. Every screen is this phone's player's: its own hand, its own
 * card laid face down shown only on request, and the other's card once its reveal is checked.
 */

/** Undo per move, derived by the kit from the declarations: what stays on this phone goes back; a code made or taken stops it. */
const undo = linkedUndo(moves, {
  open: 'stays',
  join: 'stays',
  seat: 'stays',
  start: 'passes',
  started: 'stays',
  lead: 'passes',
  scanSeal: 'passes',
  answer: 'passes',
  scanAnswer: 'passes',
  next: 'stays',
  scanReveal: 'passes',
  forced: 'passes',
  // Bringing back a phone that lost the table (own-rejoin.ts): Undo takes it back while the code is shown, never once the other phone is back.
  rejoin: 'passes',
  bringBack: 'stays',
  back: 'passes',
});
type Move = keyof typeof undo;

const RULE = { game: 'empress', section: 'a-game' } as const;
const ON_PHONES = { game: 'empress', section: 'each-on-our-own-phone' } as const;
const TITLE = 'Each on our own phone';
/** This phone's own key at the table (kit keystore: the seat key dealt with its recovery words): its card laid face down is kept encrypted to it. */
const keys = (s: { table: number }) => tableKeys(s.table);

/** The other player's name on this phone. */
const them = (s: OwnState): string => (s.match ? s.match.players[s.seat === 0 ? 1 : 0] : (s.names[1] ?? 'the other player'));
const me = (s: OwnState): string => s.names[0]!;

function OwnPhones({ onLeave }: OwnModeProps) {
  const store = usePersistent(ownSpec, undo);
  const [checked, setChecked] = useState<string>();
  const s = store.state;
  const scanning = (name: Move) => (text: string, via: 'scan' | 'typed') =>
    keys(s!).then((pair) => {
      setChecked(name === 'scanReveal' ? s!.scanned!.digest : undefined);
      return take(s!, text, via, pair);
    });
  const players = s?.match ? s.match.players : s?.seat === 1 ? [...s.names].reverse() : (s?.names ?? []);
  return (
    <HelperFrame title={TITLE} ready={store.ready}>
      <div class="empress-own">
        <OwnTable
          store={store}
          spec={ownSpec}
          title={TITLE}
          rule={ON_PHONES}
          intro="Each phone holds only its own hand; the phones pass QR codes, no network needed. One phone opens the table, the other joins it."
          open={openTable}
          join={joinTable}
          joining={!s || s.match ? null : s.seat === 1 ? 'seat' : s.names.length === 1 ? 'table' : 'setup'}
          takeSeat={scanning('seat')}
          takeStart={scanning('start')}
          seatWords={<p>The table phone then sets the match up with you and shows the start code.</p>}
          setup={(t) => <MatchSetup names={[s!.names[0]!, s!.names[1]!]} onStart={(match) => t.move('start', startMatch(s!, match))} />}
          players={players}
          rejoin={() => import('../own-rejoin')}
          words
          offer={s?.match && s.show?.what !== 'start' ? offerWords(s) : null}
          said={bringBackWords}
          afterBack={(s) => ({ ...s, show: sealShown(s) ?? answerShown(s) })}
          again={s?.again}
          onLeave={onLeave}
        >
          {(t, s) => <Playing s={s} t={t} scan={scanning} checked={checked} />}
        </OwnTable>
      </div>
    </HelperFrame>
  );
}

export default guarded(OwnPhones, TITLE);

/** What bringing back the other phone does to the play in progress (EP-6), said before and while it is done. */
function offerWords(s: OwnState): string {
  const turn = turnOf(s);
  if (turn === 'sealed') return `Your card stays laid face down and sealed: ${them(s)}’s phone gets the seal with the code, and answers.`;
  if (turn !== 'answer' && turn !== 'answered') return 'Every play so far is kept here and comes back with it.';
  const again = `the play in progress is picked again, ${them(s)} first: ${them(s)}’s card was only on that phone.`;
  const lost = s.scanned?.kept ? `With ${them(s)}’s four recovery words, ${them(s)}’s card comes back laid and sealed and the play goes on; without them, ${again}` : again[0]!.toUpperCase() + again.slice(1);
  // EP-6: a lead's phone lost after it scanned the answer may have turned the play over for its player; the player who stayed decides.
  return turn === 'answered' ? `${lost} It may already have shown ${them(s)} your answer: play again only if you both agree.` : lost;
}

/** The phone still at the table shows the rejoin code, and says aloud what the table does about the play in progress (EP-6). */
function bringBackWords(s: OwnState): string {
  const lost = them(s);
  if (s.show!.play) return `${lost}’s phone lost the card it laid for this play: it was only on that phone. ${lost} lays a card again, then you answer again.`;
  if (s.sealed) return `Your card stays laid face down and sealed: ${lost}’s phone gets its seal with this code, then answers.`;
  if (s.scanned) return `${lost} types their four recovery words: the card ${lost} laid comes back laid and sealed, and the play goes on. Without them, tap “came back without words”: ${lost} lays a card again.`;
  return `${lost}’s phone lost nothing the table needs: every play so far comes back with this code.`;
}

interface PlayingProps {
  s: OwnState;
  t: Table<OwnState, Move>;
  scan: (name: Move) => (text: string, via: 'scan' | 'typed') => Promise<import('~/kit/result').Result<OwnState>>;
  /** The digest of the seal the last reveal scanned here was checked against: its words are said once. */
  checked: string | undefined;
}

function Playing({ s, t, scan, checked }: PlayingProps) {
  const m = s.match!;
  const other = them(s);
  const mine = me(s);
  const { move, code, typed } = t;

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
            <Hand state={m} intro={`${other}’s phone sees only its seal until ${other} answers.`} onLay={async (card) => void move('lead', await lead(s, card, await keys(s)))} />
          </div>
        </Step>
      );
    case 'sealed':
      return (
        <Step id={`own:sealed:${pos.game}:${pos.play}`} title={`${other}: scan ${mine}’s seal`} rule={RULE}>
          <div class="stack">
            <LaidCard s={s}>
              <ShowCode text={code(s.show?.code ?? sealShown(s)!.code)} label={`${other}’s phone scans ${mine}’s seal`} typed={typed(sealTyped(s)!)}>
                <p>
                  Seal words: <strong class="link-words">{fingerprint(fromHex(s.sealed!.digest))}</strong> ({other}’s phone shows the same)
                </p>
              </ShowCode>
            </LaidCard>
            <p>Then {other}’s phone shows an answer: scan it.</p>
            <Scanner label={`Scan ${other}’s answer`} onCode={t.take('scanAnswer', scan('scanAnswer'))} typed />
          </div>
        </Step>
      );
    case 'await-seal':
      return (
        <Step id={`own:wait:${pos.game}:${pos.play}`} title={`${heading}: ${leadName} leads`} rule={RULE}>
          <div class="stack">
            {said}
            <FaceUpCards state={m} />
            <TossNote state={m} pos={pos} />
            <StatusStrip state={m} pos={pos} />
            <p>{leadName} lays a card on {leadName}’s phone, which shows a seal: scan it, then answer.</p>
            <Scanner label={`Scan ${leadName}’s seal`} onCode={t.take('scanSeal', scan('scanSeal'))} typed />
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
            <Hand state={m} answering intro="Both cards turn over once that phone has your answer." onLay={async (card) => void move('answer', answer(s, card))} />
          </div>
        </Step>
      );
    case 'answered':
      return (
        <Step id={`own:answered:${pos.game}:${pos.play}`} title={`${other}: scan ${mine}’s answer`} rule={RULE}>
          <div class="stack">
            <ShowCode text={code(s.show!.code)} label={`${other}’s phone scans ${mine}’s answer`} typed={typed(s.show!.code)} />
            <p>You answered with {cardPhrase(s.answer!)}. Then {other}’s phone shows its reveal: scan it to turn both cards over.</p>
            <Scanner label={`Scan ${other}’s reveal`} onCode={t.take('scanReveal', scan('scanReveal'))} typed />
          </div>
        </Step>
      );
    default:
      return null;
  }
}

/**
 * The lead's own card, laid face down: kept encrypted to this phone's key, named only on
 * request (a phone on the table between two players shows nothing), hidden again by itself.
 * While it is named, the seal's code (`children`) is off the screen: the rival holds a phone
 * over this one to scan it, and would read the card beside it.
 */
function LaidCard({ s, children }: { s: OwnState; children: ComponentChildren }) {
  const [shown, setShown] = useShown();
  const [card, setCard] = useState<CardId>();
  const look = () =>
    void keys(s)
      .then((pair) => laidCard(s, pair))
      .then((r) => {
        if (r.ok) setCard(r.value.card);
        setShown(r.ok);
      });
  return shown && card ? (
    <p>
      You laid {cardPhrase(card)}, face down. The code to scan comes back as you hide it.{' '}
      <button type="button" class="btn small" onClick={() => setShown(false)}>
        Hide my card
      </button>
    </p>
  ) : (
    <>
      {children}
      <p>
        Your card is laid face down and sealed.{' '}
        <button type="button" class="btn small" onClick={look}>
          Show my card
        </button>
      </p>
    </>
  );
}

/** This phone's own hand and the cards it may lay now (the lead's, or the answer's: state.ts `pickView`). */
function Hand({ state, answering = false, intro, onLay }: { state: MatchState; answering?: boolean; intro: string; onLay: (card: CardId) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const pos = position(state)!;
  const hand = handById(answering ? otherHand(pos.lead) : pos.lead);
  const cards = playableCards({ ...state, pending: null }, hand.id);
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
