/**
 * Empty Rivalry's contract (kit/game.ts): its saves, its helper, what each player may see
 * and how far Undo may go back.
 *
 * Secrets: in a round, the Defender's TRUE/FALSE records and the Attacker's guesses are
 * each one player's, noted behind their own hand-over, until the reveal shows them to
 * both. The blind dice are nobody's before the reveal: the phone draws its dice at the
 * reveal and real dice are typed in then (ER-5), so no state holds them before.
 */
import { defineGame, defineRules, type Moves, type Viewer } from '~/kit/game';
import type { SecretStep } from '~/kit/handoff';
import { phaseOf, questionIndex, roles, summary, type MatchState } from './state';
import { blindSpec, matchSpec, ownSpec } from './store';
import { UNDO_OFF } from './words';

/**
 * What `player` (a seat) may see of the match: the Defender their own records, the
 * Attacker their own guesses. The other player's notes of the round being played read
 * FALSE, one per note, so how many are in (which step the round is at) stays public.
 */
export function view(state: MatchState, player: Viewer): MatchState;
export function view(state: MatchState | null, player: Viewer): MatchState | null;
export function view(state: MatchState | null, player: Viewer): MatchState | null {
  if (state === null || state.current === null) return state;
  const round = state.current;
  const { attacker, defender } = roles(state);
  const hidden = (notes: boolean[]) => notes.map(() => false);
  return {
    ...state,
    current: {
      ...round,
      truths: player === defender ? round.truths : hidden(round.truths),
      guesses: player === attacker ? round.guesses : hidden(round.guesses),
    },
  };
}

/**
 * The secret step the match is at, or null when the screen is public: the Defender's
 * record of the answer just heard, then the Attacker's guess at it.
 */
export function secret(state: MatchState | null): SecretStep | null {
  if (state === null || state.current === null) return null;
  const phase = phaseOf(state);
  if (phase !== 'truth' && phase !== 'guess') return null;
  const round = state.rounds.length + 1;
  const q = questionIndex(state.current) + 1;
  const { attacker, defender } = roles(state);
  const player = phase === 'truth' ? defender : attacker;
  const name = state.players[player];
  return phase === 'truth'
    ? { player, id: `truth:r${round}:q${q}`, owner: name, what: `${name}'s record for question ${q}` }
    : { player, id: `guess:r${round}:q${q}`, owner: name, what: `${name}'s guess for question ${q}` };
}

/**
 * Every move (engine.ts), by the name the helper saves it under: who makes it, how it
 * travels between the two phones, and Undo. At a table of two phones each player notes
 * their own TRUE/FALSE on their own phone; the notes are sealed until the reveal.
 */
/** A question by its place in the table's list: the fourteen printed, then up to sixteen of the table's own. */
const QUESTION = { t: 'int', min: 0, max: 63 } as const;

export const moves = {
  /** The names and how the dice are rolled, typed in front of both. */
  setup: { by: 'table', travel: 'public' }, // ER-3, ER-5
  /** A question vetoed or brought back. */
  setVeto: { by: 'table', travel: 'public' }, // ER-4
  /** A question of the table's own. */
  addQuestion: { by: 'table', travel: 'public' }, // ER-4
  /** The phone or real dice. */
  setDiceMode: { by: 'table', travel: 'public' }, // ER-5
  /** The next round, roles switched. */
  startRound: { by: 'table', travel: 'public' }, // ER-3
  /** Real dice rolled under the cups, unseen: nothing was seen, nothing is rolled again. */
  coverDice: { by: 'table', travel: 'public' }, // ER-5
  /**
   * The four questions drawn or picked, by the Attacker, and read aloud. At a table of
   * phones the other phone learns which they were with the Attacker's opened seal, each
   * by its place in the table's list (the engine takes their ids).
   */
  chooseQuestions: { by: 'seat', travel: 'sealed', args: { questions: { t: 'list', of: QUESTION, max: 4 } } }, // ER-4
  /** The next question, picked after the last answer. */
  chooseQuestion: { by: 'seat', travel: 'sealed', args: { question: QUESTION } }, // ER-4
  /** Undo goes back through the Defender's hand-over, never straight into the record. Sealed until the reveal. */
  recordTruth: { by: 'seat', travel: 'sealed', args: { truth: { t: 'bool' } } }, // ER-1
  /** Undo goes back through the Attacker's hand-over, never straight into the guess. Sealed until the reveal. */
  recordGuess: { by: 'seat', travel: 'sealed', args: { guess: { t: 'bool' } } }, // ER-1
  /** Call Out or Retreat, made before any die is seen and said aloud: at a table of phones it goes with the Attacker's seal. */
  decide: { by: 'seat', travel: 'public', args: { decision: { t: 'one', of: ['call-out', 'retreat'] } } }, // ER-2
  /** The phone drew the dice and both players saw them: undoing it would be a free re-roll. Each phone's die is sealed with its notes. */
  revealPhoneDice: { by: 'seat', travel: 'sealed', undo: 'stop', engine: 'revealRound', args: { roll: { t: 'int', min: 1, max: 12 } } }, // ER-5
  /** Real dice typed in: Undo corrects a typo, and the dice stay as they lie. */
  revealTableDice: { by: 'table', travel: 'public', engine: 'revealRound' }, // ER-5
  /** Two more rounds. */
  addRounds: { by: 'table', travel: 'public' }, // ER-3
  /** The rules page's blind dice go under the (virtual) cup: the dice shown before were seen. */
  rollBlind: { by: 'table', travel: 'public', undo: 'stop' }, // ER-5
  /** The rules page's blind dice are drawn and shown: they can't be drawn again. */
  revealBlind: { by: 'table', travel: 'public', undo: 'stop' }, // ER-5
} as const satisfies Moves;

/** A move's name, as the helper saves it (`store.move`). */
export type Move = keyof typeof moves;

/** The rules: what a phone that only follows or carries the game needs (kit game.ts `defineRules`). */
export const rules = /* @__PURE__ */ defineRules<MatchState | null>({
  slug: 'empty-rivalry',
  /** The round helper's match, the rules page's blind dice and a phone's seat at an own-phone table (store.ts). */
  stores: [matchSpec, blindSpec, ownSpec],
  /** Where the match stands and the scores (state.ts). */
  summary,
  /** The Defender sees their records, the Attacker their guesses (above). */
  view,
  /** The Defender's record, then the Attacker's guess, each behind its owner's hand-over (above). */
  secret,
  /** Every move; the phone's reveal stops Undo (above). */
  moves,
  /** Why Undo is off after each stop (words.ts). */
  undoOff: UNDO_OFF,
});

export default /* @__PURE__ */ defineGame(rules, {
  /** The round helper: a new match, then every round to the end (islands/Helper.tsx). */
  helper: () => import('./islands/Helper'),
  /** One whole round, Ana attacking and Ben defending (lesson.ts). */
  lesson: () => import('./lesson').then((m) => m.lesson),
  /** A duel: the game's data names no table size, and its engine takes exactly two names (engine.ts `setup`). */
  players: async () => ({ min: 2, max: 2 }),
  /** The question cards and the record sheet (print.ts). */
  printables: () => import('./print').then((m) => m.printables),
});
