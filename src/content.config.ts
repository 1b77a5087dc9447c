import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { gameFacts, playFacts } from './content.schema';

// One entry per game: content/games/<slug>/index.mdx. The folder name is the slug
// and the URL (/games/<slug>/), so the id is taken from it rather than the file name.
const games = defineCollection({
  loader: glob({
    pattern: '*/index.mdx',
    base: './content/games',
    generateId: ({ entry }) => entry.split('/')[0]!,
  }),
  schema: gameFacts,
});

// The play page of each game: content/games/<slug>/play.mdx, a few words and the helper(s).
const plays = defineCollection({
  loader: glob({
    pattern: '*/play.mdx',
    base: './content/games',
    generateId: ({ entry }) => entry.split('/')[0]!,
  }),
  schema: playFacts,
});

export const collections = { games, plays };
