import * as v from 'valibot';
import raw from '../../../content/games/empty-rivalry/game.json';

/**
 * The facts of Empty Rivalry exactly as the seed prints them. The page, the
 * engine, the helpers and the printed cards all read them from here.
 */
const dataSchema = () =>
  v.object({
    /** The fourteen questions the Attacker chooses from, worded as printed. */
    questions: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.length(14)),
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
export const gameDataSchema = /* @__PURE__ */ dataSchema();

export type GameData = v.InferOutput<typeof gameDataSchema>;

/**
 * Checked where the data enters the site: at build time (every page's server render
 * imports this) and in Node (tests, scripts). The browser gets the same constant JSON
 * the build has just checked, so it does not check it again.
 */
const checkHere = import.meta.env ? import.meta.env.SSR : true;
export const game: GameData = checkHere ? v.parse(gameDataSchema, raw) : (raw as GameData);

/** The longest question of the table's own (ER-4): what a card prints at a readable size. */
export const MAX_QUESTION_LENGTH = 120;
