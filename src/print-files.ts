// The PDF files the site serves, built at build time (the /print/ page and the static PDF
// routes) and in tests: each printable with its game's name and credit, and a booklet with
// its rules page. Both come from content/games/<slug>/index.mdx, the one place they are
// written: the frontmatter for the credit, what the MDX renders to for the booklet. Never
// imported by browser code (the print studio gets the credit from the page).
import { PDFDocument } from 'pdf-lib';
import type { Sides } from './kit/pdf/sheet';
import type { Paper } from './kit/pdf/units';
import type { Printable } from './kit/pdf/printable';
import type { ComponentRenderer, RulesFacts, RulesSource } from './kit/pdf/rules';
import { creditLine, TABLEMATE_STAMP, type Stamp } from './kit/pdf/stamp';

// The rules pages' modules, flagged as Astro flags content-collection entries (propagated
// assets): the stylesheets their islands import then reach only the pages that render
// them, not every page importing this file (the printables page waited for three of them
// before its first paint). Astro then hands each as a wrapper that loads the module
// (`getMod`); elsewhere (a plain Vite) the module itself comes.
type RulesModule = { frontmatter: RulesFacts; default: (props: Record<string, unknown>) => unknown };
const flagged = import.meta.glob<RulesModule | { getMod: () => Promise<RulesModule> }>('/content/games/*/index.mdx', {
  import: 'default',
  query: '?astroPropagatedAssets',
});
const modules = Object.fromEntries(
  await Promise.all(
    Object.entries(flagged).map(async ([path, load]) => {
      const loaded = await load();
      return [path, 'getMod' in loaded ? await loaded.getMod() : loaded] as const;
    }),
  ),
);
const facts = Object.fromEntries(Object.entries(modules).map(([path, m]) => [path, m.frontmatter]));
const pages = Object.fromEntries(Object.entries(modules).map(([path, m]) => [path, async () => m.default]));

const factsOf = (game: string): RulesFacts | undefined => facts[`/content/games/${game}/index.mdx`];

/** The name and credit every sheet of a game carries; Tablemate's own for sheets of any game. */
export function stampOf(game: string): Stamp {
  const f = factsOf(game);
  return f ? { game: f.title, credit: creditLine(f.title, f.designers) } : TABLEMATE_STAMP;
}

/**
 * The rules pages' own components that only make sense on a screen, which the printed page
 * hides too: the helper's words folded under "On the phone", the rulings' small IDs.
 * A game's print.ts draws its own components (tables from its data).
 */
export const SCREEN_ONLY: Record<string, ComponentRenderer> = { OnThePhone: () => [], Ruling: () => [] };

/** A game's rules page for its booklet: the frontmatter and the tree its MDX renders to. */
export async function rulesOf(game: string): Promise<RulesSource> {
  const f = factsOf(game);
  const page = pages[`/content/games/${game}/index.mdx`];
  if (!f || !page) throw new Error(`No rules page for ${game}`);
  const render = await page();
  return { facts: f, tree: render({}), components: SCREEN_ONLY };
}

// The /print/ page and the PDF endpoints both need the bytes; build each once.
const built = new Map<string, Promise<Uint8Array>>();
export function buildPdf(p: Printable, paper: Paper, sides: Sides = 'duplex'): Promise<Uint8Array> {
  const key = `${p.game}/${p.name}-${sides}-${paper}`;
  let bytes = built.get(key);
  if (!bytes) {
    const stamp = stampOf(p.game);
    bytes = p.fromRules ? rulesOf(p.game).then((rules) => p.build(paper, { stamp, rules })) : p.build(paper, p.cards ? { sides, stamp } : { stamp });
    built.set(key, bytes);
  }
  return bytes;
}

export async function pageCount(p: Printable, paper: Paper, sides: Sides = 'duplex'): Promise<number> {
  const doc = await PDFDocument.load(await buildPdf(p, paper, sides), { updateMetadata: false });
  return doc.getPageCount();
}
