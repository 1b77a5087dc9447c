import type { CardOptions, Sides } from './cards';
import type { Paper } from './units';

/** What a card printable tells the /print/ page and the print studio. */
export interface CardInfo {
  /** Cards in the default PDF. */
  count: number;
  /** How many to print for a table, in words ("one copy per table", "about ten a player"). */
  forTable: string;
}

/** One printable document, in both paper sizes. Each game's print.ts exports a list of these. */
export interface Printable {
  /** Game slug, or `any` for sheets that serve every game. Part of the URL. */
  game: string;
  /** File stem, e.g. `board`: served as /print/<game>/<name>-<paper>.pdf. */
  name: string;
  /** Heading on the /print/ page. */
  title: string;
  /** What it is for, one sentence. */
  purpose: string;
  /** How to print it: scale, sides, and for cards the duplex flip. */
  howToPrint: string;
  /** Card sheets: also served as a fold-over PDF, `<name>-fold-<paper>.pdf`. */
  cards?: CardInfo;
  /** Paper to use, in words; plain paper unless said. */
  paperAdvice?: string;
  /** Builds the PDF. Pure: same paper and options, same bytes. */
  build: (paper: Paper, options?: CardOptions) => Promise<Uint8Array>;
}

export const DUPLEX_CARDS =
  'Print at actual size (100%, no "fit to page"), double-sided, flipping on the long edge; each sheet of fronts is followed by its backs. Cut along the marks and grey lines. No duplex printer? Use the fold-over PDF: single-sided, fold each sheet on its dashed line, then cut.';
export const SINGLE_SIDED = 'Print at actual size (100%, no "fit to page"), single-sided.';
export const CARD_PAPER = 'Card stock (160–250 g/m²) for cards that shuffle, or plain 80–120 g/m² paper if the cards go into sleeves with an old playing card behind.';
export const PLAIN_PAPER = 'Plain 80–120 g/m² paper.';
/** Poker-size cards (63 × 88 mm) fit standard card-game sleeves. */
export const SLEEVES = 'Standard card-game sleeves for 63.5 × 88 mm cards (sold as 66 × 91 mm).';

/** The file's path under the site's base; fold-over variants of card sheets add `-fold`. */
export const pdfPath = (p: Pick<Printable, 'game' | 'name'>, paper: Paper, sides: Sides = 'duplex'): string =>
  `print/${p.game}/${p.name}${sides === 'fold' ? '-fold' : ''}-${paper}.pdf`;

/** Every file a printable is served as: both papers, and for cards both sides. */
export function variants(p: Printable): { paper: Paper; sides: Sides }[] {
  const papers: Paper[] = ['a4', 'letter'];
  const sides: Sides[] = p.cards ? ['duplex', 'fold'] : ['duplex'];
  return sides.flatMap((s) => papers.map((paper) => ({ paper, sides: s })));
}
