import { identityName } from '../data';
import { identityNow, nameOf, type CardRef, type TableState } from '../engine';
import type { OpenLook } from '../looks';

const ARTICLE: Record<string, string> = { emperor: 'the', loyalist: 'a', rebel: 'a' };

interface Props {
  state: TableState;
  look: OpenLook;
  doneLabel: string;
  onDone: () => void;
}

/**
 * A private look, built only inside its owner's unlocked hand-over (kit HandOff):
 * the viewer's own hand with what it makes them, or the cards an Investigate,
 * Investigation or Swap lets them see.
 */
export function CardsView({ state, look, doneLabel, onDone }: Props) {
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
