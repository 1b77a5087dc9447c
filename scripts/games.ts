// Every game's slug, in the order the site lists them (the rules pages' `order`), for the
// Node scripts and the Playwright specs, which can't load the registry (src/kit/games.ts
// reads src/games/*/game.ts through Vite). Found the same way: a folder of src/games with
// a game.ts is a game. tests/unit/games/slugs.test.ts holds the two to the same list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const orderOf = (slug: string): number => {
  const page = readFileSync(join(root, 'content', 'games', slug, 'index.mdx'), 'utf8');
  const order = /^order:\s*(\d+)\s*$/m.exec(page)?.[1];
  if (!order) throw new Error(`content/games/${slug}/index.mdx has no "order:" in its frontmatter`);
  return Number(order);
};

export const SLUGS: readonly string[] = readdirSync(join(root, 'src', 'games'))
  .filter((slug) => existsSync(join(root, 'src', 'games', slug, 'game.ts')))
  .map((slug) => ({ slug, order: orderOf(slug) }))
  .sort((a, b) => a.order - b.order)
  .map((g) => g.slug);
