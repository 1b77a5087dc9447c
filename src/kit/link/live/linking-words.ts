/** What the linking dialog and the link's code say (loaded with them, on demand). */

export const LINKING = {
  /** What the link needs, said once on its first screen. */
  needs: 'Both phones on the same Wi-Fi, or one phone’s hotspot. No internet needed; the codes still work if it drops.',
  noRtc: 'This browser can’t link phones: scan the codes as before.',
  changed: 'This link code was changed or misread: scan it again.',
  otherSeat: (name: string) => `This link code is for another phone: scan the one ${name}’s phone shows for you.`,
  earlierTry: (name: string) => `This link code is from an earlier try: scan the one ${name}’s phone shows now.`,
  wrongKind: 'This is not a link code: scan the link code on the other phone.',
} as const;
