import { describe, expect, it } from 'vitest';
import { find, queryTerms, segments, snippetOf, stem, words, type SearchEntry } from '~/components/rules/find';
import { SYNONYMS } from '~/components/rules/synonyms';
import { mdxSections } from './mdx-sections';
import { sectionsOf } from '~/build/search';

const entry = (game: string, heading: string, text: string, question = false): SearchEntry => ({
  game,
  title: game,
  id: heading.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  heading,
  text,
  ...(question ? { question } : {}),
});

describe('the words a search compares', () => {
  it.each([
    ["Who's caught?", ['whos', 'caught']],
    ['Little Angel, 1s!', ['little', 'angel', '1s']],
    ['Défense', ['defense']],
  ])('words(%j)', (text, expected) => expect(words(text)).toEqual(expected));

  it.each([
    ['condemns', 'condemn'],
    ['caught', 'catch'],
    ['ties', 'tie'],
    ['swapping', 'swapp'],
    ['penalties', 'penalty'],
    ['favorited', 'favourite'],
    ['class', 'class'],
  ])('stem(%j) = %j', (word, expected) => expect(stem(word)).toBe(expected));

  it('drops the small words of a question, unless nothing else is left', () => {
    expect(queryTerms('When does a Condemn kill?')).toEqual(['condemn', 'die']);
    expect(queryTerms('who is it')).toEqual(['who', 'is', 'it']);
  });
});

describe('find', () => {
  const entries = [
    entry('sr', 'Getting caught', 'Three 1s set aside and a parent catches you. On a Little Devil two 1s are enough.'),
    entry('sr', 'I’m on a Little Devil: how many 1s catch me?', 'Two. The count is the one for the square your scoring pawn stands on.', true),
    entry('er', 'Scoring', 'The modified score is the d4 plus 2 for every wrong guess.'),
    entry('em', 'Condemn, in detail', 'A Condemn does not kill at once: its target dies at the end of the caster’s next turn.'),
  ];

  it('puts a heading that names the words first, a question before a rule that mentions them', () => {
    const found = find(entries, 'little devil');
    expect(found.map((f) => f.entry.heading)).toEqual(['I’m on a Little Devil: how many 1s catch me?', 'Getting caught']);
  });

  it('finds every form of a word (caught, catches, catch)', () => {
    expect(find(entries, 'caught').map((f) => f.entry.heading)).toContain('Getting caught');
    expect(find(entries, 'catch').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps only the sections with the most words found', () => {
    const found = find(entries, 'modified score wrong guess');
    expect(found.map((f) => f.entry.heading)).toEqual(['Scoring']);
  });

  it('puts this page’s game first when it has an answer, the others after', () => {
    const found = find(entries, 'catch', 'em');
    expect(found.map((f) => f.entry.game)).toEqual(['sr', 'sr']);
    const withEm = [...entries, entry('em', 'Guards', 'A guard may catch a thief.')];
    expect(find(withEm, 'catch', 'em').map((f) => f.entry.game)).toEqual(['em', 'sr', 'sr']);
  });

  it('prefers this page among equals, and finds nothing in words nobody wrote', () => {
    const twins = [entry('a', 'Scoring', 'points'), entry('b', 'Scoring', 'points')];
    expect(find(twins, 'points', 'b')[0]!.entry.game).toBe('b');
    expect(find(entries, 'zeppelin')).toEqual([]);
    expect(find(entries, '   ')).toEqual([]);
  });

  it('cuts a snippet around the words found, between words, with them marked', () => {
    const long = entry('x', 'Long', `${'wording '.repeat(60)}needle ${'wording '.repeat(60)}`);
    const [hit] = find([long], 'needle');
    expect(hit!.snippet).toMatch(/^… wording .*needle.* wording …$/);
    expect(hit!.snippet.length).toBeLessThan(180);
    expect(hit!.marks.map(([a, b]) => hit!.snippet.slice(a, b))).toEqual(['needle']);
  });

  it('marks the word as written, whatever form was asked (caught for catch, roll again for reroll)', () => {
    const text = 'Three 1s set aside and you are caught. You may roll again, or stop.';
    const caught = snippetOf(text, queryTerms('catch'));
    expect(caught.marks.map(([a, b]) => caught.snippet.slice(a, b))).toEqual(['caught']);
    const again = snippetOf(text, queryTerms('reroll'));
    expect(again.marks.map(([a, b]) => again.snippet.slice(a, b))).toEqual(['roll', 'again']);
    expect(segments('a tie b', [[2, 5]])).toEqual([
      { text: 'a ', marked: false },
      { text: 'tie', marked: true },
      { text: ' b', marked: false },
    ]);
  });

  it('never cuts a word, at either end, in any window', () => {
    const text = 'Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega. '.repeat(4);
    for (const word of ['alpha', 'lambda', 'omega', 'sigma']) {
      const { snippet } = snippetOf(text, [word], undefined, 60);
      const inner = snippet.replace(/^… /, '').replace(/ …$/, '');
      expect(text.includes(inner)).toBe(true);
      const at = text.indexOf(inner);
      expect(at === 0 || /\s/.test(text[at - 1]!)).toBe(true);
      expect(at + inner.length === text.length || /[\s.]/.test(text[at + inner.length]!)).toBe(true);
      expect(snippet.toLowerCase()).toContain(word);
    }
  });
});

describe('the index, cut from a built rules page', () => {
  const html = `<!doctype html><html><body><main><article class="rules">
    <header class="rules-top"><h1>Sibling Rivalry</h1></header>
    <nav class="jump-bar"><a href="#scoring">Scoring</a><button>Search the rules</button></nav>
    <dialog><h2 id="rules-search-title">Search the rules</h2></dialog>
    <section class="glance"><h2 id="in-30-seconds">In 30 seconds</h2><p>Roll <b>five</b> dice.</p></section>
    <h2 id="scoring">Scoring</h2><p>Move your <button class="term">scoring pawn</button><span popover>Your pawn on the score track.</span> forward.</p>
    <astro-island><p>Step 1 of 6</p></astro-island>
    <h2 id="questions-at-the-table">Questions at the table</h2>
    <p class="ruling-ref" id="sr-6">SR-6</p>
    <h3 id="tie">I’m level: does mine stay?</h3><p>No.</p><ul><li>Ties</li><li>lose.</li></ul>
    <h2 id="credits">Credits</h2><p>Design.</p>
  </article></main></body></html>`;
  const sections = sectionsOf(html, 'sibling-rivalry');

  it('has one section per heading with an id, in page order, without the credits', () => {
    expect(sections.map((s) => s.id)).toEqual(['in-30-seconds', 'scoring', 'questions-at-the-table', 'tie']);
    expect(sections.every((s) => s.title === 'Sibling Rivalry' && s.game === 'sibling-rivalry')).toBe(true);
  });

  it('keeps the words a reader reads (a term too), and leaves out controls, pop-ups, islands and ruling tags', () => {
    expect(sections.find((s) => s.id === 'scoring')!.text).toBe('Move your scoring pawn forward.');
    expect(sections.find((s) => s.id === 'in-30-seconds')!.text).toBe('Roll five dice.');
    const all = sections.map((s) => s.text).join(' ');
    for (const left of ['Search the rules', 'Step 1 of 6', 'SR-6', 'Your pawn on the score track']) expect(all).not.toContain(left);
  });

  it('marks the questions, and breaks words at block ends', () => {
    const q = sections.find((s) => s.id === 'tie')!;
    expect(q.question).toBe(true);
    expect(q.text).toBe('No. Ties lose.');
    expect(sections.find((s) => s.id === 'scoring')!.question).toBeUndefined();
  });

  it('refuses a page with no rules article', () => {
    expect(() => sectionsOf('<html><body><h1>x</h1></body></html>', 'x')).toThrow(/no <article class="rules">/);
  });
});

describe('a table’s words (synonyms.ts)', () => {
  it.each([
    ['reroll', 'You may roll again, or stop.'],
    ['re-roll', 'You may roll again, or stop.'],
    ['tie', 'If you are level with the other pawn, yours comes off.'],
    ['tie', 'Equal totals share the win.'],
    ['swap', 'You may switch to another track.'],
    ['penalty', 'Only the caught player is punished.'],
  ])('"%s" finds “%s”', (query, text) => {
    expect(find([entry('g', 'Rule', text)], query)).toHaveLength(1);
  });

  it('holds a game-only word on its game’s page alone: a draw is a tie in Empress, a card elsewhere', () => {
    const both = [entry('empress', 'Who leads after a draw?', 'The other player.', true), entry('subtweet', 'Penalties', 'Draw a blank card.')];
    expect(find(both, 'tie').map((f) => f.entry.game)).toEqual(['empress']);
    expect(find(both, 'kill')).toEqual([]);
  });

  it('ranks the word itself above a word for it', () => {
    const two = [entry('g', 'A', 'They roll again.'), entry('g', 'B', 'They reroll.')];
    expect(find(two, 'reroll')[0]!.entry.heading).toBe('B');
  });

  it('is a small list of groups of two or more words, each group’s games named by slug', () => {
    const games = new Set(['empty-rivalry', 'empress', 'sibling-rivalry', 'emperor', 'subtweet']);
    for (const g of SYNONYMS) {
      expect(g.words.length).toBeGreaterThanOrEqual(2);
      for (const slug of g.games ?? []) expect(games).toContain(slug);
    }
  });
});

/*
 * Ranking with the pages' own words (their MDX, as the index cuts the built pages): from
 * every rules page, a word a table asks about finds this page's answer first when it has
 * one, the other games' after; and the answer a table wants is the first result.
 */
describe('searching from each rules page', () => {
  const GAMES = ['empty-rivalry', 'empress', 'sibling-rivalry', 'emperor', 'subtweet'];
  const all = GAMES.flatMap(mdxSections);
  const WORDS = ['tie', 'swap', 'angel', 'reroll', 'catch', 'penalty'];

  describe.each(GAMES)('from %s', (here) => {
    it.each(WORDS)('"%s": this game first when it has an answer, every result found', (word) => {
      const results = find(all, word, here);
      expect(results.length, `"${word}" finds something`).toBeGreaterThan(0);
      const own = find(all.filter((e) => e.game === here), word, here);
      const games = results.map((r) => r.entry.game);
      if (own.length > 0) {
        expect(games[0]).toBe(here);
        // This game's answers all come before any other game's.
        expect(games.slice(0, Math.min(own.length, results.length)).every((g) => g === here)).toBe(true);
      } else {
        expect(games).not.toContain(here);
      }
      for (const r of results) expect(r.marks.length + r.headingMarks.length, `${r.entry.heading}: a word found is marked`).toBeGreaterThan(0);
    });
  });

  it.each([
    ['empress', 'tie', 'Who leads after a draw?'],
    ['empty-rivalry', 'tie', 'The d12 equals the modified score: who scores?'],
    ['sibling-rivalry', 'tie', 'I\'m level with the other pawn: does mine stay?'],
    ['subtweet', 'tie', 'Two of us have equally short handles: who starts?'],
    ['empress', 'swap', 'Sets, swapping and winning'],
    ['sibling-rivalry', 'swap', 'I switch tracks: do I keep my squares?'],
    ['empress', 'angel', 'The score track'],
    ['sibling-rivalry', 'reroll', 'The phone rolled: can we roll again?'],
    ['sibling-rivalry', 'catch', 'Getting caught'],
    ['subtweet', 'penalty', 'Penalties'],
    ['emperor', 'kill', 'When does a Condemn kill?'],
  ])('from %s, "%s" answers first with “%s”', (here, word, heading) => {
    const [first] = find(all, word, here);
    expect(first?.entry.heading).toBe(heading);
  });
});
