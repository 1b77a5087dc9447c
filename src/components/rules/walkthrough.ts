/*
 * Worked examples on the rules pages: the source's own examples played through the
 * game's engine, one step per tap. A frame is plain data (so it is worked out at build
 * time and handed to the island as props: the page never ships the engine); each game's
 * island draws its own picture from `picture`.
 */

export interface Frame<P> {
  /** The step's heading: what this step shows, in a few words. */
  title: string;
  /** What is happening and why, in our own words (often the game's lesson words). */
  say: string;
  /** What the engine said the move did, sentence by sentence (the result the reader checks). */
  happened: string[];
  /** The game's picture of the position after this step. */
  picture: P;
}

/** The engine's new lines after a move: the move's own `events`, less the lines it kept from before. */
export function newLines(before: readonly string[], after: readonly string[]): string[] {
  let i = 0;
  while (i < before.length && i < after.length && before[i] === after[i]) i++;
  return i === before.length ? after.slice(i) : [...after];
}

/** A move's result or a clear build error naming the example and the step (the engine refused a scripted move). */
export function must<T>(result: { ok: true; value: T } | { ok: false; error: string }, example: string, step: string): T {
  if (!result.ok) throw new Error(`Worked example "${example}", ${step}: the engine refused: ${result.error}`);
  return result.value;
}
