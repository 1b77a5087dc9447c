import { PUBLIC, type GameModule } from '../../../game';
import { fail, ok, type Result } from '../../../result';
import { FOLLOW_WORDS } from './words';

/**
 * What travels between a playing phone and the phones following it (over the live link's
 * data channel, never a QR: a public view is larger than a frame). The playing phone sends
 * `view(state, PUBLIC)` and nothing else, numbered; a follower sends back a move the game
 * lets a player make on their own phone (`by: 'seat'`, `travel: 'public'`), tied to the
 * view it saw, so a replayed or late move is refused. Plain JSON, read field by field: a
 * changed or foreign message is refused in words, never half taken.
 */

export const FOLLOW_TAG = 'tm-follow';

/** The playing phone's public view, the `n`th it sent at this table. */
export interface ViewMessage {
  tag: typeof FOLLOW_TAG;
  kind: 'view';
  game: string;
  table: number;
  n: number;
  view: unknown;
}

/** A follower's move, made at the view numbered `n`, for the player at `seat`. */
export interface MoveMessage {
  tag: typeof FOLLOW_TAG;
  kind: 'move';
  table: number;
  n: number;
  seat: number;
  name: string;
  args: Record<string, unknown>;
  /** A fresh number a move, so the same move sent twice is told apart from two moves. */
  nonce: number;
}

/** The playing phone's answer to a move it did not take, in words for the follower. */
export interface RefusedMessage {
  tag: typeof FOLLOW_TAG;
  kind: 'refused';
  table: number;
  nonce: number;
  words: string;
}

export type FollowMessage = ViewMessage | MoveMessage | RefusedMessage;

/** The message a playing phone sends: the game's public view of `state`, nothing of the state itself. */
export function viewMessage<S>(game: Pick<GameModule<S>, 'slug' | 'view'>, table: number, n: number, state: S): string {
  const m: ViewMessage = { tag: FOLLOW_TAG, kind: 'view', game: game.slug, table, n, view: game.view(state, PUBLIC) };
  return JSON.stringify(m);
}

export const moveMessage = (m: Omit<MoveMessage, 'tag' | 'kind'>): string => JSON.stringify({ tag: FOLLOW_TAG, kind: 'move', ...m });
export const refusedMessage = (table: number, nonce: number, words: string): string => JSON.stringify({ tag: FOLLOW_TAG, kind: 'refused', table, nonce, words });

const isInt = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const keysAre = (o: Record<string, unknown>, keys: string[]) => Object.keys(o).sort().join() === [...keys].sort().join();

/** Any follow message off the channel, checked for its shape and its table; a foreign or changed one is refused in words. */
export function readFollow(text: string, table: number): Result<FollowMessage> {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return fail(FOLLOW_WORDS.changed);
  }
  if (!isObject(m) || m.tag !== FOLLOW_TAG) return fail(FOLLOW_WORDS.foreign);
  if (m.table !== table) return fail(FOLLOW_WORDS.otherTable);
  if (m.kind === 'view' && keysAre(m, ['tag', 'kind', 'game', 'table', 'n', 'view']) && typeof m.game === 'string' && isInt(m.n)) return ok(m as unknown as ViewMessage);
  if (m.kind === 'move' && keysAre(m, ['tag', 'kind', 'table', 'n', 'seat', 'name', 'args', 'nonce']) && isInt(m.n) && isInt(m.seat) && typeof m.name === 'string' && isObject(m.args) && isInt(m.nonce))
    return ok(m as unknown as MoveMessage);
  if (m.kind === 'refused' && keysAre(m, ['tag', 'kind', 'table', 'nonce', 'words']) && isInt(m.nonce) && typeof m.words === 'string') return ok(m as unknown as RefusedMessage);
  return fail(FOLLOW_WORDS.changed);
}

/**
 * A follower's view, checked as the game checks its own save (the store's schema and sense
 * check): a view that isn't the game's, or from another game, is refused, never drawn.
 */
export function checkView<S>(m: ViewMessage, game: string, valid: (view: unknown) => view is S, problem: (view: S) => string | null): Result<S> {
  if (m.game !== game) return fail(FOLLOW_WORDS.otherGame);
  if (!valid(m.view) || problem(m.view) !== null) return fail(FOLLOW_WORDS.changed);
  return ok(m.view);
}

/** Where a move from a follower stands against the playing phone's table now: taken, or refused in words. */
export interface Seats {
  /** Which link plays which seat: the first phone to move for a seat keeps it. */
  owner: Map<number, number>;
  /** Nonces already taken or refused. */
  seen: Set<number>;
}

/**
 * The playing phone's checks on a follower's move before the game sees it: not replayed,
 * made at the view showing now, for a seat no other phone plays. The game then checks the
 * move itself (whose turn, the dice).
 */
export function admit(m: MoveMessage, seats: Seats, link: number, n: number, names: readonly string[]): Result<MoveMessage> {
  if (seats.seen.has(m.nonce)) return fail(FOLLOW_WORDS.replayed);
  seats.seen.add(m.nonce);
  if (m.n !== n) return fail(FOLLOW_WORDS.late);
  if (m.seat >= names.length) return fail(FOLLOW_WORDS.changed);
  const owner = seats.owner.get(m.seat);
  if (owner !== undefined && owner !== link) return fail(FOLLOW_WORDS.otherPhone(names[m.seat]!));
  seats.owner.set(m.seat, link);
  return ok(m);
}
