/** "7", "7 and 9", "Ana, Ben and Cy": items named in a sentence (`or` for a choice: "3s, 4s or 5s"). */
export const listed = (items: readonly (string | number)[], last: 'and' | 'or' = 'and'): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
