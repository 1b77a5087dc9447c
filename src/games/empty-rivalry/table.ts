import type { SecretStep } from '~/kit/handoff';
import { phaseOf, questionIndex, roles, type MatchState } from './state';

// The Resume line and the Undo stop are needed before any match screen loads: they live in state.ts.
export { summary, undoLocked } from './state';

/**
 * What the round helper puts on the phone, as pure functions of the saved match: the
 * secret step (whose hand-over comes first), the records a secret screen shows and the
 * line under each step heading. The island renders from these and the hand-off property
 * test walks them, so both judge the same screens.
 */

/**
 * The secret step the match is at, or null when the screen is public. The Defender's
 * record of an answer and the Attacker's guess are each a secret of one named player.
 */
export function secretStep(state: MatchState | null): SecretStep | null {
  if (state === null || state.current === null) return null;
  const phase = phaseOf(state);
  if (phase !== 'truth' && phase !== 'guess') return null;
  const round = state.rounds.length + 1;
  const q = questionIndex(state.current) + 1;
  const { attacker, defender } = roles(state);
  return phase === 'truth'
    ? { id: `truth:r${round}:q${q}`, owner: state.players[defender], what: `${state.players[defender]}'s record for question ${q}` }
    : { id: `guess:r${round}:q${q}`, owner: state.players[attacker], what: `${state.players[attacker]}'s guess for question ${q}` };
}

/** One entry of a player's secret sheet for the round being played. */
export interface ShownRecord {
  /** Whose secret it is: the Defender's records, the Attacker's guesses. */
  owner: string;
  /** Question number, from 1. */
  question: number;
  text: string;
  value: boolean;
}

/**
 * The earlier entries a secret screen lists, so a Defender can keep their story straight
 * and an Attacker can see their own guesses so far: exactly what the island renders
 * inside the unlocked screen, and nothing on any other screen. Each entry's owner comes
 * from the list it was read from, not from the screen, so the property test can catch a
 * screen that shows the wrong list.
 */
export function recordsShown(state: MatchState | null, screen: { kind: string; step?: SecretStep }): ShownRecord[] {
  if (state === null || state.current === null || screen.kind !== 'secret' || !screen.step) return [];
  const round = state.current;
  const { attacker, defender } = roles(state);
  const text = (i: number) => state.questions.find((q) => q.id === round.questionIds[i])?.text ?? '';
  const list = (values: boolean[], owner: string): ShownRecord[] =>
    values.map((value, i) => ({ owner, question: i + 1, text: text(i), value }));
  if (screen.step.id.startsWith('truth:')) return list(round.truths, state.players[defender]);
  // The guess for the current question is not made yet, so every guess listed is an earlier one.
  return list(round.guesses, state.players[attacker]);
}

/**
 * The result of the last tap, for the line under the step heading. It names who did
 * what and never what they recorded: it stays on screen while the phone changes hands.
 */
export function lastTapLine(state: MatchState): string | null {
  const round = state.current;
  if (round === null) return null;
  const { attacker, defender } = roles(state);
  const A = state.players[attacker];
  const D = state.players[defender];
  const phase = phaseOf(state);
  const answered = round.truths.length;
  if (phase === 'guess') return `${D}'s record for question ${answered} is in, hidden.`;
  if (round.guesses.length > 0 && (phase === 'truth' || phase === 'choose' || phase === 'decide')) {
    return `${A}'s guess for question ${round.guesses.length} is in, hidden.`;
  }
  if (phase === 'choose' && round.cupsDown) return `The blind dice are under the cups.`;
  if (phase === 'reveal') return `${A} ${round.decision === 'call-out' ? `calls ${D} out` : 'retreats'}.`;
  return null;
}
