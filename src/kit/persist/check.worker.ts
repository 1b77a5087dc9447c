/**
 * The settings page's checks (check.ts) in a worker of their own: every game's store specs
 * come bundled here, so neither the settings page nor a play page carries them. One message
 * in, one answer out: `{ file: items }` → the keys refused (`damagedIn`), `{ aside: key, raw }`
 * → what bringing that game back writes (`prepareBringBack`).
 */
import { damagedIn, prepareBringBack, storeSpecs } from './check';

export type CheckRequest = { file: Record<string, string> } | { aside: string; raw: string | null };

const specs = storeSpecs();
addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const m = event.data;
  postMessage('file' in m ? damagedIn(m.file, specs) : prepareBringBack(m.aside, m.raw, specs));
});
