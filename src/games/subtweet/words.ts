import type { LogEntry, SubtweetState, Variations } from './state';
import { subtweet } from './data';
import { listed } from '~/kit/list';

/** "Al", "Al and Bo", "Al, Bo and Cyd". */
export function listNames(names: readonly string[]): string {
  return listed(names);
}

/** "1 card", "2 cards". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** One log entry as the sentences a player reads after it happened. */
export function describeEntry(state: SubtweetState, entry: LogEntry): string {
  const who = (seat: number) => state.players[seat]?.handle ?? `Player ${seat + 1}`;
  const names = (seats: readonly number[]) => listNames(seats.map(who));
  switch (entry.kind) {
    case 'turn': {
      const parts = [
        entry.recipient === null
          ? `${who(entry.author)}'s tweet was a face-value tweet.`
          : `${who(entry.author)}'s tweet was about ${who(entry.recipient)}.`,
        entry.favourites.length === 0 ? 'Nobody favourited it.' : `Favourited by ${names(entry.favourites)}.`,
        entry.penalised.length === 0 ? 'No penalty cards.' : `Penalty card for ${names(entry.penalised)}.`,
      ];
      if (entry.waived.length > 0) {
        const verb = entry.waived.length === 1 ? 'holds' : 'hold';
        parts.push(`${names(entry.waived)} already ${verb} ${subtweet.handCap} cards, so no penalty.`);
      }
      if (entry.discarded > 0) {
        parts.push(`Everyone favourited: ${who(entry.author)} throws away ${plural(entry.discarded, 'blank card')}.`);
      }
      return parts.join(' ');
    }
    case 'pass':
      return `${who(entry.player)} passes: only blank cards in hand.`;
    case 'write':
      return `${who(entry.player)} filled in ${plural(entry.count, 'blank card')}.`;
    case 'failWhale':
      return `${who(entry.player)} called a Fail Whale.`;
    case 'resume':
      return 'Play resumed after the Fail Whale.';
  }
}

/** What happened since the last card was revealed (that turn, then passes and writing). */
export function recentEntries(state: SubtweetState): LogEntry[] {
  const lastTurn = state.log.findLastIndex((e) => e.kind === 'turn');
  return state.log.slice(Math.max(lastTurn, state.log.length - 6, 0));
}

/**
 * How a tweet is laid on the table (ST-3). With face-value tweets on (ST-6) a card may
 * name nobody: its corner is hidden all the same, so the table can't tell it apart.
 */
export const layTweet = (variations: Variations): string =>
  variations.faceValue
    ? 'Read one written card aloud and lay it face up, its corner hidden, whether it names a recipient or is a face-value tweet.'
    : "Read one written card aloud and lay it face up with the recipient's corner hidden.";

/** The reveal (ST-4): the author uncovers the corner; a face-value tweet's corner names nobody. */
export const uncoverCorner = (author: string, variations: Variations): string =>
  variations.faceValue
    ? `${author}, uncover the corner of the card: read out the name, or say it is a face-value tweet if it names nobody. It can't be ${author}.`
    : `${author}, uncover the corner of the card and read out the name. It can't be ${author}.`;

/** The end: the rematch button, and why a tie for the shortest handle asks again (ST-2). */
export const REMATCH = {
  button: 'Play again with the same players',
  hint: 'Same seats and the same optional rules; the shortest handle starts again. Undo comes back here.',
  tie: (names: string) => `${names} tie for the shortest handle again: play rock-paper-scissors between you. Who won?`,
} as const;
