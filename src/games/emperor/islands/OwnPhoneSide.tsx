import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { hostAt } from '~/kit/link/join';
import { encode, toQrText } from '~/kit/link/codec';
import { seatMessage } from '~/kit/link/messages';
import { Scanner } from '~/kit/link/ui/Scanner';
import { ShowCode } from '~/kit/link/ui/ShowCode';
import { useShown } from '~/kit/link/ui/useShown';
import { useDealt } from '~/kit/link/ui/useDealt';
import { onDemand } from '~/kit/ui/onDemand';

/** The four words' own step (kit JoinSteps), loaded when a phone joins or opens a table. */
const WordsStep = onDemand(() => import('~/kit/link/ui/JoinSteps').then((m) => m.WordsStep));
import type { Result } from '~/kit/result';
import { Step } from '~/kit/ui/Step';
import { identityName } from '../data';
import { seatName } from '../own-codes';
import { dismiss } from '../own-join';
import { cancelShow, giveCard, proveMine, revealMine, revealTaken, showCard, shuffleKept } from '../own-player';
import type { OwnState } from '../own-state';
import type { Keys } from '../own-take';
import { ownHand } from '../own-view';
import { identityOf, type PrivateLook, type TableState } from '../state';
import { ARTICLE, code, COLUMN, ON_PHONES, typed, type Scan } from './own-ui';

/*
 * A player's phone in "Each on our own phone": its seat code, the deal, then its view of the
 * game (`view(state, seat)`, own-view.ts): its own three cards (face down unless asked for),
 * what it was shown, the table as last caught up, and what its player does with the cards: a
 * card shown to an investigator, a Swap, a Reveal named before the table phone takes it, a
 * Shuffle, a proof.
 */

const A = (kind: string) => (kind === 'emperor' ? 'the Emperor card' : `a ${identityName(kind as 'rebel')}`);

/** A look this phone keeps, in its player's words: what they saw, or who saw their card. */
function lookLines(g: TableState, me: number, look: PrivateLook, name: (i: number) => string): string[] {
  if (look.viewer !== me) return look.cards.filter((c) => c.player === me).map((c) => `${name(look.viewer)} looked at your card ${c.position + 1}.`);
  return look.cards.map((c) => `${name(c.player)}’s card ${c.position + 1} is ${A(g.identity!.hands[c.player]![c.position]!.kind)}.`);
}

type Act = { what: 'show'; who?: number } | { what: 'swap'; who?: number; mine?: number } | { what: 'reveal' } | null;

/** EW-9: the way back of a wiped phone, and what another phone shows for it, loaded when used. */
const ComingBack = onDemand(() => import('./OwnRecover').then((m) => m.ComingBack));
const PhoneShowingBack = onDemand(() => import('./OwnRecover').then((m) => m.PhoneShowingBack));
const PhoneMore = onDemand(() => import('./OwnRecover').then((m) => m.PhoneMore));
/** EW-9: "Be the table phone" and the hand-over code, for a lost table phone, loaded when used. */
const PhoneTakeover = onDemand(() => import('./OwnTakeover').then((m) => m.PhoneTakeover));

interface Props {
  s: OwnState;
  keys: Keys | undefined;
  onPhone: (next: Result<OwnState>) => void;
  scan: Scan;
  tableHere: boolean;
  /** The seat key was dealt or brought back: read it again. */
  onKeys: () => void;
  onLeave: () => void;
  /** This phone took over as the table phone (EW-9). */
  onTakeOver: (next: Result<{ table: OwnState; phone: OwnState }>) => void;
}

export function OwnPhoneSide({ s, keys, onPhone, scan, tableHere, onKeys, onLeave, onTakeOver }: Props) {
  const [act, setAct] = useState<Act>(null);
  const [seat, setSeat] = useState<string>();
  // The cards lie face down on screen unless asked for, like a hand held to the chest.
  const [shown, setShown] = useShown();
  // A code this phone's player just scanned (a card shown to them, a Swap's card) is read at once: the phone is in their hand.
  const scanned = useRef(false);
  // A look this phone's player just took or gave is said on screen until the cards are hidden (a reload ends it, as on one phone).
  const looks = s.game?.identity?.looks.length ?? 0;
  const lastLooks = useRef(looks);
  const [news, setNews] = useState(false);
  useEffect(() => {
    if (scanned.current && s.game) setShown(true);
    scanned.current = false;
    if (looks > lastLooks.current) setNews(true);
    lastLooks.current = looks;
  }, [s]);
  useEffect(() => void (shown || setNews(false)), [shown]);
  const scanToRead: Scan = async (text, via) => {
    // Set before the scan: its new state may be drawn before the scan's promise settles here.
    scanned.current = true;
    const refused = await scan(text, via);
    if (refused !== null) scanned.current = false;
    return refused;
  };
  // Four recovery words before the seat code (EW-9): its seat key's backup rides in the code.
  const dealt = useDealt(s.table, s.me === null && !tableHere && !s.back ? s.name : undefined);
  const [written, setWritten] = useState(false);
  useEffect(() => {
    if (!dealt || s.me !== null) return;
    setSeat(toQrText(encode(seatMessage(s.table, { name: s.name, key: dealt.key, backup: dealt.backup }))));
    onKeys();
  }, [dealt, s.table, s.me]);
  const name = (i: number) => seatName(s, i);
  const go = async (r: Result<OwnState> | Promise<Result<OwnState>>) => {
    setAct(null);
    onPhone(await r);
  };

  if (s.back) return <ComingBack s={s} keys={keys} scan={scan} onKeys={onKeys} onLeave={onLeave} />;
  if (s.me === null && !tableHere && !written) return <WordsStep name={s.name} dealt={dealt} rule={ON_PHONES} next="show my seat code" onWritten={() => setWritten(true)} />;
  if (s.me === null) {
    return (
      <Step id="own:seat" title={`${s.name}: your seat code`} rule={ON_PHONES}>
        <div class="stack">
          {tableHere ? (
            <p>This phone is the table phone too: its seat is taken. Switch to “The table”.</p>
          ) : seat ? (
            // Sideways the scanner sits beside the code, on the screen with it.
            <ShowCode text={seat} label={`${hostAt() ?? 'Table phone'}: scan ${s.name}’s seat code`}>
              <Scanner label="Then scan the start code" onCode={scan} />
            </ShowCode>
          ) : (
            <>
              <p aria-busy="true">Making this phone’s key…</p>
              <Scanner label="Then scan the start code" onCode={scan} />
            </>
          )}
        </div>
      </Step>
    );
  }
  const g = s.game;
  if (!g) {
    return (
      <Step id="own:await-deal" title={`${s.name}: scan the deal`} rule={ON_PHONES}>
        <div class="stack">
          <p>
            You sit between {name((s.me + s.seats.length - 1) % s.seats.length)} and {name((s.me + 1) % s.seats.length)}. The table phone deals next: scan the deal on {name(s.tableAt ?? 0)}’s screen.
          </p>
          <Scanner label="Scan the deal" onCode={scan} />
        </div>
      </Step>
    );
  }

  const hand = ownHand(s);
  const show = s.show;
  if (show?.what === 'bringBack') return <PhoneShowingBack s={s} onPhone={onPhone} />;
  if (show) {
    const to = show.to === null ? 'Table phone' : name(show.to);
    const revealed = show.what === 'reveal' && show.card !== undefined ? hand[show.card] : undefined;
    const titles = {
      card: `${to}: scan ${s.name}’s card`,
      swap: `${to}: scan ${s.name}’s card for the Swap`,
      reveal: `Table phone: scan ${s.name}’s card ${(show.card ?? 0) + 1}`,
      proof: `Table phone: scan ${s.name}’s proof`,
      rejoin: '',
      bringBack: '',
      handOver: `${to}’s phone, the new table phone: scan ${s.name}’s hand-over code`,
      start: '',
      deal: '',
      public: '',
      record: '',
    };
    const waitsBack = show.what === 'swap' && s.swap !== null;
    return (
      <Step id={`own:show:${show.what}:${s.made}`} title={titles[show.what]} rule={ON_PHONES}>
        <ShowCode text={code(show.code)} typed={typed(show.code)} label={show.to === null ? 'Everyone may see this' : `Sealed for ${to}’s phone: no one else can read it`}>
          {revealed && (
            // The Reveal names its card before the table phone takes it: a mis-tap is seen, and called off below.
            <p class="emp-identity">
              You reveal your card {show.card! + 1}: {ARTICLE[revealed.kind]} <strong>{identityName(revealed.kind)}</strong>.
            </p>
          )}
          {waitsBack ? (
            <>
              <Scanner label={`Then scan ${to}’s card back`} onCode={scanToRead} />
              <button type="button" class="btn" onClick={() => onPhone(cancelShow(s))}>
                Cancel this Swap
              </button>
            </>
          ) : revealed ? (
            <div class="row" data-next>
              <button type="button" class="btn primary" onClick={() => onPhone(revealTaken(s))}>
                The table phone has it
              </button>
              <button type="button" class="btn" onClick={() => onPhone(cancelShow(s))}>
                Cancel this Reveal
              </button>
            </div>
          ) : (
            <div class="row" data-next>
              <button type="button" class="btn primary" onClick={() => onPhone(dismiss(s))}>
                {show.to === null ? 'The table phone has it' : `${to}’s phone has it`}
              </button>
              {show.what === 'card' && (
                <button type="button" class="btn" onClick={() => onPhone(cancelShow(s))}>
                  Cancel: not this card
                </button>
              )}
            </div>
          )}
        </ShowCode>
      </Step>
    );
  }

  const identity = identityOf(hand.map((c) => c.kind));
  const me = s.me!;
  const seen = g.identity!.looks.flatMap((l) => lookLines(g, me, l, name));
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
          {cardButtons((i) => !hand[i]!.faceUp, (i) => keys && void go(showCard(s, act.who!, i, keys)))}
        </Ask>
      );
  } else if (act?.what === 'swap') {
    asking =
      act.who === undefined ? (
        <Ask title="Swap: with whom?" onCancel={() => setAct(null)}>{playerButtons(others.filter((i) => i !== g.emperor), (who) => setAct({ what: 'swap', who }))}</Ask>
      ) : act.mine === undefined ? (
        <Ask title="Which of your cards do you give?" onCancel={() => setAct(null)}>
          {cardButtons((i) => hand[i]!.kind !== 'emperor', (mine) => setAct({ ...act, mine }))}
        </Ask>
      ) : (
        <Ask title={`Which of ${name(act.who)}’s cards do you take?`} onCancel={() => setAct(null)}>
          {cardButtons(() => true, (theirs) => keys && void go(giveCard(s, act.who!, act.mine!, theirs, keys)))}
        </Ask>
      );
  } else if (act?.what === 'reveal') {
    asking = (
      <Ask title="Reveal: which of your cards is turned face up?" onCancel={() => setAct(null)}>
        {cardButtons((i) => !hand[i]!.faceUp, (i) => keys && void go(revealMine(s, i, keys)))}
      </Ask>
    );
  }
  return (
    <Step id={`own:cards:${s.me}`} title={`${s.name}’s cards`} rule={{ game: 'emperor', section: 'who-you-are' }}>
      <div class="row" style={{ alignItems: 'flex-start', gap: '0.75rem 1rem' }}>
      <div class="stack emp-hand" style={COLUMN}>
        <ul class="emp-cards" aria-label="Your three cards, by position">
          {hand.map((c, i) => {
            // A card lying face up is everyone's to see (the Emperor card always).
            const up = shown || c.faceUp;
            return (
              <li key={i} class={`emp-card${up ? ` emp-${c.kind}` : ''}`}>
                <span class="emp-card-where">Card {i + 1}</span>
                <span class="emp-card-kind">{up ? identityName(c.kind) : 'Face down'}</span>
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
          {g.emperor !== me && ` ${name(g.emperor)} is the Emperor.`}
        </p>
        <button type="button" class="btn" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide my cards' : 'Show my cards'}
        </button>
        {shown && news && seen.length > 0 && (
          <p role="status" class="message notice">
            {seen.at(-1)}
          </p>
        )}
      </div>
      <div class="stack" style={COLUMN}>
        {s.swap && !show && (
          <p class="message notice" role="status">
            Your Swap with {name(s.swap.partner)} waits for {name(s.swap.partner)}’s card: {name(s.swap.partner)}, show it again (“Bring back a player’s phone”).
          </p>
        )}
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
              <button type="button" class="btn" onClick={() => void go(shuffleKept(s))}>
                Shuffle my cards
              </button>
              {me !== g.emperor && (
                <button type="button" class="btn" onClick={() => keys && void go(proveMine(s, keys))}>
                  Prove who I am to the table
                </button>
              )}
            </div>
          </>
        )}
        {/* The table as this phone last caught up with it (the table phone's public code). */}
        <p class="emp-hint">
          Round {g.round}
          {g.current !== null ? ` · ${name(g.current)}’s turn` : ''} · {g.players.filter((p) => p.alive).length} of {g.players.length} alive
          {g.identity!.hands.flatMap((h, p) => (p === me ? [] : h.flatMap((c, i) => (c.faceUp && c.kind !== 'emperor' ? [` · ${name(p)}’s card ${i + 1}: ${identityName(c.kind)}`] : []))))}
          {g.winner ? ` · ${g.winner.side === 'rebels' ? 'the Rebels won' : 'the Emperor’s side won'}` : ''}
        </p>
        {shown && seen.length > 1 && (
          <details>
            <summary>What only you know</summary>
            <ol class="emp-log">
              {seen.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </details>
        )}
        <PhoneMore s={s} onPhone={onPhone} />
        {!tableHere && <PhoneTakeover s={s} onPhone={onPhone} onTakeOver={onTakeOver} />}
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
