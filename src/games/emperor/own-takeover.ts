import { fromHex, toHex } from '~/kit/link/bytes';
import { decodeArgs } from '~/kit/link/fields';
import { moveCode } from '~/kit/link/table/messages';
import { REFUSED } from '~/kit/link/words';
import { fail, ok, type Result } from '~/kit/result';
import { D, done, entry, meOf, nextStep, sealOf, SNAP, TABLE_SLOT, tableOf, took, type Snap } from './own-codes';
import { blank } from './own-join';
import type { OwnState } from './own-state';
import { ownHand } from './own-view';
import { problem, type HeldCard, type TableState } from './state';

/** What a takeover says, in a player's words (EW-9). */
export const TAKEN = {
  thisIsTable: 'This phone is the table phone: one table phone at a time. Another phone takes over only if this one is lost.',
  otherPhone: (name: string) => `This hand-over code is for ${name}’s phone, which is taking over as the table phone. Show it to ${name}’s phone.`,
  handedAlready: (name: string) => `${name}’s phone has handed over already.`,
  notDealt: 'The cards are not dealt yet: with no game under way, open a new table instead.',
  lostSeat: (name: string) => `${name}’s phone was the table phone: ${name} brings it back first, then hands over.`,
} as const;

/*
 * EW-9, a lost table phone: any player's phone takes over ("Be the table phone").
 *
 * What the table phone held that no player's phone did: the public table whole (turns
 * played, pending Condemns, Shuffles counted: own-codes.ts `SNAP`), the seals of the dealt
 * cards, every seat's key backup, who holds each seat's newest box, and its own steps.
 * - Every code the table phone shows carries the public table whole; each player's phone
 *   keeps the newest (`saw`), by its step.
 * - The phone that takes over draws the table from its own newest, and waits for every
 *   other phone's hand-over code (`handOver`): that phone's cards' seals (never a card or a
 *   salt), its key's backup, its last step from the table phone, which seats' boxes it
 *   keeps, and its own newest public table: the freshest step wins until play goes on.
 * - The seat lost with the table phone (its own player's: seat 0 at first, then the player
 *   whose phone took over) comes back by EW-9 from the new table phone (its backup rode in
 *   the public table), then hands over.
 * - A phone that handed over, or took a code from the new table phone, refuses a code of
 *   the lost one (own-take.ts): it can't fork the table.
 * - The new table phone can be lost too, and taken over again, as often as it comes, the
 *   same way: the phone that takes over replaces the table phone it played with. Two phones
 *   taking over at once can't both play: each waits for every other phone's hand-over, and
 *   a table phone never hands over (`thisIsTable`).
 * - What the lost phone recorded after the newest public table any phone holds is played
 *   again on the new one: no phone ever saw it.
 */

/** The phone that opens the table sits first (islands/OwnPhones.tsx `open`): its player's phone is the table phone's. */
export const TABLE_PLAYER = 0;
/** The seat whose phone is the table phone, as this phone knows it: the first, or the last that took over. */
export const tableSeatOf = (s: OwnState): number => s.tableAt ?? TABLE_PLAYER;
/** The new table phone's steps skip ahead of any the lost one made that a phone may have taken. */
const SKIP = 8;

const HIDDEN = (): HeldCard => ({ kind: 'rebel', faceUp: false });

/** The public table as the table phone held it, from a snapshot: every hand face down but the cards lying face up. */
export function tableFrom(names: string[], table: number, snap: Snap): TableState | null {
  const n = names.length;
  if (snap.players.length !== n || snap.seats.length !== n || snap.shuffled.length !== n) return null;
  const hands = names.map((_, p) =>
    [0, 1, 2].map((i): HeldCard => {
      const f = snap.faceUp.find((c) => c.card.player === p && c.card.position === i);
      return f ? { kind: f.kind, faceUp: true } : HIDDEN();
    }),
  );
  const winner = snap.winner && { side: snap.winner, reason: snap.winner === 'rebels' ? 'The Rebels won.' : 'The Emperor’s side won.' };
  const g: TableState = {
    players: snap.players.map((p, i) => ({ name: names[i]!, ...p })),
    seats: snap.seats,
    emperor: snap.emperor,
    round: snap.round,
    direction: snap.direction,
    current: snap.current,
    actionTaken: snap.actionTaken,
    condemns: snap.condemns,
    nextCondemnId: snap.nextCondemnId,
    blockedOnEmperor: snap.blocked,
    emperorWinsAfterRounds: snap.winsAfter,
    winner,
    lastMove: [],
    log: [],
    // At the end the table phone shows no identity (own-table.ts `ended`): each phone shows its own.
    identity: winner ? null : { deal: `table:${table}`, hands, looks: [], trace: [] },
    rebelCheck: null,
  };
  return problem(g) ? null : g;
}

/** This phone's cards' seals, in no order (the salts stay on it). */
const sealsOf = async (s: OwnState): Promise<Uint8Array[]> =>
  (await Promise.all(ownHand(s).map((c) => sealOf(s.table, c.kind, fromHex(c.salt))))).sort().map(fromHex);

/** The newest public table this phone took, or the table as its own view has it (no table code taken since the deal). */
function snapOn(s: OwnState): Snap {
  const read = s.saw ? decodeArgs(SNAP, fromHex(s.saw.snap), tableOf(s)) : null;
  if (read?.ok) return read.value;
  const g = s.game!;
  const faceUp = g.identity!.hands.flatMap((h, player) => h.flatMap((c, position) => (c.faceUp ? [{ card: { player, position }, kind: c.kind }] : [])));
  return {
    seats: g.seats,
    emperor: g.emperor,
    emperorAt: 0,
    round: g.round,
    direction: g.direction,
    current: g.current,
    actionTaken: g.actionTaken,
    players: g.players.map((p) => ({ alive: p.alive, turnsPlayed: p.turnsPlayed, skips: p.skips })),
    faceUp,
    winner: g.winner?.side ?? null,
    condemns: g.condemns,
    nextCondemnId: g.nextCondemnId,
    blocked: g.blockedOnEmperor,
    winsAfter: g.emperorWinsAfterRounds,
    shuffled: g.players.map(() => 0),
    tableBackup: null,
    by: null,
  };
}

/**
 * "Be the table phone": this player's phone takes over from the lost table phone. The table
 * is drawn from the newest public table this phone holds; the other phones' hand-over codes
 * follow. `backup`: this phone's own key backup (kit book.ts), for its player's later wipe.
 */
export async function takeOver(p: OwnState, backup: Uint8Array | null): Promise<Result<{ table: OwnState; phone: OwnState }>> {
  if (p.role !== 'player' || p.me === null || !p.game?.identity) return fail(TAKEN.notDealt);
  if (p.tableAt === p.me) return fail(TAKEN.thisIsTable);
  if (p.back) return fail(REFUSED.changed);
  const snap = snapOn(p);
  // The table phone this phone played with is the one lost, with its player's phone; its backup rode in its own public table (own-table.ts `snapOf`).
  const lost = tableSeatOf(p);
  const lostBackup = (snap.by ?? TABLE_PLAYER) === lost ? snap.tableBackup : null;
  const n = p.seats.length;
  const game = tableFrom(p.seats.map((x) => x.name), p.table, snap);
  if (!game) return fail(REFUSED.changed);
  const seats = p.seats.map((x, i) => {
    const b = i === p.me ? backup : i === lost ? lostBackup : null;
    return { name: x.name, key: x.key, ...(b && { backup: toHex(b) }) };
  });
  const keptAt = Array.from({ length: n }, (_, i) => p.kept?.[i]?.made ?? 0);
  const t: OwnState = {
    ...blank(p.table, 'table', ''),
    seats,
    game,
    seals: (await sealsOf(p)).map(toHex).sort(),
    made: Math.min(240, Math.max(p.from[TABLE_SLOT]!, p.made) + SKIP),
    shuffled: snap.shuffled,
    holder: keptAt.map((m) => (m > 0 ? p.me : null)),
    keptAt,
    kept: [],
    dealt: p.dealt,
    tableAt: p.me,
    unsealed: [...p.seats.keys()].filter((i) => i !== p.me),
    // The lost table phone's own player, unless this phone's player is that player, back on another phone.
    lost: p.me === lost ? null : lost,
    drawn: p.saw?.step ?? 0,
  };
  const table = done(t);
  const phone = done({ ...p, tableAt: p.me });
  return table.ok && phone.ok ? ok({ table: table.value, phone: phone.value }) : fail(REFUSED.changed);
}

/** A player's phone shows its hand-over code for `to`'s phone, the new table phone; from then on it takes codes from that one only. */
export async function handOverFor(s: OwnState, to: number, backup: Uint8Array | null): Promise<Result<OwnState>> {
  if (s.role !== 'player' || s.me === null || !s.game?.identity || to === s.me || !s.seats[to]) return fail(TAKEN.notDealt);
  if (s.tableAt === s.me) return fail(TAKEN.thisIsTable);
  const step = nextStep(s);
  if (!step.ok) return step;
  const snap = s.saw ? decodeArgs(SNAP, fromHex(s.saw.snap), tableOf(s)) : null;
  const args = {
    to,
    seals: await sealsOf(s),
    backup,
    at: s.from[TABLE_SLOT]!,
    seen: snap?.ok ? s.saw!.step : 0,
    kept: s.seats.map((_, i) => s.kept?.[i]?.made ?? 0),
    deal: !!s.dealt,
  };
  const code = moveCode(D, tableOf(s), step.value, meOf(s), snap?.ok ? [entry('handOver', args), entry('snapshot', { ...snap.value })] : [entry('handOver', args)]);
  return done({ ...s, made: step.value, tableAt: to, show: { what: 'handOver', code: toHex(code), to } });
}

type HandOver = { to: number; seals: Uint8Array[]; backup: Uint8Array | null; at: number; seen: number; kept: number[]; deal: boolean };

/** The new table phone took a player's hand-over code: its seals, its backup, who keeps which box, and a fresher public table while play waits. */
export function handOverScanned(t: OwnState, seat: number, step: number, a: HandOver, snap: Snap | null): Result<OwnState> {
  const n = t.seats.length;
  if (t.role !== 'table' || !t.game || t.tableAt == null || seat >= n) return fail(REFUSED.changed);
  const name = t.seats[seat]!.name;
  if (a.to !== t.tableAt) return fail(TAKEN.otherPhone(t.seats[a.to]?.name ?? ''));
  if (!t.unsealed?.includes(seat)) return fail(TAKEN.handedAlready(name));
  if (a.seals.length !== 3 || a.kept.length !== n) return fail(REFUSED.changed);
  const seals = a.seals.map(toHex);
  if (seals.some((x) => t.seals.includes(x))) return fail(REFUSED.changed);
  const waiting = t.lost !== seat && (t.unsealed ?? []).some((p) => p !== t.lost);
  // While play waits for the hand-overs, the freshest public table any phone holds is the table.
  let game = t.game;
  let shuffled = t.shuffled;
  let drawn = t.drawn ?? 0;
  if (waiting && snap && a.seen > drawn) {
    const fresher = tableFrom(t.seats.map((x) => x.name), t.table, snap);
    if (!fresher) return fail(REFUSED.changed);
    [game, shuffled, drawn] = [fresher, snap.shuffled, a.seen];
  }
  const keptAt = t.seats.map((_, i) => Math.max(t.keptAt?.[i] ?? 0, a.kept[i]!));
  const holder = t.seats.map((_, i) => (a.kept[i]! > (t.keptAt?.[i] ?? 0) && i !== seat ? seat : (t.holder?.[i] ?? null)));
  // The lost seat's backup rode in the public table (own-table.ts `snapOf`): any phone that took one brings it.
  const lostBackup = snap?.tableBackup && t.lost != null && (snap.by ?? TABLE_PLAYER) === t.lost && !t.seats[t.lost]?.backup ? snap.tableBackup : null;
  const seatsNow = t.seats.map((x, i) => (i === seat && a.backup ? { ...x, backup: toHex(a.backup) } : i === t.lost && lostBackup ? { ...x, backup: toHex(lostBackup) } : x));
  return done({
    ...t,
    game,
    shuffled,
    drawn,
    seats: seatsNow,
    seals: [...t.seals, ...seals].sort(),
    unsealed: t.unsealed.filter((p) => p !== seat),
    lost: seat === t.lost ? null : t.lost,
    holder,
    keptAt,
    // A seat no box brings back comes back from the deal: this phone's own copy, else (it came back from its words) one a phone that handed over keeps.
    dealAt: t.dealAt ?? (!t.dealt && a.deal ? seat : null),
    made: Math.min(240, Math.max(t.made, a.at + SKIP)),
    from: took(t, seat, step),
  });
}
