import type { Paper } from './units';

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
  /** Builds the PDF. Pure: same paper, same bytes. */
  build: (paper: Paper) => Promise<Uint8Array>;
}

export const DUPLEX_CARDS =
  'Print at actual size (100%, no "fit to page"), double-sided, flipping on the long edge; each sheet of fronts is followed by its backs. Cut along the marks.';
export const SINGLE_SIDED = 'Print at actual size (100%, no "fit to page"), single-sided.';

export const pdfPath = (p: Pick<Printable, 'game' | 'name'>, paper: Paper): string => `print/${p.game}/${p.name}-${paper}.pdf`;
