import { REFUSED } from '~/kit/link/words';
import { data } from './data';

/** "Each on our own phone": what the phones say when a move or a code can't be taken, in a player's words. */
export const OWN = {
  notNow: 'This phone doesn’t need that code now.',
  earlier: 'This code is from an earlier step: scan the newest code on that phone.',
  full: 'Seven players have joined: the table is full.',
  again: (name: string) => `${name} has joined already.`,
  sameName: (name: string) => `Two players are called ${name}: one of you, add a letter and show your seat code again.`,
  tooFew: (n: number) => `${data.players.min} to ${data.players.max} players play; ${n} have joined. Scan every player’s seat code first.`,
  notAtTable: 'This start code doesn’t have this phone at the table: the table phone must scan this phone’s seat code first.',
  ownCode: REFUSED.ownCode,
  faceUp: (p: number) => `Your card ${p + 1} is face up already: everyone can see it.`,
  emperorCard: 'The Emperor card never leaves the Emperor: give one of your other cards.',
  emperorTarget: 'Swap can never take a card from the Emperor.',
  swapWaiting: (name: string) => `Your Swap with ${name} isn’t finished: scan ${name}’s card first.`,
  notYourSwap: 'This is not the card this phone waits for: scan the code on your Swap partner’s phone.',
  sealBroken: 'This card doesn’t match any card the table phone dealt: it was changed.',
  notWanted: (name: string, what: string) => `The table phone waits for ${name}’s ${what}: scan that phone’s code.`,
  noProofNeeded: 'No Condemn waits on a proof now.',
  recordFirst: (what: string) => `Scan the table phone’s record of this ${what} first: it says which card this phone takes.`,
  notRecorded: (name: string, got: number, wanted: string) => `This is ${name}’s card ${got + 1}; the table phone recorded ${wanted}. ${name}: show that card instead.`,
  swapNotRecorded: (name: string, wanted: string) => `This is not the Swap the table phone recorded (${wanted}): ${name}, call it off and choose those cards.`,
  scanFirst: (what: string) => `Scan ${what} first.`,
  tooMany: 'This phone has made too many codes for one game: start a new table.',
  tooBig: 'The names don’t fit one code: shorten some of them and scan the seat codes again.',
  noLooks: 'On your own phone: see your cards on your own phone.',
  oldTable: (name: string) => `This code is not from the table phone: ${name}’s phone took over as the table phone. Scan the code on ${name}’s phone.`,
} as const;

/** A code by what it carries, for "That is … : scan …". */
export const CODE_WORDS: Record<string, string> = {
  seat: 'a seat code',
  start: 'the start code',
  setup: 'the deal',
  investigate: 'a card shown to a player',
  swapCards: 'a Swap’s card',
  revealCard: 'a revealed card',
  answerRebelCheck: 'a proof',
  publicTable: 'the table’s public code',
  recorded: 'the table phone’s record of a look or a Swap',
  bringBack: 'a “Bring back” code',
  keep: 'a phone’s own box',
  handOver: 'a hand-over code for a new table phone',
  snapshot: 'the table phone’s public table',
};
