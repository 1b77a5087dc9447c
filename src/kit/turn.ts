/**
 * A game's scripted turn for the bench (scripts/bench.ts taps it on the game's play page
 * with the CPU slowed 4×, for the slowest tap-to-next-paint): `src/games/<slug>/turn.ts`
 * exports `turn: Step[]`, from a fresh phone (no saved game) to the end of a first turn,
 * or as far as one screen of play. Plain data with no imports but this type, so the bench
 * loads it in plain Node; adjust it when the helper changes.
 */
export type Step =
  /** Tap the button with this accessible name (inside the helper). */
  | { tap: string | RegExp }
  /** Type into the field with this label (not timed: typing is not a tap). */
  | { fill: string | RegExp; value: string }
  /** Tap the radio button or checkbox with this accessible name. */
  | { check: string | RegExp };
