import * as z from 'zod/mini';
import { useState } from 'preact/hooks';
import { browserStorage, clear, type StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { currentPlayer, turnHolder } from '../engine';
import { stateProblem, stateSchema, type SubtweetState } from '../state';
import { tableSummary } from '../words';
import { bestCardSpec } from './BestCard';
import { Setup } from './Setup';
import {
  AskStep,
  FavouritesStep,
  PausedStep,
  PlayStep,
  RecipientStep,
  Reference,
  stepOf,
  StuckStep,
  WinnerStep,
  WritePanel,
} from './TurnScreens';

/** The whole table's cards on one phone; null until the players are entered. */
export const tableSpec: StoreSpec<SubtweetState | null> = {
  key: 'subtweet/table',
  version: 1,
  schema: z.nullable(stateSchema),
  check: (s) => (s === null ? null : stateProblem(s)),
  initial: () => null,
  summary: tableSummary,
};

function TableTracker() {
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

  const step = state === null ? null : stepOf(state);
  const screen = (() => {
    if (state === null || step === null) return <Setup onStart={(s) => game.set(s)} />;
    const props = { key: step.id, id: step.id, state, run };
    switch (step.kind) {
      case 'winner':
        return <WinnerStep state={state} />;
      case 'paused':
        return <PausedStep {...props} />;
      case 'favourites':
        return <FavouritesStep {...props} />;
      case 'recipient':
        return <RecipientStep {...props} />;
      case 'play':
        return <PlayStep {...props} />;
      case 'ask':
        return <AskStep {...props} />;
      case 'stuck':
        return <StuckStep {...props} />;
    }
  })();
  // Writing can be recorded at any moment; the steps that are about writing hold the panel themselves.
  const panelAfter = state !== null && step !== null && !['winner', 'paused', 'stuck'].includes(step.kind);

  return (
    <HelperFrame
      title="Table tracker"
      ready={game.ready}
      active={state !== null && state.winner === null}
      notice={game.notice}
      onDismissNotice={game.dismissNotice}
    >
      <div class="stack">
        {screen}
        <ErrorMessage error={error} />
        {panelAfter && <WritePanel state={state} run={run} />}
        {state !== null && state.winner === null && (
          <Reference state={state} current={state.pending ? state.pending.author : (currentPlayer(state) ?? turnHolder(state))} />
        )}
        <UndoBar
          canUndo={game.canUndo}
          onUndo={() => {
            game.undo();
            setError(undefined);
          }}
          onNewGame={() => {
            game.reset();
            // The best card belongs to the game just finished.
            clear(bestCardSpec, browserStorage());
            setError(undefined);
          }}
        />
      </div>
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(TableTracker, 'Table tracker');
