import type { Emblem } from './emblem';

/** Every game's emblem by slug, collected like the printables so a new game touches one file. */
const modules = import.meta.glob<{ emblem: Emblem }>('../games/*/emblem.ts', { eager: true });

export const emblems: Record<string, Emblem> = Object.fromEntries(
  Object.entries(modules).map(([path, m]) => [path.split('/').at(-2)!, m.emblem]),
);

export function emblemOf(slug: string): Emblem {
  const found = emblems[slug];
  if (!found) throw new Error(`No emblem for game "${slug}": add src/games/${slug}/emblem.ts`);
  return found;
}
