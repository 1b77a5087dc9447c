import { readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';

/**
 * The heading ids of a game's rules page, slugged as Astro's MDX slugs them (github-slugger,
 * duplicates numbered in order), so a test can check that a rule link lands on a heading.
 */
export function rulesHeadingIds(game: string): Set<string> {
  const mdx = readFileSync(`content/games/${game}/index.mdx`, 'utf8');
  const slugger = new GithubSlugger();
  return new Set([...mdx.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugger.slug(m[1]!.trim())));
}
