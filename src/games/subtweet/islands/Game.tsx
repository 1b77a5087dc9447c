import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { currentPlayer, mustAskBeforePass, turnHolder } from '../engine';
import type { Move } from '../game';
import type { SubtweetState } from '../state';
import { AskStep, PlayStep, StuckStep } from './BetweenTurns';
import { PausedStep } from './FailWhale';
import { Reference } from './Reference';
import { FavouritesStep, RecipientStep } from './TweetOnTable';
import { WinnerStep } from './Winner';
import { WritePanel } from './WritePanel';

/** What every step of a game in progress is given. */
export interface ScreenProps {
  state: SubtweetState;
  /** Saves a move (named as in game.ts `undo`): the next state on success, the reason shown on failure. */
  run: (move: Move, result: Result<SubtweetState>) => void;
}

export type StepKind = 'winner' | 'paused' | 'favourites' | 'recipient' | 'play' | 'ask' | 'stuck';

/**
 * Which decision the state calls for. The id changes whenever the table must look
 * again (a new turn, a pass, a new phase), and not when someone records writing
 * during a turn, so recording never pulls the screen away from the player.
 */
export function stepOf(state: SubtweetState): { kind: StepKind; id: string } {
  const at = `${state.turn}-${state.tally.played}`;
  if (state.winner !== null) return { kind: 'winner', id: 'winner' };
  if (state.paused) return { kind: 'paused', id: `paused-${at}` };
  if (state.pending) return state.pending.favourites === null ? { kind: 'favourites', id: `favourites-${at}` } : { kind: 'recipient', id: `recipient-${at}` };
  if (currentPlayer(state) !== null) return { kind: 'play', id: `play-${at}` };
  return mustAskBeforePass(state) ? { kind: 'ask', id: `ask-${at}` } : { kind: 'stuck', id: `stuck-${at}` };
}

interface Props extends ScreenProps {
  /** The last move's refusal, in words. */
  error: string | undefined;
  /** A lesson is running. */
  teaching: boolean;
}

/** A game in progress, from the first turn to the winner: the step, then the reference. */
export function Game({ state, run, error, teaching }: Props) {
  const step = stepOf(state);
  const props = { key: step.id, id: step.id, state, run };
  const screen = (() => {
    switch (step.kind) {
      case 'winner':
        return <WinnerStep state={state} run={run} teaching={teaching} />;
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
