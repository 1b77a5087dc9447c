import * as z from 'zod/mini';
import { useState } from 'preact/hooks';
import type { StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { PrivacyScreen } from '~/kit/ui/PrivacyScreen';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { game } from '../data';
import {
  addRounds,
  decide,
  phaseOf,
  questionIndex,
  recordGuess,
  recordTruth,
  roles,
  setDiceMode,
  standings,
  startRound,
  type MatchState,
} from '../engine';
import { matchProblem, matchSchema } from '../state';
import { ChooseQuestions } from './ChooseQuestions';
import { NewMatch } from './NewMatch';
import { OddsTable } from './OddsTable';
import { QuestionList } from './QuestionList';
import { RevealScreen } from './RevealScreen';
import { RoundResult } from './RoundResult';
import './empty-rivalry.css';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';

export const spec: StoreSpec<MatchState | null> = {
  key: 'empty-rivalry/match',
  version: 1,
  schema: z.nullable(matchSchema),
  check: (s) => (s === null ? null : matchProblem(s)),
  initial: () => null,
};

/** Two big buttons for a secret TRUE/FALSE. */
function TrueFalse({ onPick }: { onPick: (value: boolean) => void }) {
  return (
    <div class="er-choice">
      <button type="button" class="btn primary" onClick={() => onPick(true)}>
        TRUE
      </button>
      <button type="button" class="btn primary" onClick={() => onPick(false)}>
        FALSE
      </button>
    </div>
  );
}

function DiceMode({ state, apply }: { state: MatchState; apply: (r: Result<MatchState>) => boolean }) {
  return (
    <div class="er-fieldset" role="group" aria-label="Blind dice">
      <p>Blind dice:</p>
      <div class="row">
        <button type="button" class="btn" aria-pressed={state.dice === 'phone'} onClick={() => apply(setDiceMode(state, { dice: 'phone' }))}>
          The phone rolls
        </button>
        <button type="button" class="btn" aria-pressed={state.dice === 'table'} onClick={() => apply(setDiceMode(state, { dice: 'table' }))}>
          Real dice
        </button>
      </div>
    </div>
  );
}

/**
 * A match passed around one phone. Secrets (the Defender's records, the
 * Attacker's guesses) render only after the right player taps through a
 * privacy screen, and the rolls do not exist before the reveal (ER-5).
 */
function RoundHelper() {
  const store = usePersistent(spec);
  const [error, setError] = useState<string>();
  // Which secret screen the holder has unlocked; anything else starts behind a privacy screen.
  const [unlocked, setUnlocked] = useState<string | null>(null);
  const state = store.state;

  const apply = (next: Result<MatchState>): boolean => {
    if (!next.ok) {
      setError(next.error);
      return false;
    }
    setError(undefined);
    store.set(next.value);
    return true;
  };

  let body;
  let lockUndo = false;
  if (state === null) {
    body = <NewMatch onStart={apply} />;
  } else {
    const phase = phaseOf(state);
    const { attacker: a, defender: d } = roles(state);
    const attacker = state.players[a];
    const defender = state.players[d];
    const roundNo = state.rounds.length + (state.current ? 1 : 0);
    const round = state.current;
    const qIndex = round ? questionIndex(round) : 0;
    const qText = round ? state.questions.find((q) => q.id === round.questionIds[qIndex])?.text : undefined;
    const secretKey = `${phase}-${roundNo}-${qIndex}`;
    const startButton = (
      <button type="button" class="btn primary" style={{ width: '100%' }} onClick={() => apply(startRound(state))}>
        Start round {state.rounds.length + 1}: {attacker} attacks
      </button>
    );
    const lastRecord = state.rounds.at(-1);
    // A phone roll cannot be undone, or undo would be a free re-roll.
    lockUndo = (phase === 'between' || phase === 'over') && lastRecord?.dice === 'phone';

    const status = (
      <p class="er-tag">
        {roundNo > 0 ? `Round ${roundNo} of ${state.plannedRounds}` : `${state.plannedRounds} rounds planned`} ·{' '}
        {state.players[0]} {state.totals[0]}, {state.players[1]} {state.totals[1]}
      </p>
    );

    switch (phase) {
      case 'safety':
        body = (
          <div class="stack">
            <h3>Safety first: the questions</h3>
            <QuestionList state={state} apply={apply} />
            <DiceMode state={state} apply={apply} />
            {startButton}
          </div>
        );
        break;
      case 'choose':
        body = (
          <div class="stack">
            <ChooseQuestions key={roundNo} state={state} attacker={attacker} apply={apply} onError={setError} />
            <details>
              <summary>Veto or add questions</summary>
              <QuestionList state={state} apply={apply} />
            </details>
          </div>
        );
        break;
      case 'truth':
        body =
          unlocked === secretKey ? (
            <div class="stack">
              <h3>{defender}, was that answer true?</h3>
              <p>Only you see this. "{qText}"</p>
              <TrueFalse onPick={(truth) => apply(recordTruth(state, { truth }))} />
            </div>
          ) : (
            <div class="stack">
              <h3>
                Question {qIndex + 1} of {game.questionsPerRound}
              </h3>
              <p class="er-question">{qText}</p>
              <p>
                {attacker} asks it aloud. {defender} answers as themself, truthfully or not, in at least{' '}
                {game.sentencesPerAnswer} sentences.
              </p>
              <PrivacyScreen name={defender} purpose="to record whether that answer was true" onReady={() => setUnlocked(secretKey)} />
            </div>
          );
        break;
      case 'guess':
        body =
          unlocked === secretKey ? (
            <div class="stack">
              <h3>{attacker}, was {defender} telling the truth?</h3>
              <p>Only you see this. "{qText}"</p>
              <TrueFalse onPick={(guess) => apply(recordGuess(state, { guess }))} />
            </div>
          ) : (
            <PrivacyScreen name={attacker} purpose="to record your guess" onReady={() => setUnlocked(secretKey)} />
          );
        break;
      case 'decide':
        body = (
          <div class="stack">
            <h3>{attacker}: Call Out or Retreat?</h3>
            <p>
              Call Out if you trust your guesses and feel your d12 is high; Retreat if you think {defender} fooled you or
              your d12 is low. Nobody sees a die before you choose.
            </p>
            <div class="er-choice">
              <button type="button" class="btn primary" onClick={() => apply(decide(state, { decision: 'call-out' }))}>
                Call Out
              </button>
              <button type="button" class="btn primary" onClick={() => apply(decide(state, { decision: 'retreat' }))}>
                Retreat
              </button>
            </div>
            <details>
              <summary>Show the odds</summary>
              <OddsTable />
            </details>
          </div>
        );
        break;
      case 'reveal':
        body = <RevealScreen state={state} attacker={attacker} defender={defender} apply={apply} />;
        break;
      case 'between':
      case 'over': {
        const { leader } = standings(state);
        body = (
          <div class="stack">
            <RoundResult state={state} record={lastRecord!} number={state.rounds.length} />
            {phase === 'between' ? (
              <>
                {startButton}
                <details>
                  <summary>Veto or add questions, change the dice</summary>
                  <QuestionList state={state} apply={apply} />
                  <DiceMode state={state} apply={apply} />
                </details>
              </>
            ) : (
              <>
                <h3>Match over</h3>
                <p class="er-score" role="status">
                  {leader === null
                    ? `A tie at ${state.totals[0]} each.`
                    : `${state.players[leader]} wins the Empty Rivalry, ${state.totals[leader]} to ${state.totals[leader === 0 ? 1 : 0]}.`}
                </p>
                <button type="button" class="btn" onClick={() => apply(addRounds(state, { rounds: 2 }))}>
                  Play two more rounds
                </button>
              </>
            )}
          </div>
        );
        break;
      }
    }
    body = (
      <div class="stack">
        {status}
        {body}
      </div>
    );
  }

  return (
    <HelperFrame
      title="Round helper"
      ready={store.ready}
      active={state !== null && phaseOf(state) !== 'over'}
      notice={store.notice}
      onDismissNotice={store.dismissNotice}
    >
      <div class="stack">
        {body}
        <ErrorMessage error={error} />
        {lockUndo && <p class="er-tag">Undo stops at the reveal: the phone's dice can't be rolled again.</p>}
        <UndoBar
          canUndo={store.canUndo && !lockUndo}
          onUndo={() => {
            setError(undefined);
            store.undo();
          }}
          onNewGame={() => {
            setError(undefined);
            setUnlocked(null);
            store.reset();
          }}
          newGameLabel="New match"
        />
      </div>
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(RoundHelper, 'Round helper');
