/** What following a game on another phone says, on the playing phone and the following one. */
export const FOLLOW_WORDS = {
  button: 'Follow on another phone',
  title: 'Follow this game on other phones',
  needs: 'Every phone on the same Wi-Fi, or this phone’s hotspot. The other phones only watch: nothing secret is sent.',
  showThis: 'Other phone: scan this with the camera',
  scanAnswer: 'Scan the other phone’s answer code',
  following: (n: number) => (n === 0 ? 'No phone follows yet.' : n === 1 ? 'One phone follows this game.' : `${n} phones follow this game.`),
  linking: 'Linking… the phones link within a few seconds.',
  nextPhone: 'Another phone? Scan the same way.',
  noGame: 'Start a game first: the other phones follow the game in progress.',
  // Follower
  scanHost: 'Scan the code on the playing phone',
  scanHere: 'Scan its code with this page',
  hostSteps: 'On the playing phone, tap “Follow on another phone”, then scan its code with this phone’s camera, or here.',
  answer: 'Playing phone: scan this answer code',
  waiting: 'Waiting for the first move…',
  live: 'Following the playing phone live.',
  dropped: 'The link to the playing phone dropped. On the playing phone tap “Follow on another phone” and scan its code again; nothing of the game is lost.',
  reloaded: 'This page reloaded, which ends its link. On the playing phone tap “Follow on another phone” and scan its new code again.',
  // Refusals
  changed: 'This message was changed or misread: it was not used.',
  foreign: 'This is not a Tablemate follow message: it was not used.',
  otherTable: 'This came from another table: it was not used.',
  otherGame: 'This phone follows another game: scan the playing phone’s code again.',
  replayed: 'This move was already sent once: it was not used again.',
  late: 'This move was made on a screen that had changed since: look at the board and try again.',
  otherPhone: (name: string) => `${name} plays on another phone: only that phone can move for ${name}.`,
  notAMove: 'This move can’t be made from a following phone.',
  notLinked: 'This phone is not linked to the playing phone: the move was not sent.',
} as const;

/** Where a following phone keeps the last view it showed, for this tab only (sessionStorage). */
export const KEPT = 'tablemate-follow';

/** Where the follow page notes the point of the tap that asked to scan there, for its tap guard (app.tsx). */
export const TAPPED = 'data-tapped';
