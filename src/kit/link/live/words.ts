/**
 * Every sentence the live link shows a player under a game's step (`name`: the other phone's
 * player). What only the linking dialog says is in linking-words.ts, loaded with it.
 */

export const LIVE = {
  /** The button that starts linking, under the game's step. */
  start: (name: string) => `Link to ${name}’s phone over Wi-Fi`,
  linked: (name: string) => `Linked to ${name}’s phone`,
  /** Under a scanner while linked: the code comes by itself. */
  arrives: (name: string) => `Linked to ${name}’s phone: the code comes by itself (or scan it).`,
  dropped: (name: string) => `The link to ${name}’s phone dropped: scan the codes as before. Nothing is lost.`,
  failed: (name: string) => `This phone and ${name}’s did not link within 15 seconds (not on the same Wi-Fi?): scan the codes as before. Nothing is lost.`,
  stopped: (name: string) => `The link to ${name}’s phone is off: scan the codes as before.`,
  /** The link's code comes the first time it is used (not in a first visit's precache): offline before that, it can't load. */
  notLoaded: 'The link isn’t on this phone yet (it loads the first time, with a signal): scan the codes as before.',
} as const;
