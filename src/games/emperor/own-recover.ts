import type { Args, ArgsValue } from '~/kit/game';
import { fromHex, toHex, utf8 } from '~/kit/link/bytes';
import { compressKey } from '~/kit/link/crypto';
import { decodeArgs, encodeArgs } from '~/kit/link/fields';
import type { Via } from '~/kit/link/read';
import { rejoinCode, rejoinGame, takeRejoin, type Rejoin } from '~/kit/link/rejoin';
import { moveCode, type Received } from '~/kit/link/table/messages';
import { REFUSED } from '~/kit/link/words';
import { fail, ok, type Result } from '~/kit/result';
import { about, BOX, NO_SWAP, SEATS, secretOf, shuffleRng, type Box, type Opened } from './own-box';
import { unkeep } from '~/kit/link/table/kept';
import { D, done, entry, meOf, nextStep, TABLE_SLOT, tableOf } from './own-codes';
import { blank, dealScanned, startScanned } from './own-join';
import type { Message } from '~/kit/link/codec';
import { startBytes } from './own-host';
import { ownProblem } from './own-state';
import { shuffleMine } from './own-player';
import type { OwnState } from './own-state';
import type { Keys, Read } from './own-take';
import { dealtView, ownHand as ownHandOf, publicTableOf, withHand, withPublic } from './own-view';
import { OWN } from './own-words';

/** What the way back says, in a player's words (EW-9). */
export const BACK = {
  noWords: (name: string) => `${name}’s phone joined without recovery words: nothing can open ${name}’s cards again. Start a new table together.`,
  nothingKept: (name: string) => `This phone holds nothing of ${name}’s: the table phone names the phone that does.`,
  notThisSeat: 'This start code has this phone at another seat: scan the table phone that showed your rejoin code.',
  backupLost: (name: string) =>
    `${name}’s recovery backup was on the lost table phone only (no code of it reached another phone): nothing can open ${name}’s cards again. Start a new table together.`,
  forgot: (name: string) =>
    `Without ${name}’s four words no phone can open ${name}’s cards, by design: not the table phone, not any other. Look for them on your score sheet or in your notes; if they are gone, the table starts a new game (EW-9).`,
} as const;

/*
 * EW-9: a player's phone wiped mid-game comes back, with no phone ever able to read its cards.
 *
 * - At join each phone deals its player four recovery words (kit table/phrase.ts): its seat
 *   key's backup rides in its seat code and stays on the table phone (`seats[].backup`).
 * - Every code a player's phone shows carries its own box (own-box.ts, to its own key): the
 *   phone that takes it keeps the latest (`kept`); the table phone notes who that is
 *   (`holder`), from its own records. A Swap's answer is kept by the phone that gave it
 *   (`answered`): the Swap's player's box still waits on it.
 * - The wiped phone scans the table phone's rejoin code (the public table, its seat, its
 *   backup, the box the table phone holds), its player types the four words (the key comes
 *   back), it scans the start code again (everyone's keys), then the holder's "Bring back"
 *   code (or, before its first code, the deal again), and its view is rebuilt: its cards as
 *   the newest box has them, the public table, the Shuffles recorded since replayed from its
 *   own secret. What it was shown of others' cards is not in the box: its player remembers it.
 */

/** A box opened with the seat's key (back from its words); another key, another table or a changed byte: refused in words. */
export async function openOwnBox(table: number, pair: CryptoKeyPair, box: Uint8Array, seats: number): Promise<Result<Opened>> {
  const opened = await unkeep(pair, toHex(box), about(table));
  if (!opened.ok) return opened;
  const b = decodeArgs(BOX, opened.value, SEATS);
  if (!b.ok || b.value.kinds.length !== 3 || b.value.up.length !== 3 || b.value.salts.length !== 3) return fail(REFUSED.changed);
  const v = b.value as Box;
  if (v.partner !== NO_SWAP && v.partner >= seats) return fail(REFUSED.changed);
  return ok({
    hand: v.kinds.map((kind, i) => ({ kind, faceUp: v.up[i]!, salt: toHex(v.salts[i]!) })),
    secret: toHex(v.secret),
    shuffles: v.shuffles,
    made: v.made,
    swap: v.partner === NO_SWAP ? null : { partner: v.partner, mine: v.mine, theirs: v.theirs },
  });
}

/** The table as a rejoin code carries it: the public code's, the Emperor's card, the seat's Shuffles, who holds its box. */
const REJOIN = {
  round: { t: 'int', min: 1, max: 255 },
  direction: { t: 'opt', of: { t: 'one', of: ['clockwise', 'counterclockwise'] } },
  current: { t: 'opt', of: { t: 'seat' } },
  alive: { t: 'list', of: { t: 'bool' }, max: 7 },
  faceUp: { t: 'list', of: { t: 'rec', fields: { card: { t: 'rec', fields: { player: { t: 'seat' }, position: { t: 'int', min: 0, max: 2 } } }, kind: { t: 'one', of: ['emperor', 'loyalist', 'rebel'] } } }, max: 21 },
  winner: { t: 'opt', of: { t: 'one', of: ['rebels', 'emperor'] } },
  emperor: { t: 'seat' },
  emperorAt: { t: 'int', min: 0, max: 2 },
  shuffles: { t: 'int', min: 0, max: 255 },
  /** A seat, 7 the table phone, 8 nobody yet (the deal). */
  holder: { t: 'int', min: 0, max: 8 },
  /** After a takeover: the seat whose phone is the table phone now (own-takeover.ts). */
  by: { t: 'opt', of: { t: 'seat' } },
  /** The holder shows the deal again, not a box (`holderOf`). */
  deal: { t: 'bool' },
} as const satisfies Args;
type Rejoined = ArgsValue<typeof REJOIN>;
const NOBODY = 8;
const seatsOf = (n: number) => ({ seats: n + 1 });

/** A brought-back phone's steps skip ahead of any code its lost phone made that nobody recorded (a card shown, then called off). */
const SKIP = 8;

/** The most of the seat's name a rejoin code carries: with the backup and the box, seven seats' worst case stays one frame. */
const NAME_BYTES = 24;
function cut(name: string, bytes: number): string {
  let out = name;
  while (utf8(out).length > bytes) out = out.slice(0, -1);
  return out;
}

/**
 * Who brings `seat`'s phone back: the phone keeping its newest box (or the table phone), else the deal again:
 * the table phone's own copy, or, on a new table phone that has none, the copy of the phone `dealAt` names.
 */
export function holderOf(t: OwnState, seat: number): { holder: number | null; deal: boolean } {
  const holder = t.holder?.[seat] ?? null;
  return holder !== null || t.dealt || t.dealAt == null ? { holder, deal: false } : { holder: t.dealAt, deal: true };
}

/** The table phone shows the rejoin code for `seat`'s wiped phone. */
export function rejoinFor(t: OwnState, seat: number): Result<OwnState> {
  const g = t.game;
  const who = t.seats[seat];
  if (t.role !== 'table' || !g?.identity || !who || t.waiting) return fail(OWN.notNow);
  if (!who.backup) return fail(t.tableAt != null ? BACK.backupLost(who.name) : BACK.noWords(who.name));
  const step = nextStep(t);
  if (!step.ok) return step;
  const n = t.seats.length;
  const emperorAt = g.identity.hands[g.emperor]!.findIndex((c) => c.kind === 'emperor');
  const { holder, deal } = holderOf(t, seat);
  const value = { ...publicTableOf(g), emperor: g.emperor, emperorAt, shuffles: t.shuffled?.[seat] ?? 0, holder: holder ?? NOBODY, by: t.tableAt ?? null, deal } as Rejoined;
  const state = encodeArgs(REJOIN, value, seatsOf(n));
  const kept = t.kept?.[seat];
  // The others' names stay off it, and a long name is cut (room for the box and the backup): the start code brings them.
  const r: Rejoin = { game: rejoinGame('emperor'), seat, names: t.seats.map((x, i) => (i === seat ? cut(x.name, NAME_BYTES) : '')), replay: 0, state, backup: { key: compressKey(fromHex(who.key)), backup: fromHex(who.backup) }, others: [], ...(kept && { kept: fromHex(kept.box) }) };
  const code = rejoinCode(t.table, step.value, r);
  if (!code.ok) return code;
  return done({ ...t, made: step.value, show: { what: 'rejoin', code: toHex(code.value), to: seat } });
}

/** The table phone shows the start code again, then the deal (for a phone wiped before its first code), for the phone coming back. */
export function showAgain(t: OwnState, what: 'start' | 'deal', seat: number): Result<OwnState> {
  if (t.role !== 'table' || !t.game) return fail(OWN.notNow);
  const start = what === 'start' ? startBytes(t) : null;
  if (start && !start.ok) return start;
  const code = start ? toHex(start.value) : t.dealt;
  return code ? done({ ...t, show: { what, code, to: seat } }) : fail(OWN.notNow);
}

/** A wiped phone scanned the rejoin code: its seat, the table, and what brings it back, kept until the words and the start code. */
export function rejoined(text: string, via: Via): Result<{ state: OwnState; rejoin: Rejoin }> {
  const taken = takeRejoin(text, via, 'emperor');
  if (!taken.ok) return taken;
  const { message, rejoin } = taken.value;
  const n = rejoin.names.length;
  const read = decodeArgs(REJOIN, rejoin.state, seatsOf(n));
  if (!read.ok || !rejoin.backup || read.value.alive.length !== n) return fail(REFUSED.changed);
  const name = rejoin.names[rejoin.seat]!;
  const holder = read.value.holder === NOBODY ? null : read.value.holder;
  const kept = rejoin.kept ? { made: 0, box: toHex(rejoin.kept) } : null;
  const state: OwnState = { ...blank(message.table, 'player', name), back: { seat: rejoin.seat, step: message.round, state: toHex(rejoin.state), kept, holder, ...(read.value.deal && { deal: true }), key: toHex(rejoin.backup.key), backup: toHex(rejoin.backup.backup) } };
  return ok({ state, rejoin });
}

/** After a takeover, the seats this phone can bring back with its copy of the deal: the new table phone may have none (it came back from its words). */
export const dealFor = (s: OwnState): number[] => (s.dealt && s.tableAt != null && s.tableAt !== s.me ? [...s.seats.keys()].filter((i) => i !== s.me && i !== s.tableAt) : []);

/** Another player's phone shows the box it holds for `seat`'s wiped phone, else (after a takeover) the deal again. */
export function bringBackFor(s: OwnState, seat: number): Result<OwnState> {
  const k = s.kept?.[seat];
  if (s.role !== 'player' || !s.game || s.me === seat) return fail(OWN.notNow);
  if (!k && s.dealt && dealFor(s).includes(seat)) return done({ ...s, show: { what: 'bringBack', code: s.dealt, to: seat } });
  if (!k) return fail(BACK.nothingKept(s.seats[seat]?.name ?? ''));
  const step = nextStep(s);
  if (!step.ok) return step;
  const code = moveCode(D, tableOf(s), step.value, meOf(s), [entry('bringBack', { seat, box: fromHex(k.box) })]);
  return done({ ...s, made: step.value, show: { what: 'bringBack', code: toHex(code), to: seat } });
}

/** The Swap answer this phone gave `seat`, shown again for its wiped phone (its box waits on it). */
export const answerAgain = (s: OwnState, seat: number): Result<OwnState> => {
  const code = s.answered?.[seat];
  return code ? done({ ...s, show: { what: 'swap', code, to: seat } }) : fail(OWN.notNow);
};

/** The wiped phone took the holder's box: back at the table with the newer of it and the table phone's. */
export async function bringBackScanned(s: OwnState, _from: number, _step: number, a: { seat: number; box: Uint8Array }, keys: Keys | null): Promise<Result<OwnState>> {
  if (!s.back || s.me === null || !keys || s.game) return fail(OWN.notNow);
  if (a.seat !== s.me) return fail(REFUSED.otherPhone);
  const theirs = await openOwnBox(s.table, keys.pair, a.box, s.seats.length);
  if (!theirs.ok) return theirs;
  const table = s.back.kept ? await openOwnBox(s.table, keys.pair, fromHex(s.back.kept.box), s.seats.length) : null;
  // A code's step isn't kept (`from`): the holder's Swap answer, made before, must still be taken after this.
  return resume(s, table?.ok && table.value.made > theirs.value.made ? table.value : theirs.value);
}

/** After the words and the start code: the table phone's own box brings the phone back when it holds the newest. */
export async function resumeFromTable(s: OwnState, keys: Keys): Promise<Result<OwnState>> {
  if (!s.back?.kept || s.back.holder !== TABLE_SLOT || s.me === null) return fail(OWN.notNow);
  const opened = await openOwnBox(s.table, keys.pair, fromHex(s.back.kept.box), s.seats.length);
  return opened.ok ? resume(s, opened.value) : opened;
}

/** A phone wiped before its first code: the deal again, opened with its key back, is its box. */
export async function resumeFromDeal(s: OwnState, got: Extract<Received, { kind: 'boxed' }>, step: number, keys: Keys): Promise<Result<OwnState>> {
  const dealt = await dealScanned({ ...s, back: null }, got, step, keys.pair);
  if (!dealt.ok) return dealt;
  const d = dealt.value;
  const hand = d.game!.identity!.hands[d.me!]!.map((c, i) => ({ ...c, salt: d.salts[i]! }));
  return resume(s, { hand, secret: d.secret ?? (await secretOf(new Uint8Array(8))), shuffles: 0, made: 0, swap: null });
}

/** The view rebuilt: the newest box's cards, the table as the rejoin code had it, the Shuffles recorded since replayed. */
async function resume(s: OwnState, o: Opened): Promise<Result<OwnState>> {
  const back = s.back!;
  const me = s.me!;
  const n = s.seats.length;
  if (me !== back.seat) return fail(BACK.notThisSeat);
  const read = decodeArgs(REJOIN, fromHex(back.state), seatsOf(n));
  if (!read.ok) return fail(REFUSED.changed);
  const t = read.value;
  const game = dealtView(`table:${s.table}`, s.seats.map((x) => x.name), me, t.emperor, t.emperorAt, o.hand.map((c) => c.kind));
  if (!game) return fail(REFUSED.changed);
  let next: OwnState = { ...s, back: null, game, salts: [], secret: o.secret, shuffles: o.shuffles, swap: null, made: Math.min(250, o.made + SKIP), from: [0, 0, 0, 0, 0, 0, 0, back.step], kept: [], answered: [], tableAt: t.by ?? null };
  next = { ...next, ...withHand(next, o.hand) };
  next = { ...next, game: withPublic(next.game!, me, { ...t, direction: t.direction ?? null, current: t.current ?? null, winner: t.winner ?? null }) };
  for (let k = o.shuffles; k < t.shuffles; k++) {
    const shuffled = shuffleMine(next, await shuffleRng(o.secret, k));
    if (!shuffled.ok) return shuffled;
    next = shuffled.value;
  }
  // A Reveal the table phone took after the box was made lies face up there: marked after the Shuffles replayed, as a Shuffle turns a revealed card down.
  const hand = ownHandOf(next).map((c, i) => ({ ...c, faceUp: c.faceUp || t.faceUp.some((f) => f.card.player === me && f.card.position === i) }));
  next = { ...next, ...withHand(next, hand) };
  const whole = { ...next, swap: o.swap };
  // A box or a rejoin code that makes no sense of the table (changed, or of another game) is refused, nothing kept.
  return ownProblem(whole) ? fail(REFUSED.changed) : ok(whole);
}

/** The start code again on a phone coming back (its key back from its words): its seat, then the table phone's box if that is the newest. */
export async function startAgain(s: OwnState, m: Message, keys: Keys): Promise<Result<OwnState>> {
  const started = startScanned(s, m, keys.raw);
  if (!started.ok) return started;
  if (started.value.me !== s.back!.seat) return fail(BACK.notThisSeat);
  return nextScan(started.value) === 'table' ? resumeFromTable(started.value, keys) : started;
}

/** What the wiped phone asks for next, once its words are in: the start code, the holder's box, the deal, or nothing. */
export function nextScan(s: OwnState): 'start' | 'holder' | 'deal' | 'table' | null {
  if (!s.back) return null;
  if (s.me === null) return 'start';
  if (s.back.holder === null) return 'deal';
  return s.back.holder === TABLE_SLOT ? 'table' : 'holder';
}
