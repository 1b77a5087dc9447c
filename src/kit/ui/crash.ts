import { createContext } from 'preact';
import type { StoreSpec } from '../persist';

/**
 * How a helper's error boundary (CrashBoundary) reaches the saves of the island it
 * wraps: every `usePersistent` below it registers a handle, so after a crash the
 * boundary can set those saves aside without knowing any game.
 */
export interface StoreHandle {
  /** The storage key of the save (`tablemate:<store>:v<n>`). */
  key: string;
  /** The store, for whoever brings back a game this island ended (afterTouch.tsx `Ended`). */
  spec: StoreSpec<any>;
  /** Moves the save aside (kept, never deleted) and returns its text, or null when nothing was saved. */
  setAside: () => string | null;
}

/**
 * One helper island's stores (its error boundary's registry): the boundary sets them aside
 * after a crash, and the island's frame offers to bring back the game New game ended.
 */
export interface CrashRegistry {
  register: (handle: StoreHandle) => void;
  /** Every store registered, by key. */
  handles: Map<string, StoreHandle>;
}

export const CrashContext = createContext<CrashRegistry | null>(null);

/**
 * Save texts that crashed a helper on this page. When storage refuses to move one
 * aside (read-only), the fresh start must still not load it again, or the helper
 * would crash straight back into the same message.
 */
export const crashedSaves = new Set<string>();
