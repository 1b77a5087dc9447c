/**
 * The contract every game keeps, one object per game in `src/games/<slug>/game.ts`
 * (boardgame.io's game object: fixed keys, defaults filled in one place, here).
 *
 * Read by the registry (kit/games.ts) at build time and in tests: the home page's Resume,
 * the settings backup, the print page, the lesson tests and the store tests all loop over
 * it, so a new store, lesson or printable is covered without anyone listing it twice.
 *
 * A game's `view` and `undo` are also needed by its screens in the browser: game.ts
 * exports them by name as well, and the default export (with the lazy parts: helper,
 * lesson, printables) is wrapped in `defineGame`, marked pure, so a screen importing
 * `{ view, undo }` never pulls pdf-lib or the lesson into a page (the import-boundary
 * test in tests/unit/kit/boundary.test.ts keeps it so).
 */
import type { Frame } from '../components/rules/walkthrough';
import type { SecretStep } from './handoff';
import type { Lesson } from './lesson';
import type { Printable } from './pdf/printable';
import type { StoreSpec } from './persist';

/** A player, by their index in the game's seating order. */
export type Player = number;

/**
 * What Undo does with one move (boardgame.io's per-move `undoable`, with the two cases a
 * table with secrets needs):
 * - `back`: Undo takes the move back. When the step it returns to is a secret one, the
 *   kit's hand-off shows its owner's hand-over first (never the secret itself).
 * - `with-previous`: Undo takes the move back together with the move before it, so the
 *   step in between is never reopened (Empress: an answer goes back with the lead's pick
 *   it answered; after a reveal, neither pick may be made again knowing the other).
 * - `stop`: Undo can take back neither this move nor anything before it: what the move
 *   showed has been seen (a phone roll, a look at identity cards).
 */
export type UndoRule = 'back' | 'with-previous' | 'stop';

/**
 * A worked example on the rules page (`<WorkedExample game name />`), declared in the
 * game's `examples.ts` (not game.ts: a rules page importing game.ts would take in the
 * helper's stylesheets through its `helper` import): the island that
 * draws it (src/games/<slug>/islands/<island>.tsx, default export), its heading, and its
 * frames, played through the game's engine when the site is built.
 */
export interface WorkedExample {
  island: string;
  title: string;
  frames: () => Frame<unknown>[];
}

/** Undo per move, by the move's name; a move not listed is `back`. */
export type UndoRules = Readonly<Record<string, UndoRule>>;

/**
 * Why Undo is off after each `stop` move, in a player's words that finish "Undo is off: …"
 * (words.ts; no ruling IDs): `UndoBar` says it while Undo can't go back past that move.
 */
export type UndoOff = Readonly<Record<string, string>>;

/** The words for the stop Undo can't go back past (`Persistent.stoppedBy`), or null. */
export const undoOffOf = (words: UndoOff, stoppedBy: string | null): string | null => (stoppedBy === null ? null : (words[stoppedBy] ?? null));

/** The rule for one move (`back` unless declared). */
export const undoRuleOf = (rules: UndoRules | undefined, move: string): UndoRule => rules?.[move] ?? 'back';

export interface GameModule<S = unknown> {
  /** The game's slug: its folders (`content/games/<slug>/`, `src/games/<slug>/`) and addresses (`/games/<slug>/`). */
  slug: string;
  /**
   * Every store the game keeps on a phone, each with its schema, sense check and Resume
   * line (store.ts). The store tests record a fixture of each and mutate its saves; the
   * settings backup checks an imported game with them.
   */
  stores: readonly StoreSpec<any>[];
  /** The play page's helper (islands/Helper.tsx), the island `play.mdx` mounts. */
  helper: () => Promise<{ default: unknown }>;
  /** The Resume line for a game in progress, or null (state.ts; the game store writes it beside its save). */
  summary: (state: any) => string | null;
  /** The play page's "Teach me" lesson (lesson.ts), or null for a game without one. */
  lesson: (() => Promise<Lesson<any>>) | null;
  /**
   * How many play, as the game's data says (its JSON, exactly from the source): the rules
   * page's frontmatter `players` must say the same (tests/unit/games/registry.test.ts).
   */
  players: () => Promise<{ min: number; max: number }>;
  /** Every PDF of the game (print.ts), for /print/, the static PDF routes and the print studio. */
  printables: () => Promise<Printable[]>;
  /**
   * What player `player` may see of the state (boardgame.io's `playerView`): the same
   * state with everything hidden from them replaced by a placeholder. A screen owned by a
   * player is drawn from their view, so it cannot show what the view hides; the unit test
   * `tests/unit/kit/views.test.ts` renders each secret screen from the state and from the
   * view, at random positions, and requires the same page. Each player's own phone holds
   * exactly this. A game without secrets: the state itself.
   */
  view: (state: S, player: Player) => S;
  /**
   * The secret step the state is at: the player the game waits on in private (a record,
   * a guess, a pick, a look) with an id unique to that moment, or null when the step is
   * public. The one-phone hand-off (kit/ui/HandOff.tsx) shows that player's hand-over
   * screen first and then their view.
   */
  secret: (state: S) => SecretStep | null;
  /** Undo, per move: see `UndoRule`. Moves not listed go `back`. */
  undo: UndoRules;
  /** Why Undo is off after each of `undo`'s `stop` moves (see `UndoOff`); every stop has its words. */
  undoOff: UndoOff;
}

/** What a game.ts declares; everything left out takes the default of a game without secrets. */
export type GameDeclaration<S> = Pick<GameModule<S>, 'slug' | 'stores' | 'helper' | 'summary' | 'players'> &
  Partial<Omit<GameModule<S>, 'slug' | 'stores' | 'helper' | 'summary' | 'players'>>;

/**
 * Fills in the defaults: no lesson, no printables, no secrets (`view` is the state itself,
 * no secret step) and every move undoable. Call it as `/* @__PURE__ *\/ defineGame({…})`, so
 * a page that imports only a game's `view` or `undo` drops the rest.
 */
export function defineGame<S>(game: GameDeclaration<S>): GameModule<S> {
  return {
    lesson: null,
    printables: async () => [],
    view: (state) => state,
    secret: () => null,
    undo: {},
    undoOff: {},
    ...game,
  };
}
