import { fail, ok, type Result } from '~/kit/result';
import { validatePlayers } from '~/kit/players';
import { game } from './data';
import type { DiceMode, MatchState, Question, Seat } from './state';

/*
 * A new match (ER-3, ER-5): the one move the new-match screen makes, apart from the
 * other moves (engine.ts) so a fresh table's page loads only this.
 */

export const DEFAULT_ROUNDS = 2; // ER-3

export interface SetupOptions {
  /** The two names, in seating order. */
  players: string[];
  /** Rounds to play (ER-3, default 2). */
  rounds?: number;
  /** Seat that attacks first (default: the first name). */
  firstAttacker?: Seat;
  /** Phone-rolled or real dice (ER-5, default the phone). */
  dice?: DiceMode;
}

/** The printed questions with stable ids. */
export function printedQuestions(): Question[] {
  return game.questions.map((text, i) => ({ id: `q${i + 1}`, text, custom: false }));
}

const isSeat = (value: unknown): value is Seat => value === 0 || value === 1;
export const isDiceMode = (value: unknown): value is DiceMode => value === 'phone' || value === 'table';

export function setup(options: SetupOptions): Result<MatchState> {
  // Calls from code are checked too: a save built from bad options would be set aside on the next load.
  if (!Array.isArray(options.players)) return fail('Give the two players’ names.');
  if (options.firstAttacker !== undefined && !isSeat(options.firstAttacker)) {
    return fail('The first Attacker is one of the two players: seat 0 (the first name) or seat 1.');
  }
  if (options.dice !== undefined && !isDiceMode(options.dice)) return fail('Blind dice are rolled by the phone or by the table.');
  const names = validatePlayers(options.players, 2, 2);
  if (!names.ok) return names;
  const rounds = options.rounds ?? DEFAULT_ROUNDS;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) return fail('Play from 1 to 20 rounds.');
  return ok({
    players: [names.value[0]!, names.value[1]!],
    plannedRounds: rounds,
    firstAttacker: options.firstAttacker ?? 0,
    dice: options.dice ?? 'phone',
    questions: printedQuestions(),
    vetoed: [],
    totals: [0, 0],
    rounds: [],
    current: null,
  });
}
