import type { Emblem } from '~/kit/emblem';

/** A speech bubble with one corner folded over: the hidden recipient's corner. */
export const emblem: Emblem = {
  label: 'a speech bubble with a folded corner',
  paths: ['M3 4 H21 V13.5 L17 17.5 H9.5 L5 21.5 V17.5 H3 Z M15.8 12 H19.4 L15.8 15.6 Z'],
  accent: { light: '#1d5fa8', dark: '#8cc0ff' },
};
