// Each page's Content-Security-Policy names only the inline scripts and styles that page
// carries.
// Astro's CSP lists the hash of every inline script and style it can emit on any page
// (island loaders for every directive, the island runtime, ours) in every page's meta tag:
// a dozen 44-character hashes that gzip can't shrink, about 0.4 KB of each page's first
// round trip, which the rules pages need for their text (first paint ≤ 14 KB). A page
// whose script adds an inline script at run time would need its hash back here: none does
// (tests/e2e/site.spec.ts fails on any CSP violation on every page).
// Runs before offline(), which copies each page's policy into `_headers` and precaches the page.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const HASH = /\s*(?:'|&#39;)sha256-[A-Za-z0-9+/=]+(?:'|&#39;)/g;

const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;
const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** A page's policy with only the hashes of its own inline scripts and styles (`html` unchanged when it has no policy). */
export function pageHashesOnly(html: string): string {
  const own = {
    'script-src': new Set([...html.matchAll(INLINE_SCRIPT)].map((m) => hashOf(m[1]!))),
    'style-src': new Set([...html.matchAll(INLINE_STYLE)].map((m) => hashOf(m[1]!))),
  };
  return html.replace(META, (_, open: string, policy: string, close: string) => {
    const kept = policy
      .split(';')
      .map((directive) => {
        const mine = own[directive.trim().split(/\s/)[0] as keyof typeof own];
        return mine ? directive.replace(HASH, (hash) => (mine.has(hash.trim().replace(/^(?:'|&#39;)|(?:'|&#39;)$/g, '')) ? hash : '')) : directive;
      })
      .join(';');
    return open + kept + close;
  });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export function cspHashes(): AstroIntegration {
  return {
    name: 'tablemate-csp-hashes',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const trimmed = pageHashesOnly(html);
          if (trimmed !== html) await writeFile(file, trimmed);
        }
      },
    },
  };
}
