/*
 * Whether a helper's saved state has to be read, asked without the store's code (kit
 * persist and valibot): a phone that has never played gets the helper's first screen
 * from the page alone, and the store comes on demand (kit onDemand) when there is a
 * save to read or a notice to give, or when the player first acts.
 */

import { PREFIX, TEACH_HASH } from '~/kit/keys';

export { TEACH_HASH };

/**
 * True when the store must load now: a save of this key under any version (the store
 * loads, migrates or leaves it, with its notice), or storage that can't be read or
 * written (the store says so, as kit persist's `canWrite` probes; `probe` false skips
 * the write, for a look on another tab's storage event: a probe there would fire one in
 * every other tab). A save set aside on its own is not a save: the store would start
 * fresh without a word, as the page does.
 */
export function storeNeeded(key: string, probe = true, storage: () => Storage | undefined = () => globalThis.localStorage): boolean {
  const saved = new RegExp(`^${PREFIX}${key.replace(/[/.]/g, '\\$&')}:v\\d+$`);
  try {
    const s = storage();
    if (!s) return true;
    if (probe) {
      s.setItem(`${PREFIX}probe`, '1');
      s.removeItem(`${PREFIX}probe`);
    }
    for (let i = 0; i < s.length; i++) if (saved.test(s.key(i) ?? '')) return true;
    return false;
  } catch {
    return true;
  }
}

/**
 * What the store's part of a helper tells the frame the page drew first (kit
 * HelperFrame's props). The frame stays the same element while the store's code
 * arrives, so nothing on the page jumps or loses its place; until storage is read,
 * the store's part draws nothing inside it.
 */
export interface FrameState {
  /** A game is in progress: keep the screen awake. */
  active?: boolean;
  notice?: string;
  onDismissNotice?: () => void;
}
