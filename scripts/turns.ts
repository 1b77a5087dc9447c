// One scripted turn per game, tapped by the bench (scripts/bench.ts) on each play page
// with the CPU slowed 4× to find the slowest tap-to-next-paint. Adjust a game's steps
// here when its helper changes; a game without an entry gets GENERIC_TAPS taps on the
// helper's first enabled button (skipping Undo, New game and other ways out).

export type Step =
  /** Tap the button with this accessible name (inside the helper). */
  | { tap: string | RegExp }
  /** Type into the field with this label (not timed: typing is not a tap). */
  | { fill: string | RegExp; value: string };

export const TURNS: Record<string, Step[]> = {
  // 'emperor': [{ tap: 'Start the game' }, { tap: /Deal/ }, …],
};

export const GENERIC_TAPS = 4;

/** Buttons a generic turn never taps: they end or undo the game rather than play it. */
export const NOT_A_MOVE = /undo|new game|start over|remove|delete|reset|clear|copy|later|dismiss|cancel|move (up|down)/i;
