/**
 * A game's look: an emblem we drew ourselves (no trademarks) and an accent colour.
 * One object per game (`src/games/<slug>/emblem.ts`) feeds the home card, the play
 * page header and the printables, so the three always match.
 */
export interface Emblem {
  /** What the emblem shows, for assistive technology ("a crown"). */
  label: string;
  /**
   * Filled SVG path data in a 24 × 24 box (y down), drawn with the even-odd rule.
   * Shapes only, no strokes or text, so pdf-lib's drawSvgPath draws it the same.
   */
  paths: string[];
  /** Accent colour; each meets WCAG AA (4.5:1) as text on its theme's page and surface. */
  accent: { light: `#${string}`; dark: `#${string}` };
}

/** A circle as path data (two arcs), for emblems that need round shapes. */
export const circlePath = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
