/**
 * "Bring back the game you ended" (HelperFrame, through afterTouch.tsx, whose `Ended` loads
 * this file only once storage holds a game New game ended): which of an island's stores
 * hold one, bringing them back, and the offer itself.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browserStorage, ENDED, fresh, parseSaved, setAside, write } from '../persist';
import type { CrashRegistry, StoreHandle } from './crash';
import { keepInView } from './keepInView';

/**
 * The stores of one helper island (its error boundary's registry) holding a game that New
 * game ended, while that game can still come back: none of them has a save yet, i.e. no
 * move has been made in the new game. Once one has, the ended games are let go.
 */
export function endedIn(group: Pick<CrashRegistry, 'handles'> | null, storage: Storage | null): StoreHandle[] {
  if (!group || !storage) return [];
  const ended: StoreHandle[] = [];
  for (const h of group.handles.values()) {
    const raw = storage.getItem(h.key + ENDED);
    if (raw === null) continue;
    // A lesson's practice, or a game New game found not even begun, is nothing to bring back.
    if (h.key.includes('lesson/') || raw === JSON.stringify(fresh(h.spec))) storage.removeItem(h.key + ENDED);
    else ended.push(h);
  }
  if (ended.every((h) => storage.getItem(h.key) === null)) return ended;
  for (const h of ended) storage.removeItem(h.key + ENDED);
  return [];
}

/**
 * Brings back every ended game of the island together (a game and the log beside it):
 * each is checked as a save is on load, written back with its Resume line, and the
 * island's stores read it (a storage event, as when another tab changes a game). A copy
 * that no longer reads is set aside, never dropped.
 */
export function bringBack(ended: StoreHandle[], storage: Storage): void {
  for (const h of ended) {
    const raw = storage.getItem(h.key + ENDED)!;
    const saved = parseSaved(h.spec, raw);
    if (saved) write(h.spec, saved, storage, null);
    else setAside(storage, h.key, raw);
    storage.removeItem(h.key + ENDED);
  }
}

/**
 * "Bring back the game you ended", in the frame of the helper whose New game was tapped,
 * until a move is made in the new game. Looks again after every tap and every change made
 * in another tab.
 */
export function Ended({ group }: { group: CrashRegistry | null }) {
  const [, redraw] = useState(0);
  useEffect(() => {
    const look = () => setTimeout(() => redraw((n) => n + 1));
    addEventListener('click', look);
    addEventListener('storage', look);
    return () => {
      removeEventListener('click', look);
      removeEventListener('storage', look);
    };
  }, []);
  const storage = browserStorage();
  const ended = endedIn(group, storage);
  const offered = ended.length > 0;
  // The way back from a mis-tapped New game, drawn above the new game's first step: in sight
  // as it appears, also on a phone held sideways, where that step alone fills the screen.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (offered && box.current) keepInView(box.current);
  }, [offered]);
  if (!offered) return null;
  return (
    <div class="message notice row" role="status" ref={box}>
      <span>A new game has started.</span>
      <button
        type="button"
        class="btn"
        onClick={() => {
          bringBack(ended, storage!);
          dispatchEvent(new StorageEvent('storage'));
        }}
      >
        Bring back the game you ended
      </button>
    </div>
  );
}
