import type { ComponentType } from 'preact';
import type { GameRules } from '../../../game';
import type { StoreSpec } from '../../../persist';
import type { Result } from '../../../result';

/**
 * What a game gives the phones following it: its follow entry (`src/games/<slug>/follow.ts`,
 * the same name in every game folder: the game, and what a game with modes or own-phone
 * moves adds) and its public screen (`islands/Public.tsx`, drawn from `view(state, PUBLIC)`;
 * a game without one is followed by its Resume line). The follow page (/follow/) loads
 * them, on a following phone and, in a frame of the play page, on the playing phone; its
 * code is bundled apart (app.tsx), so no play page's files change for it.
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
  /** The game followed: its `view`, stores, moves and Resume line (its game.ts `rules`: no helper, lesson or printables reach this page). */
  game: GameRules<S>;
  /** The store whose state `view` reads, by what `storage` holds (a mode chosen); the game's first store when left out. */
  store?: (storage: Storage | null) => StoreSpec<S>;
  /** The players by seat, for words and for which phone plays whom. */
  seats?: (state: S) => string[];
  /** A follower's move on the playing phone's saved state: the next state, or why not in words. */
  apply?: (state: S, seat: number, name: string, args: Record<string, unknown>) => Result<S>;
  /** What else the game keeps of a move (a log beside the save), written after it. */
  after?: (storage: Storage, before: S, next: S, seat: number) => void;
}

/** A followed game: its entry and its public screen. */
export interface FollowIsland<S> {
  follow: FollowMoves<S>;
  Screen?: ComponentType<PublicProps<S>>;
}

/** The store a game's `view` reads on this phone now. */
export const followedStore = <S,>(follow: FollowMoves<S>, storage: Storage | null): StoreSpec<S> => follow.store?.(storage) ?? follow.game.stores[0]!;

// Only the follow app (app.tsx, bundled apart from the site's pages) reaches these lists:
// the play pages' files never share a chunk with them.
const entries = import.meta.glob<FollowMoves<unknown>>('/src/games/*/follow.ts', { import: 'default' });
const screens = import.meta.glob<ComponentType<PublicProps<unknown>>>('/src/games/*/islands/Public.tsx', { import: 'default' });

/** A game's follow entry and its public screen (null for a game followed by its Resume line), or null for no such game. */
export async function followOf(slug: string): Promise<FollowIsland<unknown> | null> {
  const entry = entries[`/src/games/${slug}/follow.ts`];
  if (!entry) return null;
  const [follow, Screen] = await Promise.all([entry(), screens[`/src/games/${slug}/islands/Public.tsx`]?.()]);
  return { follow, Screen };
}

/** The game of a play page's address (`…/games/<slug>/play/`), or null. */
export const slugOf = (path: string): string | null => /\/games\/([^/]+)\/play\/?$/.exec(path)?.[1] ?? null;
