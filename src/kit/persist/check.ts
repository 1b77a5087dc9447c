/**
 * A save read the way its helper would read it, away from the phone's storage: the
 * settings page checks each game of a games file with it before anything is offered for
 * replacing, and checks a set-aside game before bringing it back. It runs in a worker
 * (check.worker.ts, started when a file is chosen or Bring back is tapped) with every
 * game's store specs: the settings page stays small, and the play pages' own files are
 * not split by a second page reaching their stores.
 */
import { applyBringBack } from '../backup';
import { keyOf, stemOf } from '../keys';
import { statusKeyOf } from '../status';
import { load, type Saved, type StoreSpec } from './index';

/** Every game's stores: each `src/games/<slug>/store.ts` exports its StoreSpecs (bundled into the worker only). */
const storeFiles = import.meta.glob<Record<string, unknown>>('../../games/*/store.ts', { eager: true });

/** A value shaped like a StoreSpec (what store.ts files export besides helpers like `summary`). */
export function isStoreSpec(value: unknown): value is StoreSpec<unknown> {
  const s = value as Partial<StoreSpec<unknown>> | null;
  return (
    !!s &&
    typeof s === 'object' &&
    typeof s.key === 'string' &&
    typeof s.version === 'number' &&
    typeof s.initial === 'function' &&
    typeof s.schema === 'object' &&
    s.schema !== null
  );
}

/** Every StoreSpec exported by every game's store.ts. */
export const storeSpecs = (): StoreSpec<unknown>[] => Object.values(storeFiles).flatMap((m) => Object.values(m).filter(isStoreSpec));

/** A Map-backed Storage: a save is read here exactly as `load` reads the phone's. */
class Scratch implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** The store a save key belongs to (`tablemate:emperor/table:v1`), and the version it was saved by. */
export function storeOf(key: string, specs: readonly StoreSpec<unknown>[]): { spec: StoreSpec<unknown>; version: number } | null {
  const m = /^tablemate:(.+):v(\d+)$/.exec(key);
  if (!m) return null;
  const spec = specs.find((s) => s.key === m[1]);
  return spec ? { spec, version: Number(m[2]) } : null;
}

/** What reading a save as its helper would found. */
export type Reading<T> =
  /** It reads (migrated from an earlier version if need be): this is the game. */
  | { kind: 'game'; saved: Saved<T> }
  /** Its helper would set it aside: unreadable, fails its schema or a sense check, or a migration fails. */
  | { kind: 'damaged' }
  /** Saved by a newer version than this page's: its helper leaves it alone until the page is updated. */
  | { kind: 'newer' };

/** Reads `raw`, saved under `key` (of `version`), as `spec`'s helper would on load. */
export function read<T>(spec: StoreSpec<T>, version: number, raw: string): Reading<T> {
  if (version > spec.version) return { kind: 'newer' };
  const scratch = new Scratch();
  scratch.setItem(`${stemOf(spec.key)}${version}`, raw);
  const loaded = load(spec, scratch);
  return loaded.raw === null ? { kind: 'damaged' } : { kind: 'game', saved: loaded.saved };
}

/**
 * The keys of a games file's saves that their helper could not read (damaged, or
 * nonsense to its sense checks), with the Resume lines written beside them: refused, so
 * the phone's own game is kept. A save of a store no spec knows is left to its helper.
 */
export function damagedIn(items: Record<string, string>, specs: readonly StoreSpec<unknown>[]): string[] {
  const refused: string[] = [];
  for (const [key, raw] of Object.entries(items)) {
    const store = storeOf(key, specs);
    if (!store || read(store.spec, store.version, raw).kind !== 'damaged') continue;
    refused.push(key);
    const status = statusKeyOf(store.spec);
    if (status in items) refused.push(status);
  }
  return refused;
}

/** What bringing a set-aside game back would write, worked out away from the phone's storage (backup.ts `applyBringBack` writes it). */
export type BringBack =
  /** The game, as its store's current save (migrated if need be), with its Resume line. */
  | { kind: 'game'; key: string; text: string; status: { key: string; text: string } | null }
  /** A store no spec knows: the text goes back as it is, and its helper checks it on opening. */
  | { kind: 'as-is'; key: string; text: string }
  | { kind: 'damaged' }
  | { kind: 'newer' };

/** Reads a set-aside (or ended) game as its helper would, and says what bringing it back writes. */
export function prepareBringBack(asideKey: string, raw: string | null, specs: readonly StoreSpec<unknown>[]): BringBack {
  const home = asideKey.replace(/:(set-aside:\d+|ended)$/, '');
  if (raw === null || home === asideKey) return { kind: 'damaged' };
  const store = storeOf(home, specs);
  if (!store) return { kind: 'as-is', key: home, text: raw };
  const reading = read(store.spec, store.version, raw);
  if (reading.kind !== 'game') return reading;
  const { spec } = store;
  const line = spec.summary?.(reading.saved.state) ?? null;
  const status = line === null ? null : { key: statusKeyOf(spec), text: JSON.stringify({ game: spec.key.split('/')[0]!, line, at: Date.now() }) };
  return { kind: 'game', key: keyOf(spec), text: JSON.stringify(reading.saved), status };
}

/** The whole of Bring back, in one place (tests): `prepareBringBack`, then backup.ts `applyBringBack`. */
export const bringBackAside = (storage: Storage, asideKey: string, specs: readonly StoreSpec<unknown>[]) =>
  applyBringBack(storage, asideKey, prepareBringBack(asideKey, storage.getItem(asideKey), specs));
