import { useEffect, useState } from 'preact/hooks';
import type { Rng } from '~/kit/random';
import type { Result } from '~/kit/result';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { HandOff } from '~/kit/ui/HandOff';
import { laterModule } from '~/kit/ui/onDemand';
import { Step } from '~/kit/ui/Step';
import { useArmed } from '~/kit/ui/useArmed';
import type { Cause } from '~/kit/ui/usePersistent';
import { game } from '../data';
import {
  addRounds,
  coverDice,
  decide,
  questionShortage,
  recordGuess,
  recordTruth,
  setDiceMode,
  standings,
  startRound,
} from '../engine';
import { secret, view, type Move } from '../game';
import { phaseOf, questionIndex, roles, type MatchState } from '../state';
import { lastTapLine, outcomeWords } from '../words';
import { ChooseQuestions } from './ChooseQuestions';
import { QuestionList } from './QuestionList';
import { SecretNote } from './SecretNote';

/*
 * The screens of a match once it has begun, from the safety step to the end (the round
 * helper with its save, SavedMatch.tsx, draws them).
 */

const rule = (section: string) => ({ game: 'empty-rivalry', section });

/** The odds, the reveal, a round's result and the match's end: loaded once a round reaches its questions' guesses. */
const results = laterModule(() => import('./result-screens'), { atTouch: false });
const OddsTable = results.screen('OddsTable');
const RevealScreen = results.screen('RevealScreen');
const RoundResult = results.screen('RoundResult');
const RoundOutcome = results.screen('RoundOutcome');
const MatchRounds = results.screen('MatchRounds');
/** The phases from which the result is near: the guesses, then the decision and the reveal. */
const RESULT_NEAR = new Set(['guess', 'decide', 'reveal', 'between', 'over']);

/** Makes the move `name` (game.ts `undo` says how Undo treats it), or says why not. */
export type Apply = (name: Move, next: Result<MatchState>) => boolean;

function DiceMode({ state, apply }: { state: MatchState; apply: Apply }) {
  return (
    <div class="er-fieldset" role="group" aria-label="Blind dice">
      <p>Blind dice:</p>
      <div class="row">
        <button type="button" class="btn" aria-pressed={state.dice === 'phone'} onClick={() => apply('setDiceMode', setDiceMode(state, { dice: 'phone' }))}>
          The phone rolls
        </button>
        <button type="button" class="btn" aria-pressed={state.dice === 'table'} onClick={() => apply('setDiceMode', setDiceMode(state, { dice: 'table' }))}>
          Real dice
        </button>
      </div>
    </div>
  );
}

/** The line under a step heading: what the last tap did. */
function Last({ state }: { state: MatchState }) {
  const line = lastTapLine(state);
  return line ? <p class="er-last" role="status">{line}</p> : null;
}

/**
 * One question: read aloud in public, then the Defender's record and the Attacker's
 * guess, each behind its owner's hand-over (kit HandOff) and drawn from that player's
 * view (game.ts). The secret step comes from the state, so an Undo into someone's record
 * goes back through their hand-over and says whose secret it is.
 */
function QuestionStep({ state, apply, cause }: { state: MatchState; apply: Apply; cause: Cause }) {
  const round = state.current!;
  const phase = phaseOf(state);
  const i = questionIndex(round);
  const text = state.questions.find((q) => q.id === round.questionIds[i])?.text ?? '';
  const { attacker: a, defender: d } = roles(state);
  const A = state.players[a];
  const D = state.players[d];
  const step = secret(state);
  // A new hand-over takes no tap for a moment: the second half of a double tap on TRUE stays out.
  const settled = useArmed(step?.id ?? '');
  const n = game.questionsPerRound;
  const r = state.rounds.length + 1;
  return (
    <Step
      id={`${phase}:r${r}:q${i + 1}`}
      title={phase === 'truth' ? `Question ${i + 1} of ${n}` : `Question ${i + 1} of ${n}: ${A}'s guess`}
      rule={rule('questions-and-secret-notes')}
    >
      <Last state={state} />
      <p class="er-question">{text}</p>
      {phase === 'truth' && (
        <p>
          {A} asks it aloud. {D} answers as themself, truthfully or not, in at least {game.sentencesPerAnswer} sentences.
        </p>
      )}
      {/* data-next: the hand-over box is the next action (its button is disabled for a moment, so the
          screen would otherwise follow the heading alone and leave the button below a lesson's banner). */}
      <fieldset class="er-fieldset" disabled={!settled} data-next>
      <HandOff
        key={phase}
        step={step}
        cause={cause}
        purpose={phase === 'truth' ? 'to note whether your answer was true' : 'to note your guess'}
      >
        {(s) => (
          <SecretNote
            state={view(state, s.player)}
            step={s}
            onPick={(value) =>
              phase === 'truth' ? apply('recordTruth', recordTruth(state, { truth: value })) : apply('recordGuess', recordGuess(state, { guess: value }))
            }
          />
        )}
      </HandOff>
      </fieldset>
    </Step>
  );
}

interface Props {
  state: MatchState;
  apply: Apply;
  /** The last refused move, said after the step. */
  error?: string;
  onError: (message: string) => void;
  cause: Cause;
  /** A lesson's scripted draws (kit useTeachable); the phone's own otherwise. */
  rng?: Rng;
}

/**
 * A match passed around one phone, one decision per screen (kit Step). Secrets go
 * through the kit hand-off; the phone's rolls do not exist before the reveal (ER-5).
 */
export default function Match({ state, apply, error, onError, cause, rng }: Props) {
  let body;
  let after = null;
  const phase = phaseOf(state);
  const { attacker: a, defender: d } = roles(state);
  const attacker = state.players[a];
  const defender = state.players[d];
  const r = state.rounds.length + (state.current ? 1 : 0);
  const shortage = questionShortage(state);
  const start = shortage ? (
    // ER-4: said once, where the Start button would be.
    <p class="message error" role="status">
      {shortage}
    </p>
  ) : (
    <button type="button" class="btn primary er-wide" onClick={() => apply('startRound', startRound(state))}>
      Start round {state.rounds.length + 1}: {attacker} attacks
    </button>
  );
  const lastRecord = state.rounds.at(-1);
  // Once a question is added at the foot of the list, Start comes down with it, so the
  // round starts from where the player is, not 1,300 px up (back at the top after a reload).
  const [addedHere, setAddedHere] = useState(false);
  const resultNear = RESULT_NEAR.has(phase);
  useEffect(() => {
    if (resultNear) results.preload().catch(() => undefined);
  }, [resultNear]);

  switch (phase) {
    case 'safety':
      body = (
        <Step id="safety" title="Safety first: the questions" rule={rule('safety-first')}>
          <p>Read the questions below together. Either of you may veto any of them, for any reason, or add your own.</p>
          {!addedHere && start}
          <QuestionList state={state} apply={apply} onAdded={() => setAddedHere(true)} after={addedHere && start} />
          <details>
            <summary>Change how the blind dice are rolled</summary>
            <DiceMode state={state} apply={apply} />
          </details>
        </Step>
      );
      break;
    case 'cups':
      body = (
        <Step id={`cups:r${r}`} title={`Round ${r}: roll the blind dice now`} rule={rule('blind-rolls')}>
          <p>
            {attacker} rolls the d12 and {defender} the d4, each under a cup, <strong>without looking</strong>. Leave them
            covered until the reveal.
          </p>
          <button type="button" class="btn primary er-wide" onClick={() => apply('coverDice', coverDice(state))}>
            Both dice are under the cups
          </button>
        </Step>
      );
      break;
    case 'choose':
      body = <ChooseQuestions key={`r${r}`} state={state} attacker={attacker} apply={apply} onError={onError} last={<Last state={state} />} rng={rng} />;
      after = (
        <details>
          <summary>Veto or add questions</summary>
          <QuestionList state={state} apply={apply} />
        </details>
      );
      break;
    case 'truth':
    case 'guess':
      body = <QuestionStep state={state} apply={apply} cause={cause} />;
      break;
    case 'decide':
      body = (
        <Step id={`decide:r${r}`} title={`${attacker}: Call Out or Retreat?`} rule={rule('the-decision')}>
          <Last state={state} />
          <p>
            Call Out if you trust your guesses and feel your d12 is high; Retreat if you think {defender} fooled you or your
            d12 is low. Nobody sees a die before you choose.
          </p>
          <div class="er-choice">
            <button type="button" class="btn primary" onClick={() => apply('decide', decide(state, { decision: 'call-out' }))}>
              Call Out
            </button>
            <button type="button" class="btn primary" onClick={() => apply('decide', decide(state, { decision: 'retreat' }))}>
              Retreat
            </button>
          </div>
        </Step>
      );
      after = (
        <details>
          <summary>Show the odds</summary>
          <OddsTable />
        </details>
      );
      break;
    case 'reveal':
      body = <RevealScreen state={state} attacker={attacker} defender={defender} apply={apply} round={r} last={<Last state={state} />} rng={rng} />;
      break;
    case 'between':
      body = (
        <RoundResult state={state} record={lastRecord!} number={state.rounds.length}>
          {start}
        </RoundResult>
      );
      after = (
        <details>
          <summary>Veto or add questions, change the dice</summary>
          <QuestionList state={state} apply={apply} />
          <DiceMode state={state} apply={apply} />
        </details>
      );
      break;
    case 'over': {
      const { leader } = standings(state);
      const verdict =
        leader === null
          ? `A tie at ${state.totals[0]} each`
          : `${state.players[leader]} wins, ${state.totals[leader]} to ${state.totals[leader === 0 ? 1 : 0]}`;
      body = (
        <Step id={`over:${state.rounds.length}`} title={`Match over: ${verdict}`} rule={rule('rounds-and-winning')}>
          <p class="er-last">
            Round {state.rounds.length}: {outcomeWords(state, lastRecord!)}.
          </p>
          <RoundOutcome state={state} record={lastRecord!} />
          <p class="er-score">
            {leader === null ? `A tie at ${state.totals[0]} each.` : `${state.players[leader]} wins the Empty Rivalry.`}
          </p>
          <MatchRounds state={state} />
          <button type="button" class="btn primary er-wide" onClick={() => apply('addRounds', addRounds(state, { rounds: 2 }))}>
            Play two more rounds
          </button>
        </Step>
      );
      break;
    }
  }
  return (
    <>
      {/* One string: Preact rewrites a number's text node on every render, which reads as a change up here. */}
      <p class="er-tag">
        {`${r > 0 ? `Round ${r} of ${state.plannedRounds}` : `${state.plannedRounds} rounds planned`} · ${state.players[0]} ${state.totals[0]}, ${state.players[1]} ${state.totals[1]}`}
      </p>
      {body}
      <ErrorMessage error={error} />
      {after}
    </>
  );
}
