import { phaseOf, roles, type MatchState, type RoundRecord } from './state';

/*
 * Lines the round helper says about a match, built from its state: who did what with the
 * last tap, a round's outcome in a few words, and why Undo stops. (The engine's refusals
 * and a round's scoring in words are the engine's and score.ts's own.)
 */

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

/** The Attacker's and the Defender's names in a finished round. */
export function namesOf(state: MatchState, record: RoundRecord): { attacker: string; defender: string } {
  return { attacker: state.players[record.attacker], defender: state.players[record.attacker === 0 ? 1 : 0] };
}

/** "Ana scores 5", "nobody scores": the round's outcome in a few words, for a heading. */
export function outcomeWords(state: MatchState, record: RoundRecord): string {
  const { attacker, defender } = namesOf(state, record);
  if (record.attackerPoints > 0) return `${attacker} scores ${record.attackerPoints}`;
  if (record.defenderPoints > 0) return `${defender} scores ${record.defenderPoints}`;
  return 'nobody scores';
}

/** Why Undo is off after each stop move of game.ts `undo` ("Undo is off: …"; ER-5). */
export const UNDO_OFF = {
  revealPhoneDice: "both saw the dice the phone rolled, and they can't be rolled again.",
  rollBlind: 'the dice shown before were seen.',
  revealBlind: "the dice the phone rolled were seen, and they can't be rolled again.",
} as const;
