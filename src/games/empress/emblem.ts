import type { Emblem } from '~/kit/emblem';

/** A plain five-point crown on a band: the royal card without naming it. */
export const emblem: Emblem = {
  label: 'a crown',
  paths: ['M3 17.5 L3 7.5 L8 11.5 L12 4.5 L16 11.5 L21 7.5 L21 17.5 Z', 'M3 19 H21 V21.5 H3 Z'],
  accent: { light: '#6b2d8f', dark: '#d3a6f0' },
};
