/*
 * Search across the five rules pages: the index's shape and the ranking, shared by the
 * build (src/build/search.ts writes the index from the built pages) and the page's
 * search box (search.ts). Plain functions over plain data, so they are tested alone.
 */

/** Where the index is written in the build, relative to the site's base. */
export const SEARCH_INDEX = 'search/rules.json';

/** One section of a rules page: the text under one heading, up to the next. */
export interface SearchEntry {
  /** The game's slug (its rules page is /games/<slug>/). */
  game: string;
  /** The game's title. */
  title: string;
  /** The heading's id on that page. */
  id: string;
  /** The heading's words. */
  heading: string;
  /** The section's words, as read (no markup). */
  text: string;
  /** A question players ask (a heading in "Questions at the table"). */
  question?: boolean;
}

export interface Found {
  entry: SearchEntry;
  score: number;
  /** A short stretch of the text around the first word found, with the words to mark. */
  snippet: string;
}

// Words a question is made of that say nothing about which rule it is about.
const STOP = new Set(
  'a an and are as at be but by can do does did for from had has have how i if in is it its me my no not of on or so that the their them then there they this to was we what when where which who why will with you your am im ive'.split(
    ' ',
  ),
);

// Spellings a table uses for the same rule (a search for one finds the other).
const SAME: Record<string, string> = {
  caught: 'catch',
  catches: 'catch',
  favorite: 'favourite',
  favorited: 'favourite',
  favorites: 'favourite',
  fav: 'favourite',
  favs: 'favourite',
  favourited: 'favourite',
  dies: 'die',
  dead: 'die',
  died: 'die',
  death: 'die',
  kill: 'die',
  kills: 'die',
  killed: 'die',
  draws: 'draw',
  ties: 'tie',
  tied: 'tie',
  level: 'tie',
  ones: '1s',
  wins: 'win',
  won: 'win',
  winning: 'win',
};

/** Lower case, no accents or punctuation, words apart: "Who's caught?" → ["who", "s", "caught"]. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The form a word is compared in: one spelling per rule, and no plural or -ing ending. */
export function stem(word: string): string {
  const w = SAME[word] ?? word;
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('es') && !w.endsWith('ses')) return w.slice(0, -1);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** The words of a query worth looking for (all of them when every word is a small one). */
export function queryTerms(query: string): string[] {
  const all = words(query);
  const kept = all.filter((w) => !STOP.has(w));
  return [...new Set((kept.length > 0 ? kept : all).map(stem))];
}

function matches(term: string, text: string[]): number {
  // A term matches a word it starts (condemn → condemned); short terms only whole words.
  let n = 0;
  for (const w of text) {
    const s = stem(w);
    if (s === term || (term.length >= 4 && s.startsWith(term))) n++;
  }
  return n;
}

/** Sentences around the first place a term is found, cut to about `length` characters. */
function snippetOf(text: string, terms: string[], length = 160): string {
  const lower = text.toLowerCase();
  let at = -1;
  for (const t of terms) {
    const i = lower.search(new RegExp(`\\b${t.replace(/[^a-z0-9]/g, '')}`));
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (at < 0 || text.length <= length) return text.length <= length ? text : `${text.slice(0, length).replace(/\s+\S*$/, '')} …`;
  let start = Math.max(0, at - 50);
  if (start > 0) start = text.indexOf(' ', start) + 1;
  const cut = text.slice(start, start + length).replace(/\s+\S*$/, '');
  return `${start > 0 ? '… ' : ''}${cut}${start + length < text.length ? ' …' : ''}`;
}

/**
 * The sections that answer a query, best first: every term found (or, failing that, the
 * most terms), a heading that names a term counting most, a question more than a rule
 * that merely mentions it, and this page's sections first among equals.
 */
export function find(entries: readonly SearchEntry[], query: string, here?: string, limit = 8): Found[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const scored = entries.map((entry) => {
    const head = words(entry.heading);
    const body = words(entry.text);
    let score = 0;
    let found = 0;
    for (const t of terms) {
      const h = matches(t, head);
      const b = Math.min(matches(t, body), 4);
      if (h + b > 0) found++;
      score += h * 4 + b;
    }
    const phrase = words(query).join(' ');
    if (terms.length > 1 && words(`${entry.heading} ${entry.text}`).join(' ').includes(phrase)) score += 4;
    if (entry.question) score += 1;
    if (entry.game === here) score += 0.5;
    return { entry, score, found };
  });
  const most = Math.max(0, ...scored.map((s) => s.found));
  return scored
    .filter((s) => s.found > 0 && s.found === most)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry, score }) => ({ entry, score, snippet: snippetOf(entry.text, terms) }));
}
