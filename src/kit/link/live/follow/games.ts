import type { ComponentType } from 'preact';
import type { GameModule } from '../../../game';
import type { StoreSpec } from '../../../persist';
import type { Result } from '../../../result';

/**
 * What a game gives the phones following it, each found by its file name in the game's
 * folder (the kit names no game): `game.ts` (its `view` and its stores), `islands/Public.tsx`
 * (its public screen, drawn from `view(state, PUBLIC)`; a game without one is followed by
 * its Resume line), and `follow.ts` when the game needs one: the store `view` reads when
 * it isn't the game's first (a game with modes), and the moves a player may make on their
 * own phone. Each loads only on the phone that needs it, when it is needed.
 */

export interface PublicProps<S> {
  /** `view(state, PUBLIC)`, as the playing phone sent it. */
  view: S;
  /** A move for the player at `seat`, sent to the playing phone; null while this phone is not linked. */
  act: ((seat: number, name: string, args: Record<string, unknown>) => void) | null;
  /** Why the playing phone did not take this phone's last move, in words. */
  refused?: string;
}

export interface FollowMoves<S> {
  /** The store whose state `view` reads, by what `storage` holds (a mode chosen); the game's first store when left out. */
  store?: (storage: Storage | null) => StoreSpec<S>;
  /** The players by seat, for words and for which phone plays whom. */
  seats?: (state: S) => string[];
  /** A follower's move on the playing phone's saved state: the next state, or why not in words. */
  apply?: (state: S, seat: number, name: string, args: Record<string, unknown>) => Result<S>;
  /** What else the game keeps of a move (a log beside the save), written after it. */
  after?: (storage: Storage, before: S, next: S, seat: number) => void;
}

const modules = import.meta.glob<GameModule<unknown>>('/src/games/*/game.ts', { import: 'default' });
const screens = import.meta.glob<ComponentType<PublicProps<unknown>>>('/src/games/*/islands/Public.tsx', { import: 'default' });
const follows = import.meta.glob<FollowMoves<unknown>>('/src/games/*/follow.ts', { import: 'default' });

const of = <T,>(all: Record<string, () => Promise<T>>, slug: string, file: string): (() => Promise<T>) | undefined => all[`/src/games/${slug}/${file}`];

export const hasGame = (slug: string): boolean => of(modules, slug, 'game.ts') !== undefined;
export const gameOf = (slug: string): Promise<GameModule<unknown>> => of(modules, slug, 'game.ts')!();
export const screenOf = (slug: string): Promise<ComponentType<PublicProps<unknown>> | null> => of(screens, slug, 'islands/Public.tsx')?.() ?? Promise.resolve(null);
export const movesOf = (slug: string): Promise<FollowMoves<unknown> | null> => of(follows, slug, 'follow.ts')?.() ?? Promise.resolve(null);

/** The store a game's `view` reads on this phone now. */
export const followedStore = (game: GameModule<unknown>, follow: FollowMoves<unknown> | null, storage: Storage | null): StoreSpec<unknown> =>
  follow?.store?.(storage) ?? game.stores[0]!;

/** The game of a play page's address (`…/games/<slug>/play/`), or null. */
export const slugOf = (path: string): string | null => /\/games\/([^/]+)\/play\/?$/.exec(path)?.[1] ?? null;
