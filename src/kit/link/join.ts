import { parseTable, type TableCode, tableText } from './codec';
import type { Via } from './read';
import { fail, ok, type Result } from '../result';

/** The hash a table phone's first QR carries: `#join=K7QM3X`, then its player's name (`&by=Ana`). */
export const JOIN_HASH = '#join=';
const BY = '&by=';
/** At most this many characters of the name, as the address spells it: the first code stays small enough to read at 14 rem. */
const BY_MAX = 60;

/**
 * The play page's address with the table code: a phone that never opened the site opens it
 * from its camera app. With the table phone's player's name (`host`), so a joining phone
 * can say whose screen scans its seat code ("Ana: scan Ben's seat code"); a long name is cut.
 */
export function joinAddress(table: TableCode, href: string, host?: string): string {
  const url = new URL(href);
  url.search = '';
  let by = [...(host?.trim() ?? '')];
  while (by.length > 0 && encodeURIComponent(by.join('')).length > BY_MAX) by = by.slice(0, -1);
  url.hash = JOIN_HASH.slice(1) + tableText(table) + (by.length > 0 ? BY + encodeURIComponent(by.join('')) : '');
  return url.href;
}

/** What follows `#join=` in an address: the table's code, and the table phone's player's name when it carries one. */
function joinOf(after: string): { table: TableCode; host: string | null } | null {
  const [code = '', ...rest] = after.split(BY);
  const table = parseTable(code);
  if (table === null) return null;
  let host: string | null = null;
  try {
    host = rest.length > 0 ? decodeURIComponent(rest.join(BY)).trim() || null : null;
  } catch {
    // A name cut mid-letter by hand: the table still joins, its phone named "the table phone".
  }
  return { table, host };
}

/** The table code in a page address's hash (`#join=…`), or null. */
export function tableInHash(hash: string): TableCode | null {
  return hash.startsWith(JOIN_HASH) ? (joinOf(hash.slice(JOIN_HASH.length))?.table ?? null) : null;
}

/** The table phone's player's name in a join address (a page's hash or a scanned code), or null. */
export function hostInJoin(text: string): string | null {
  const at = text.indexOf(JOIN_HASH);
  return at >= 0 ? (joinOf(text.trim().slice(at + JOIN_HASH.length))?.host ?? null) : null;
}

/** A scanned join address or the six typed characters → the table's code, or why not in words. */
export function tableFromCode(text: string, via: Via): Result<TableCode> {
  const t = text.trim();
  const at = t.indexOf(JOIN_HASH);
  const code = via === 'typed' && at < 0 ? parseTable(t) : at >= 0 ? (joinOf(t.slice(at + JOIN_HASH.length))?.table ?? null) : null;
  if (code !== null) return ok(code);
  return fail(via === 'typed' ? 'A table code is six letters and digits, like K7QM3X: check it on the table phone.' : 'This is not a table’s code: scan the first code on the table phone.');
}
