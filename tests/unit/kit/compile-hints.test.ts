import { describe, expect, it } from 'vitest';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { compileHints, HINT, MIN_BYTES, onDemandChunks } from '../../../src/build/compile-hints';

/** A chunk of the client build: its modules (id → rendered length) and what it imports. */
function chunk(fileName: string, modules: Record<string, number>, imports: string[] = [], dynamicImports: string[] = [], facade?: string): OutputChunk {
  const code = 'x'.repeat(Object.values(modules).reduce((a, b) => a + b, 0));
  return {
    type: 'chunk',
    fileName,
    code,
    imports,
    dynamicImports,
    facadeModuleId: facade ?? null,
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
  } as unknown as OutputChunk;
}

const bundleOf = (...chunks: OutputChunk[]): OutputBundle => Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as OutputBundle;

// A play page: its helper imports the runtime and loads its screens, the tap guard, the
// own-phone mode and (from a screen) the print studio on demand. A rules page's example
// is no play page's.
const runtime = chunk('client.js', { '/r/node_modules/preact/dist/preact.mjs': 9000 });
const helper = chunk('Helper.js', { '/r/src/games/empress/islands/Helper.tsx': 2000 }, ['client.js'], ['screens.js', 'afterTouch.js', 'OwnPhones.js'], '/r/src/games/empress/islands/Helper.tsx');
const screens = chunk('screens.js', { '/r/src/games/empress/islands/Match.tsx': 9000, '/r/src/kit/link/table/gather-moves.ts': 300 }, ['client.js', 'engine.js'], ['make.js']);
const engine = chunk('engine.js', { '/r/src/games/empress/engine.ts': 6000 });
const small = chunk('afterTouch.js', { '/r/src/kit/ui/afterTouch.tsx': 900 });
const mode = chunk('OwnPhones.js', { '/r/src/games/empress/islands/OwnPhones.tsx': 9000, '/r/src/games/empress/seats.ts': 400 }, ['client.js', 'link.js']);
const link = chunk('link.js', { '/r/src/kit/link/codec.ts': 7000 });
const studio = chunk('make.js', { '/r/src/print-studio/make.ts': 8000 }, ['print.js']);
const print = chunk('print.js', { '/r/node_modules/pdf-lib/es/index.js': 900_000, '/r/src/games/empress/print.ts': 5000 });
const example = chunk('Example.js', { '/r/src/games/empress/islands/RoundExample.tsx': 8000 }, ['client.js'], [], '/r/src/games/empress/islands/RoundExample.tsx');
const all = () => bundleOf(runtime, helper, screens, engine, small, mode, link, studio, print, example);

describe('compile hints (src/build/compile-hints.ts)', () => {
  it('takes what a play page loads on demand, and nothing its first screen, a mode, the print studio or a rules page loads', () => {
    const names = onDemandChunks(all()).map((c) => c.fileName).sort();
    expect(names).toEqual(['afterTouch.js', 'engine.js', 'screens.js']);
  });

  it('puts the hint first in those files of MIN_BYTES and more, and leaves every other file as it was', () => {
    const bundle = all();
    const before = new Map(Object.values(bundle).map((c) => [c.fileName, (c as OutputChunk).code]));
    const plugin = compileHints() as unknown as { generateBundle: (o: unknown, b: OutputBundle) => void };
    plugin.generateBundle({}, bundle);
    const hinted = Object.values(bundle).filter((c) => (c as OutputChunk).code.startsWith(HINT)).map((c) => c.fileName).sort();
    expect(hinted).toEqual(['engine.js', 'screens.js']);
    expect(small.code.length).toBeLessThan(MIN_BYTES);
    for (const c of Object.values(bundle) as OutputChunk[]) expect(c.code.replace(HINT, '')).toBe(before.get(c.fileName));
  });
});
