// The code a play page's first taps run, compiled as it downloads.
// V8 compiles a function the first time it is called, on the main thread, unless its file
// asks for all of it up front (the `//# allFunctionsCalledOnLoad` compile hint, Chrome 136
// and later; other browsers ignore the comment): then the whole file is compiled on a
// background thread while it streams in. A first tap's new screen, its store and its
// engine run code for the first time; compiled lazily, that was half of such a tap's
// handler time on a phone slowed 4× (Empty Rivalry's "Start the match": 230–240 ms of
// handlers without the hint, 95–125 ms with it, `node scripts/profile-tap.ts`).
// Only what a play page's helper loads on demand (what it draws first ran as it was drawn),
// and only files of 5 KB and more: the hint's 29 bytes in every small file would cost a
// scripted turn more gzip than their compiling costs a tap. Left lazy: the own-phone mode and its transport
// (code only a table that chooses it runs, most of it never), the rules pages' examples,
// the print studio and pdf-lib.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const HINT = '//# allFunctionsCalledOnLoad\n';

/** A play page's helper island, where the walk starts. */
const HELPER = /src[\\/]games[\\/][^\\/]+[\\/]islands[\\/]Helper\.tsx$/;
/** Modules only a chosen own-phone mode or the print studio loads: their files and what only they import stay lazy. */
const LATER = /src[\\/](kit[\\/](link|pdf)|print-studio)[\\/]|src[\\/]games[\\/][^\\/]+[\\/](own|mode-store|islands[\\/]Own)|node_modules[\\/](pdf-lib|@pdf-lib)[\\/]/;
/** Smaller files stay lazy (bytes). */
export const MIN_BYTES = 5000;

/** Whether most of a chunk's code is a mode's or the print studio's (a screen's file may hold a small module a mode shares). */
const mostlyLater = (chunk: OutputChunk): boolean => {
  const sizes = Object.entries(chunk.modules).map(([id, m]) => [LATER.test(id), m.renderedLength] as const);
  const later = sizes.reduce((sum, [is, n]) => sum + (is ? n : 0), 0);
  return later * 2 > sizes.reduce((sum, [, n]) => sum + n, 0);
};

/**
 * The chunks a play page's helper loads on demand (its later screens, the tap guard, a store
 * drawn after the first screen) and what only they import, but not a mode's or the print
 * studio's. What the helper imports statically ran when it was drawn, compiled then.
 */
export function onDemandChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const helpers = [...chunks.values()].filter((c) => c.facadeModuleId && HELPER.test(c.facadeModuleId));
  const drawn = new Set<OutputChunk>();
  const statically = (chunk: OutputChunk | undefined) => {
    if (!chunk || drawn.has(chunk)) return;
    drawn.add(chunk);
    for (const next of chunk.imports) statically(chunks.get(next));
  };
  helpers.forEach(statically);
  const later = new Set<OutputChunk>();
  const walk = (chunk: OutputChunk | undefined) => {
    if (!chunk || drawn.has(chunk) || later.has(chunk) || mostlyLater(chunk)) return;
    later.add(chunk);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) walk(chunks.get(next));
  };
  for (const chunk of drawn) for (const next of chunk.dynamicImports) walk(chunks.get(next));
  return [...later];
}

export function compileHints(): Plugin {
  return {
    name: 'tablemate:compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_, bundle) {
      for (const chunk of onDemandChunks(bundle as unknown as OutputBundle)) if (chunk.code.length >= MIN_BYTES) chunk.code = HINT + chunk.code;
    },
  };
}
