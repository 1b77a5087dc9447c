import { game } from './data';
import type { Decision } from './state';

/*
 * The arithmetic of a round (ER-1, ER-2) and nothing else: the saved match's sense check
 * needs it at load, the odds count with it, score.ts puts words around it.
 */

export interface RoundScore {
  wrongGuesses: number;
  defenderScore: number; // defenderRoll + 2 × wrongGuesses
  attackerPoints: number; // points the Attacker adds this round
  defenderPoints: number; // points the Defender adds this round
}

/** ER-1 and ER-2 from a count of wrong guesses; the input is already checked. */
export function settle(attackerRoll: number, defenderRoll: number, wrongGuesses: number, decision: Decision): RoundScore {
  const defenderScore = defenderRoll + game.pointsPerWrongGuess * wrongGuesses; // ER-1
  const difference = Math.abs(attackerRoll - defenderScore);
  // ER-2: the side the decision backed wins the difference; equal scores give nobody anything.
  const attackerWins = decision === 'call-out' ? attackerRoll > defenderScore : attackerRoll < defenderScore;
  const tie = attackerRoll === defenderScore;
  return {
    wrongGuesses,
    defenderScore,
    attackerPoints: !tie && attackerWins ? difference : 0,
    defenderPoints: !tie && !attackerWins ? difference : 0,
  };
}
