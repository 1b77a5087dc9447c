import { useEffect, useState } from 'preact/hooks';
import { TEACH_HASH } from '../keys';
import { hasSave } from '../persist/saves';

/**
 * Where a helper's first screen stands: `unknown` until storage is looked at (the server
 * render and the first client render match), `fresh` when it can be drawn without its
 * stores (no save, no lesson asked for), `saved` when the stores must be read.
 */
export type SaveNeed = 'unknown' | 'fresh' | 'saved';

/**
 * For a helper whose first screen (the players' names, a new match) is drawn without its
 * stores: the stores' code (kit persist, valibot, the schemas) loads only once this phone
 * has a save of one of `saves`, a lesson is asked for (#teach), another tab starts a game,
 * or the player moves on from the first screen (`open()`). Names only: `{ key }` objects
 * from the game's `keys.ts`, so nothing here loads a schema.
 */
export function useSaveNeeded(saves: readonly { key: string }[]): [SaveNeed, open: () => void] {
  const needed = (probe: boolean) => location.hash === TEACH_HASH || saves.some((s) => hasSave(s, probe));
  const [need, setNeed] = useState<SaveNeed>('unknown');
  useEffect(() => setNeed(needed(true) ? 'saved' : 'fresh'), []);
  useEffect(() => {
    if (need !== 'fresh') return;
    // Another tab may start a game, and "Teach me" may be tapped on this page.
    const look = () => needed(false) && setNeed('saved');
    addEventListener('storage', look);
    addEventListener('hashchange', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      removeEventListener('storage', look);
      removeEventListener('hashchange', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [need]);
  return [need, () => setNeed('saved')];
}
