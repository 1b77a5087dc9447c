import { afterEach } from 'vitest';

/*
 * Several phones in one test process: each has its own localStorage (kit book.ts and the
 * saves read the page's), swapped in while a step runs "on" that phone.
 */

const realStorage = globalThis.localStorage;
afterEach(() => {
  globalThis.localStorage = realStorage;
});

/** Runs `f` as on the phone whose storage is `p.store`: its localStorage is the page's. */
export function on<T>(p: { store: Map<string, string> }, f: () => T): T {
  const st = p.store;
  globalThis.localStorage = {
    getItem: (k: string) => st.get(k) ?? null,
    setItem: (k: string, v: string) => void st.set(k, v),
    removeItem: (k: string) => void st.delete(k),
    clear: () => st.clear(),
    key: (i: number) => [...st.keys()][i] ?? null,
    get length() {
      return st.size;
    },
  } as Storage;
  return f();
}
