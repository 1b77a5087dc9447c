import type { ComponentChildren } from 'preact';
import { useApply } from '~/kit/ui/useApply';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { UndoBar } from '~/kit/ui/UndoBar';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import type { Lesson } from '~/kit/lesson';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { Step } from '~/kit/ui/Step';
import { outcomeById, type OutcomeId } from '../data';
import { recordOutcome } from '../engine';
import { moves } from '../game';
import { lesson as tableLesson } from '../lesson';
import { isOver, legalOutcomes, other, position, type MatchState, type Position } from '../state';
import { trackerSpec } from '../store';
import { describeResult, outcomeLabel, playOf, points } from '../words';
import { MatchSetup } from './MatchSetup';
import { FaceUpCards, PositionLine, ScoreTable, StatusStrip, Totals } from './Scoreboard';
import { SwitchMode } from './SwitchMode';

const loadLesson = async () => ({ lesson: tableLesson });

interface Props {
  onSwitch?: () => void;
  /** A lesson (kit/lesson) to play in its own store instead of the table's match. */
  lesson?: Lesson<MatchState | null> | null;
}

/**
 * The tracker as the play page shows it. With `teach` (the page is at #teach) it teaches
 * the lesson on the tracker, whatever the table's mode (the mode and both matches stay as
 * they are); no switch is offered, since the lesson has one helper.
 */
function Tracker({ onSwitch, teach = false }: { onSwitch?: () => void; teach?: boolean }) {
  const lesson = useLessonLoader(loadLesson);
  if (!teach) return <MatchTracker onSwitch={onSwitch} />;
  if (!lesson) return <HelperFrame title="Empress lesson" ready={false}>{null}</HelperFrame>;
  return <MatchTracker key="lesson" lesson={lesson} />;
}

/** Match tracker for real cards: the table flips its cards and taps what they showed. */
function MatchTracker({ onSwitch, lesson = null }: Props) {
  const match = useTeachable(trackerSpec, lesson, moves);
  const state = match.state;
  return (
    <HelperFrame title="Match tracker (real cards)" ready={match.ready} active={state !== null && !isOver(state)} notice={match.notice} onDismissNotice={match.dismissNotice}>
      <div class="stack">
        {match.teaching && !(state && position(state)) && <LessonBanner teaching={match.teaching} />}
        {state === null ? (
          <MatchSetup onStart={(next) => match.move('setup', next)} />
        ) : (
          <Match state={state} onChange={(next) => match.move('record', next)} banner={match.teaching && <LessonBanner teaching={match.teaching} />} />
        )}
        {state !== null && <UndoBar canUndo={match.canUndo} onUndo={match.undo} onNewGame={match.reset} newGameLabel="New match" />}
        {onSwitch && <SwitchMode to="phone" onSwitch={onSwitch} />}
      </div>
    </HelperFrame>
  );
}

/**
 * `banner`: a lesson's teacher, drawn in the step just above the choices it asks for, so its
 * first line, its ask and the asked button fit one screen with the step's result above them.
 */
function Match({ state, onChange, banner }: { state: MatchState; onChange: (s: MatchState) => void; banner?: ComponentChildren }) {
  const { apply, error } = useApply<MatchState>((_, next) => onChange(next));
  const pos = position(state);
  if (!pos) return <Finished state={state} />;

  const record = (id: OutcomeId) => apply('recordOutcome', recordOutcome(state, id));
  const follower = other(pos.leadPlayer);

  return (
    <>
      <Step
        id={`play:g${pos.game + 1}:p${pos.play}`}
        title={`${playOf(state, pos)}: ${state.players[pos.leadPlayer]} leads`}
        rule={{ game: 'empress', section: 'a-game' }}
      >
        <div class="stack">
          <FaceUpCards state={state} />
          <TossNote state={state} pos={pos} />
          <StatusStrip state={state} pos={pos} />
          {pos.forced ? (
            <p class="message notice">Four draws: only the Empress and the Assassin are left, so this last play is forced.</p>
          ) : (
            pos.game === 0 &&
            pos.play === 1 && (
            <p class="empress-small">
              {state.players[pos.leadPlayer]} lays a card face down, {state.players[follower]} answers face down, then flip both.
            </p>
            )
          )}
          {banner}
          <div role="group" aria-labelledby="empress-tracker-ask" class="stack empress-outcomes" data-next>
            <p id="empress-tracker-ask">
              <strong>What did the flipped cards show?</strong>
            </p>
            {legalOutcomes(state).map((id) => (
              <button key={id} type="button" class="btn empress-wide" onClick={() => record(id)}>
                {outcomeLabel(state, pos, id)}
              </button>
            ))}
          </div>
          <ErrorMessage error={error} />
        </div>
      </Step>
      <details class="empress-details">
        <summary>Score by game</summary>
        <PositionLine state={state} pos={pos} />
        <ScoreTable state={state} />
      </details>
    </>
  );
}

/** Before the first play: who the coin gave the Empress hand to. */
export function TossNote({ state, pos }: { state: MatchState; pos: Position }) {
  if (!(state.tossed && pos.game === 0 && pos.play === 1 && state.pending === null)) return null;
  return <p>The coin toss gave {state.players[pos.empressHolder]} the Empress hand for the first game.</p>;
}

export function Finished({ state }: { state: MatchState }) {
  return (
    <Step id="over" title="Match over" rule={{ game: 'empress', section: 'playing-for-coins' }}>
      <div class="stack">
        <p class="empress-result">{describeResult(state)}</p>
        <FaceUpCards state={state} />
        <Totals state={state} />
        <ScoreTable state={state} />
        <p class="empress-small">
          Points: {points(outcomeById('empress-beats-citizen').points)} for the Empress hand&rsquo;s wins,{' '}
          {points(outcomeById('assassin-slays-empress').points)} when the Assassin slays the Empress.
        </p>
      </div>
    </Step>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(Tracker, 'Match tracker (real cards)');
