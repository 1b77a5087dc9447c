/** PDF user space is in points (1/72 inch); every geometry in the kit is written in mm. */
export const PT_PER_MM = 72 / 25.4;
export const mm = (value: number): number => value * PT_PER_MM;
export const toMm = (points: number): number => points / PT_PER_MM;

/** A rectangle in points, origin bottom-left as in PDF. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Paper sizes we print on, in mm (portrait). */
export const PAPERS = {
  a4: { label: 'A4', width: 210, height: 297 },
  letter: { label: 'US Letter', width: 215.9, height: 279.4 },
} as const;
export type Paper = keyof typeof PAPERS;
export const PAPER_IDS = Object.keys(PAPERS) as Paper[];

/** Page size in points for pdf-lib's addPage, portrait or landscape. */
export function pageSize(paper: Paper, orientation: 'portrait' | 'landscape' = 'portrait'): [number, number] {
  const { width, height } = PAPERS[paper];
  return orientation === 'portrait' ? [mm(width), mm(height)] : [mm(height), mm(width)];
}

/**
 * Many home printers cannot print the outer ¼ inch (6.35 mm) of the paper, so
 * nothing a player needs (cut marks, labels, card edges) is drawn closer than this.
 */
export const SAFE_MARGIN = 6.35;
