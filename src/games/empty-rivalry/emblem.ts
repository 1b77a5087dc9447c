import type { Emblem } from '~/kit/emblem';

/** A d12's pentagon face beside a d4's triangle: the two blind dice of a round. */
export const emblem: Emblem = {
  label: 'a twelve-sided and a four-sided die',
  paths: ['M8 6.5 L14.18 10.99 L11.82 18.26 L4.18 18.26 L1.82 10.99 Z', 'M19 7 L23 18.26 L15 18.26 Z'],
  accent: { light: '#0b6b6b', dark: '#6fd3cf' },
};
