import * as z from 'zod/mini';
import { useState } from 'preact/hooks';
import type { StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { stateSchema, type SubtweetState } from '../state';
import { describeEntry, recentEntries } from '../words';
import { Setup } from './Setup';
import { BetweenTurns, Favourites, Paused, Recipient, Winner } from './TurnScreens';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';

/** The whole table's cards on one phone; null until the players are entered. */
export const tableSpec: StoreSpec<SubtweetState | null> = {
  key: 'subtweet/table',
  version: 1,
  schema: z.nullable(stateSchema),
  initial: () => null,
};

/** Which screen a state calls for; also the key that remounts (and refocuses) it. */
function screenOf(state: SubtweetState): string {
  if (state.winner !== null) return 'winner';
  if (state.paused) return 'paused';
  if (state.pending) return state.pending.favourites === null ? 'favourites' : 'recipient';
  return `turn-${state.turn}-${state.tally.played}`;
}

export default function TableTracker() {
  const game = usePersistent(tableSpec);
  const [error, setError] = useState<string | undefined>();
  const state = game.state;

  const run = (result: Result<SubtweetState>) => {
    if (result.ok) {
      game.set(result.value);
      setError(undefined);
    } else {
      setError(result.error);
    }
  };

  const screen = state === null ? 'setup' : screenOf(state);
  const news = state !== null && !state.pending ? recentEntries(state) : [];

  return (
    <HelperFrame
      title="Table tracker"
      ready={game.ready}
      active={state !== null && state.winner === null}
      notice={game.notice}
      onDismissNotice={game.dismissNotice}
    >
      <div class="stack">
        <div aria-live="polite">
          {news.length > 0 && (
            <div class="message notice">
              <strong>What just happened</strong>
              <ul class="st-news">
                {news.map((entry, i) => (
                  <li key={i}>{describeEntry(state!, entry)}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {state === null ? (
          <Setup key={screen} onStart={(s) => game.set(s)} />
        ) : screen === 'winner' ? (
          <Winner key={screen} state={state} />
        ) : screen === 'paused' ? (
          <Paused key={screen} state={state} run={run} />
        ) : screen === 'favourites' ? (
          <Favourites key={screen} state={state} run={run} />
        ) : screen === 'recipient' ? (
          <Recipient key={screen} state={state} run={run} />
        ) : (
          <BetweenTurns key={screen} state={state} run={run} />
        )}
        <ErrorMessage error={error} />
        <UndoBar
          canUndo={game.canUndo}
          onUndo={() => {
            game.undo();
            setError(undefined);
          }}
          onNewGame={() => {
            game.reset();
            setError(undefined);
          }}
        />
      </div>
    </HelperFrame>
  );
}
