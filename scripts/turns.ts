// One scripted turn per game, tapped by the bench (scripts/bench.ts) on each play page
// with the CPU slowed 4× to find the slowest tap-to-next-paint. Adjust a game's steps
// here when its helper changes; a game without an entry gets GENERIC_TAPS taps on the
// helper's first enabled button (skipping Undo, New game and other ways out).

export type Step =
  /** Tap the button with this accessible name (inside the helper). */
  | { tap: string | RegExp }
  /** Type into the field with this label (not timed: typing is not a tap). */
  | { fill: string | RegExp; value: string }
  /** Tap the radio button or checkbox with this accessible name. */
  | { check: string | RegExp };

const names = (...players: string[]): Step[] => players.map((value, i) => ({ fill: `Player ${i + 1} name`, value }));

/** From a fresh phone (no saved game) to the end of a first turn, or as far as one screen of play. */
export const TURNS: Record<string, Step[]> = {
  'empty-rivalry': [
    { tap: 'The phone rolls them' },
    ...names('Ana', 'Bo'),
    { tap: 'Start the match' },
    { tap: 'Start round 1: Ana attacks' },
    { tap: 'Draw 4 at random' },
  ],
  empress: [
    { tap: /^With real cards/ },
    ...names('Ana', 'Bo'),
    { check: 'Ana' },
    { tap: 'Start the match' },
    { tap: /^Two Citizens: a draw/ },
    { tap: /^The Empress beats a Citizen/ },
    { tap: /^Two Citizens: a draw/ },
  ],
  'sibling-rivalry': [
    ...names('Ana', 'Bo'),
    { tap: 'Next: the score track' },
    { tap: 'Start the game' },
    // Real dice typed in (a phone roll would make the turn random): 2 2 2 3 4 advances track 2.
    { tap: 'Add a 2' },
    { tap: 'Add a 2' },
    { tap: 'Add a 2' },
    { tap: 'Add a 3' },
    { tap: 'Add a 4' },
    { tap: 'Use these dice' },
    { tap: /^Stop/ },
  ],
  emperor: [
    { tap: 'Deal them on this phone' },
    ...names('Ana', 'Bo', 'Cy', 'Di', 'Ed'),
    { tap: 'Next' },
    { tap: 'Deal the identity cards' },
    { tap: "I'm Ana, show me" },
    { tap: 'Hide my cards and pass the phone' },
  ],
  subtweet: [...names('Ana', 'Bo', 'Cy'), { tap: 'Next' }, { tap: 'Bo' }, { tap: 'Start the game' }, { tap: 'Bo plays a tweet' }],
};

export const GENERIC_TAPS = 4;

/** Buttons a generic turn never taps: they end or undo the game rather than play it. */
export const NOT_A_MOVE = /undo|new game|start over|remove|delete|reset|clear|copy|later|dismiss|cancel|move (up|down)/i;
