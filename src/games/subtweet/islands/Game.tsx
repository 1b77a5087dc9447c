import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { currentPlayer, turnHolder } from '../engine';
import type { SubtweetState } from '../state';
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

// The setup's screens after the names share this file: one load, as soon as the player starts typing.
export { Seating } from './Seating';

interface Props {
  state: SubtweetState;
  /** Applies a move: the next state on success, the reason shown on failure. */
  run: (result: Result<SubtweetState>) => void;
  /** The last move's refusal, in words. */
  error: string | undefined;
  /** A lesson is running. */
  teaching: boolean;
}

/**
 * A game in progress, from the first turn to the winner, with the engine's moves:
 * loaded on demand (the page itself ships only the names screen of the setup).
 */
export default function Game({ state, run, error, teaching }: Props) {
  const step = stepOf(state);
  const props = { key: step.id, id: step.id, state, run };
  const screen = (() => {
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
  // A lesson leaves it out: it teaches one turn, and a recorded card would be refused by the lesson.
  const panelAfter = !teaching && !['winner', 'paused', 'stuck'].includes(step.kind);
  return (
    <>
      {screen}
      <ErrorMessage error={error} />
      {panelAfter && <WritePanel state={state} run={run} />}
      {state.winner === null && (
        <Reference state={state} current={state.pending ? state.pending.author : (currentPlayer(state) ?? turnHolder(state))} />
      )}
    </>
  );
}
