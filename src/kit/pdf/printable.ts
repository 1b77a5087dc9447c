import type { CardOptions, Sides } from './cards';
import type { RulesSource } from './rules';
import type { Paper } from './units';

/** What a card printable tells the /print/ page and the print studio. */
export interface CardInfo {
  /** Cards in the default PDF, by variant (the fold-over sheets hold 4, so its last sheet may take other aids). */
  count: Record<Sides, number>;
  /** What the double-sided file holds and how many to print for a table, in words; and what differs in the fold-over file. */
  forTable: Record<Sides, string>;
}

/** What every builder accepts besides the paper: the sheet layout, the printer fit, the game's name and credit, and for a rules booklet its source. */
export interface BuildOptions extends CardOptions {
  /** The rules page, read at build time (src/print-files.ts): a booklet is built from it. */
  rules?: RulesSource;
  /** Built into a file printed double-sided on the long edge throughout (a game's everything file): a booklet turns its backs to suit. */
  longEdge?: boolean;
}

/** What a table types into a "Make my PDF" form (/print/; src/print-studio/requests.ts reads it). */
export interface TableContent {
  /** A score track: squares between Start and Finish, and the special squares on it. */
  layout?: { length: number; angels: number[]; devils: number[] };
  /** The table's own questions. */
  custom?: string[];
  /** Cards for this many players. */
  players?: number;
}

/**
 * A printable's own "Make my PDF" form on /print/, beyond paper, sides and the printer fit
 * (every card printable gets those without this): which form (src/print-studio/MakePdf.tsx)
 * and how the table's content is built into the PDF, with the same builder as the file.
 */
export interface StudioForm {
  /** A score track (`track` to start from), the table's questions, or a player count. */
  form: 'board' | 'questions' | 'tweets';
  track?: NonNullable<TableContent['layout']>;
  /** Builds the PDF with what the table typed; with nothing typed, the very file the site serves. */
  make: (paper: Paper, options: BuildOptions, content: TableContent) => Promise<Uint8Array>;
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
  /** Made from the rules page at build time only (a booklet): the print studio does not make it. */
  fromRules?: boolean;
  /** Printed double-sided (cards' duplex files, the printer test, booklets): sheets are half the pages. */
  twoSided?: boolean;
  /** Its own "Make my PDF" form, when it asks the table for more than paper and sides. */
  studio?: StudioForm;
  /** Builds the PDF. Pure: same paper and options, same bytes. */
  build: (paper: Paper, options?: BuildOptions) => Promise<Uint8Array>;
}

export const DUPLEX_CARDS =
  'Print at actual size (100%, no "fit to page"), double-sided, flipping on the long edge. Cut on the fronts\' marks and lines. No duplex printer? The fold-over PDF: single-sided; score the dashed line, fold, glue the halves, then cut.';
export const SINGLE_SIDED = 'Print at actual size (100%, no "fit to page"), single-sided.';
export const BOOKLET =
  'Print at actual size (100%, no "fit to page"), double-sided, flipping on the short edge. Lay the sheets on each other in order, fold them in half together and staple on the fold (or just fold).';
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

/** A rules booklet's file stem: its sheets are landscape, printed flipping on the short edge. */
export const BOOKLET_NAME = 'rules-booklet';
export const isBooklet = (p: Pick<Printable, 'name'>): boolean => p.name === BOOKLET_NAME;

/** Whether a file of this printable is printed on both sides of each sheet. */
export const isTwoSided = (p: Pick<Printable, 'cards' | 'twoSided'>, sides: Sides): boolean => (p.cards ? sides === 'duplex' : p.twoSided === true);

/** "1 player aid", "3 player aids": counts in a printable's words. */
export const aidsText = (n: number): string => `${n} player aid${n === 1 ? '' : 's'}`;
