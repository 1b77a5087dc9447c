import type { APIRoute } from 'astro';
import { emblems } from '~/kit/emblems';

/**
 * Each game's accent colour as a class, built from its emblem.ts: the colours have one
 * source, and no page needs an inline style (the CSP forbids them). Inside
 * `.accent-<slug>`, --accent is the game's colour, so its buttons and links take it.
 */
export const GET: APIRoute = () => {
  const rules = Object.entries(emblems)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, e]) => ({ slug, light: e.accent.light, dark: e.accent.dark }));
  const css = [
    ...rules.map((r) => `.accent-${r.slug} { --accent: ${r.light}; --game: ${r.light}; }`),
    '@media (prefers-color-scheme: dark) {',
    ...rules.map((r) => `  .accent-${r.slug} { --accent: ${r.dark}; --game: ${r.dark}; }`),
    '}',
    '',
  ].join('\n');
  return new Response(css, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
};
