import type { ComponentChildren } from 'preact';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { Step } from '~/kit/ui/Step';
import { identityName } from '../data';
import { blocksNow } from '../instinct';
import { nameOf } from '../seats';
import { identitiesAtEnd, type Direction, type TableState } from '../state';
import { ACTION_GROUPS, ACTION_LABELS, actionUsed, rebelQuestion, rule } from '../words';
import { News } from './News';
import type { Picking } from './picker';

/*
 * The public steps of a round: the Emperor's direction, a turn, the end, and the Condemns
 * waiting to strike (the news of the last move above each is News.tsx).
 */

/**
 * EW-7 with printed cards: a Condemn on the Emperor would kill, so its caster shows their
 * three identity cards and the table answers for them (both casters in the second way, one
 * at a time). The caster's own doing: the helper never asks for it before (EW-8).
 */
export function RebelCheckStep({ state: s, error, onAnswer }: { state: TableState; error?: string; onAnswer: (rebel: boolean) => void }) {
  const check = s.rebelCheck!;
  const name = nameOf(s, check.casters[check.answered]!);
  return (
    <Step id={`rebel-check-${check.condemn ?? 'second'}-${check.answered}`} title={rebelQuestion(name)} rule={rule('how-the-rebels-win')}>
      <News state={s} />
      <p>Only a Rebel’s Condemn kills the Emperor. Two or three Rebel cards: {name} is a Rebel.</p>
      <div class="row" role="group" aria-label={`Are most of ${name}’s cards Rebel?`}>
        <button type="button" class="btn primary" onClick={() => onAnswer(true)}>
          Yes, most are Rebel
        </button>
        <button type="button" class="btn" onClick={() => onAnswer(false)}>
          No, most are not Rebel
        </button>
      </div>
      <ErrorMessage error={error} />
    </Step>
  );
}

/** The Emperor chooses which way the round goes. */
export function DirectionStep({ state: s, error, onChoose }: { state: TableState; error?: string; onChoose: (direction: Direction) => void }) {
  const emperor = nameOf(s, s.emperor);
  return (
    <Step id={`direction-${s.round}`} title={`${emperor} (the Emperor): which way does round ${s.round} go?`} rule={rule('a-round')}>
      {s.identity && s.round === 1 ? (
        <p class="message notice" role="status">
          Everyone has seen their cards. <strong>{emperor} is the Emperor</strong>: that card lies face up for all.
        </p>
      ) : (
        <News state={s} />
      )}
      <div class="row">
        <button type="button" class="btn primary" onClick={() => onChoose('clockwise')}>
          Clockwise ↻
        </button>
        <button type="button" class="btn primary" onClick={() => onChoose('counterclockwise')}>
          Counterclockwise ↺
        </button>
      </div>
      <ErrorMessage error={error} />
    </Step>
  );
}

interface TurnProps {
  state: TableState;
  error?: string;
  /** In a lesson: the waiting Condemns with their Block buttons, above the actions (see below). */
  condemns?: ComponentChildren;
  /** A card or action that asks who or which card: its picker. */
  onPick: (picking: Picking) => void;
  onShuffle: () => void;
  onEnd: () => void;
}

/** The current player's turn: draw, one action (or none), end the turn. */
export function TurnStep({ state: s, error, condemns, onPick, onShuffle, onEnd }: TurnProps) {
  const cur = s.current!;
  const name = nameOf(s, cur);
  const action = (label: string, picking: Picking) => (
    <button type="button" class="btn" onClick={() => onPick(picking)}>
      {label}
    </button>
  );
  return (
    <Step
      id={`turn-${s.round}-${cur}-${s.players[cur]!.turnsPlayed}-${s.actionTaken ? 'done' : 'open'}`}
      title={`${name}'s turn${cur === s.emperor ? ' (the Emperor, last of the round)' : ''}`}
      rule={rule('your-turn')}
    >
      {/* On a wide screen (a phone on its side) the actions stand beside what was said and the End
          button, so the step, its result and End fit 844×390 above the instinct bar. What the player
          does next is any of them (data-next: the step's scroll shows them all, not End alone). */}
      <div class={`stack emp-turn${s.actionTaken ? '' : ' emp-split'}`} data-next>
        <div class="stack emp-turn-say">
          <News state={s} />
          {/* In a lesson the waiting Condemns sit in the turn, above its actions, so the teacher's ask
              and the Condemn it names share one 390×844 screen. */}
          {condemns}
          <p>{s.actionTaken ? actionUsed(name) : 'Draw a card, then one action (or none):'}</p>
        </div>
        {!s.actionTaken && (
          <div class="stack emp-turn-actions">
            {s.identity ? (
              <>
                <p class="emp-group" id="emp-free">{ACTION_GROUPS.free}</p>
                <div class="row emp-actions" role="group" aria-labelledby="emp-free">
                  {action(ACTION_LABELS.investigate, { kind: 'investigate' })}
                  <button type="button" class="btn" onClick={onShuffle}>
                    {ACTION_LABELS.shuffle}
                  </button>
                </div>
                <p class="emp-group" id="emp-card">{ACTION_GROUPS.card}</p>
                <div class="row emp-actions" role="group" aria-labelledby="emp-card">
                  {action('Transposition', { kind: 'transposition' })}
                  {action('Condemn', { kind: 'condemn' })}
                  {action(ACTION_LABELS.swap, { kind: 'swap' })}
                  {action(ACTION_LABELS.investigation, { kind: 'investigation' })}
                  {action(ACTION_LABELS.reveal, { kind: 'reveal' })}
                  {action(ACTION_LABELS.steal, { kind: 'other' })}
                </div>
              </>
            ) : (
              <div class="row emp-actions" role="group" aria-label={`${name}'s action`}>
                {action('Transposition', { kind: 'transposition' })}
                {action('Condemn', { kind: 'condemn' })}
                {action('Another action…', { kind: 'other' })}
              </div>
            )}
          </div>
        )}
        <div class="stack emp-turn-end">
          <ErrorMessage error={error} />
          <button type="button" class="btn primary" onClick={onEnd}>
            End {name}'s turn
          </button>
        </div>
      </div>
    </Step>
  );
}

/** The end: who won and why, and with the phone's cards everyone's identity (nothing is secret any more). */
export function OverStep({ state: s }: { state: TableState }) {
  const all = identitiesAtEnd(s);
  return (
    <Step id="over" title={s.winner!.side === 'rebels' ? 'The Rebels win' : "The Emperor's side wins"} rule={rule('how-the-rebels-win')}>
      <News state={s} />
      <p class="emp-winner">{s.winner!.reason}</p>
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
}

/**
 * The Condemns waiting to strike, each with its deadline, and a Block button when `onBlock`
 * is given (the instinct sheet's; in a lesson the turn lists them without, the bar's Block
 * being the one to tap).
 */
export function WaitingCondemns({ state: s, onBlock, title = 'Waiting Condemns' }: { state: TableState; onBlock?: (condemn: number) => void; title?: string }) {
  const blocks = blocksNow(s);
  if (blocks.length === 0) return null;
  return (
    <section class="stack emp-waiting" aria-labelledby="emp-condemns">
      <h4 id="emp-condemns">{title}</h4>
      <ul class="stack emp-list">
        {blocks.map(({ condemn: c, line }) => (
          <li key={c.id} class="row emp-condemn">
            <span>{line}</span>
            {onBlock && (
              <button type="button" class="btn" onClick={() => onBlock(c.id)}>
                Block (save {nameOf(s, c.target)})
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
