import { PREFIX } from './keys';

/** What the home page reads for one store: see `StoreSpec.summary` in persist.ts. */
export interface Status {
  /** The game's slug (the first part of the store key): its play page is /games/<slug>/play/. */
  game: string;
  line: string;
  /** When the game was last changed (ms since 1970). */
  at: number;
}

// Under the same prefix as saves (kit/keys.ts). The home page reads these lines with
// resume.ts, which gets the prefix from the page (so it shares no code with the helpers).
export const STATUS_PREFIX = `${PREFIX}status:`;
export const statusKeyOf = (spec: { key: string }): string => `${STATUS_PREFIX}${spec.key}`;
