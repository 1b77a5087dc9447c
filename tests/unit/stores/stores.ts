/**
 * Every saved store of every game (the registry, kit/games.ts) and of the print studio,
 * each with a seeded random player: the fixture recorder, the fixture test (load today's
 * saves, play one move) and the property test (mutated saves never crash load + first
 * render) all read this list. A game's players are in `tests/unit/<slug>/stores.ts`, by
 * store key; a store without one fails here, so a new store can't go uncovered.
 */
import type { ComponentType } from 'preact';
export { MemoryStorage } from '../memory-storage';
import { everyStore } from '~/kit/games';
import type { StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { shuffle, type Rng } from '~/kit/random';

/** How the tests play one store: the islands that draw it and a random legal move. */
export interface StorePlayer<T> {
  /** The island(s) that load this store. */
  islands: () => Promise<ComponentType<object>[]>;
  /** One random legal move from `state`, or null when the game has none left. */
  step: (state: T, rng: Rng) => T | null;
}

export interface StoreCase<T> extends StorePlayer<T> {
  /** A name for test titles and fixture files: the store key with `-` for `/`. */
  name: string;
  spec: StoreSpec<T>;
}

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
export const names = (rng: Rng, min: number, max: number) => NAMES.slice(0, rng.int(min, max));

/** The first of the candidate moves (in random order) that the engine accepts. */
export function firstOk<T>(rng: Rng, moves: (() => Result<T>)[]): T | null {
  for (const move of shuffle(rng, moves)) {
    const result = move();
    if (result.ok) return result.value;
  }
  return null;
}

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const gamePlayers = import.meta.glob<{ players: Record<string, StorePlayer<any>> }>('../*/stores.ts');

/** The print studio's store: not a game's, so listed here. */
async function studioCases(): Promise<StoreCase<unknown>[]> {
  const { fitSpec } = await import('~/print-studio/fit-store');
  const printer: StorePlayer<{ across: number; down: number; ax: number; ay: number; bx: number; by: number } | null> = {
    islands: async () => [(await import('~/print-studio/PrinterFit')).default as ComponentType<object>],
    step: (s, rng) => {
      if (s !== null && s.across < 98.6) return null;
      const hole = () => rng.int(-30, 30) / 10;
      return { across: (s?.across ?? 100.4) - rng.int(1, 4) / 10, down: 100 + rng.int(-15, 15) / 10, ax: hole(), ay: hole(), bx: hole(), by: hole() };
    },
  };
  return [{ name: 'print-printer', spec: fitSpec, ...printer } as StoreCase<unknown>];
}

/** Every store with its player; throws when a game's store has none. */
export async function storeCases(): Promise<StoreCase<unknown>[]> {
  const cases: StoreCase<unknown>[] = [];
  for (const { game, spec } of everyStore()) {
    const file = gamePlayers[`../${game}/stores.ts`];
    const player = file ? (await file()).players[spec.key] : undefined;
    if (!player) throw new Error(`No random player for the store ${spec.key}: add it to tests/unit/${game}/stores.ts`);
    cases.push({ name: spec.key.replace(/\//g, '-'), spec, ...player } as StoreCase<unknown>);
  }
  return [...cases, ...(await studioCases())];
}
