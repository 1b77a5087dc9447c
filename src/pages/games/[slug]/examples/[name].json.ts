import type { APIRoute, GetStaticPaths } from 'astro';
import { examples } from '~/components/rules/examples';

// The worked examples' frames, played through each game's engine when the site is built
// (each game's examples.ts, through src/components/rules/examples.ts): one small JSON file per example, fetched by its island.
export const getStaticPaths = (() =>
  Object.entries(examples).flatMap(([slug, named]) => Object.keys(named).map((name) => ({ params: { slug, name } })))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const frames = examples[params.slug!]![params.name!]!.frames();
  return new Response(JSON.stringify(frames), { headers: { 'content-type': 'application/json' } });
};
