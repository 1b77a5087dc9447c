import { commit, keyOf, load, write, type StoreSpec } from '../../../persist';
import { PUBLIC, undoRuleOf } from '../../../game';
import { newTableCode } from '../../codec';
import { randomBytes } from '../../crypto';
import { fail, type Result } from '../../../result';
import { followedStore, type FollowMoves } from './games';
import { admit, readFollow, refusedMessage, viewMessage, type MoveMessage, type Seats } from './message';
import type { Wire } from './wire';
import { FOLLOW_WORDS } from './words';

/**
 * The playing phone's side of following. It runs in the game's follow page, opened in a
 * frame of the play page by "Follow on another phone" (so the play page loads nothing for
 * it until then), and shares the play page's storage: every time the game's save changes
 * (a `storage` event from the play page) it sends `view(state, PUBLIC)` to each following
 * phone; a move from a follower (a Sibling Rivalry roll on its player's own phone) is
 * checked here and made on the save by its declared Undo rule, and the play page's helper
 * takes it as it takes a move made in another tab (the same `storage` event, the other way).
 */

export interface Session {
  table: number;
  wires: Map<number, Wire>;
  n: number;
  /** The public view last sent, as text, for telling a change. */
  sent: string;
  seats: Seats;
  watchers: Set<() => void>;
}

let session: Session | null = null;
let follow: FollowMoves<unknown>;
/** The store followed now: a game with modes may change it while followed. */
const spec = (): StoreSpec<unknown> => followedStore(follow, storage());

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
};

/** The session of this page, started once: the table code lives as long as the page. */
export function hostFor(entry: FollowMoves<unknown>): Session {
  if (session) return session;
  follow = entry;
  session = { table: newTableCode(randomBytes), wires: new Map(), n: 0, sent: '', seats: { owner: new Map(), seen: new Set() }, watchers: new Set() };
  // Only the followed save's changes are sent (a move on the play page, or Undo there).
  addEventListener('storage', (e) => (e.key === null || e.key === keyOf(spec())) && broadcast());
  return session;
}

/** The game as saved now. */
const current = () => load(spec(), storage(), follow.game.moves);

/** Sends the public view to every following phone when it changed, or to one that just linked. */
export function broadcast(to?: Wire): void {
  const s = session;
  if (!s) return;
  const state = current().saved.state;
  const view = JSON.stringify(follow.game.view(state, PUBLIC));
  const fresh = view !== s.sent;
  if (fresh) {
    s.sent = view;
    s.n++;
  }
  if (!fresh && !to) return;
  const text = viewMessage(follow.game, s.table, s.n, state);
  for (const w of to && !fresh ? [to] : s.wires.values()) if (w.state === 'up') w.send(text);
}

/** A message from the following phone `wire`: a move is made (true), or refused in words sent back to it. */
export function received(wire: Wire, text: string): boolean {
  const s = session!;
  const m = readFollow(text, s.table);
  if (!m.ok || m.value.kind !== 'move') return false;
  const taken = take(m.value, wire.id);
  if (!taken.ok) wire.send(refusedMessage(s.table, m.value.nonce, taken.error));
  return taken.ok;
}

/** A follower's move on the save: the kit's checks, the declaration, then the game's. */
export function take(m: MoveMessage, link: number): Result<null> {
  const s = session!;
  const loaded = current();
  const state = loaded.saved.state;
  const declared = follow.game.moves[m.name];
  if (!follow.apply || !follow.seats || !declared || declared.by !== 'seat' || declared.travel !== 'public') return fail(FOLLOW_WORDS.notAMove);
  const admitted = admit(m, s.seats, link, s.n, follow.seats(state));
  if (!admitted.ok) return admitted;
  const next = follow.apply(state, m.seat, m.name, m.args);
  if (!next.ok) return next;
  const store = storage();
  const followed = spec();
  const written = write(followed, commit(loaded.saved, next.value, followed.historyLimit, undoRuleOf(follow.game.moves, m.name, loaded.saved.state, next.value), m.name), store, loaded.raw);
  if (!written.ok) return fail(FOLLOW_WORDS.late);
  if (store) follow.after?.(store, state, next.value, m.seat);
  // The play page hears it as a move from another tab (the storage event); this page sends it on.
  broadcast();
  return { ok: true, value: null };
}

export function watch(s: Session, w: () => void): () => void {
  s.watchers.add(w);
  return () => void s.watchers.delete(w);
}
export const changed = (s: Session): void => s.watchers.forEach((w) => w());
