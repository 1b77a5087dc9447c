import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

/** Headers every response should carry; also written to `_headers` for hosts that read one. */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

/**
 * After the build: a Workbox service worker that precaches the whole site (pages,
 * island bundles, CSS, icons and every PDF) so it works offline after one visit,
 * and a `_headers` file carrying each page's Content-Security-Policy (the same one
 * Astro puts in the page's meta tag) plus the headers a meta tag cannot set.
 */
export function offline(): AstroIntegration {
  let base = '/';
  return {
    name: 'tablemate-offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const { count, size, warnings } = await generateSW({
          globDirectory: out,
          globPatterns: ['**/*.{html,js,css,svg,pdf,webmanifest,png}'],
          globIgnores: ['sw.js', 'workbox-*.js'],
          swDest: join(out, 'sw.js'),
          modifyURLPrefix: { '': base },
          directoryIndex: 'index.html',
          // A new version waits until the player agrees to reload (the page offers it),
          // so an update never swaps code under a game in progress.
          skipWaiting: false,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
          mode: 'production',
          sourcemap: false,
        });
        for (const w of warnings) logger.warn(w);
        logger.info(`service worker precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);

        const rules: string[] = [];
        for (const file of (await walk(out)).filter((f) => f.endsWith('.html')).sort()) {
          const html = await readFile(file, 'utf8');
          const csp = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/i)?.[1];
          const path = base + relative(out, file).split(sep).join('/').replace(/index\.html$/, '');
          // frame-ancestors is ignored in a meta tag, so it is added here.
          const policy = csp
            ? `${csp.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/;\s*$/, '')}; frame-ancestors 'none'`
            : undefined;
          rules.push(path, ...(policy ? [`  Content-Security-Policy: ${policy}`] : []), '');
        }
        const common = Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
        await writeFile(join(out, '_headers'), [`${base}*`, ...common, `  X-Frame-Options: DENY`, '', ...rules].join('\n'));
      },
    },
  };
}
