/**
 * `astro/zod` resolves here (see astro.config.mjs). Zod compiles fast parsers with
 * `new Function` after probing whether eval is allowed; under our strict
 * Content-Security-Policy that probe is itself reported as a CSP violation on every
 * page with a helper. jitless parsing is plenty fast for saved game states.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
