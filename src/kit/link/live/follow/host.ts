import type { GameModule } from '../../../game';
import { commit, keyOf, load, write, type StoreSpec } from '../../../persist';
import { PUBLIC, undoRuleOf } from '../../../game';
import { newTableCode } from '../../codec';
import { randomBytes } from '../../crypto';
import { fail, type Result } from '../../../result';
import { followedStore, gameOf, movesOf, type FollowMoves } from './games';
import { admit, readFollow, refusedMessage, viewMessage, type MoveMessage, type Seats } from './message';
import type { Wire } from './wire';
import { FOLLOW_WORDS } from './words';

/**
 * The playing phone's side of following (loaded when "Follow on another phone" is tapped):
 * it watches the game's save, and every time it changes sends `view(state, PUBLIC)` to each
 * following phone; a move from a follower (a Sibling Rivalry roll on its player's own
 * phone) is checked here, made on the save by its declared Undo rule, and the play page's
 * helper takes it as it takes a move made in another tab (the `storage` event).
 */

/** How often the save is looked at: a move on this phone reaches the followers within this. */
const LOOK_MS = 250;

export interface Session {
  slug: string;
  table: number;
  wires: Map<number, Wire>;
  n: number;
  /** The public view last sent, as text, for telling a change. */
  sent: string;
  seats: Seats;
  watchers: Set<() => void>;
}

let session: Session | null = null;
let game: GameModule<unknown>;
/** The store followed now: a game with modes may change it while followed. */
const spec = (): StoreSpec<unknown> => followedStore(game, follow, storage());
let follow: FollowMoves<unknown> | null;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
};

/** The session for this play page, started once: the table code lives as long as the page. */
export async function hostFor(slug: string): Promise<Session> {
  if (session) return session;
  [game, follow] = await Promise.all([gameOf(slug), movesOf(slug)]);
  session = { slug, table: newTableCode(randomBytes), wires: new Map(), n: 0, sent: '', seats: { owner: new Map(), seen: new Set() }, watchers: new Set() };
  setInterval(look, LOOK_MS);
  return session;
}

/** The game as saved now, or null when no game is there to follow. */
const current = () => load(spec(), storage(), game.moves);

/** Sends the public view to every following phone when it changed, or to one that just linked. */
export function broadcast(to?: Wire): void {
  const s = session;
  if (!s) return;
  const state = current().saved.state;
  const view = JSON.stringify(game.view(state, PUBLIC));
  const fresh = view !== s.sent;
  if (fresh) {
    s.sent = view;
    s.n++;
  }
  if (!fresh && !to) return;
  const text = viewMessage(game, s.table, s.n, state);
  for (const w of to && !fresh ? [to] : s.wires.values()) if (w.state === 'up') w.send(text);
}

let lastRaw: string | null = null;
/** The periodic look: only a save that changed is read and sent. */
function look() {
  const raw = storage()?.getItem(keyOf(spec())) ?? null;
  if (raw === lastRaw) return;
  lastRaw = raw;
  broadcast();
}

/** A message from the following phone `wire`: a move is made or refused in words (sent back to it). */
export function received(wire: Wire, text: string): void {
  const s = session!;
  const m = readFollow(text, s.table);
  if (!m.ok || m.value.kind !== 'move') return;
  const taken = take(m.value, wire.id);
  if (!taken.ok) wire.send(refusedMessage(s.table, m.value.nonce, taken.error));
}

/** A follower's move on the save: the kit's checks, the declaration, then the game's. */
export function take(m: MoveMessage, link: number): Result<null> {
  const s = session!;
  const loaded = current();
  const state = loaded.saved.state;
  const declared = game.moves[m.name];
  if (!follow?.apply || !follow.seats || !declared || declared.by !== 'seat' || declared.travel !== 'public') return fail(FOLLOW_WORDS.notAMove);
  const admitted = admit(m, s.seats, link, s.n, follow.seats(state));
  if (!admitted.ok) return admitted;
  const next = follow.apply(state, m.seat, m.name, m.args);
  if (!next.ok) return next;
  const store = storage();
  const followed = spec();
  const written = write(followed, commit(loaded.saved, next.value, followed.historyLimit, undoRuleOf(game.moves, m.name), m.name), store, loaded.raw);
  if (!written.ok) return fail(FOLLOW_WORDS.late);
  if (store) follow.after?.(store, state, next.value, m.seat);
  // The helper on this page takes it as a move from another tab: every store is read again.
  dispatchEvent(new StorageEvent('storage', { key: null }));
  broadcast();
  return { ok: true, value: null };
}

export function watch(s: Session, w: () => void): () => void {
  s.watchers.add(w);
  return () => void s.watchers.delete(w);
}
export const changed = (s: Session): void => s.watchers.forEach((w) => w());
