import type { RoundScore } from './score';
import type { Decision } from './state';

/** Which of the ER-2 cases applied. */
export type Outcome = 'call-out-wins' | 'call-out-loses' | 'retreat-wins' | 'retreat-loses' | 'tie';

export function outcomeOf(attackerRoll: number, defenderScore: number, decision: Decision): Outcome {
  if (attackerRoll === defenderScore) return 'tie';
  const higher = attackerRoll > defenderScore;
  if (decision === 'call-out') return higher ? 'call-out-wins' : 'call-out-loses';
  return higher ? 'retreat-loses' : 'retreat-wins';
}

/** The rule that applied, in one sentence, with the players' names. */
export function explainScore(
  score: RoundScore & { attackerRoll: number; decision: Decision },
  names: { attacker: string; defender: string } = { attacker: 'the Attacker', defender: 'the Defender' },
): string {
  const { attackerRoll: a, defenderScore: d } = score;
  const A = names.attacker.charAt(0).toUpperCase() + names.attacker.slice(1);
  const diff = Math.abs(a - d);
  const pts = `${diff} ${diff === 1 ? 'point' : 'points'}`;
  switch (outcomeOf(a, d, score.decision)) {
    case 'call-out-wins':
      return `${A} called ${names.defender} out and the d12 (${a}) beat the modified score (${d}), so ${names.attacker} scores the difference: ${pts}.`;
    case 'call-out-loses':
      return `${A} called ${names.defender} out but the modified score (${d}) beat the d12 (${a}), so ${names.defender} scores the difference: ${pts}.`;
    case 'retreat-wins':
      return `${A} retreated and the d12 (${a}) was lower than the modified score (${d}), so ${names.attacker} scores the difference: ${pts}.`;
    case 'retreat-loses':
      return `${A} retreated but the d12 (${a}) was higher than the modified score (${d}), so ${names.defender} scores the difference: ${pts}.`;
    case 'tie':
      return `The d12 and the modified score are both ${a}, and the rules give nobody points for a tie, so nobody scores.`;
  }
}
