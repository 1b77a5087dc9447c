import { circlePath, type Emblem } from '~/kit/emblem';

/** A big pawn and a little one: siblings racing on the same track. */
export const emblem: Emblem = {
  label: 'two pawns, one big and one small',
  paths: [
    circlePath(9, 7, 3.2),
    'M4.5 21 L6.5 12 H11.5 L13.5 21 Z',
    circlePath(17.5, 11.2, 2.4),
    'M14.5 21 L16 14.6 H19 L20.5 21 Z',
  ],
  accent: { light: '#2f6b1f', dark: '#9bd67f' },
};
