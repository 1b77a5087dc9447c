// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { compileHints } from './src/build/compile-hints.ts';
import { cspHashes } from './src/build/csp-hashes.ts';
import { offline } from './src/build/offline.ts';
import { preloads } from './src/build/preload.ts';
import { rulesSearch } from './src/build/search.ts';
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// TABLEMATE_OUT lets two builds run side by side (tests, bench) without writing
// into each other's dist/. Astro keeps its prerender scratch files in ./.astro when
// the output folder is outside the project, where parallel builds would overwrite
// each other's, so such a folder is built under ./.builds and linked to.
function outDir() {
  const wanted = process.env.TABLEMATE_OUT;
  if (!wanted) return './dist';
  const target = resolve(wanted);
  if (target.startsWith(process.cwd() + sep)) return target;
  const inside = join(process.cwd(), '.builds', basename(target));
  mkdirSync(inside, { recursive: true });
  if (existsSync(target) && !lstatSync(target).isSymbolicLink()) rmSync(target, { recursive: true, force: true });
  if (!existsSync(target)) symlinkSync(inside, target);
  return inside;
}

// A screen loaded on demand (kit onDemand) comes as one file that imports others, which the
// browser learns of one import level at a time. A play page loads its next screens once it is
// idle after its load (kit ui/touch.ts loadBeforeTouch), long before a player's first tap, so
// no dynamic import carries a list of the files it will need: Vite's lists cost every play
// page 140–200 B gzip (its helper's own file names), and its preload helper (CSS, error
// events, a polyfill) about 1 KB more. Astro sets `build.modulePreload` itself, so it is
// set per environment, with the one-line helper below.
// `allow-extension` lets the bundler fold a game's small shared modules into its
// island's own file instead of one tiny file each (the phone pays gzip per file).
/** @returns {import('vite').Plugin} */
function noPreloadLists() {
  return {
    name: 'tablemate:no-preload-lists',
    enforce: 'pre',
    resolveId(/** @type {string} */ id) {
      if (id === 'vite/preload-helper.js' || id === '\0vite/preload-helper.js') return '\0tablemate:preload-helper';
    },
    load(/** @type {string} */ id) {
      if (id === '\0tablemate:preload-helper') return 'export const __vitePreload = (load) => load();';
    },
    configEnvironment(/** @type {string} */ name) {
      if (name !== 'client') return;
      // The gathered files (GATHERED) take no dependencies along, which needs 'allow-extension' too.
      const groups = Object.entries(GATHERED).map(([name, test]) => ({ name, test, priority: 10, includeDependenciesRecursively: false }));
      return {
        build: {
          modulePreload: { polyfill: false, resolveDependencies: () => [] },
          rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { codeSplitting: { groups } } },
        },
      };
    },
  };
}

// Files the bundler would cut finer than they load, each gathered into one (a phone pays
// gzip per file: in one file they come to about 1.5–2.5 KB less), client side only and
// without the modules they import (`includeDependenciesRecursively: false`):
// - a game's screens after the first, which its play page loads once touched and its
//   rules page, the print studio and the first screen never do. Left to itself the
//   bundler gives each set of importers (the own-phone mode, the lesson, the later
//   screens) its own file, half a dozen that a scripted turn fetches one by one. Modules
//   the rules page, the print studio or the first screen load stay out (data, score, keys,
//   Empty Rivalry's engine, state, store, words and moves), or they would bring the whole
//   group with them. Empty Rivalry's file the helper imports on demand (islands/screens.ts)
//   stays out too: in a shared file it needs the bundler's namespace helper, a file its
//   turn otherwise never loads (the Emperor's loads it anyway, for its card data). Only
//   games whose turn splits so: the others' screens are one file already;
// - what Empty Rivalry's rules page and play page both load (its data, the scoring and the
//   save keys): three small files, each under 1.2 KB;
// - what the printables page loads with its forms besides them: the printer fit's store,
//   its readings' limits and the papers;
// - the kit's two small hooks of a hand-over and a store's move (useArmed, useApply), which
//   the screens of a game played by passing the phone load together;
// - the own-phone modes' transport (kit/link), in two: its codes and seals, which a phone
//   rejoining a table in progress needs too (every phone keeps them offline), and its
//   reading and showing of codes with the live link's messages, which only a mode chosen
//   loads. The live link's offer (once the phones have joined: kit useLiveLink), its
//   WebRTC, the QR drawing and the scan controls come later, apart.
/** @type {Record<string, RegExp>} */
const GATHERED = {
  'emperor-play': /src[\\/]games[\\/]emperor[\\/](store|game|state|words|seats|start|cards|islands[\\/](nonce|Look|Table|Setup|SavedTable|News|screens))\.tsx?$/,
  'empty-rivalry-rules': /src[\\/]games[\\/]empty-rivalry[\\/](data|score|keys)\.ts$|content[\\/]games[\\/]empty-rivalry[\\/]game\.json$/,
  studio: /src[\\/](print-studio[\\/]fit-store|kit[\\/]pdf[\\/](units|fit))\.ts$/,
  'empty-rivalry-play': /src[\\/]games[\\/]empty-rivalry[\\/]islands[\\/](SecretNote|Match|SavedMatch|ChooseQuestions|QuestionList)\.tsx?$/,
  link: /src[\\/]kit[\\/]link[\\/](bytes|words|codec|wordlist|crypto)\.ts$/,
  hands: /src[\\/]kit[\\/]ui[\\/](useArmed|useApply)\.ts$/,
  'link-modes': /src[\\/]kit[\\/]link[\\/](join|keystore|messages|scan|read|live[\\/](words|bus)|ui[\\/](arrival|Scanner|OpenOrJoin|useJoined|ShowCode))\.tsx?$/,
};

// Deploy targets differ only by where the site lives, so both are read from the
// environment: SITE for the absolute origin, BASE for a sub-path such as a
// project page (`BASE=/tablemate/ npm run build`).
export default defineConfig({
  site: process.env.SITE ?? 'http://localhost:4321',
  base: process.env.BASE ?? '/',
  outDir: outDir(),
  trailingSlash: 'ignore',
  // rulesSearch writes the rules pages' search index, cspHashes trims each page's policy and
  // preloads names a helper's files in its page's head before offline() writes the service
  // worker that precaches them (integrations' build hooks run in this order).
  integrations: [mdx(), preact(), rulesSearch(), cspHashes(), preloads(), offline()],
  // Hashes for every script and style Astro emits, in a CSP meta tag on each page:
  // no 'unsafe-inline' for scripts (see src/build/offline.ts for the header file).
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // 'wasm-unsafe-eval' lets the QR decoder's WebAssembly compile (src/kit/link/scan.ts,
      // loaded only when a scanner opens); it allows no JavaScript eval.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    },
  },
  // No code blocks in the rules; Shiki's inline styles would also break the CSP.
  markdown: { syntaxHighlight: false },
  // External CSS only: Astro's CSP hashes do not cover every stylesheet it inlines.
  build: { format: 'directory', inlineStylesheets: 'never' },
  vite: {
    plugins: [noPreloadLists(), compileHints()],
    // Module workers, and the follow page's script (src/pages/follow.astro), which is bundled
    // the same way so that it shares no chunk with the pages: ES modules, split as they load.
    worker: { format: 'es' },
    // Chunks by what loads together, because a phone pays gzip per file: `runtime` is what
    // every page with a helper needs (Preact, Astro's island client, the crash context);
    // `store` is saving and loading (valibot, kit persist, the hooks, the Undo rules); `kit` is the play pages' frame (steps, undo bar, crash
    // boundary, on-demand screens, the look for a save that brings the game in, and the
    // keeping in view that every first touch brings: a file of 0.2 KB on its own); `setup`
    // the names screen. The home page's Resume
    // script (kit/resume.ts) imports none of them.
    // Everything else (a game's shell, its on-demand screens) is split by the bundler, some
    // of it gathered (GATHERED).
    // Measured with BENCH_PAGES_ONLY=1 node scripts/bench.ts.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'runtime', test: /node_modules[\\/](preact|@astrojs[\\/]preact)[\\/]|src[\\/]kit[\\/](keys|result|ui[\\/](crash|later|touch|ErrorMessage))\.tsx?$/, priority: 40 },
              { name: 'store', test: /node_modules[\\/]valibot[\\/]|src[\\/]kit[\\/](persist[\\/]index|status|schema|ui[\\/]usePersistent)\.tsx?$/, priority: 30 },
              { name: 'lesson', test: /src[\\/]kit[\\/](game|ui[\\/](useLesson|LessonBanner))\.tsx?$/, priority: 30 },
              { name: 'setup', test: /src[\\/]kit[\\/](players|ui[\\/]PlayerSetup)\.tsx?$/, priority: 20 },
              { name: 'kit', test: /src[\\/]kit[\\/](ui[\\/](Step|follow|RuleLink|CrashBoundary|onDemand|UndoBar|HelperFrame|frame|device|useSaveNeeded|keepInView)|persist[\\/]saves)\.tsx?$/, priority: 20 },
            ],
          },
        },
      },
    },
    resolve: {
      // Every `astro/zod` import (build time: content collections) gets the CSP-safe
      // (jitless) zod: see src/kit/zod.ts. Islands use valibot (src/kit/schema.ts).
      alias: [
        { find: /^astro\/zod$/, replacement: fileURLToPath(new URL('./src/kit/zod.ts', import.meta.url)) },
      ],
    },
  },
  devToolbar: { enabled: false },
});
