/**
 * Whether a store has a save, in a file that imports nothing but the key names: a
 * helper's first screen asks "is there a save?" without loading the store itself
 * (persist's schemas and valibot). Everything else about saves is in `./index.ts`.
 */
import { PREFIX, stemOf } from '../keys';

/**
 * True when the store must be read now: a save of this store under any version (the
 * store loads, migrates or leaves it, with its notice), or storage that can't be read or
 * written (the store then says so), or a game New game ended waiting to be brought back. `probe` false skips the write test, for a look on
 * another tab's storage event (a probe there would fire one in every other tab). A save
 * set aside on its own is not a save: the store would start fresh without a word, as the
 * page does.
 */
export function hasSave(spec: { key: string }, probe = true, storage: () => Storage | undefined = () => globalThis.localStorage): boolean {
  const stem = stemOf(spec.key);
  try {
    const s = storage();
    if (!s) return true;
    if (probe) {
      s.setItem(`${PREFIX}probe`, '1');
      s.removeItem(`${PREFIX}probe`);
    }
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i) ?? '';
      // A game New game ended counts too: its "Bring back" offer is drawn in the frame of
      // the island that reads the store, so the store must come with the first screen.
      if (key.startsWith(stem) && /^\d+(:ended)?$/.test(key.slice(stem.length))) return true;
    }
    return false;
  } catch {
    return true;
  }
}
