import { circlePath, type Emblem } from '~/kit/emblem';

/** An empty throne: everyone wants the seat beside it. */
export const emblem: Emblem = {
  label: 'a throne',
  paths: [
    'M6 4 H18 V11.5 H6 Z M8 6 V9.5 H16 V6 Z',
    'M4 12.5 H20 V15.5 H4 Z',
    'M5 16.5 H7.5 V21.5 H5 Z',
    'M16.5 16.5 H19 V21.5 H16.5 Z',
    circlePath(12, 2.2, 1.4),
  ],
  accent: { light: '#7a5200', dark: '#f0c35a' },
};
