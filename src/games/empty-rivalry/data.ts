import * as v from 'valibot';
import { text } from '~/kit/schema';
import raw from '../../../content/games/empty-rivalry/game.json';

/**
 * The facts of Empty Rivalry exactly as the seed prints them. The page, the
 * engine, the helpers and the printed cards all read them from here.
 */
export const gameDataSchema = v.object({
  /** The fourteen questions the Attacker chooses from, worded as printed. */
  questions: v.pipe(v.array(text()), v.length(14)),
  /** Faces on the Attacker's blind die (a d12). */
  attackerDie: v.literal(12),
  /** Faces on the Defender's blind die (a d4). */
  defenderDie: v.literal(4),
  /** Questions the Attacker asks in one round. */
  questionsPerRound: v.literal(4),
  /** Added to the Defender's roll for every answer the Attacker judged wrongly (ER-1). */
  pointsPerWrongGuess: v.literal(2),
  /** The least number of sentences the Defender must give for each answer. */
  sentencesPerAnswer: v.literal(4),
});

export type GameData = v.InferOutput<typeof gameDataSchema>;

export const game: GameData = v.parse(gameDataSchema, raw);
