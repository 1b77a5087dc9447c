/** What the home page reads for one store: see `StoreSpec.summary` in persist.ts. */
export interface Status {
  /** The game's slug (the first part of the store key): its play page is /games/<slug>/play/. */
  game: string;
  line: string;
  /** When the game was last changed (ms since 1970). */
  at: number;
}

// Same prefix as saves (persist.ts PREFIX). The home page reads these lines with
// resume.ts, which gets the prefix from the page (so it shares no code with the helpers).
export const STATUS_PREFIX = 'tablemate:status:';
export const statusKeyOf = (spec: { key: string }): string => `${STATUS_PREFIX}${spec.key}`;
