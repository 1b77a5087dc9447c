/**
 * Every game declares its moves by name (game.ts `moves`, kit/game.ts `MoveSpec`): the
 * declarations and the engines hold to each other, Undo per move is derived from them
 * alone, and a store's `move` takes no other name (a typo is a type error, checked by
 * `npm run check`, which type-checks this file).
 */
import { describe, expect, it } from 'vitest';
import { engineOf, undoRuleOf, undoRulesOf, type Arg, type Moves, type UndoRule } from '~/kit/game';
import { games } from '~/kit/games';
import type { Result } from '~/kit/result';
import type { Persistent } from '~/kit/ui/usePersistent';
import type { usePersistent } from '~/kit/ui/usePersistent';
import type * as emperorCards from '~/games/emperor/cards';
import type * as emperorEngine from '~/games/emperor/engine';
import { moves as emperorMoves } from '~/games/emperor/game';
import type { TableState } from '~/games/emperor/state';
import type * as empressEngine from '~/games/empress/engine';
import { moves as empressMoves } from '~/games/empress/game';
import type { MatchState as EmpressMatch } from '~/games/empress/state';
import type * as rivalryEngine from '~/games/empty-rivalry/engine';
import { moves as rivalryMoves, type Move as RivalryMove } from '~/games/empty-rivalry/game';
import type { BlindState, MatchState as RivalryMatch } from '~/games/empty-rivalry/state';
import { matchSpec } from '~/games/empty-rivalry/store';
import type * as siblingEngine from '~/games/sibling-rivalry/engine';
import { moves as siblingMoves } from '~/games/sibling-rivalry/game';
import type * as subtweetEngine from '~/games/subtweet/engine';
import { moves as subtweetMoves } from '~/games/subtweet/game';
import type { SubtweetState } from '~/games/subtweet/state';

/** Each game's engine modules (the Emperor's cards have a file of their own). */
const engines = import.meta.glob<Record<string, unknown>>(['/src/games/*/engine.ts', '/src/games/*/cards.ts']);
const engineOfGame = async (slug: string): Promise<Record<string, unknown>> => {
  const found = Object.entries(engines).filter(([path]) => path.startsWith(`/src/games/${slug}/`));
  return Object.assign({}, ...(await Promise.all(found.map(([, load]) => load()))));
};

/** Undo per move as each game.ts listed it before the moves were declared (a move not listed went back). */
const UNDO_BEFORE: Record<string, Record<string, UndoRule>> = {
  emperor: { look: 'stop' },
  empress: { setup: 'back', record: 'back', lead: 'back', answer: 'stop', reveal: 'back' },
  'empty-rivalry': {
    setup: 'back', setVeto: 'back', addQuestion: 'back', setDiceMode: 'back', startRound: 'back', coverDice: 'back',
    chooseQuestions: 'back', chooseQuestion: 'back', recordTruth: 'back', recordGuess: 'back', decide: 'back',
    revealPhoneDice: 'stop', revealTableDice: 'back', addRounds: 'back', rollBlind: 'stop', revealBlind: 'stop',
  },
  'sibling-rivalry': { roll: 'back', 'phone-roll': 'stop', 'own-roll': 'stop', choice: 'back', stop: 'back', start: 'back', 'new-game': 'back' },
  subtweet: {
    setup: 'back', rematch: 'back', playCard: 'back', recordFavourites: 'back', revealRecipient: 'back',
    writeTweets: 'back', passTurn: 'back', callFailWhale: 'back', resumePlay: 'back',
  },
};

/** Every way an argument can be declared wrong: a range upside down, an empty choice, a list of nothing. */
function argProblem(a: Arg): string | null {
  switch (a.t) {
    case 'int':
      return Number.isSafeInteger(a.min) && Number.isSafeInteger(a.max) && a.min <= a.max ? null : 'a range upside down';
    case 'one':
      return a.of.length >= 2 && new Set(a.of).size === a.of.length ? null : 'a choice of fewer than two names';
    case 'text':
    case 'bytes':
      return (a.t === 'text' ? a.max : a.length) > 0 ? null : 'no room';
    case 'list':
      return a.max > 0 ? argProblem(a.of) : 'a list of nothing';
    case 'opt':
      return argProblem(a.of);
    case 'rec':
      return Object.values(a.fields).map(argProblem).find((p) => p !== null) ?? null;
    default:
      return null;
  }
}

describe.each(games.map((g) => [g.slug, g] as const))('%s', (slug, game) => {
  it('declares at least one move, each run by a function its engine exports (or by the helper alone, said so)', async () => {
    const engine = await engineOfGame(slug);
    const names = Object.keys(game.moves);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const fn = engineOf(name, game.moves[name]!);
      if (fn !== null) expect(typeof engine[fn], `${name} runs ${fn}`).toBe('function');
    }
  });

  it('derives Undo from the declarations alone, as it was before they existed', () => {
    expect(game.undo).toEqual(undoRulesOf(game.moves));
    const before = UNDO_BEFORE[slug]!;
    for (const name of new Set([...Object.keys(before), ...Object.keys(game.moves)])) {
      expect(undoRuleOf(game.undo, name), name).toBe(before[name] ?? 'back');
    }
    // Nothing was dropped: every move the old map named is still declared.
    expect(Object.keys(before).filter((name) => !(name in game.moves))).toEqual([]);
  });

  it('declares arguments that can be encoded: ranges the right way up, choices of two or more', () => {
    for (const [name, move] of Object.entries(game.moves)) {
      for (const [arg, a] of Object.entries(move.args ?? {})) expect(argProblem(a), `${name}.${arg}`).toBeNull();
    }
  });

  it('has Undo words for every move Undo stops at', () => {
    for (const [name, rule] of Object.entries(game.undo)) if (rule === 'stop') expect(game.undoOff[name], name).toBeTruthy();
  });
});

/* ------------------------------------------------------------------ types, checked by `npm run check` */

/** The names of a module's functions that take the state (and maybe arguments) and answer with the next state or a refusal. */
type EngineMoves<Mod, S> = { [K in keyof Mod]: Mod[K] extends (state: S, ...args: never[]) => Result<S> ? K : never }[keyof Mod];
/** The engine functions a game's declarations run. */
type Runs<M extends Moves> = { [K in keyof M]: M[K] extends { engine: infer E } ? E : K }[keyof M];
/** True when every engine move is declared; otherwise the names left out (a type error below names them). */
type AllDeclared<Mod, S, M extends Moves> = [Exclude<EngineMoves<Mod, S>, Runs<M>>] extends [never] ? true : Exclude<EngineMoves<Mod, S>, Runs<M>>;

const everyEngineMoveDeclared: [
  AllDeclared<typeof emperorEngine & typeof emperorCards, TableState, typeof emperorMoves>,
  AllDeclared<typeof empressEngine, EmpressMatch, typeof empressMoves>,
  AllDeclared<typeof rivalryEngine, RivalryMatch, typeof rivalryMoves>,
  AllDeclared<typeof rivalryEngine, BlindState, typeof rivalryMoves>,
  AllDeclared<typeof siblingEngine, siblingEngine.State, typeof siblingMoves>,
  AllDeclared<typeof subtweetEngine, SubtweetState, typeof subtweetMoves>,
] = [true, true, true, true, true, true];

it('every move an engine exports is declared (the types above, checked by npm run check)', () => {
  expect(everyEngineMoveDeclared.every((t) => t === true)).toBe(true);
});

it('a store takes only its game’s declared move names: a typo is a type error', () => {
  // Never called: these lines are here for the type checker.
  const typed = (store: Persistent<RivalryMatch | null, RivalryMove>, next: RivalryMatch) => {
    store.move('recordTruth', next);
    // @ts-expect-error a misspelt move
    store.move('recrodTruth', next);
    // @ts-expect-error another game's move
    store.move('playCard', next);
  };
  const inferred = (use: typeof usePersistent, next: RivalryMatch) => {
    const store = use(matchSpec, rivalryMoves);
    store.move('revealPhoneDice', next);
    // @ts-expect-error a misspelt move, from the declarations passed to the hook
    store.move('revealPhoneDie', next);
    const bare = use(matchSpec);
    // @ts-expect-error a store given no declarations takes no move (it has `set`)
    bare.move('setup', next);
  };
  expect([typed, inferred].every((f) => typeof f === 'function')).toBe(true);
});
