/** Ids that differ within a page (and across the build): `term-lead-3`. */
let count = 0;
export const nextId = (prefix: string): string => `${prefix}-${++count}`;

const given = new Set<string>();
/** True the first time `id` is asked for on the page at `path`: an anchor is given once per page. */
export function firstOnPage(path: string, id: string): boolean {
  const key = `${path}#${id}`;
  if (given.has(key)) return false;
  given.add(key);
  return true;
}
