import { useEffect, useRef } from 'preact/hooks';
import { identityName } from '../data';
import type { DealtHand } from '../deal';

interface Props {
  name: string;
  hand: DealtHand;
  doneLabel: string;
  onDone: () => void;
}

const ARTICLE: Record<string, string> = { emperor: 'the', loyalist: 'a', rebel: 'a' };

/** One player's secret: rendered only after their privacy tap, removed when they hide it. */
export function HandView({ name, hand, doneLabel, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const identity = identityName(hand.identity);
  return (
    <div class="stack emp-hand" role="region" aria-label={`${name}'s identity cards`}>
      <h3 ref={heading} tabIndex={-1}>
        {name}, your identity cards
      </h3>
      <ul class="emp-cards" aria-label="Your three cards">
        {hand.cards.map((card, i) => (
          <li key={i} class={`emp-card emp-${card}`}>
            {identityName(card)}
            {i === 2 && <span class="emp-drawn">drawn</span>}
          </li>
        ))}
      </ul>
      <p class="emp-identity">
        You are {ARTICLE[hand.identity]} <strong>{identity}</strong>.
      </p>
      <p>
        {hand.identity === 'emperor'
          ? 'The Emperor is public: once everyone has looked, the phone tells the table (show your Emperor card if you use printed ones).'
          : 'Keep it secret. Remember your three cards: others may look at or swap them during the game.'}
      </p>
      <button type="button" class="btn primary" onClick={onDone}>
        {doneLabel}
      </button>
    </div>
  );
}
