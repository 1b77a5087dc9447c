import { useState } from 'preact/hooks';
import { BlindRolls } from './BlindRolls';
import ScoreCalculator from './ScoreCalculator';

/**
 * The rules page's paper-play aids: the blind dice and, below them, the score
 * calculator that takes the dice once they are revealed. One island, so the two share
 * the revealed dice without any page-wide event.
 */
export default function PaperRound() {
  const [rolls, setRolls] = useState<{ attackerRoll: number; defenderRoll: number; round: number } | null>(null);
  return (
    <>
      <BlindRolls onShown={(revealed, round) => setRolls({ ...revealed, round })} />
      <ScoreCalculator rolls={rolls} />
    </>
  );
}
