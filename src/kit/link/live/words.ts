/** Every sentence the live link shows a player. `name` is the other phone's player. */

export const LIVE = {
  /** The button that starts linking, under the game's step. */
  start: (name: string) => `Link to ${name}’s phone over Wi-Fi`,
  /** What the link needs, said once on its first screen. */
  needs: 'Both phones on the same Wi-Fi, or one phone’s hotspot. No internet needed; the codes still work if it drops.',
  linked: (name: string) => `Linked to ${name}’s phone`,
  /** Under a scanner while linked: the code comes by itself. */
  arrives: (name: string) => `Linked to ${name}’s phone: the code comes by itself (or scan it).`,
  dropped: (name: string) => `The link to ${name}’s phone dropped: scan the codes as before. Nothing is lost.`,
  failed: (name: string) => `The phones did not link within 15 seconds (not on the same Wi-Fi?): scan the codes as before. Nothing is lost.`,
  stopped: (name: string) => `The link to ${name}’s phone is off: scan the codes as before.`,
  noRtc: 'This browser can’t link phones: scan the codes as before.',
  /** The link's code comes the first time it is used (not in a first visit's precache): offline before that, it can't load. */
  notLoaded: 'The link isn’t on this phone yet (it loads the first time, with a signal): scan the codes as before.',
  changed: 'This link code was changed or misread: scan it again.',
  otherSeat: (name: string) => `This link code is for another phone: scan the one ${name}’s phone shows for you.`,
  earlierTry: (name: string) => `This link code is from an earlier try: scan the one ${name}’s phone shows now.`,
  wrongKind: 'This is not a link code: scan the link code on the other phone.',
} as const;
