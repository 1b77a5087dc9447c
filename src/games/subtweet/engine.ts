import { fail, ok, type Result } from '~/kit/result';
import { subtweet, type SubtweetData } from './data';
import { NO_VARIATIONS, type LogEntry, type PlayerState, type SubtweetState, type Variations } from './state';

/**
 * SUBTWEET's rules as pure functions over plain JSON state. The helper only
 * counts cards: what is written on them, and who a card is about, stays on the
 * paper until the table reveals it. No randomness is involved: the table plays
 * the cards and settles ties with rock-paper-scissors (ST-2).
 */

export type { SubtweetState } from './state';
export { NO_VARIATIONS } from './state';

// The setup (ST-1, ST-2): the handles, who starts, the fresh game.

/** The length that decides who starts: a leading @ and spaces don't count (ST-2). */
export function handleLength(handle: string): number {
  return [...handle.trim().replace(/^@+/, '')].length;
}

const sameHandle = (handle: string): string => handle.trim().replace(/^@+/, '').toLowerCase();

/** Checks the handles a table typed in; returns them trimmed, or the first problem in words. */
export function checkHandles(handles: readonly string[], rules: Pick<SubtweetData, 'players'> = subtweet): Result<string[]> {
  const { min, max } = rules.players;
  if (handles.length < min) return fail(`SUBTWEET needs at least ${min} players.`);
  if (handles.length > max) return fail(`This helper handles at most ${max} players.`);
  const trimmed = handles.map((h) => h.trim());
  const emptyAt = trimmed.findIndex((h) => handleLength(h) === 0);
  if (emptyAt >= 0) return fail(`Player ${emptyAt + 1} needs a handle or nickname.`);
  const seen = new Map<string, number>();
  for (const [seat, h] of trimmed.entries()) {
    const key = sameHandle(h);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return fail(`Players ${earlier + 1} and ${seat + 1} are both "${h}": give each player a different name.`);
    }
    seen.set(key, seat);
  }
  return ok(trimmed);
}

export interface SetupOptions {
  /** Twitter handles or nicknames, in seating order round the table. */
  handles: readonly string[];
  /** The seat that won rock-paper-scissors among those tied for the shortest handle. */
  rpsWinner?: number | null;
  /** Variations the table turned on before the game (ST-6); all off by default. */
  variations?: Partial<Variations>;
}

/** Seats holding the shortest handle; more than one means a rock-paper-scissors tie (ST-2). */
export function firstPlayerCandidates(handles: readonly string[]): number[] {
  const lengths = handles.map(handleLength);
  const shortest = Math.min(...lengths);
  return lengths.flatMap((length, seat) => (length === shortest ? [seat] : []));
}

/**
 * ST-2: the shortest handle starts (rock-paper-scissors among a tie, whose winner the
 * table tells us), then play goes round the table in seating order.
 */
export function turnOrder(handles: readonly string[], rpsWinner?: number | null): Result<number[]> {
  const candidates = firstPlayerCandidates(handles);
  let first = candidates[0]!;
  if (candidates.length > 1) {
    if (rpsWinner === undefined || rpsWinner === null || !candidates.includes(rpsWinner)) {
      const names = candidates.map((s) => handles[s]!.trim()).join(', ');
      return fail(`${names} tie for the shortest handle: play rock-paper-scissors and say who won.`);
    }
    first = rpsWinner;
  }
  return ok(handles.map((_, i) => (first + i) % handles.length));
}

/** A fresh game: everyone holds three written cards (ST-1). */
export function setup(options: SetupOptions, rules: SubtweetData = subtweet): Result<SubtweetState> {
  const checked = checkHandles(options.handles, rules);
  if (!checked.ok) return checked;
  const handles = checked.value;
  const order = turnOrder(handles, options.rpsWinner);
  if (!order.ok) return order;
  return ok({
    players: handles.map((handle) => ({ handle, written: rules.startingCards, blank: 0 })),
    order: order.value,
    turn: 0,
    variations: { ...NO_VARIATIONS, ...options.variations },
    pending: null,
    paused: false,
    winner: null,
    tally: { dealt: rules.startingCards * handles.length, drawn: 0, discarded: 0, played: 0, written: 0 },
    log: [],
  });
}

/**
 * Play again with the same players: a fresh game (ST-1) with the finished game's handles
 * in the same seats and the same variations (ST-6). The order is the rule's again (ST-2):
 * the same shortest handle starts, and a tie for it asks rock-paper-scissors once more.
 */
export function rematch(state: SubtweetState, args: { rpsWinner?: number | null } = {}, rules: SubtweetData = subtweet): Result<SubtweetState> {
  if (state.winner === null) return fail('The game is still going: play again once someone has won.');
  return setup({ handles: state.players.map((p) => p.handle), rpsWinner: args.rpsWinner ?? null, variations: state.variations }, rules);
}

// A game in progress (ST-3 to ST-6): whose turn it is, and the moves.

export const handSize = (p: PlayerState): number => p.written + p.blank;

/** The seat the turn has reached (whether or not they can play), or null once the game is over. */
export function turnHolder(state: SubtweetState): number | null {
  return state.winner === null ? state.order[state.turn]! : null;
}

/** The seat whose turn it is and who can play (holds a written card), or null. */
export function currentPlayer(state: SubtweetState): number | null {
  const seat = turnHolder(state);
  return seat !== null && state.players[seat]!.written > 0 ? seat : null;
}

/** Nobody at the table holds a written card: play waits until someone fills one in. */
export function nobodyCanPlay(state: SubtweetState): boolean {
  return state.players.every((p) => p.written === 0);
}

/**
 * The turn has reached a hand that holds only blank cards, between turns. The helper
 * asks before the pass (ST-3): the player may have filled one in during another turn
 * without telling the phone.
 */
export function mustAskBeforePass(state: SubtweetState): boolean {
  return state.winner === null && state.pending === null && !state.paused && currentPlayer(state) === null && !nobodyCanPlay(state);
}

/** Seats holding cards that are all blank: they pass when their turn comes (ST-3). */
export function blankOnly(state: SubtweetState): number[] {
  return state.players.flatMap((p, seat) => (p.written === 0 && p.blank > 0 ? [seat] : []));
}

/** Fail Whale (ST-6): only with the variation on, between turns, with two or more blank-only hands. */
export function canCallFailWhale(state: SubtweetState): boolean {
  return (
    state.variations.failWhale &&
    state.winner === null &&
    state.pending === null &&
    !state.paused &&
    blankOnly(state).length >= 2
  );
}

/** The log only feeds the "what just happened" list, so it is kept short: it is saved with every undo step. */
export const LOG_LIMIT = 40;
const withLog = (log: readonly LogEntry[], ...entries: LogEntry[]): LogEntry[] => [...log, ...entries].slice(-LOG_LIMIT);

const name = (state: SubtweetState, seat: number): string => state.players[seat]!.handle;

function badSeat(state: SubtweetState, seat: unknown): boolean {
  return typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= state.players.length;
}

function gameOver(state: SubtweetState): string | null {
  return state.winner === null ? null : `The game is over: ${name(state, state.winner)} won.`;
}

/** The next position round the table. Nobody is skipped here: a blank-only hand is asked first (passTurn). */
const nextPosition = (state: SubtweetState): number => (state.turn + 1) % state.order.length;

/** The author reads a written card aloud and lays it face up (ST-3). */
export function playCard(state: SubtweetState, args: { author: number }): Result<SubtweetState> {
  const over = gameOver(state);
  if (over) return fail(over);
  if (badSeat(state, args.author)) return fail('Pick who is playing.');
  if (state.paused) return fail('Play is paused for a Fail Whale: resume play first.');
  if (state.pending) return fail(`${name(state, state.pending.author)}'s tweet is still on the table: finish that turn first.`);
  const author = state.players[args.author]!;
  if (author.written === 0) {
    return fail(`${author.handle} has no written card to play: fill in a blank card first.`);
  }
  const holder = turnHolder(state)!;
  if (holder !== args.author) return fail(`It is ${name(state, holder)}'s turn.`);
  const players = state.players.map((p, seat) => (seat === args.author ? { ...p, written: p.written - 1 } : p));
  return ok({
    ...state,
    players,
    pending: { author: args.author, favourites: null },
    tally: { ...state.tally, played: state.tally.played + 1 },
  });
}

/** Who had a token in their fist when everyone opened their hands together. */
export function recordFavourites(state: SubtweetState, args: { favourites: readonly number[] }): Result<SubtweetState> {
  if (!state.pending) return fail('No tweet is on the table yet.');
  if (args.favourites.some((s) => badSeat(state, s))) return fail('Only players at the table can favourite.');
  const { author } = state.pending;
  if (args.favourites.includes(author)) {
    return fail(`${name(state, author)} wrote this tweet and can't favourite it (ST-3).`);
  }
  const favourites = [...new Set(args.favourites)].sort((a, b) => a - b);
  return ok({ ...state, pending: { author, favourites } });
}

/**
 * The hidden corner is shown: who the tweet was about (null for a face-value tweet).
 * Penalties follow (ST-4), then the everyone-favs variation, the win check (ST-5) and
 * the next turn, skipping blank-only hands (ST-3).
 */
export function revealRecipient(
  state: SubtweetState,
  args: { recipient: number | null },
  rules: SubtweetData = subtweet,
): Result<SubtweetState> {
  const { pending } = state;
  if (!pending) return fail('No tweet is on the table yet.');
  if (pending.favourites === null) return fail('Record who favourited before revealing the recipient.');
  const { author } = pending;
  const favs = new Set(pending.favourites);
  const { recipient } = args;
  if (recipient === null) {
    if (!state.variations.faceValue) return fail('Every tweet needs a recipient: face-value tweets are not in play.');
  } else {
    if (badSeat(state, recipient)) return fail('Pick who the tweet was about.');
    if (recipient === author) return fail(`The recipient must be someone other than the author, ${name(state, author)}.`);
  }

  // ST-4 (and ST-6 face value): who is due one penalty card.
  const due = new Set<number>();
  if (recipient === null) {
    if (favs.size === 0) due.add(author);
    for (const f of favs) due.add(f);
  } else {
    if (!favs.has(recipient)) {
      due.add(author);
      due.add(recipient);
    }
    for (const f of favs) if (f !== recipient) due.add(f);
  }

  const penalised: number[] = [];
  const waived: number[] = [];
  let drawn = 0;
  let players = state.players.map((p, seat) => {
    if (!due.has(seat)) return p;
    // ST-4: a hand already at the cap takes nothing.
    const take = Math.max(0, Math.min(rules.penaltyCards, rules.handCap - handSize(p)));
    if (take === 0) {
      waived.push(seat);
      return p;
    }
    penalised.push(seat);
    drawn += take;
    return { ...p, blank: p.blank + take };
  });

  // ST-6 everyone favs: every other player favourited → the author's blanks go.
  let discarded = 0;
  if (state.variations.everyoneFavs && favs.size === state.players.length - 1) {
    discarded = players[author]!.blank;
    players = players.map((p, seat) => (seat === author ? { ...p, blank: 0 } : p));
  }

  const entry: LogEntry = {
    kind: 'turn',
    author,
    recipient,
    favourites: [...favs].sort((a, b) => a - b),
    penalised,
    waived,
    discarded,
  };
  const resolved: SubtweetState = {
    ...state,
    players,
    pending: null,
    tally: { ...state.tally, drawn: state.tally.drawn + drawn, discarded: state.tally.discarded + discarded },
    log: withLog(state.log, entry),
  };

  // ST-5: only the author can lose cards, so only the author can have emptied their hand.
  if (handSize(players[author]!) === 0) return ok({ ...resolved, winner: author });
  return ok({ ...resolved, turn: nextPosition(state) });
}

/** A player fills in `count` of their blank cards, which become playable. */
export function writeTweets(state: SubtweetState, args: { player: number; count: number }): Result<SubtweetState> {
  const over = gameOver(state);
  if (over) return fail(over);
  if (badSeat(state, args.player)) return fail('Pick who is writing.');
  const p = state.players[args.player]!;
  if (!Number.isInteger(args.count) || args.count < 1) return fail('Write at least one card.');
  if (p.blank === 0) return fail(`${p.handle} has no blank cards to write on.`);
  if (args.count > p.blank) return fail(`${p.handle} has only ${p.blank} blank card${p.blank === 1 ? '' : 's'}.`);
  const players = state.players.map((q, seat) =>
    seat === args.player ? { ...q, written: q.written + args.count, blank: q.blank - args.count } : q,
  );
  // Allowed at any moment, even while another player's tweet is on the table: a player
  // who wrote during someone else's turn is then not skipped when their own comes.
  return ok({
    ...state,
    players,
    tally: { ...state.tally, written: state.tally.written + args.count },
    log: withLog(state.log, { kind: 'write', player: args.player, count: args.count }),
  });
}

/**
 * ST-3: the player whose turn it is holds only blank cards (the table has said they
 * filled none in), so they pass and the turn moves on. Refused when nobody at all holds
 * a written card, since passing would then go round for ever: somebody writes first.
 */
export function passTurn(state: SubtweetState): Result<SubtweetState> {
  const over = gameOver(state);
  if (over) return fail(over);
  if (state.paused) return fail('Play is paused for a Fail Whale: resume play first.');
  if (state.pending) return fail(`${name(state, state.pending.author)}'s tweet is still on the table: finish that turn first.`);
  const seat = turnHolder(state)!;
  const p = state.players[seat]!;
  if (p.written > 0) return fail(`${p.handle} holds a written card, so ${p.handle} plays rather than passes.`);
  if (nobodyCanPlay(state)) return fail('Nobody holds a written card: fill in some blank cards first.');
  return ok({ ...state, turn: nextPosition(state), log: withLog(state.log, { kind: 'pass', player: seat }) });
}

/** ST-6 Fail Whale: a blank-only player pauses the rotation so everyone can write. */
export function callFailWhale(state: SubtweetState, args: { player: number }): Result<SubtweetState> {
  const over = gameOver(state);
  if (over) return fail(over);
  if (!state.variations.failWhale) return fail('The Fail Whale variation is not in play.');
  if (badSeat(state, args.player)) return fail('Pick who calls the Fail Whale.');
  if (state.paused) return fail('A Fail Whale is already under way.');
  if (state.pending) return fail('Finish the turn on the table first.');
  const blanks = blankOnly(state);
  if (blanks.length < 2) return fail('A Fail Whale needs two or more players holding only blank cards.');
  if (!blanks.includes(args.player)) return fail(`Only a player holding only blank cards can call it, and ${name(state, args.player)} has a written card.`);
  return ok({ ...state, paused: true, log: withLog(state.log, { kind: 'failWhale', player: args.player }) });
}

/** The Fail Whale is over: the rotation picks up where it stopped. */
export function resumePlay(state: SubtweetState): Result<SubtweetState> {
  if (!state.paused) return fail('Play is not paused.');
  return ok({ ...state, paused: false, log: withLog(state.log, { kind: 'resume' }) });
}

/** Sum of every hand: with `tally` it proves cards are conserved. */
export function cardsHeld(state: SubtweetState): number {
  return state.players.reduce((sum, p) => sum + handSize(p), 0);
}
