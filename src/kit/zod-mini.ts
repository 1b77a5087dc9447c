/**
 * `zod/mini` resolves here (see astro.config.mjs), so every island's schema import
 * goes through one place that turns JIT off. zod/mini's objects don't compile
 * parsers today, but the JIT switch and its `new Function` probe live in zod's
 * shared core: if anything on the page ever reaches them, our strict CSP would
 * report the probe as a violation. jitless parsing is plenty fast for saved games.
 *
 * Imports `zod/v4/mini` (the same module as `zod/mini`) so the alias does not
 * point back at this file.
 */
import { config } from 'zod/v4/mini';

config({ jitless: true });

// Named re-exports only (no namespace object as a value), so the bundler can drop
// every part of zod an island doesn't use: islands write `import * as z from 'zod/mini'`.
export * from 'zod/v4/mini';
