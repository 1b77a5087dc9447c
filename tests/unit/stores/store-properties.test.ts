/**
 * A save can be anything: an old bug, a half-written file, a hand edit, another
 * version. Random mutations of real saves (the recorded fixtures) must never make
 * load + the helper's first render throw: either the save is set aside with the
 * usual notice, or it makes enough sense for the helper to draw it.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { h } from 'preact';
// preact-render-to-string: how Astro renders islands on the server (a devDependency of its own too).
import { render } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { NOTICE_SET_ASIDE, commit, fresh, keyOf, load, parseSaved, type Saved } from '~/kit/persist';
import { seededRng } from '~/kit/seeded';
import { CRASH_MESSAGE } from '~/kit/ui/CrashBoundary';
import { loadEveryScreen } from '~/kit/ui/onDemand';
import { MemoryStorage, storeCases } from './stores';

/** What the mocked usePersistent hands the island: the state `load` just produced. */
// Only the store under test gets the mutated state; an island's other stores (a log, a
// pending pick) get their own fresh state, as they would from their own validated saves.
const shown = vi.hoisted(() => ({ state: undefined as unknown, key: '' }));
vi.mock('~/kit/ui/usePersistent', () => ({
  usePersistent: (spec: { key: string; initial: () => unknown }) => ({
    ready: true,
    state: spec.key === shown.key ? shown.state : spec.initial(),
    set: () => undefined,
    move: () => undefined,
    undo: () => undefined,
    canUndo: true,
    reset: () => undefined,
    notice: undefined,
    dismissNotice: () => undefined,
    cause: 'load',
  }),
}));

const cases = await storeCases();
// Screens that load on demand (kit onDemand) are loaded first, so one render pass draws them.
for (const c of cases) await c.islands();
await loadEveryScreen();

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every place in a JSON value, as a path of keys and indexes. */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  return here;
}

type Mutation =
  | { kind: 'set'; value: Json }
  | { kind: 'remove' }
  | { kind: 'duplicate' }
  | { kind: 'empty' };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('set' as const), value: fc.integer({ min: -2, max: 12 }) }), weight: 5 },
  fc.record({ kind: fc.constant('set' as const), value: fc.constantFrom<Json>(null, true, false, '', 'Zed', 99, 1e6, -1, 0.5) }),
  { arbitrary: fc.record({ kind: fc.constant('remove' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('duplicate' as const) }), weight: 2 },
  fc.record({ kind: fc.constant('empty' as const) }),
);

/** Applies one mutation at the `n`th place (mod the number of places) of a copy of `root`. */
function mutate(root: Json, n: number, m: Mutation): Json {
  const copy = structuredClone(root);
  const all = paths(copy).filter((p) => p.length > 0);
  if (all.length === 0) return m.kind === 'set' ? m.value : copy;
  const path = all[n % all.length]!;
  const parent = path.slice(0, -1).reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, copy) as Record<string | number, Json> | Json[];
  const last = path[path.length - 1]!;
  if (m.kind === 'set') (parent as Record<string | number, Json>)[last] = m.value;
  else if (m.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last as string];
  } else if (m.kind === 'duplicate') {
    if (Array.isArray(parent)) parent.splice(last as number, 0, structuredClone(parent[last as number]!));
  } else {
    const target = (parent as Record<string | number, Json>)[last];
    if (Array.isArray(target)) (parent as Record<string | number, Json>)[last] = [];
  }
  return copy;
}

describe.each(cases.map((c) => [c.name, c] as const))('%s: mutated saves never crash load + first render', (_name, c) => {
  const fixture = JSON.parse(readFileSync(new URL(`../fixtures/${c.name}.json`, import.meta.url), 'utf8')) as {
    saves: { note: string; save: Saved<Json> }[];
  };

  it('the unmutated saves render (the test can see a helper)', async () => {
    const islands = await c.islands();
    for (const { save } of fixture.saves) {
      shown.key = c.spec.key;
      shown.state = save.state;
      for (const island of islands) {
        const html = render(h(island, {}));
        expect(html.length).toBeGreaterThan(0);
        expect(html).not.toContain(CRASH_MESSAGE);
      }
    }
  });

  it("the sense checks accept every state the engine makes (seeded random games)", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = seededRng(seed);
        let saved = fresh(c.spec);
        for (let move = 0; move < 120; move++) {
          const next = c.step(saved.state, rng);
          if (next === null) break;
          saved = commit(saved, next, 3);
          expect(parseSaved(c.spec, JSON.stringify(saved)), `move ${move}: ${c.spec.check?.(saved.state)}`).not.toBeNull();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('property', async () => {
    const islands = await c.islands();
    let setAside = 0;
    let drawn = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fixture.saves),
        fc.array(fc.tuple(fc.nat(), mutationArb), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async ({ save }, mutations, inHistory) => {
          let state = save.state;
          let history = save.history;
          if (inHistory && history.length > 0) history = history.map((s, i) => (i === 0 ? mutations.reduce((v, [n, m]) => mutate(v, n, m), s) : s));
          else state = mutations.reduce((v, [n, m]) => mutate(v, n, m), state);
          const storage = new MemoryStorage();
          storage.setItem(keyOf(c.spec), JSON.stringify({ state, history }));
          const loaded = load(c.spec, storage);
          if (loaded.notice === NOTICE_SET_ASIDE) {
            setAside++;
            return;
          }
          expect(loaded.notice).toBeUndefined();
          drawn++;
          // The state and every undo state must draw: Undo can bring any of them back.
          for (const s of [loaded.saved.state, ...loaded.saved.history]) {
            shown.key = c.spec.key;
            shown.state = s;
            for (const island of islands) expect(render(h(island, {}))).not.toContain(CRASH_MESSAGE);
          }
        },
      ),
      { numRuns: Number(process.env.STORE_RUNS ?? 300) },
    );
    // Both sides were reached: some mutations are harmless, some are refused.
    expect(setAside).toBeGreaterThan(0);
    expect(drawn).toBeGreaterThan(0);
  });
});
