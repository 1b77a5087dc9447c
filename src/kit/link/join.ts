import { KIND, parseTable, type TableCode, tableText } from './codec';
import { readSeat } from './messages';
import { readCode, type Via } from './read';
import { REFUSED } from './words';
import { fail, ok, type Result } from '../result';

/** The hash a table phone's first QR carries: `#join=K7QM3X`, then its player's name (`~Ana`). */
export const JOIN_HASH = '#join=';

/**
 * The play page's address with the table code: a phone that never opened the site opens it
 * from its camera app. With the table phone's player's name (`host`), so a joining phone can
 * say whose phone scans its seat code ("Ana: scan Ben's seat code").
 */
export function joinAddress(table: TableCode, href: string, host = ''): string {
  const url = new URL(href);
  url.search = '';
  url.hash = `${JOIN_HASH.slice(1)}${tableText(table)}~${encodeURIComponent(host)}`;
  return url.href;
}

/** The table phone's player's name in the join address this page read last, if it named them. Only words on a screen: after a reload they say "Table phone". */
let host: string | null = null;
export const hostAt = (): string | null => host;

/** A join address's table code (its six characters after `#join=`), its host's name kept (`hostAt`). */
function joinOf(text: string): TableCode | null {
  const at = text.indexOf(JOIN_HASH) + 6;
  host = null;
  try {
    host = decodeURIComponent(text.slice(at + 7)) || null;
  } catch {
    // A name cut mid-letter: the table still joins.
  }
  return parseTable(text.slice(at, at + 6));
}

/** The table code in a page address's hash (`#join=…`), or null. */
export function tableInHash(hash: string): TableCode | null {
  return hash.startsWith(JOIN_HASH) ? joinOf(hash) : null;
}

/** A scanned join address or the six typed characters → the table's code, or why not in words. */
export function tableFromCode(text: string, via: Via): Result<TableCode> {
  const t = text.trim();
  const at = t.indexOf(JOIN_HASH);
  const code = via === 'typed' && at < 0 ? parseTable(t) : at >= 0 ? joinOf(t) : null;
  if (code !== null) return ok(code);
  return fail(via === 'typed' ? 'A table code is six letters and digits, like K7QM3X: check it on the table phone.' : 'This is not a table’s code: scan the first code on the table phone.');
}

/**
 * A seat code the table phone refused as another table's, said with both tables and the
 * way out: the joining phone typed the table's code with a slip (nothing in six characters
 * can catch every slip), and only its player can leave and join again. Any other refusal
 * is returned as it was.
 */
export function seatRefusal(error: string, text: string, via: Via, ours: TableCode): string {
  if (error !== REFUSED.otherTable) return error;
  const m = readCode(text, via, {});
  const seat = m.ok && m.value.kind === KIND.seat ? readSeat(m.value) : null;
  return m.ok && seat?.ok ? REFUSED.seatAtOtherTable(seat.value.name, tableText(m.value.table), tableText(ours)) : error;
}
