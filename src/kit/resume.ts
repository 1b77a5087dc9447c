/**
 * The home page's Resume list, read from the status lines each helper writes beside its
 * save (status.ts). This file imports nothing: the home page passes the key prefix it
 * was built with (`STATUS_PREFIX`, rendered into the page), so its script shares no
 * chunk with the helpers and stays a few hundred bytes.
 */
import type { Status } from './status';

/**
 * The home page's Resume list: the status lines helpers wrote beside their saves,
 * one per game (the newest if a game has several helpers), newest game first.
 * Hand-checked rather than schema-checked: the home page stays free of any schema code, and a
 * line that doesn't look right is simply skipped.
 */
export function readStatuses(prefix: string, storage: Storage | null = safeStorage()): Status[] {
  if (!storage) return [];
  const byGame = new Map<string, Status>();
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(prefix)) continue;
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
