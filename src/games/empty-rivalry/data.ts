import * as z from 'zod/mini';
import raw from '../../../content/games/empty-rivalry/game.json';

/**
 * The facts of Empty Rivalry exactly as the seed prints them. The page, the
 * engine, the helpers and the printed cards all read them from here.
 */
export const gameDataSchema = z.object({
  /** The fourteen questions the Attacker chooses from, worded as printed. */
  questions: z.array(z.string().check(z.minLength(1))).check(z.length(14)),
  /** Faces on the Attacker's blind die (a d12). */
  attackerDie: z.literal(12),
  /** Faces on the Defender's blind die (a d4). */
  defenderDie: z.literal(4),
  /** Questions the Attacker asks in one round. */
  questionsPerRound: z.literal(4),
  /** Added to the Defender's roll for every answer the Attacker judged wrongly (ER-1). */
  pointsPerWrongGuess: z.literal(2),
  /** The least number of sentences the Defender must give for each answer. */
  sentencesPerAnswer: z.literal(4),
});

export type GameData = z.infer<typeof gameDataSchema>;

export const game: GameData = gameDataSchema.parse(raw);
