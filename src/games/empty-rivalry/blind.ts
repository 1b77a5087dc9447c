import * as v from 'valibot';
import { int } from '~/kit/schema';
import { fail, ok, type Result } from '~/kit/result';
import { rollDie, type Rng } from '~/kit/random';
import { game } from './data';

/**
 * The blind dice on their own, for tables that keep their notes on paper but have no
 * d12, no d4 or no cups. At the start of a round the phone "rolls" and shows nothing;
 * at the scoring one tap reveals both. As in the round helper (ER-5), nothing is drawn
 * before the reveal, so nothing of the roll can be in the page or the save until then;
 * the drawn dice are saved at once, so a reload shows the same dice and can't re-roll.
 */
export const blindStateSchema = v.object({
  /** Rounds rolled on this phone so far; 0 before the first. Shown, so a quiet re-roll is seen. */
  round: int(0),
  /** The dice, once revealed; null while they are still under the (virtual) cup. */
  revealed: v.nullable(
    v.object({
      /** The Attacker's d12. */
      attackerRoll: int(1, 12),
      /** The Defender's d4. */
      defenderRoll: int(1, 4),
    }),
  ),
});

export type BlindState = v.InferOutput<typeof blindStateSchema>;

/** Beyond the shape: dice can only have been revealed in a round that was rolled. */
export function blindProblem(state: BlindState): string | null {
  return state.round === 0 && state.revealed !== null ? 'dice were revealed before any round was rolled' : null;
}

export const initialBlind = (): BlindState => ({ round: 0, revealed: null });

export type BlindStage = 'idle' | 'hidden' | 'shown';

export function blindStage(state: BlindState): BlindStage {
  if (state.round === 0) return 'idle';
  return state.revealed === null ? 'hidden' : 'shown';
}

/** Start of a round: both dice go under the cup. Nothing is drawn yet. */
export function rollBlind(state: BlindState): Result<BlindState> {
  if (blindStage(state) === 'hidden') return fail('The dice for this round are already rolled and hidden: reveal them at the scoring.');
  return ok({ round: state.round + 1, revealed: null });
}

/** The scoring: the dice are drawn now and shown; a revealed round can't be rolled again. */
export function revealBlind(state: BlindState, rng: Rng): Result<BlindState> {
  const stage = blindStage(state);
  if (stage === 'idle') return fail('Roll the blind dice at the start of the round first.');
  if (stage === 'shown') return fail(`The dice of round ${state.round} are already revealed; they can't be rolled again.`);
  return ok({ ...state, revealed: blindRolls(rng) });
}

/**
 * ER-5: the phone's blind rolls. Called only at the reveal, so no roll exists
 * anywhere (page, storage, memory) before the players ask to see it.
 */
export function blindRolls(rng: Rng): { attackerRoll: number; defenderRoll: number } {
  return { attackerRoll: rollDie(rng, game.attackerDie), defenderRoll: rollDie(rng, game.defenderDie) };
}
