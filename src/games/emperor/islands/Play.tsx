import { useState } from 'preact/hooks';
import type { SecretStep } from '~/kit/handoff';
import { cryptoRng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HandOff } from '~/kit/ui/HandOff';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import type { RuleRef } from '~/kit/ui/RuleLink';
import { Step } from '~/kit/ui/Step';
import { UndoBar } from '~/kit/ui/UndoBar';
import type { Teachable } from '~/kit/ui/useLesson';
import type { Persistent } from '~/kit/ui/usePersistent';
import { abilityById, identityName } from '../data';
import {
  accuse,
  besideEmperor,
  block,
  chooseDirection,
  condemn,
  deadline,
  endTurn,
  guard,
  neighboursOf,
  otherAction,
  reverse,
  transpose,
  type BlockCard,
  type CardRef,
  type OtherAction,
  type TableState,
} from '../engine';
import type { Looks } from '../state';
import { identitiesAtEnd, investigate, investigation, revealCard, shuffleCards, swapCards } from '../identity';
import { lookAgainTrace, lookTaken, looksFor, owedLook, secretStepOf, traceOf, type LookAgain, type OpenLook } from '../looks';
import { CardsView } from './CardsView';
import { nonce } from './nonce';
import { SeatCircle } from './SeatCircle';

const GAME = 'emperor';
const rule = (section: string): RuleRef => ({ game: GAME, section });

/** A choice being made, one question per screen; kept in memory only (a reload starts the choice again). */
type Picking =
  | { kind: 'transposition' }
  | { kind: 'condemn' }
  | { kind: 'other' }
  | { kind: 'investigate'; player?: number }
  | { kind: 'investigation'; first?: CardRef; player?: number }
  | { kind: 'swap'; mine?: number; player?: number }
  | { kind: 'reveal'; player?: number }
  | { kind: 'accuse'; caster?: number }
  | { kind: 'reverse' }
  | { kind: 'guarding'; caster?: number; mover?: number }
  | { kind: 'block'; condemn: number; card?: BlockCard }
  | { kind: 'again' };

const BLOCKS: BlockCard[] = ['self-clearance', 'clearance', 'counter-condemn'];
const cardName = (id: Parameters<typeof abilityById>[0]) => abilityById(id).name;
const OTHER_LABELS: Record<OtherAction, string> = {
  investigate: 'Investigate',
  shuffle: 'Shuffle',
  swap: 'Swap',
  investigation: 'Investigation',
  reveal: 'Reveal',
  steal: 'Steal',
};

export interface PlayProps {
  /** The table's store (or the lesson's). */
  game: Teachable<TableState | null>;
  /** Its state: a table under way (the island shows Start while it is null). */
  state: TableState;
  /** The private looks already taken (see looks.ts). */
  looksStore: Persistent<Looks>;
  /** New game: back to Start (the island clears the stores). */
  onNewGame: () => void;
}

/**
 * The table under way, one decision a screen: the deal's looks, each turn, the
 * cards played, the end. Secrets (a player's cards, what an Investigate shows) only
 * ever appear behind that player's hand-over (kit HandOff). Loaded on demand: a fresh
 * page needs only Start.
 */
export function Play({ game, state: s, looksStore, onNewGame }: PlayProps) {
  const teaching = game.teaching;
  const [picking, setPicking] = useState<Picking | null>(null);
  const [open, setOpen] = useState<OpenLook | null>(null);
  const [again, setAgain] = useState<LookAgain | null>(null);
  const [error, setError] = useState<string | undefined>();
  const looks = looksFor(s, looksStore.state);

  const clear = () => {
    setPicking(null);
    setOpen(null);
    setAgain(null);
    setError(undefined);
  };
  const run = (result: Result<TableState>) => {
    if (!result.ok) return setError(result.error);
    clear();
    game.set(result.value);
  };
  const ask = (p: Picking) => {
    setPicking(p);
    setError(undefined);
  };

  const step = secretStepOf(s, looks, open, again);

  /** The owner unlocked: the look is taken for good (Undo can't bring it back) and leaves its trace. */
  const unlocked = (unlockedStep: SecretStep) => {
    const owed = owedLook(s, looks);
    if (owed && owed.id === unlockedStep.id) {
      looksStore.set(lookTaken(s, looks, owed.id, traceOf(s, owed) ?? undefined));
      setOpen({ step: unlockedStep, viewer: owed.viewer, cards: owed.cards });
    } else if (again) {
      looksStore.set(lookTaken(s, looks, unlockedStep.id, lookAgainTrace(s, again.player)));
      setOpen({ step: unlockedStep, viewer: again.player, cards: [] });
      setAgain(null);
    }
  };

  let panel;
  const name = (id: number) => s.players[id]!.name;
  const living = s.seats.filter((id) => s.players[id]!.alive);
  const cur = s.current;
  // The winner's line is drawn big on the last screen, so it isn't repeated in the news.
  const lines = s.lastMove.filter((line) => line !== s.winner?.reason);
  const news = lines.length > 0 && (
    <ul class="emp-news" aria-live="polite">
      {lines.map((line, i) => (
        <li key={i} class={line.includes('discard their whole hand') || / dies \(/.test(line) ? 'emp-urgent' : undefined}>
          {line}
        </li>
      ))}
    </ul>
  );
  const cancel = (
    <button type="button" class="btn" onClick={() => clear()}>
      Cancel
    </button>
  );
  /** One button per player: "Who …?" */
  const pickPlayer = (id: string, title: string, ruleAt: RuleRef, ids: number[], onPick: (id: number) => void, note?: string) => (
    <Step id={id} title={title} rule={ruleAt}>
      {note && <p>{note}</p>}
      <div class="row">
        {ids.map((p) => (
          <button key={p} type="button" class="btn" onClick={() => onPick(p)}>
            {name(p)}
          </button>
        ))}
      </div>
      <ErrorMessage error={error} />
      {cancel}
    </Step>
  );
  /** Card 1–3 of a player, chosen by position; a face-up card is public, so it says what it is. */
  const pickCard = (id: string, title: string, ruleAt: RuleRef, player: number, onPick: (position: number) => void, allow: (position: number) => boolean) => (
    <Step id={id} title={title} rule={ruleAt}>
      <div class="row" role="group" aria-label={`${name(player)}'s cards, by position`}>
        {[0, 1, 2].map((position) => {
          const card = s.identity!.hands[player]![position]!;
          return (
            <button key={position} type="button" class="btn" disabled={!allow(position)} onClick={() => onPick(position)}>
              Card {position + 1}
              {card.faceUp ? ` (face up: ${identityName(card.kind)})` : ''}
            </button>
          );
        })}
      </div>
      <ErrorMessage error={error} />
      {cancel}
    </Step>
  );
  const faceDown = (player: number) => (position: number) => !s.identity!.hands[player]![position]!.faceUp;

  if (step !== null) {
    const deal = step.id.startsWith('deal:');
    const dealIndex = deal ? s.identity!.looks.findIndex((l) => l.id === step.id) : -1;
    panel = (
      <Step
        id={`secret:${step.id}:${open ? 'open' : 'locked'}`}
        title={deal ? `The deal: ${step.owner}'s cards (${dealIndex + 1} of ${s.players.length})` : step.what}
        rule={rule(deal ? 'who-you-are' : 'identity-cards-on-the-phone')}
      >
        {!deal && news}
        <HandOff
          step={step}
          cause={game.cause}
          purpose={deal ? 'to see your identity cards' : step.id.startsWith('again:') ? 'to see your cards again' : 'for a secret look'}
          onUnlock={unlocked}
        >
          {() =>
            open && (
              <CardsView
                state={s}
                look={open}
                doneLabel={deal ? 'Hide my cards and pass the phone' : 'Hide it'}
                onDone={() => setOpen(null)}
              />
            )
          }
        </HandOff>
        {again && !open && cancel}
      </Step>
    );
  } else if (s.winner) {
    const all = identitiesAtEnd(s);
    panel = (
      <Step id="over" title={s.winner.side === 'rebels' ? 'The Rebels win' : "The Emperor's side wins"} rule={rule('how-the-rebels-win')}>
        {news}
        <p class="emp-winner">{s.winner.reason}</p>
        {all && (
          <ul class="emp-list">
            {all.map((p) => (
              <li key={p.name}>
                {p.name}: {identityName(p.identity)}
              </li>
            ))}
          </ul>
        )}
      </Step>
    );
  } else if (picking?.kind === 'transposition' && cur !== null) {
    panel = pickPlayer('pick-transposition', `Transposition: who does ${name(cur)} trade seats with?`, rule('the-ability-cards'), neighboursOf(s, cur), (partner) =>
      run(transpose(s, { partner })),
    );
  } else if (picking?.kind === 'condemn' && cur !== null) {
    panel = pickPlayer(
      'pick-condemn',
      `Condemn: who does ${name(cur)} condemn?`,
      rule('condemn-in-detail'),
      living.filter((id) => id !== cur && (id !== s.emperor || besideEmperor(s, cur))),
      (target) => run(condemn(s, { target })),
      besideEmperor(s, cur) ? undefined : `The Emperor can be condemned only from a seat beside the Emperor.`,
    );
  } else if (picking?.kind === 'other' && cur !== null) {
    const actions: OtherAction[] = s.identity ? ['steal'] : ['investigate', 'shuffle', 'swap', 'investigation', 'reveal', 'steal'];
    panel = (
      <Step id="pick-other" title={`${name(cur)}'s action: which one?`} rule={rule('your-turn')}>
        <p>{s.identity ? 'Steal moves only ability cards, which the phone does not hold: it records the action.' : 'The phone records it as the turn\'s one action; do it with your cards.'}</p>
        <div class="row">
          {actions.map((action) => (
            <button key={action} type="button" class="btn" onClick={() => run(otherAction(s, { action }))}>
              {OTHER_LABELS[action]}
            </button>
          ))}
        </div>
        <ErrorMessage error={error} />
        {cancel}
      </Step>
    );
  } else if (picking?.kind === 'investigate' && cur !== null) {
    const p = picking.player;
    panel =
      p === undefined
        ? pickPlayer('pick-investigate', `Investigate: whose card does ${name(cur)} look at?`, rule('your-turn'), living.filter((id) => id !== cur), (player) =>
            ask({ kind: 'investigate', player }),
          )
        : pickCard(`pick-investigate-${p}`, `Investigate: which of ${name(p)}'s cards?`, rule('your-turn'), p, (position) =>
            run(investigate(s, { card: { player: p, position }, nonce: nonce() })), faceDown(p));
  } else if (picking?.kind === 'investigation' && cur !== null) {
    const { first, player } = picking;
    const label = first === undefined ? 'first' : 'second';
    panel =
      player === undefined
        ? pickPlayer(`pick-investigation-${label}`, `Investigation: whose ${label} card?`, rule('the-ability-cards'), living.filter((id) => id !== cur), (p) =>
            ask({ kind: 'investigation', first, player: p }),
          )
        : pickCard(
            `pick-investigation-${label}-${player}`,
            `Investigation: which of ${name(player)}'s cards (${label})?`,
            rule('the-ability-cards'),
            player,
            (position) =>
              first === undefined
                ? ask({ kind: 'investigation', first: { player, position } })
                : run(investigation(s, { cards: [first, { player, position }], nonce: nonce() })),
            (position) => faceDown(player)(position) && !(first?.player === player && first.position === position),
          );
  } else if (picking?.kind === 'swap' && cur !== null) {
    const { mine, player } = picking;
    panel =
      mine === undefined
        ? pickCard('pick-swap-mine', `Swap: which of your cards does ${name(cur)} give?`, rule('the-ability-cards'), cur, (position) => ask({ kind: 'swap', mine: position }), (position) =>
            s.identity!.hands[cur]![position]!.kind !== 'emperor')
        : player === undefined
          ? pickPlayer('pick-swap-player', 'Swap: with whom?', rule('the-ability-cards'), living.filter((id) => id !== cur && id !== s.emperor), (p) =>
              ask({ kind: 'swap', mine, player: p }), 'Never the Emperor.')
          : pickCard(`pick-swap-${player}`, `Swap: which of ${name(player)}'s cards does ${name(cur)} take?`, rule('the-ability-cards'), player, (position) =>
              run(swapCards(s, { mine, theirs: { player, position }, nonce: nonce() })), () => true);
  } else if (picking?.kind === 'reveal' && cur !== null) {
    const p = picking.player;
    panel =
      p === undefined
        ? pickPlayer('pick-reveal', 'Reveal: whose card is turned face up?', rule('the-ability-cards'), living.filter((id) => s.identity!.hands[id]!.some((c) => !c.faceUp)), (player) =>
            ask({ kind: 'reveal', player }),
          )
        : pickCard(`pick-reveal-${p}`, `Reveal: which of ${name(p)}'s cards?`, rule('the-ability-cards'), p, (position) => run(revealCard(s, { card: { player: p, position } })), faceDown(p));
  } else if (picking?.kind === 'accuse') {
    const caster = picking.caster;
    panel =
      caster === undefined
        ? pickPlayer('pick-accuse', 'Accuse: who plays it?', rule('the-ability-cards'), living, (c) => ask({ kind: 'accuse', caster: c }))
        : pickPlayer(`pick-accuse-${caster}`, `Accuse: whose next turn does ${name(caster)} skip?`, rule('the-ability-cards'), living, (target) =>
            run(accuse(s, { caster, target })),
          );
  } else if (picking?.kind === 'reverse') {
    panel = pickPlayer('pick-reverse', 'Reverse: who plays it?', rule('the-ability-cards'), living, (caster) => run(reverse(s, { caster })));
  } else if (picking?.kind === 'guarding') {
    const { caster, mover } = picking;
    if (caster === undefined) {
      panel = pickPlayer('pick-guarding', 'Guarding: who plays it?', rule('the-ability-cards'), living, (c) => ask({ kind: 'guarding', caster: c }));
    } else if (caster === s.emperor && mover === undefined) {
      panel = pickPlayer('pick-guarding-mover', 'Guarding: which player does the Emperor move?', rule('the-ability-cards'), living.filter((id) => id !== s.emperor), (m) =>
        ask({ kind: 'guarding', caster, mover: m }),
      );
    } else {
      const moving = mover ?? caster;
      panel = pickPlayer(
        `pick-guarding-seat-${moving}`,
        `Guarding: whose seat beside the Emperor does ${name(moving)} take?`,
        rule('the-ability-cards'),
        neighboursOf(s, s.emperor).filter((id) => id !== moving),
        (neighbour) => run(guard(s, { caster, mover, neighbour })),
      );
    }
  } else if (picking?.kind === 'block') {
    const c = s.condemns.find((x) => x.id === picking.condemn);
    if (!c) {
      panel = (
        <Step id="pick-block-gone" title="That Condemn is no longer waiting">
          {cancel}
        </Step>
      );
    } else if (picking.card === undefined) {
      panel = (
        <Step id={`pick-block-${c.id}`} title={`Block: which card saves ${name(c.target)}?`} rule={rule('condemn-in-detail')}>
          <div class="row">
            {BLOCKS.map((card) => (
              <button
                key={card}
                type="button"
                class="btn"
                onClick={() => (card === 'clearance' ? ask({ ...picking, card }) : run(block(s, { condemn: c.id, card, by: c.target })))}
              >
                {card === 'clearance' ? 'Clearance (anyone)' : `${cardName(card)} (${name(c.target)})`}
              </button>
            ))}
          </div>
          <ErrorMessage error={error} />
          {cancel}
        </Step>
      );
    } else {
      panel = pickPlayer(`pick-clearance-${c.id}`, 'Clearance: who plays it?', rule('condemn-in-detail'), living, (by) =>
        run(block(s, { condemn: c.id, card: 'clearance', by })),
      );
    }
  } else if (picking?.kind === 'again') {
    panel = pickPlayer('pick-again', 'Who wants to see their cards again?', rule('identity-cards-on-the-phone'), living, (player) => {
      setPicking(null);
      setAgain({ player, nonce: nonce() });
    }, 'The table will see that they looked.');
  } else if (s.direction === null) {
    const dealDone = s.identity && s.round === 1;
    panel = (
      <Step id={`direction-${s.round}`} title={`${name(s.emperor)} (the Emperor): which way does round ${s.round} go?`} rule={rule('a-round')}>
        {dealDone ? (
          <p class="message notice" role="status">
            Everyone has seen their cards. <strong>{name(s.emperor)} is the Emperor</strong>: that card lies face up for all.
          </p>
        ) : (
          news
        )}
        <div class="row">
          <button type="button" class="btn primary" onClick={() => run(chooseDirection(s, { direction: 'clockwise' }))}>
            Clockwise ↻
          </button>
          <button type="button" class="btn primary" onClick={() => run(chooseDirection(s, { direction: 'counterclockwise' }))}>
            Counterclockwise ↺
          </button>
        </div>
        <ErrorMessage error={error} />
      </Step>
    );
  } else if (cur !== null) {
    const p = s.players[cur]!;
    panel = (
      <Step
        id={`turn-${s.round}-${cur}-${p.turnsPlayed}-${s.actionTaken ? 'done' : 'open'}`}
        title={`${name(cur)}'s turn${cur === s.emperor ? ' (the Emperor, last of the round)' : ''}`}
        rule={rule('your-turn')}
      >
        {news}
        {/* In a lesson the Block buttons sit in the turn, above its actions, so the teacher's ask
            and the Block it names share one 390×844 screen (under the seat circle they can't). */}
        {teaching && <WaitingCondemns state={s} onBlock={(condemn) => ask({ kind: 'block', condemn })} />}
        {s.actionTaken ? (
          <p>{name(cur)} has used this turn's one action. Discard down to 2 ability cards, then end the turn.</p>
        ) : (
          <>
            <p>Draw a card, then one action (or none):</p>
            <div class="row emp-actions" role="group" aria-label={`${name(cur)}'s action`}>
              <button type="button" class="btn" onClick={() => ask({ kind: 'transposition' })}>
                Transposition
              </button>
              <button type="button" class="btn" onClick={() => ask({ kind: 'condemn' })}>
                Condemn
              </button>
              {s.identity ? (
                <>
                  <button type="button" class="btn" onClick={() => ask({ kind: 'investigate' })}>
                    Investigate
                  </button>
                  <button type="button" class="btn" onClick={() => run(shuffleCards(s, cryptoRng()))}>
                    Shuffle
                  </button>
                  <button type="button" class="btn" onClick={() => ask({ kind: 'swap' })}>
                    Swap
                  </button>
                  <button type="button" class="btn" onClick={() => ask({ kind: 'investigation' })}>
                    Investigation
                  </button>
                  <button type="button" class="btn" onClick={() => ask({ kind: 'reveal' })}>
                    Reveal
                  </button>
                  <button type="button" class="btn" onClick={() => ask({ kind: 'other' })}>
                    Steal
                  </button>
                </>
              ) : (
                <button type="button" class="btn" onClick={() => ask({ kind: 'other' })}>
                  Another action…
                </button>
              )}
            </div>
          </>
        )}
        <ErrorMessage error={error} />
        <button type="button" class="btn primary" onClick={() => run(endTurn(s))}>
          End {name(cur)}'s turn
        </button>
      </Step>
    );
  }

  // Reference and any-time cards come after the step, and only while nothing secret is on screen:
  // an instinct move now would wipe a look still owed.
  const table = step === null && picking === null;
  const inPlay = table && !s.winner;
  const trace = looks.trace;
  // Once anyone has seen their dealt cards, taking the deal back would only make everyone look
  // again (a mis-tap away): the deal stands, and New game starts over.
  const dealSeen = s.identity && s.log.length === 1 && looks.done.some((id) => id.startsWith('deal:'));

  return (
    <div class="stack">
      {teaching && <LessonBanner teaching={teaching} />}
      {panel}
      {table && <SeatCircle state={s} />}
      {inPlay && !teaching && <WaitingCondemns state={s} onBlock={(condemn) => ask({ kind: 'block', condemn })} />}
      {inPlay && (
        <section class="stack" aria-labelledby="emp-instinct">
          <h3 id="emp-instinct">Instinct cards: anyone, any time</h3>
          <div class="row">
            <button type="button" class="btn" onClick={() => ask({ kind: 'guarding' })}>
              Guarding
            </button>
            <button type="button" class="btn" onClick={() => ask({ kind: 'accuse' })}>
              Accuse
            </button>
            <button type="button" class="btn" disabled={s.direction === null} onClick={() => ask({ kind: 'reverse' })}>
              Reverse
            </button>
          </div>
          <p class="emp-hint">Self-Clearance, Clearance and Counter-Condemn: Block on a waiting Condemn.</p>
        </section>
      )}
      {inPlay && s.identity && (
        <button type="button" class="btn" onClick={() => ask({ kind: 'again' })}>
          See your cards again
        </button>
      )}
      {table && (s.log.length > 0 || trace.length > 0) && (
        <details>
          <summary>Everything that happened</summary>
          <ol class="emp-log">
            {s.log.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
          {trace.length > 0 && (
            <>
              <h4>Secret looks (Undo doesn't remove these)</h4>
              <ol class="emp-log" aria-label="Secret looks">
                {trace.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ol>
            </>
          )}
        </details>
      )}
      {table && trace.length > 0 && <p class="emp-hint emp-trace">Last secret look: {trace.at(-1)}</p>}
      {dealSeen && <p class="emp-hint">Undo can't take back a deal someone has seen; New game starts over.</p>}
      <UndoBar
        canUndo={game.canUndo && !dealSeen}
        onUndo={() => {
          clear();
          game.undo();
        }}
        onNewGame={() => {
          clear();
          onNewGame();
        }}
        newGameLabel="New game"
      />
    </div>
  );
}


/** The Condemns waiting to strike, each with its deadline and a Block button. */
function WaitingCondemns({ state: s, onBlock }: { state: TableState; onBlock: (condemn: number) => void }) {
  if (s.condemns.length === 0) return null;
  return (
    <section class="stack" aria-labelledby="emp-condemns">
      <h3 id="emp-condemns">Waiting Condemns</h3>
      <ul class="stack emp-list">
        {s.condemns.map((c) => (
          <li key={c.id} class="row emp-condemn">
            <span>
              {c.reflected
                ? `${s.players[c.caster]!.name}'s own Condemn, turned back on them`
                : `${s.players[c.caster]!.name} condemned ${s.players[c.target]!.name}`}
              : dies {deadline(s, c)} unless blocked.
            </span>
            <button type="button" class="btn" onClick={() => onBlock(c.id)}>
              Block (save {s.players[c.target]!.name})
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
