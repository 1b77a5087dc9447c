// A rules page as a booklet reads it: the page's own frontmatter and the tree its MDX
// renders to (the same source and the same expressions as the web page, evaluated by the
// build, no browser), reduced to headings, paragraphs, lists, tables and boxes. Imports
// are gone by then; a component is drawn by the game's own renderer when it has one
// (a table from the game's data), else reduced to the plain text of its children, else
// left out (islands: a calculator does not print). Whatever new tag a page grows, the
// booklet still builds.

/** A piece of text and how it is set. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type RulesBlock =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; start: number; items: RulesBlock[][] }
  | { kind: 'table'; head: Run[][]; rows: Run[][][] }
  | { kind: 'box'; label?: string; blocks: RulesBlock[] };

/** The facts at the top of a rules page (its frontmatter, see src/content.schema.ts). */
export interface RulesFacts {
  title: string;
  pitch?: string;
  designers: string[];
  credits?: string[];
  players: { min: number; max: number };
  minutes: { min: number; max: number };
  /** What the table needs besides this site: the booklet's "You also need". */
  components: string[];
  /** The 30-second box, where the page has one: the goal, a turn, how you win, what ends the game. */
  summary?: { goal: string; turn: string; win: string; end: string };
  /** The set-up checklist, where the page has one; a step for some table sizes names them. */
  setup?: { step: string; players?: string }[];
  /** Terms the page explains where they stand (on paper, a list at the end). */
  glossary?: Record<string, { term: string; means: string }>;
}

export interface RulesDocument {
  facts: RulesFacts;
  blocks: RulesBlock[];
}

/** A rules page as the build hands it over: its frontmatter and what its MDX renders to (src/print-files.ts). */
export interface RulesSource {
  facts: RulesFacts;
  tree: unknown;
  /** The site's own components for the booklet: those that only make sense on a screen draw nothing. */
  components?: Record<string, ComponentRenderer>;
}

/** Draws a component of the page in the booklet: its blocks, from the game's data (props as the page passes them). */
export type ComponentRenderer = (props: Record<string, unknown>) => RulesBlock[];

/** An element of the tree an MDX page renders to (Astro's JSX: `{ type, props }`). */
export interface Element {
  type: unknown;
  props: Record<string, unknown> & { children?: unknown };
}

export const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && 'type' in node && 'props' in node && !(node instanceof String);

/** Tags whose content never prints. */
const SKIPPED = new Set(['script', 'style', 'link', 'meta', 'svg', 'img', 'picture', 'video', 'audio', 'iframe', 'canvas', 'button', 'input', 'select', 'textarea', 'form', 'nav', 'template', 'noscript', 'hr']);
const INLINE = new Set(['a', 'strong', 'b', 'em', 'i', 'span', 'code', 'kbd', 'small', 'sup', 'sub', 'abbr', 'mark', 'cite', 'q', 'time', 'data', 'var', 'u', 's', 'del', 'ins', 'label', 'dfn']);

/** A component's name: its file's for an Astro component or an island, else its function's. */
export function componentName(node: Element): string | null {
  const type = node.type as { moduleId?: string; name?: string };
  const path = type.moduleId ?? (typeof node.props['client:component-path'] === 'string' ? (node.props['client:component-path'] as string) : undefined);
  if (path) return path.split(/[\\/]/).pop()!.replace(/\.[^.]+$/, '');
  return type.name ? type.name.replace(/^\$+/, '') : null;
}

const squash = (s: string) => s.replace(/\s+/g, ' ');

/** Joins neighbouring runs of the same style and trims the ends. */
function tidy(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const r of runs) {
    const last = out[out.length - 1];
    if (last && !!last.bold === !!r.bold && !!last.italic === !!r.italic) last.text += r.text;
    else out.push({ ...r });
  }
  for (const r of out) r.text = squash(r.text);
  if (out[0]) out[0].text = out[0].text.trimStart();
  const end = out[out.length - 1];
  if (end) end.text = end.text.trimEnd();
  return out.filter((r) => r.text !== '');
}

/** Plain text of a subtree. */
export function textOf(node: unknown): string {
  return tidy(runsOf(node, {}, {})).map((r) => r.text).join('');
}

interface Context {
  components?: Record<string, ComponentRenderer>;
}

/** Inline content as runs (block elements inside become plain text). */
function runsOf(node: unknown, style: Pick<Run, 'bold' | 'italic'>, ctx: Context): Run[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number' || node instanceof String) return [{ text: String(node), ...style }];
  if (Array.isArray(node)) return node.flatMap((n) => runsOf(n, style, ctx));
  if (!isElement(node)) return [];
  const tag = typeof node.type === 'string' ? node.type.toLowerCase() : null;
  if (tag === 'br') return [{ text: ' ', ...style }];
  if (tag && SKIPPED.has(tag)) return [];
  if (tag === 'strong' || tag === 'b' || tag === 'th') return runsOf(node.props.children, { ...style, bold: true }, ctx);
  if (tag === 'em' || tag === 'i' || tag === 'cite') return runsOf(node.props.children, { ...style, italic: true }, ctx);
  if (typeof node.type === 'function' || (typeof node.type === 'object' && node.type !== null && tag === null && typeof node.type !== 'symbol')) {
    // A component inside a sentence: its children's text, if it has any.
    return runsOf(node.props.children, style, ctx);
  }
  return runsOf(node.props.children, style, ctx);
}

/** The blocks of a subtree: block elements become blocks, inline content between them paragraphs. */
function blocksOf(node: unknown, ctx: Context): RulesBlock[] {
  const blocks: RulesBlock[] = [];
  let pending: Run[] = [];
  const flush = () => {
    const runs = tidy(pending);
    pending = [];
    if (runs.length > 0) blocks.push({ kind: 'paragraph', runs });
  };
  const visit = (n: unknown): void => {
    if (n === null || n === undefined || typeof n === 'boolean') return;
    if (typeof n === 'string' || typeof n === 'number' || n instanceof String) {
      pending.push({ text: String(n) });
      return;
    }
    if (Array.isArray(n)) {
      n.forEach(visit);
      return;
    }
    if (!isElement(n)) return;
    const tag = typeof n.type === 'string' ? n.type.toLowerCase() : null;
    if (tag && SKIPPED.has(tag)) return;
    if (tag && INLINE.has(tag)) {
      pending.push(...runsOf(n, {}, ctx));
      return;
    }
    if (tag === 'br') {
      pending.push({ text: ' ' });
      return;
    }
    if (tag === null && typeof n.type !== 'function' && typeof n.type !== 'object') {
      // A fragment.
      visit(n.props.children);
      return;
    }
    if (tag === null) {
      const name = componentName(n);
      const render = name ? ctx.components?.[name] : undefined;
      if (render) {
        flush();
        blocks.push(...render(n.props));
        return;
      }
      // Unknown component: its children, as plain content; none, nothing.
      if (n.props.children === undefined) return;
      const inner = blocksOf(n.props.children, ctx);
      if (inner.length === 1 && inner[0]!.kind === 'paragraph' && pending.length > 0) pending.push({ text: ' ' }, ...inner[0]!.runs);
      else {
        flush();
        blocks.push(...inner);
      }
      return;
    }
    flush();
    const level = /^h([1-6])$/.exec(tag);
    if (level) {
      const text = textOf(n.props.children);
      if (text) blocks.push({ kind: 'heading', level: Math.min(4, Math.max(2, Number(level[1]))) as 2 | 3 | 4, text });
      return;
    }
    if (tag === 'ul' || tag === 'ol') {
      const items = childElements(n.props.children).filter((c) => c.type === 'li');
      const start = typeof n.props.start === 'number' ? n.props.start : Number(n.props.start ?? 1) || 1;
      if (items.length > 0) blocks.push({ kind: 'list', ordered: tag === 'ol', start, items: items.map((li) => blocksOf(li.props.children, ctx)) });
      return;
    }
    if (tag === 'table') {
      const rows = tableRows(n);
      const head = rows.filter((r) => r.head).map((r) => r.cells);
      const body = rows.filter((r) => !r.head).map((r) => r.cells);
      if (head.length + body.length > 0) blocks.push({ kind: 'table', head: head[0] ?? [], rows: [...head.slice(1), ...body] });
      return;
    }
    if (tag === 'aside' || tag === 'blockquote' || tag === 'details' || tag === 'figure') {
      const cls = String(n.props.class ?? n.props.className ?? '');
      const inner = childElements(n.props.children);
      const summary = inner.find((c) => c.type === 'summary' || c.type === 'figcaption');
      const label = summary ? textOf(summary.props.children) : /clarification/.test(cls) ? 'Clarification' : undefined;
      const rest = Array.isArray(n.props.children) ? n.props.children.filter((c) => c !== summary) : n.props.children === summary ? [] : n.props.children;
      const content = blocksOf(rest, ctx);
      if (content.length > 0 || label) blocks.push({ kind: 'box', ...(label ? { label } : {}), blocks: content });
      return;
    }
    if (tag === 'dl') {
      const items = childElements(n.props.children);
      let term: Run[] = [];
      for (const item of items) {
        if (item.type === 'dt') term = tidy(runsOf(item.props.children, { bold: true }, ctx));
        else if (item.type === 'dd') blocks.push({ kind: 'paragraph', runs: tidy([...term, { text: ': ' }, ...runsOf(item.props.children, {}, ctx)]) });
      }
      return;
    }
    if (tag === 'pre') {
      const text = textOf(n.props.children);
      if (text) blocks.push({ kind: 'paragraph', runs: [{ text }] });
      return;
    }
    // Anything else (div, section, p, summary on its own …) holds content.
    blocks.push(...blocksOf(n.props.children, ctx));
  };
  visit(node);
  flush();
  return blocks;
}

/** Direct child elements, looking through fragments and arrays. */
function childElements(children: unknown): Element[] {
  if (Array.isArray(children)) return children.flatMap(childElements);
  if (!isElement(children)) return [];
  if (typeof children.type !== 'string' && typeof children.type !== 'function' && typeof children.type !== 'object') return childElements(children.props.children);
  return [children];
}

function tableRows(table: Element): { head: boolean; cells: Run[][] }[] {
  const rows: { head: boolean; cells: Run[][] }[] = [];
  const walk = (node: Element, head: boolean) => {
    for (const child of childElements(node.props.children)) {
      if (child.type === 'thead') walk(child, true);
      else if (child.type === 'tbody' || child.type === 'tfoot') walk(child, false);
      else if (child.type === 'tr') {
        const cells = childElements(child.props.children).filter((c) => c.type === 'td' || c.type === 'th');
        rows.push({ head: head || cells.every((c) => c.type === 'th'), cells: cells.map((c) => tidy(runsOf(c.props.children, c.type === 'th' ? { bold: true } : {}, {}))) });
      }
    }
  };
  walk(table, false);
  return rows;
}

/** The booklet's reading of a rules page: `tree` is what its MDX module's default export returns. */
export function readRules(facts: RulesFacts, tree: unknown, components: Record<string, ComponentRenderer> = {}): RulesDocument {
  return { facts, blocks: [...factsBlocks(facts, 'before'), ...blocksOf(tree, { components }), ...factsBlocks(facts, 'after')] };
}

/**
 * What the page shows from its frontmatter rather than its text, for paper: the 30-second
 * box and the set-up checklist before the rules, the terms after them.
 */
function factsBlocks(facts: RulesFacts, where: 'before' | 'after'): RulesBlock[] {
  const blocks: RulesBlock[] = [];
  if (where === 'before' && facts.summary) {
    const s = facts.summary;
    const line = (label: string, text: string): RulesBlock => ({ kind: 'paragraph', runs: [{ text: `${label}: `, bold: true }, { text }] });
    blocks.push({ kind: 'box', label: 'The game in 30 seconds', blocks: [line('Goal', s.goal), line('A turn', s.turn), line('Winning', s.win), line('The end', s.end)] });
  }
  if (where === 'before' && facts.setup && facts.setup.length > 0) {
    blocks.push({ kind: 'heading', level: 2, text: 'Set-up checklist' });
    blocks.push({
      kind: 'list',
      ordered: true,
      start: 1,
      items: facts.setup.map((step) => [{ kind: 'paragraph', runs: [...(step.players ? [{ text: `${step.players} players: `, bold: true }] : []), { text: step.step }] }]),
    });
  }
  const terms = Object.values(facts.glossary ?? {});
  if (where === 'after' && terms.length > 0) {
    blocks.push({ kind: 'heading', level: 2, text: 'Terms' });
    blocks.push({ kind: 'list', ordered: false, start: 1, items: terms.map((t) => [{ kind: 'paragraph', runs: [{ text: `${t.term}: `, bold: true }, { text: t.means }] }]) });
  }
  return blocks;
}

/** The text of a heading block list, for tests: every heading in reading order. */
export function headingsOf(blocks: readonly RulesBlock[]): { level: number; text: string }[] {
  return blocks.flatMap((b) =>
    b.kind === 'heading' ? [{ level: b.level, text: b.text }] : b.kind === 'box' ? headingsOf(b.blocks) : b.kind === 'list' ? b.items.flatMap(headingsOf) : [],
  );
}
