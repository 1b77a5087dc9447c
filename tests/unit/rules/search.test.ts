import { describe, expect, it } from 'vitest';
import { find, queryTerms, stem, words, type SearchEntry } from '~/components/rules/find';
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

  it('prefers this page among equals, and finds nothing in words nobody wrote', () => {
    const twins = [entry('a', 'Scoring', 'points'), entry('b', 'Scoring', 'points')];
    expect(find(twins, 'points', 'b')[0]!.entry.game).toBe('b');
    expect(find(entries, 'zeppelin')).toEqual([]);
    expect(find(entries, '   ')).toEqual([]);
  });

  it('cuts a snippet around the first word found', () => {
    const long = entry('x', 'Long', `${'word '.repeat(60)}needle ${'word '.repeat(60)}`);
    const [hit] = find([long], 'needle');
    expect(hit!.snippet).toMatch(/^… .*needle.* …$/);
    expect(hit!.snippet.length).toBeLessThan(180);
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
