import { SYNONYMS } from './synonyms';

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
  /** A stretch of the text around the words found, cut between words. */
  snippet: string;
  /** Where the words found are in the snippet: [start, end) character ranges, in order. */
  marks: [number, number][];
  /** Where the words found are in the heading. */
  headingMarks: [number, number][];
}

// Words a question is made of that say nothing about which rule it is about.
const STOP = new Set(
  'a an and are as at be but by can do does did for from had has have how i if in is it its me my no not of on or so that the their them then there they this to was we what when where which who why will with you your am im ive'.split(
    ' ',
  ),
);

// Spellings of one word (a search for one finds the other); words that differ but mean
// the same at the table are synonyms.ts.
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
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('es') && !w.endsWith('ses')) return w.slice(0, -1);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** A phrase as the search compares it: its words' stems, space apart ("roll again" → "roll again"). */
const phrase = (text: string): string => words(text).map(stem).join(' ');

/** The synonym groups that hold on a game's page, as phrases of stems. */
function groupsFor(game: string | undefined): string[][] {
  return SYNONYMS.filter((g) => !g.games || (game !== undefined && g.games.includes(game))).map((g) => g.words.map(phrase));
}

/**
 * The terms of a query worth looking for (all of them when every word is a small one), as
 * stems; a phrase of a synonym group ("roll again", "take back") stays one term.
 */
export function queryTerms(query: string): string[] {
  const raw = words(query);
  const small = raw.every((w) => STOP.has(w));
  let all = raw.filter((w) => small || !STOP.has(w)).map(stem);
  const phrases = SYNONYMS.flatMap((g) => g.words.map(phrase)).filter((p) => p.includes(' '));
  const joined: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const p = phrases.find((p) => all.slice(i, i + p.split(' ').length).join(' ') === p);
    if (p) {
      joined.push(p);
      i += p.split(' ').length - 1;
    } else joined.push(all[i]!);
  }
  return [...new Set(joined)];
}

/** A term and the words a table uses for it on a game's page, with the weight each counts for. */
function alternatives(term: string, game: string | undefined): { phrase: string[]; weight: number }[] {
  const out = [{ phrase: term.split(' '), weight: 1 }];
  for (const group of groupsFor(game)) {
    if (!group.includes(term)) continue;
    for (const other of group) if (other !== term && !out.some((o) => o.phrase.join(' ') === other)) out.push({ phrase: other.split(' '), weight: 0.7 });
  }
  return out;
}

/** A word of the text matches a word of a term: the same stem, or (4 letters or more) one it starts (condemn → condemned). */
const same = (word: string, want: string): boolean => word === want || (want.length >= 4 && word.startsWith(want));

/** Where a term (or a word for it) is found in a list of stems: the first index of each place, its length, its weight. */
function places(term: string, stems: string[], game: string | undefined): { at: number; length: number; weight: number }[] {
  const out: { at: number; length: number; weight: number }[] = [];
  const alts = alternatives(term, game);
  for (let i = 0; i < stems.length; i++) {
    let best: { length: number; weight: number } | undefined;
    for (const alt of alts) {
      if (alt.phrase.every((w, k) => stems[i + k] !== undefined && same(stems[i + k]!, w)) && (!best || alt.weight > best.weight)) best = { length: alt.phrase.length, weight: alt.weight };
    }
    if (best) out.push({ at: i, ...best });
  }
  return out;
}

interface Token {
  stem: string;
  start: number;
  end: number;
}

/** The text's words with where they stand in it (so a snippet is cut, and marked, between words). */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}’']+/gu)) {
    for (const w of words(m[0])) out.push({ stem: stem(w), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The ranges of `text` a term list matches, in order. */
function markIn(toks: Token[], terms: string[], game: string | undefined): { ranges: [number, number][]; byToken: Map<number, string> } {
  const stems = toks.map((t) => t.stem);
  const byToken = new Map<number, string>();
  for (const term of terms) {
    for (const p of places(term, stems, game)) for (let k = 0; k < p.length; k++) if (!byToken.has(p.at + k)) byToken.set(p.at + k, term);
  }
  const ranges = [...byToken.keys()].sort((a, b) => a - b).map((i) => [toks[i]!.start, toks[i]!.end] as [number, number]);
  return { ranges, byToken };
}

/**
 * About `length` characters of the text, cut between words, around the stretch that holds
 * the most of the terms found (the first such stretch), with those words marked.
 */
export function snippetOf(text: string, terms: string[], game?: string, length = 160): { snippet: string; marks: [number, number][] } {
  const toks = tokens(text);
  const { byToken } = markIn(toks, terms, game);
  const hits = [...byToken.keys()].sort((a, b) => a - b);
  // The window start (a hit) whose next `length` characters hold the most different terms.
  let from = 0;
  if (hits.length > 0) {
    let bestCount = -1;
    for (const h of hits) {
      const inside = new Set(hits.filter((k) => toks[k]!.start >= toks[h]!.start && toks[k]!.end <= toks[h]!.start + length - 50).map((k) => byToken.get(k)));
      if (inside.size > bestCount) {
        bestCount = inside.size;
        from = h;
      }
    }
    // A few words of lead-in before the first word found.
    while (from > 0 && toks[hits.find((k) => k >= from)!]!.start - toks[from - 1]!.start <= 50) from--;
  }
  if (toks.length === 0) return { snippet: text.slice(0, length), marks: [] };
  const begin = from === 0 ? 0 : toks[from]!.start;
  let to = from;
  while (to + 1 < toks.length && toks[to + 1]!.end - begin <= length) to++;
  const end = to === toks.length - 1 ? text.length : toks[to]!.end;
  const head = begin > 0 ? '… ' : '';
  const tail = end < text.length ? ' …' : '';
  const marks = hits
    .filter((k) => toks[k]!.start >= begin && toks[k]!.end <= end)
    .map((k) => [toks[k]!.start - begin + head.length, toks[k]!.end - begin + head.length] as [number, number]);
  return { snippet: `${head}${text.slice(begin, end)}${tail}`, marks };
}

/**
 * The sections that answer a query, best first: the sections with the most terms found;
 * among them this page's game first (a table asks about the game it is playing), then a
 * heading that names a term counting most, a question more than a rule that merely
 * mentions it, and the word itself more than a word a table uses for it.
 */
export function find(entries: readonly SearchEntry[], query: string, here?: string, limit = 8): Found[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const asked = terms.join(' ');
  const scored = entries.map((entry) => {
    const head = words(entry.heading).map(stem);
    const body = words(entry.text).map(stem);
    let score = 0;
    let found = 0;
    for (const t of terms) {
      const weigh = (stems: string[], most: number) => {
        const p = places(t, stems, entry.game);
        return { n: Math.min(p.length, most), w: p.slice(0, most).reduce((a, x) => a + x.weight, 0) };
      };
      // A heading counts a term once, at its best: how often it says it adds nothing.
      const h = weigh(head, 99);
      const b = weigh(body, 2);
      if (h.n + b.n > 0) found++;
      score += Math.max(0, ...places(t, head, entry.game).map((p) => p.weight)) * 4 + b.w;
    }
    // A heading that is mostly the words asked ("Getting caught") over one that mentions them.
    const named = markIn(tokens(entry.heading), terms, entry.game).ranges.length;
    const meaningful = words(entry.heading).filter((w) => !STOP.has(w)).length;
    if (named > 0) score += (3 * named) / Math.max(meaningful, named);
    if (terms.length > 1 && `${head.join(' ')} ${body.join(' ')}`.includes(asked)) score += 4;
    if (entry.question) score += 1;
    return { entry, score, found };
  });
  const most = Math.max(0, ...scored.map((s) => s.found));
  const mine = (e: SearchEntry) => (here !== undefined && e.game === here ? 0 : 1);
  return scored
    .filter((s) => s.found > 0 && s.found === most)
    .sort((a, b) => mine(a.entry) - mine(b.entry) || b.score - a.score)
    .slice(0, limit)
    .map(({ entry, score }) => ({
      entry,
      score,
      ...snippetOf(entry.text, terms, entry.game),
      headingMarks: markIn(tokens(entry.heading), terms, entry.game).ranges,
    }));
}

/** Text cut into plain and marked stretches, for the box to draw. */
export function segments(text: string, marks: readonly [number, number][]): { text: string; marked: boolean }[] {
  const out: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [a, b] of marks) {
    if (a < at) continue;
    if (a > at) out.push({ text: text.slice(at, a), marked: false });
    out.push({ text: text.slice(a, b), marked: true });
    at = b;
  }
  if (at < text.length) out.push({ text: text.slice(at), marked: false });
  return out;
}
