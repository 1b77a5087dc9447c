/** What the home page reads for one store: see `StoreSpec.summary` in persist.ts. */
export interface Status {
  /** The game's slug (the first part of the store key): its play page is /games/<slug>/play/. */
  game: string;
  line: string;
  /** When the game was last changed (ms since 1970). */
  at: number;
}

// Same prefix as saves (persist.ts PREFIX); kept here so the home page imports no zod.
export const STATUS_PREFIX = 'tablemate:status:';
export const statusKeyOf = (spec: { key: string }): string => `${STATUS_PREFIX}${spec.key}`;

/**
 * The home page's Resume list: the status lines helpers wrote beside their saves,
 * one per game (the newest if a game has several helpers), newest game first.
 * Hand-checked rather than schema-checked: the home page stays free of zod, and a
 * line that doesn't look right is simply skipped.
 */
export function readStatuses(storage: Storage | null = safeStorage()): Status[] {
  if (!storage) return [];
  const byGame = new Map<string, Status>();
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(STATUS_PREFIX)) continue;
    let value: unknown;
    try {
      value = JSON.parse(storage.getItem(key) ?? '');
    } catch {
      continue;
    }
    const s = value as Partial<Status> | null;
    if (!s || typeof s.game !== 'string' || typeof s.line !== 'string' || typeof s.at !== 'number' || !Number.isFinite(s.at)) continue;
    const status = { game: s.game, line: s.line, at: s.at };
    const seen = byGame.get(status.game);
    if (!seen || seen.at < status.at) byGame.set(status.game, status);
  }
  return [...byGame.values()].sort((a, b) => b.at - a.at);
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** "just now", "5 minutes ago", "yesterday", in the browser's language rules. */
export function ago(at: number, now: number): string {
  const seconds = Math.round((at - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}
