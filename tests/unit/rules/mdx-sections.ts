import { readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import { parse } from 'yaml';
import type { SearchEntry } from '~/components/rules/find';

/**
 * A rules page's sections as the search index holds them, read from its MDX source (the
 * built page is not there in a unit run): the 30 seconds box, then the text under each
 * heading with its markup, components and expressions dropped. Close enough to the index
 * cut from the built page (src/build/search.ts) to test ranking with the pages' own words.
 */
export function mdxSections(game: string): SearchEntry[] {
  const mdx = readFileSync(`content/games/${game}/index.mdx`, 'utf8');
  const [, front, ...rest] = mdx.split(/^---$/m);
  const facts = parse(front!) as { title: string; summary: Record<string, string> };
  const slugger = new GithubSlugger();
  const out: SearchEntry[] = [{ game, title: facts.title, id: 'in-30-seconds', heading: 'In 30 seconds', text: Object.values(facts.summary).join(' ') }];
  let inQuestions = false;
  let current: SearchEntry | undefined;
  for (const line of rest.join('---').split('\n')) {
    const h = line.match(/^(#{2,3})\s+(.+)$/);
    if (h) {
      const heading = h[2]!.trim();
      if (h[1] === '##') inQuestions = /question/i.test(heading);
      current = { game, title: facts.title, id: slugger.slug(heading), heading, text: '', ...(h[1] === '###' && inQuestions ? { question: true } : {}) };
      out.push(current);
      continue;
    }
    if (!current || /^import /.test(line)) continue;
    current.text += ` ${line
      .replace(/<[^>]+>/g, ' ')
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/[*_|#`]/g, '')
      .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')}`;
  }
  return out.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() })).filter((s) => s.id !== 'on-the-phone');
}
