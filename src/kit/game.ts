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
 * test in tests/unit/kit/boundary.test.ts keeps it so). The rules alone (`defineRules`:
 * slug, stores, Resume line, view, secret, moves, Undo) are exported as `rules`, for the
 * follow page, whose bundle must not reach the helper, the lesson or pdf-lib either.
 */
import type { Frame } from '../components/rules/walkthrough';
import type { SecretStep } from './handoff';
import type { Lesson } from './lesson';
import type { Printable } from './pdf/printable';
import type { StoreSpec } from './persist';

/** A player, by their index in the game's seating order. */
export type Player = number;

/**
 * The viewer who is no player: the table phone and every public screen draw
 * `view(state, PUBLIC)`, which hides every player's secret (boardgame.io's spectator).
 */
export const PUBLIC = -1;

/** Whose eyes a view is for: a seat, or `PUBLIC`. */
export type Viewer = Player | typeof PUBLIC;

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

/**
 * A move's Undo rule read off what the move did (its state before and after), for a move
 * that only sometimes shows the whole table what it can't unsee: `stop` then, else its
 * usual rule. (The Emperor's end of a turn is most often plain, but a Condemn that strikes
 * then may tell the table a caster's side, or end the game with every identity shown.)
 */
export type UndoWhen = (before: never, after: never) => UndoRule;

/** Undo per move, by the move's name; a move not listed is `back`. Derived from `Moves` (`undoRulesOf`). */
export type UndoRules = Readonly<Record<string, UndoRule | UndoWhen>>;

/**
 * Who may make a move at a table of phones (boardgame.io's `client: false` / active
 * players, for phones none of which is trusted):
 * - `seat`: the player whose step it is, on their own phone (a record, a pick, a Reveal);
 * - `table`: the table phone, for what the whole table did in the open (the setup, a
 *   card played and read aloud);
 * - `anyone`: any phone at the table (a New game asked for, a public correction).
 * On one phone passed around, every move is made on that phone; `secret(state)` says
 * whose hand-over comes first.
 */
export type MoveBy = 'seat' | 'table' | 'anyone';

/**
 * How a move travels between phones (kit/link/DESIGN.md):
 * - `public`: its arguments in the clear, taken by every phone;
 * - `sealed`: committed now (a salted SHA-256 every phone keeps), its arguments revealed
 *   later and checked against the seal (a lead's card, a Defender's records);
 * - `private`: its arguments encrypted to one player's key (an Investigate's card, a deal).
 */
export type MoveTravel = 'public' | 'sealed' | 'private';

/**
 * One argument a move carries from phone to phone, as plain data the kit's link encodes
 * in the fewest bits (kit/link/fields.ts): ints in a range, a seat at this table, a
 * yes/no, one of a list of names, text of at most `max` UTF-8 bytes, fixed bytes (a
 * salt), a list, an optional value, a record of fields.
 */
export type Arg =
  | { readonly t: 'int'; readonly min: number; readonly max: number }
  | { readonly t: 'seat' }
  | { readonly t: 'bool' }
  | { readonly t: 'one'; readonly of: readonly string[] }
  | { readonly t: 'text'; readonly max: number }
  | { readonly t: 'bytes'; readonly length: number }
  | { readonly t: 'list'; readonly of: Arg; readonly max: number }
  | { readonly t: 'opt'; readonly of: Arg }
  | { readonly t: 'rec'; readonly fields: Args };

/** A move's arguments by name. */
export type Args = Readonly<Record<string, Arg>>;

/** The value an `Arg` describes. */
export type ArgValue<A extends Arg> = A extends { t: 'int' } | { t: 'seat' }
  ? number
  : A extends { t: 'bool' }
    ? boolean
    : A extends { t: 'one'; of: readonly (infer N)[] }
      ? N
      : A extends { t: 'text' }
        ? string
        : A extends { t: 'bytes' }
          ? Uint8Array
          : A extends { t: 'list'; of: infer I extends Arg }
            ? ArgValue<I>[]
            : A extends { t: 'opt'; of: infer I extends Arg }
              ? ArgValue<I> | null
              : A extends { t: 'rec'; fields: infer F extends Args }
                ? ArgsValue<F>
                : never;

/** The values of a move's arguments. */
export type ArgsValue<F extends Args> = { -readonly [K in keyof F]: ArgValue<F[K]> };

/**
 * A move, declared by name in the game's `moves` (boardgame.io's `moves` object: the
 * declaration, not the code, which stays in engine.ts as a pure function).
 */
export interface MoveSpec {
  /** Who may make it (see `MoveBy`). */
  readonly by: MoveBy;
  /** How it travels between phones (see `MoveTravel`). */
  readonly travel: MoveTravel;
  /** What Undo does with it (see `UndoRule`, `UndoWhen`); `back` when left out. */
  readonly undo?: UndoRule | UndoWhen;
  /**
   * Its arguments, where it carries them from one phone to another (the link encodes a
   * move's message from them, and refuses a message they don't describe). Left out for
   * a move whose arguments never leave the phone that makes it.
   */
  readonly args?: Args;
  /**
   * The engine function it runs (engine.ts, or cards.ts for the Emperor's cards), when its
   * name is not the move's own (`revealPhoneDice` runs `revealRound`); null for a move made
   * by the helper alone, with no engine function (say why beside it).
   */
  readonly engine?: string | null;
}

/** A game's moves by name: the only names its stores' `move(name, …)` accepts. */
export type Moves<M extends string = string> = Readonly<Record<M, MoveSpec>>;

/** The Undo rule of every declared move (one source: the declarations). */
export const undoRulesOf = <M extends string>(moves: Moves<M>): Readonly<Record<M, UndoRule | UndoWhen>> =>
  Object.fromEntries(Object.entries<MoveSpec>(moves).map(([name, m]) => [name, m.undo ?? 'back'])) as Record<M, UndoRule | UndoWhen>;

/** The engine function a declared move runs (its own name unless it says otherwise), or null. */
export const engineOf = (name: string, move: MoveSpec): string | null => (move.engine === undefined ? name : move.engine);

/**
 * Why Undo is off after each `stop` move, in a player's words that finish "Undo is off: …"
 * (words.ts; no ruling IDs): `UndoBar` says it while Undo can't go back past that move.
 */
export type UndoOff = Readonly<Record<string, string>>;

/** The words for the stop Undo can't go back past (`Persistent.stoppedBy`), or null. */
export const undoOffOf = (words: UndoOff, stoppedBy: string | null): string | null => (stoppedBy === null ? null : (words[stoppedBy] ?? null));

/**
 * The rule for one move (`back` unless declared), from its declaration or a derived map;
 * a rule read off the move (`UndoWhen`) is read off `before` and `after`, the states the
 * move went from and to.
 */
export const undoRuleOf = (rules: Moves | UndoRules | undefined, move: string, before?: unknown, after?: unknown): UndoRule => {
  const rule = rules?.[move];
  const declared = typeof rule === 'string' || typeof rule === 'function' ? rule : rule?.undo;
  return (typeof declared === 'function' ? (declared as (before: unknown, after: unknown) => UndoRule)(before, after) : declared) ?? 'back';
};

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
   * exactly this, and the table phone and every public screen `view(state, PUBLIC)`.
   * A game without secrets: the state itself.
   */
  view: (state: S, viewer: Viewer) => S;
  /**
   * The secret step the state is at: the player the game waits on in private (a record,
   * a guess, a pick, a look) with an id unique to that moment, or null when the step is
   * public. The one-phone hand-off (kit/ui/HandOff.tsx) shows that player's hand-over
   * screen first and then their view.
   */
  secret: (state: S) => SecretStep | null;
  /**
   * Every move the game's stores make, by name (see `MoveSpec`): who may make it, how it
   * travels between phones, its Undo rule and the arguments it carries. A store's
   * `move(name, …)` takes only these names (kit ui/usePersistent), and the unit test
   * tests/unit/games/moves.test.ts holds them to the engine's functions.
   */
  moves: Moves;
  /** Undo, per move, derived from `moves` (`undoRulesOf`): see `UndoRule`. */
  undo: UndoRules;
  /** Why Undo is off after each of `undo`'s `stop` moves (see `UndoOff`); every stop has its words. */
  undoOff: UndoOff;
}

/** The rules part of a game: what a phone that only follows or carries the game needs (no helper, lesson, printables). */
export type GameRules<S = unknown> = Pick<GameModule<S>, 'slug' | 'stores' | 'summary' | 'view' | 'secret' | 'moves' | 'undo' | 'undoOff'>;

/** What a game.ts declares of its rules; everything left out takes the default of a game without secrets. */
export type RulesDeclaration<S> = Pick<GameModule<S>, 'slug' | 'stores' | 'summary' | 'moves'> & Partial<Pick<GameModule<S>, 'view' | 'secret' | 'undoOff'>>;

/** What a game.ts declares besides its rules (`defineRules`): the pages' parts, loaded on demand. */
export type PagesDeclaration<S> = Pick<GameModule<S>, 'helper' | 'players'> & Partial<Pick<GameModule<S>, 'lesson' | 'printables'>>;

/**
 * Fills in the rules' defaults: no secrets (`view` is the state itself, no secret step);
 * Undo per move comes from the declared moves. A game.ts exports these as `rules`, apart from
 * its default export, so the follow page (bundled apart, kit/link/live/follow) imports the
 * rules without the loaders of the helper, the lesson and the printables (pdf-lib). Call it
 * as `/* @__PURE__ *\/ defineRules({…})`.
 */
export function defineRules<S>(rules: RulesDeclaration<S>): GameRules<S> {
  return { view: (state) => state, secret: () => null, undoOff: {}, ...rules, undo: undoRulesOf(rules.moves) };
}

/**
 * The whole game: its rules (`defineRules`) and the pages' parts; no lesson and no
 * printables unless given. Call it as `/* @__PURE__ *\/ defineGame(rules, {…})`, so a page
 * that imports only a game's `view` or `moves` drops the rest (a spread of `rules` in an
 * object literal would be kept: a spread may run getters).
 */
export function defineGame<S>(rules: GameRules<S>, pages: PagesDeclaration<S>): GameModule<S> {
  return { lesson: null, printables: async () => [], ...rules, ...pages };
}
