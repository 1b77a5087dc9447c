import { useEffect, useState } from 'preact/hooks';
import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { keepInView } from '~/kit/ui/keepInView';
import { currentPlayer, mustAskBeforePass, turnHolder } from '../engine';
import type { Move } from '../game';
import type { SubtweetState } from '../state';
import { AskStep, PlayStep, StuckStep } from './BetweenTurns';
import { LeftToPanel } from './News';
import { PausedStep } from './FailWhale';
import { Reference } from './Reference';
import { FavouritesStep, RecipientStep } from './TweetOnTable';
import { WinnerStep } from './Winner';
import { WritePanel } from './WritePanel';
import type { LogEntry } from '../state';
import { describeEntry } from '../words';

/** How many entries at the end of the log are writing. */
const writingAtEnd = (log: readonly LogEntry[]): number => {
  let n = 0;
  while (n < log.length && log[log.length - 1 - n]!.kind === 'write') n++;
  return n;
};

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
  // Writing recorded in the panel below the step, since this step came: said in the panel,
  // beside the button tapped, and left out of the step's news at the top (News.tsx).
  const [panel, setPanel] = useState<{ step: string; before: number } | null>(null);
  const atEnd = writingAtEnd(state.log);
  const left = panel && panel.step === step.id ? Math.max(0, atEnd - panel.before) : 0;
  // A move that keeps the step (Undo of writing, a count recorded) can push the control the
  // player just tapped off screen, Undo at the foot most of all: once drawn, if the focus is still
  // on it (a new step focuses its heading, kit Step), the page scrolls the least that shows it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused instanceof HTMLButtonElement) keepInView(focused);
    });
    return () => cancelAnimationFrame(frame);
  }, [state]);
  const panelRun: ScreenProps['run'] = (move, result) => {
    if (move === 'writeTweets' && result.ok && left === 0) setPanel({ step: step.id, before: atEnd });
    run(move, result);
  };
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
      <LeftToPanel.Provider value={left}>{screen}</LeftToPanel.Provider>
      <ErrorMessage error={error} />
      {panelAfter && <WritePanel state={state} run={panelRun} recorded={state.log.slice(state.log.length - left).map((e) => describeEntry(state, e))} />}
      {state.winner === null && (
        <Reference state={state} current={state.pending ? state.pending.author : (currentPlayer(state) ?? turnHolder(state))} />
      )}
    </>
  );
}
