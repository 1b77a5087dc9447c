import { data, identityName, type KindCounts } from '../data';
import { cardsToPull } from '../deal';

interface Props {
  players: number | null;
  onChoose: (players: number) => void;
}

const KINDS = ['emperor', 'loyalist', 'rebel'] as const;

/** "2 Loyalist, 3 Rebel" (or "… and 3 Rebel") for the kinds present. */
function listCards(counts: KindCounts, lastJoin = ', '): string {
  const parts = KINDS.filter((k) => counts[k] > 0).map((k) => `${counts[k]} ${identityName(k)}`);
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')}${lastJoin}${parts.at(-1)}`;
}

/** For tables with the printed deck: exactly which identity cards to take out (EW-2). */
export function PhysicalCards({ players, onChoose }: Props) {
  const sizes = Array.from({ length: data.players.max - data.players.min + 1 }, (_, i) => data.players.min + i);
  const pull = players === null ? null : cardsToPull(players);
  return (
    <div class="stack">
      <p id="emp-count-label">How many players?</p>
      <div class="row" role="group" aria-labelledby="emp-count-label">
        {sizes.map((n) => (
          <button key={n} type="button" class="btn" aria-pressed={players === n} onClick={() => onChoose(n)}>
            {n} players
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {pull?.ok && (
          <div>
          <h3>Cards for {players} players</h3>
          <ol class="stack">
            <li>
              Take out of the identity deck: <strong>{listCards(pull.value.total)}</strong>.
              {listCards(pull.value.leftInBox) ? ` Put the rest (${listCards(pull.value.leftInBox)}) back in the box.` : ' That is the whole deck.'}
            </li>
            <li>Give every player {listCards(pull.value.keptByEach, ' and ')} to keep.</li>
            <li>
              Shuffle the other {players} cards face down ({listCards(pull.value.pool)}); each player draws one.
            </li>
            <li>Everyone looks at their three cards in secret. Whoever drew the Emperor shows it.</li>
          </ol>
          </div>
        )}
      </div>
    </div>
  );
}
