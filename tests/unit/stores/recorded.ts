import { readFileSync } from 'node:fs';
import type { Saved } from '~/kit/persist';

/** A store's recorded saves (tests/unit/fixtures/<name>.json, see store-fixtures.test.ts). */
export interface Recorded<T> {
  /** The storage key they were saved under, version included. */
  key: string;
  saves: { note: string; save: Saved<T> }[];
}

/** The recorded saves of one store, by its fixture's name (`empress-phone`). */
export const recorded = <T,>(name: string): Recorded<T> => JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'));
