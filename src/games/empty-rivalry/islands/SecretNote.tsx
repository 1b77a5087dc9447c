import type { SecretStep } from '~/kit/handoff';
import { Step } from '~/kit/ui/Step';
import { useArmed } from '~/kit/ui/useArmed';
import { phaseOf, roles, type MatchState } from '../state';

/** Two big buttons for a secret TRUE/FALSE; a stray second tap of the hand-over can't press them. */
function TrueFalse({ id, onPick }: { id: string; onPick: (value: boolean) => void }) {
  const settled = useArmed(id);
  return (
    <fieldset class="er-fieldset er-choice" disabled={!settled}>
      <legend class="visually-hidden">Your note</legend>
      <button type="button" class="btn primary" onClick={() => onPick(true)}>
        TRUE
      </button>
      <button type="button" class="btn primary" onClick={() => onPick(false)}>
        FALSE
      </button>
    </fieldset>
  );
}

interface Props {
  /** What the step's owner may see of the match (game.ts `view`), never the whole match. */
  state: MatchState;
  step: SecretStep;
  onPick: (value: boolean) => void;
}

/**
 * One player's secret note, behind their hand-over: the Defender records whether the
 * answer just heard was true, the Attacker guesses. Each sees their own notes so far, so a
 * Defender can keep their story straight and an Attacker can see their earlier guesses.
 */
export function SecretNote({ state, step, onPick }: Props) {
  const round = state.current!;
  const truth = phaseOf(state) === 'truth';
  const { attacker, defender } = roles(state);
  const A = state.players[attacker];
  const D = state.players[defender];
  // The Defender's records, or the Attacker's guesses (the one for this question not made yet).
  const mine = truth ? round.truths : round.guesses;
  const text = (i: number) => state.questions.find((q) => q.id === round.questionIds[i])?.text ?? '';
  return (
    <Step id={`${step.id}:open`} title={truth ? `${D}, was that answer true?` : `${A}, was ${D} telling the truth?`}>
      <p>Only you see this.</p>
      <TrueFalse id={step.id} onPick={onPick} />
      {mine.length > 0 && (
        <details class="er-mine">
          <summary>{truth ? 'Your notes so far' : 'Your guesses so far'}</summary>
          <ol>
            {mine.map((value, i) => (
              <li key={i}>
                {text(i)}: <strong>{value ? 'TRUE' : 'FALSE'}</strong>
              </li>
            ))}
          </ol>
        </details>
      )}
    </Step>
  );
}
