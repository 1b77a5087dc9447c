import { HandOff } from '~/kit/ui/HandOff';
import { Step } from '~/kit/ui/Step';
import type { Cause } from '~/kit/ui/usePersistent';
import type { ComponentChildren } from 'preact';
import type { SecretStep } from '~/kit/handoff';
import { identityName } from '../data';
import { view } from '../game';
import { nameOf } from '../seats';
import { identityNow, type CardRef, type PrivateLook, type TableState } from '../state';
import { LOOK_PURPOSE, rule } from '../words';

/** A look unlocked and still on screen until its viewer hides it (see game.ts `secret`). */
export interface OpenLook {
  step: SecretStep;
  look: PrivateLook;
}

interface LookStepProps {
  state: TableState;
  /** The look owed first, or the one open on screen. */
  step: SecretStep;
  open: OpenLook | null;
  cause: Cause;
  /** The news above a look that is not the deal's. */
  news: ComponentChildren;
  onUnlock: (step: SecretStep) => void;
  onHide: () => void;
  /** A look asked for again, not yet unlocked, may be called off. */
  onCancel?: () => void;
}

/** A private look: its viewer's hand-over, then the cards it shows, drawn from the viewer's view only. */
export function LookStep({ state: s, step, open, cause, news, onUnlock, onHide, onCancel }: LookStepProps) {
  const deal = step.id.startsWith('deal:');
  const dealIndex = deal ? s.identity!.looks.findIndex((l) => l.id === step.id) : -1;
  const kind = deal ? 'deal' : step.id.startsWith('again:') ? 'again' : 'look';
  return (
    <Step
      id={`secret:${step.id}:${open ? 'open' : 'locked'}`}
      title={deal ? `The deal: ${step.owner}'s cards (${dealIndex + 1} of ${s.players.length})` : step.what}
      rule={rule(deal ? 'who-you-are' : 'identity-cards-on-the-phone')}
    >
      {!deal && news}
      <HandOff step={step} cause={cause} purpose={LOOK_PURPOSE[kind]} onUnlock={onUnlock}>
        {(unlocked) =>
          open && (
            <CardsView
              state={view(s, unlocked.player)!}
              look={open.look}
              doneLabel={deal ? 'Hide my cards and pass the phone' : 'Hide it'}
              onDone={onHide}
            />
          )
        }
      </HandOff>
      {onCancel && !open && (
        <button type="button" class="btn" onClick={onCancel}>
          Cancel
        </button>
      )}
    </Step>
  );
}

const ARTICLE: Record<string, string> = { emperor: 'the', loyalist: 'a', rebel: 'a' };

interface CardsViewProps {
  /** The viewer's view of the table (game.ts `view`): nothing else is drawn. */
  state: TableState;
  look: PrivateLook;
  doneLabel: string;
  onDone: () => void;
}

/**
 * What a private look shows, built only inside its viewer's unlocked hand-over: their
 * own hand with what it makes them, or the cards an Investigate, Investigation or Swap
 * lets them see.
 */
export function CardsView({ state, look, doneLabel, onDone }: CardsViewProps) {
  const viewer = nameOf(state, look.viewer);
  const own = look.cards.length === 0;
  const cards: CardRef[] = own ? [0, 1, 2].map((position) => ({ player: look.viewer, position })) : look.cards;
  const identity = own ? identityNow(state, look.viewer) : null;
  return (
    <div class="stack emp-hand" role="region" aria-label={own ? `${viewer}'s identity cards` : `What ${viewer} sees`}>
      <ul class="emp-cards" aria-label={own ? 'Your three cards, by position' : 'The cards you look at'}>
        {cards.map((ref) => {
          const card = state.identity!.hands[ref.player]![ref.position]!;
          return (
            <li key={`${ref.player}-${ref.position}`} class={`emp-card emp-${card.kind}`}>
              <span class="emp-card-where">{own ? `Card ${ref.position + 1}` : `${nameOf(state, ref.player)}'s card ${ref.position + 1}`}</span>
              <span class="emp-card-kind">{identityName(card.kind)}</span>
              {card.faceUp && <span class="emp-card-where">face up</span>}
            </li>
          );
        })}
      </ul>
      {identity && (
        <p class="emp-identity">
          You are {ARTICLE[identity]} <strong>{identityName(identity)}</strong>.
        </p>
      )}
      <p>
        {identity === 'emperor'
          ? 'Everyone knows the Emperor: your Emperor card lies face up. Keep your other two cards to yourself.'
          : own
            ? 'Keep it secret, and remember which card lies where: others choose cards by position.'
            : 'Remember what you saw, keep it to yourself, and hide it before passing the phone.'}
      </p>
      <button type="button" class="btn primary" onClick={onDone}>
        {doneLabel}
      </button>
    </div>
  );
}
