/**
 * The saved-state schema language of every island: valibot, whose functions are
 * separate modules, so a page ships only the checks its own schemas use (about 2 KB
 * gzip for a whole game; zod/mini's shared core alone is about 8 KB). Full zod stays at
 * build time, for the content collections (src/content.schema.ts).
 *
 * Game schemas write `import * as v from 'valibot'` and use these few shorthands for
 * the shapes every save repeats; the types come from `v.InferOutput<typeof schema>`.
 */
import * as v from 'valibot';

/** A whole number (a safe integer), optionally at least `min` and at most `max`. */
export function int(min?: number, max?: number) {
  return v.pipe(
    v.number(),
    v.safeInteger(),
    v.minValue(min ?? Number.MIN_SAFE_INTEGER),
    v.maxValue(max ?? Number.MAX_SAFE_INTEGER),
  );
}

/** A finite number from `min` to `max`. */
export function num(min: number, max: number) {
  return v.pipe(v.number(), v.minValue(min), v.maxValue(max));
}

/** A string of at least `min` characters (1 unless said). */
export function text(min = 1) {
  return v.pipe(v.string(), v.minLength(min));
}

/** An array of `item` with at least `min` and at most `max` entries. */
export function list<S extends v.GenericSchema>(item: S, min = 0, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(v.array(item), v.minLength(min), v.maxLength(max));
}
