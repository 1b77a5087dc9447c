import { useEffect, useState } from 'preact/hooks';
import type { TableCode } from '../codec';

type Recovery = typeof import('./Recovery');

/**
 * A table that deals recovery words (OwnTable `words`, recovery.md): this phone's seat key
 * and its four words, dealt (or read back after a reload) by code loaded only here. `name`
 * is this phone's player; undefined when the game deals none.
 */
export function useDealt(table: TableCode, name: string | undefined) {
  const [dealt, setDealt] = useState<(Awaited<ReturnType<Recovery['deal']>> & { Words: Recovery['Words'] }) | null>(null);
  useEffect(() => {
    if (name === undefined) return;
    void import('./Recovery').then(async (r) => setDealt({ ...(await r.deal(table, name)), Words: r.Words }));
  }, [table, name]);
  return dealt;
}

