import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { SEARCH_INDEX, type SearchEntry } from '../components/rules/find.ts';

/*
 * Search across the rules pages, built with the site as Pagefind builds its index: read
 * each built rules page (/games/<slug>/index.html), cut its article into sections at
 * every heading with an id, and write their words to one JSON file that the service
 * worker precaches (src/build/offline.ts), so a search works offline. No server, no
 * WebAssembly (the site's CSP allows none), and the page fetches the index only when the
 * search box is opened.
 */

/** Parts of a rules page that are not its words: controls, the search box itself, islands' changing text, pop-up explanations, ruling tags. */
const SKIP = new Set(['script', 'style', 'nav', 'dialog', 'astro-island', 'button', 'svg', 'template']);
const skipped = (el: HTMLElement): boolean =>
  (SKIP.has(el.tagName?.toLowerCase() ?? '') && !el.classList.contains('term')) || el.hasAttribute('popover') || el.classList.contains('ruling-ref');

/** The sections of one built rules page, in page order. */
export function sectionsOf(html: string, game: string): SearchEntry[] {
  const root = parse(html);
  const article = root.querySelector('article.rules');
  if (!article) throw new Error(`games/${game}/: no <article class="rules"> to index`);
  const title = (root.querySelector('h1')?.text ?? game).trim();
  const out: SearchEntry[] = [];
  let current: SearchEntry | undefined;
  let inQuestions = false;
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      if (current) current.text += node.text;
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as HTMLElement;
    if (skipped(el)) return;
    const tag = el.tagName.toLowerCase();
    if (/^h[23]$/.test(tag) && el.id) {
      if (tag === 'h2') inQuestions = /question/i.test(el.text);
      current = { game, title, id: el.id, heading: el.text.replace(/\s+/g, ' ').trim(), text: '' };
      if (tag === 'h3' && inQuestions) current.question = true;
      out.push(current);
      return;
    }
    // Block ends are word breaks.
    const block = /^(p|li|div|section|aside|td|th|tr|dt|dd|h\d|ul|ol|table|details|summary|figure|figcaption|caption)$/.test(tag);
    for (const child of el.childNodes) visit(child);
    if (block && current) current.text += ' ';
  };
  visit(article);
  return out
    .map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }))
    .filter((s) => s.id !== 'credits');
}

/** After the build (and before the service worker is written, which precaches the index): the search index. */
export function rulesSearch(): AstroIntegration {
  return {
    name: 'tablemate-rules-search',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const games = join(out, 'games');
        const entries: SearchEntry[] = [];
        for (const slug of (await readdir(games)).sort()) {
          const page = join(games, slug, 'index.html');
          if (existsSync(page)) entries.push(...sectionsOf(await readFile(page, 'utf8'), slug));
        }
        const file = join(out, SEARCH_INDEX);
        await mkdir(dirname(file), { recursive: true });
        const json = JSON.stringify(entries);
        await writeFile(file, json);
        logger.info(`rules search: ${entries.length} sections, ${(json.length / 1024).toFixed(0)} KB`);
      },
    },
  };
}
