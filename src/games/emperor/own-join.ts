import { toHex } from '~/kit/link/bytes';
import type { Message, TableCode } from '~/kit/link/codec';
import { decompressKey } from '~/kit/link/crypto';
import { EVERY_SEAT, openBoxed, type Received } from '~/kit/link/table/messages';
import { readStartCode } from '~/kit/link/table/start';
import { REFUSED } from '~/kit/link/words';
import type { Args } from '~/kit/game';
import { validatePlayers } from '~/kit/players';
import { fail, ok, type Result } from '~/kit/result';
import { data } from './data';
import { D, DEAL_STEP, done, meOf, saltOf, tableOf, tableSeat, took } from './own-codes';
import type { OwnState } from './own-state';
import { dealtView } from './own-view';
import { OWN } from './own-words';
import type { IdentityKind } from './state';

/*
 * A player's phone joining (own-host.ts has the table phone's side): its name, the start
 * code (its seat found by its own key, everyone's names and keys), then its slot of the deal.
 */

export const blank = (table: TableCode, role: OwnState['role'], name: string): OwnState => ({
  table,
  role,
  name,
  seats: [],
  me: null,
  game: null,
  seals: [],
  salts: [],
  made: 0,
  from: [0, 0, 0, 0, 0, 0, 0, 0],
  show: null,
  swap: null,
  waiting: null,
  recorded: null,
});

function named(name: string): Result<string> {
  const n = validatePlayers([name], 1, 1);
  return n.ok ? ok(n.value[0]!) : fail(name.trim() === '' ? 'Type your name first.' : n.error);
}

/** This phone joins a table: it shows its seat code (kit `seatMessage`) for the table phone. */
export function joinTable(table: TableCode, name: string): Result<OwnState> {
  const n = named(name);
  return n.ok ? done(blank(table, 'player', n.value)) : n;
}

/** What the start carries besides the names: every seat's key, compressed (the names and 65-byte keys of seven don't fit one code). */
export const START = { keys: { t: 'list', of: { t: 'bytes', length: 33 }, max: 7 } } as const satisfies Args;

/** A player's phone scanned the start code: its seat (found by its own key) and everyone's names and keys. */
export function startScanned(s: OwnState, m: Message, myKey: Uint8Array): Result<OwnState> {
  if (s.role !== 'player' || s.game) return fail(OWN.notNow);
  const read = readStartCode(D, m, START);
  if (!read.ok) return read;
  const { seats: named, setup } = read.value;
  const n = named.length;
  if (n < data.players.min || n > data.players.max || setup.keys.length !== n) return fail(REFUSED.changed);
  const seats: OwnState['seats'] = [];
  for (const [i, x] of named.entries()) {
    const key = decompressKey(setup.keys[i]!);
    if (!key || x.name === '') return fail(REFUSED.changed);
    seats.push({ name: x.name, key: toHex(key) });
  }
  const me = seats.findIndex((x) => x.key === toHex(myKey));
  if (me < 0) return fail(OWN.notAtTable);
  return done({ ...s, seats, me });
}

/** A player's phone scanned the deal: its own slot opens with its key, nothing else does. */
export async function dealScanned(s: OwnState, got: Extract<Received, { kind: 'boxed' }>, step: number, pair: CryptoKeyPair): Promise<Result<OwnState>> {
  if (s.role !== 'player' || s.me === null || s.game) return fail(OWN.notNow);
  if (step !== DEAL_STEP || got.to !== EVERY_SEAT || got.seat !== tableSeat(s)) return fail(REFUSED.changed);
  const opened = await openBoxed(D, tableOf(s), step, got, pair, meOf(s));
  if (!opened.ok) return opened;
  const [mine] = opened.value;
  if (opened.value.length !== 1 || mine?.move !== 'setup') return fail(REFUSED.changed);
  const { emperor, emperorAt, hand: kinds, seed } = mine.args as { emperor: number; emperorAt: number; hand: IdentityKind[]; seed: Uint8Array };
  if (emperor >= s.seats.length || kinds.length !== 3 || kinds.includes('emperor') !== (emperor === s.me)) return fail(REFUSED.changed);
  if (emperor === s.me && kinds[emperorAt] !== 'emperor') return fail(REFUSED.changed);
  const game = dealtView(`table:${s.table}`, s.seats.map((x) => x.name), s.me, emperor, emperorAt, kinds);
  if (!game) return fail(REFUSED.changed);
  const salts: string[] = [];
  for (const i of kinds.keys()) salts.push(toHex(await saltOf(seed, i)));
  return done({ ...s, game, salts, secret: await (await import('./own-box')).secretOf(seed), shuffles: 0, from: took(s, got.seat, step) });
}

/** The code has been scanned by everyone who needs it: it leaves the screen (the deal's with it: the table phone keeps no hand). */
export const dismiss = (s: OwnState): Result<OwnState> => done({ ...s, show: null });

