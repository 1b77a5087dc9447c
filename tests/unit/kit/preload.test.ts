import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import { withPreloads } from '../../../src/build/preload';

// A built site in a scratch folder: a helper hydrated at load whose file imports two levels
// deep and loads a screen on demand, and an example hydrated when seen.
const dist = mkdtempSync(join(tmpdir(), 'preload-'));
const files: Record<string, string> = {
  'Helper.js': 'import{a}from"./client.js";import{b}from"./kit.js";const s=()=>import("./screens.js");export default a',
  'client.js': 'export const a=1',
  'kit.js': 'import{c}from"./setup.js";export const b=c',
  'setup.js': 'import{a}from"./client.js";export const c=a',
  'screens.js': 'export const d=1',
  'Example.js': 'import{a}from"./client.js";export default a',
};
mkdirSync(join(dist, '_astro'));
for (const [name, code] of Object.entries(files)) writeFileSync(join(dist, '_astro', name), code);
const island = (client: string, component: string) => `<astro-island uid="1" component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/client.js" props="{}" client="${client}"></astro-island>`;
const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

beforeAll(async () => {
  await init;
});

describe('module preloads (src/build/preload.ts)', () => {
  it('names every file a load-time helper imports statically, once each, in the head', async () => {
    const html = await withPreloads(page(island('load', 'Helper.js')), { dist, base: '/' });
    expect(preloaded(html).sort()).toEqual(['/_astro/Helper.js', '/_astro/client.js', '/_astro/kit.js', '/_astro/setup.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a page whose islands wait until seen (or that has none) as it was', async () => {
    for (const html of [page(island('visible', 'Example.js')), page('<p>rules</p>')]) expect(await withPreloads(html, { dist, base: '/' })).toBe(html);
  });

  it('refuses a page whose helper imports a file the build lacks', async () => {
    await expect(withPreloads(page(island('load', 'Missing.js')), { dist, base: '/' })).rejects.toThrow(/Missing\.js/);
  });
});
