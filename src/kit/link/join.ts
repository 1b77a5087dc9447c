import { parseTable, type TableCode, tableText } from './codec';
import type { Via } from './read';
import { fail, ok, type Result } from '../result';

/** The hash a table phone's first QR carries: `#join=K7QM3X`. */
export const JOIN_HASH = '#join=';

/** The play page's address with the table code: a phone that never opened the site opens it from its camera app. */
export function joinAddress(table: TableCode, href: string): string {
  const url = new URL(href);
  url.search = '';
  url.hash = JOIN_HASH.slice(1) + tableText(table);
  return url.href;
}

/** The table code in a page address's hash (`#join=…`), or null. */
export function tableInHash(hash: string): TableCode | null {
  return hash.startsWith(JOIN_HASH) ? parseTable(hash.slice(JOIN_HASH.length)) : null;
}

/** A scanned join address or the six typed characters → the table's code, or why not in words. */
export function tableFromCode(text: string, via: Via): Result<TableCode> {
  const t = text.trim();
  const at = t.indexOf(JOIN_HASH);
  const code = via === 'typed' && at < 0 ? parseTable(t) : at >= 0 ? parseTable(t.slice(at + JOIN_HASH.length)) : null;
  if (code !== null) return ok(code);
  return fail(via === 'typed' ? 'A table code is six letters and digits, like K7QM3X: check it on the table phone.' : 'This is not a table’s code: scan the first code on the table phone.');
}
