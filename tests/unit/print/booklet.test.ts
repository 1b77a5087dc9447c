// The rules booklets: made from the rules pages themselves (content/games/<slug>/index.mdx,
// rendered by the build, no browser), so they stay in step with the pages; and the reader
// that turns a page into blocks keeps building whatever tags a page grows.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { buildBooklet, componentName, headingsOf, isElement, PAPER_IDS, readRules, textOf, type RulesBlock } from '~/kit/pdf';
import { isBooklet } from '~/kit/pdf/printable';
import { printables } from '~/printables';
import { buildPdf, rulesOf, SCREEN_ONLY } from '~/print-files';
import { pagesText } from './pdf-reading';

const pages = import.meta.glob<{ getHeadings: () => { depth: number; text: string }[]; frontmatter: { components: string[]; designers: string[] } }>('/content/games/*/index.mdx', { eager: true });
const booklets = printables.filter(isBooklet);
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('every game has a rules booklet', () => {
  it('one for each rules page', () => {
    const games = Object.keys(pages).map((k) => k.split('/')[3]);
    expect(booklets.map((b) => b.game).sort()).toEqual([...games].sort());
  });
});

/** Level-2 headings inside the page's screen-only components (the phone's section), which paper leaves out as the printed page does. */
function screenOnlyHeadings(node: unknown, inside = false): string[] {
  if (Array.isArray(node)) return node.flatMap((n) => screenOnlyHeadings(n, inside));
  if (!isElement(node)) return [];
  const name = typeof node.type === 'function' ? componentName(node) : null;
  const hidden = inside || (name !== null && name in SCREEN_ONLY);
  if (hidden && node.type === 'h2') return [textOf(node.props.children)];
  return screenOnlyHeadings(node.props.children, hidden);
}

describe.each(booklets.map((b) => [b.game, b] as const))('%s booklet', (game, booklet) => {
  const page = pages[`/content/games/${game}/index.mdx`]!;
  describe.each(PAPER_IDS)('on %s', (paper) => {
    it('carries every ## heading of the rules page (but the phone\'s), in the contents and in the text', async () => {
      const text = flat(pagesText(await buildPdf(booklet, paper)).join(' '));
      const source = readFileSync(`content/games/${game}/index.mdx`, 'utf8');
      const written = [...source.matchAll(/^## +(.+?)\s*$/gm)].map((m) => m[1]!.replace(/[*_`]/g, ''));
      const hidden = screenOnlyHeadings((await rulesOf(game)).tree);
      const headings = page.getHeadings().filter((h) => h.depth === 2 && !hidden.includes(h.text)).map((h) => h.text);
      expect(headings.length).toBeGreaterThan(0);
      expect(page.getHeadings().filter((h) => h.depth === 2).map((h) => h.text)).toEqual(expect.arrayContaining(written.map((w) => expect.stringContaining(w.slice(0, 12)))));
      for (const h of headings) expect(text.split(h).length - 1, h).toBeGreaterThanOrEqual(2); // the contents and the page
    });

    it('puts the credit and what else the game needs on the cover, in pages of four', async () => {
      const bytes = await buildPdf(booklet, paper);
      const sheets = (await PDFDocument.load(bytes)).getPageCount();
      expect(sheets % 2).toBe(0); // two sides a sheet, two pages a side: pages in fours
      const text = flat(pagesText(bytes).join(' '));
      expect(text).toContain('You also need');
      for (const c of page.frontmatter.components) expect(text).toContain(flat(c));
      for (const d of page.frontmatter.designers) expect(text).toContain(d);
    });
  });

  it('prints the start of every paragraph of the page', async () => {
    const rules = await rulesOf(game);
    const doc = readRules(rules.facts, rules.tree, rules.components);
    const text = flat(pagesText(await buildPdf(booklet, 'a4')).join(' '));
    const starts = (blocks: readonly RulesBlock[]): string[] =>
      blocks.flatMap((b) =>
        b.kind === 'paragraph' ? [b.runs.map((r) => r.text).join('').split(' ').slice(0, 5).join(' ')] : b.kind === 'box' ? starts(b.blocks) : b.kind === 'list' ? b.items.flatMap(starts) : [],
      );
    const expected = starts(doc.blocks).filter((s) => s.length > 12);
    expect(expected.length).toBeGreaterThan(5);
    for (const s of expected) expect(text, s).toContain(s);
  });
});

/** An element as an MDX page renders it (Astro's JSX). */
const el = (type: unknown, props: Record<string, unknown> = {}, ...children: unknown[]) => ({ 'astro:jsx': true, type, props: { ...props, ...(children.length ? { children: children.length === 1 ? children[0] : children } : {}) } });
const Fragment = Symbol.for('astro:fragment');
const facts = { title: 'Test', designers: ['Ada'], players: { min: 2, max: 4 }, minutes: { min: 10, max: 20 }, components: ['a die'] };

describe('reading a rules page', () => {
  it('keeps headings, paragraphs, lists, tables and boxes, and the emphasis in them', () => {
    const tree = el(Fragment, {}, [
      el('h2', { id: 'a' }, 'Setting ', el('em', {}, 'up')),
      el('p', {}, 'Roll ', el('strong', {}, 'five'), ' dice.\n'),
      el('ol', {}, '\n', el('li', {}, 'One'), '\n', el('li', {}, el('p', {}, 'Two'), el('ul', {}, el('li', {}, 'nested')))),
      el('table', {}, el('thead', {}, el('tr', {}, el('th', {}, 'A'), el('th', {}, 'B'))), el('tbody', {}, el('tr', {}, el('td', {}, '1'), el('td', {}, el('strong', {}, '2'))))),
      el('aside', { class: 'clarification' }, el('p', {}, 'Ties go to nobody.')),
      el('details', {}, el('summary', {}, 'What if I tie?'), el('p', {}, 'Nobody scores.')),
    ]);
    expect(readRules(facts, tree).blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Setting up' },
      { kind: 'paragraph', runs: [{ text: 'Roll ' }, { text: 'five', bold: true }, { text: ' dice.' }] },
      {
        kind: 'list',
        ordered: true,
        start: 1,
        items: [
          [{ kind: 'paragraph', runs: [{ text: 'One' }] }],
          [{ kind: 'paragraph', runs: [{ text: 'Two' }] }, { kind: 'list', ordered: false, start: 1, items: [[{ kind: 'paragraph', runs: [{ text: 'nested' }] }]] }],
        ],
      },
      { kind: 'table', head: [[{ text: 'A', bold: true }], [{ text: 'B', bold: true }]], rows: [[[{ text: '1' }], [{ text: '2', bold: true }]]] },
      { kind: 'box', label: 'Clarification', blocks: [{ kind: 'paragraph', runs: [{ text: 'Ties go to nobody.' }] }] },
      { kind: 'box', label: 'What if I tie?', blocks: [{ kind: 'paragraph', runs: [{ text: 'Nobody scores.' }] }] },
    ]);
  });

  it('draws a known component from the game, reduces an unknown one to its text, and leaves out one with none', () => {
    function Known() {}
    function Unknown() {}
    function Island() {}
    const astroComponent = Object.assign(() => null, { isAstroComponentFactory: true, moduleId: '/x/src/games/test/Summary.astro' });
    const tree = [
      el(Known, { rows: 2 }),
      el(Unknown, { title: 'ignored prop' }, el('p', {}, 'Said in words.')),
      el(Island, { 'client:visible': true, 'client:component-path': '/src/games/test/islands/Odds.tsx' }),
      el(astroComponent, {}, el('h3', {}, 'In short')),
      el('custom-element', {}, 'Plain text survives.'),
      el('script', {}, 'alert(1)'),
      el('p', {}, 'A ', el(Unknown, {}, 'word'), ' inline.'),
    ];
    const blocks = readRules(facts, tree, { Known: (props) => [{ kind: 'paragraph', runs: [{ text: `Known with ${String(props.rows)} rows` }] }] }).blocks;
    expect(blocks).toEqual([
      { kind: 'paragraph', runs: [{ text: 'Known with 2 rows' }] },
      { kind: 'paragraph', runs: [{ text: 'Said in words.' }] },
      { kind: 'heading', level: 3, text: 'In short' },
      { kind: 'paragraph', runs: [{ text: 'Plain text survives.' }] },
      { kind: 'paragraph', runs: [{ text: 'A word inline.' }] },
    ]);
    expect(headingsOf(blocks)).toEqual([{ level: 3, text: 'In short' }]);
  });

  it('sets the 30-second box and the set-up checklist before the rules and the terms after them, when the page has them', () => {
    const blocks = readRules(
      {
        ...facts,
        summary: { goal: 'Be first.', turn: 'Roll.', win: 'Cross the line.', end: 'Someone wins.' },
        setup: [{ step: 'Deal three.' }, { step: 'Add a Rebel.', players: '6 or 7' }],
        glossary: { lead: { term: 'Lead', means: 'Who plays first.' } },
      },
      [el('h2', {}, 'Rules')],
    ).blocks;
    expect(blocks.map((b) => (b.kind === 'heading' ? b.text : b.kind === 'box' ? b.label : b.kind))).toEqual(['The game in 30 seconds', 'Set-up checklist', 'list', 'Rules', 'Terms', 'list']);
    const checklist = blocks[2]!;
    expect(checklist.kind === 'list' && checklist.items[1]![0]).toEqual({ kind: 'paragraph', runs: [{ text: '6 or 7 players: ', bold: true }, { text: 'Add a Rebel.' }] });
  });

  it("leaves out what only a screen shows (the phone's section, ruling IDs), as the printed page does", () => {
    const OnThePhone = Object.assign(() => null, { isAstroComponentFactory: true, moduleId: '/x/src/components/rules/OnThePhone.astro' });
    const Ruling = Object.assign(() => null, { isAstroComponentFactory: true, moduleId: '/x/src/components/rules/Ruling.astro' });
    const tree = [el(Ruling, { id: 'EP-2' }), el('h3', {}, 'Who leads?'), el(OnThePhone, {}, el('h3', {}, 'The tracker'), el('p', {}, 'Tap what the cards showed.'))];
    expect(readRules(facts, tree, SCREEN_ONLY).blocks).toEqual([{ kind: 'heading', level: 3, text: 'Who leads?' }]);
  });

  it('builds a booklet whatever the text holds: characters the font lacks print as stand-ins or not at all', async () => {
    const tree = [el('h2', {}, 'Arrows → and ✓ and 🎲'), el('p', {}, 'x'.repeat(400)), ...Array.from({ length: 60 }, (_, i) => el('p', {}, `Paragraph ${i} `.repeat(20)))];
    const bytes = await buildBooklet('a4', { rules: readRules(facts, tree), name: 'test' });
    const text = flat(pagesText(bytes).join(' '));
    expect(text).toContain('Arrows -> and yes and');
    expect((await PDFDocument.load(bytes)).getPageCount() % 2).toBe(0);
  });
});
