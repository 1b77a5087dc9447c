import { equalBytes, fromHex, toHex } from '~/kit/link/bytes';
import { moveCode } from '~/kit/link/table/messages';
import { fail, ok, type Result } from '~/kit/result';
import { revealCard } from './cards';
import { condemn, endTurn } from './engine';
import { atSeat, D, done, entry, fresh, gathering, TABLE_SLOT, nextStep, pos, receiverOf, sealOf, tableOf, tableSeat, took, waitingFor, type Recorded, type Ref, type Snap } from './own-codes';
import type { OwnState } from './own-state';
import { publicTableOf } from './own-view';
import { OWN } from './own-words';
import { readFor } from './own-take';
import { seatScanned } from './own-host';
import { KIND as CODE } from '~/kit/link/codec';
import type { Via } from '~/kit/link/read';
import type { HeldCard, IdentityKind, TableState } from './state';

/*
 * The table phone's side: the public table (`view(state, PUBLIC)`), moved by the table's own
 * pickers as on one phone, but for what only a player's phone can say: a Reveal's card and
 * an EW-7 proof, each a public code checked against the deal's seals. After an Investigate or
 * a Swap it shows its record, so the phone that takes the card(s) refuses any other.
 */

/** A face-down card the table phone holds: of no kind in particular (game.ts's placeholder). */
export const HIDDEN: HeldCard = { kind: 'rebel', faceUp: false };

/** A move as the table phone's picker gathered it (islands/picker.ts), for the record of a look or a Swap. */
export interface Picked {
  name: string;
  args: unknown;
}

/**
 * The public table whole, as every code of the table phone carries it (EW-9): a player's
 * phone keeps the newest, so any of them can take over if the table phone is lost.
 */
export function snapOf(s: OwnState): Snap {
  const g = s.game!;
  const hands = g.identity?.hands ?? [];
  const up = (n: number, max: number) => Math.min(n, max);
  return {
    seats: g.seats,
    emperor: g.emperor,
    emperorAt: Math.max(0, hands[g.emperor]?.findIndex((c) => c.kind === 'emperor') ?? 0),
    round: up(g.round, 255),
    direction: g.direction,
    current: g.current,
    actionTaken: g.actionTaken,
    players: g.players.map((p) => ({ alive: p.alive, turnsPlayed: up(p.turnsPlayed, 1023), skips: up(p.skips, 15) })),
    faceUp: publicTableOf(g).faceUp,
    winner: g.winner?.side ?? null,
    condemns: g.condemns.map((c) => ({ id: up(c.id, 4095), caster: c.caster, target: c.target, waitsFor: c.waitsFor, dueTurn: up(c.dueTurn, 1023), reflected: c.reflected })),
    nextCondemnId: up(g.nextCondemnId, 4095),
    blocked: g.blockedOnEmperor && { caster: g.blockedOnEmperor.caster, round: up(Math.max(1, g.blockedOnEmperor.round), 255) },
    winsAfter: g.emperorWinsAfterRounds === null ? null : up(g.emperorWinsAfterRounds, 255),
    shuffled: g.players.map((_, p) => s.shuffled?.[p] ?? 0),
    // This phone's own player's backup was on it alone: the first seat's (it opened the table), or the player's whose phone took over (EW-9).
    tableBackup: s.seats[s.tableAt ?? 0]?.backup ? fromHex(s.seats[s.tableAt ?? 0]!.backup!) : null,
    by: s.tableAt ?? null,
  };
}

/** A public code the table phone makes at its next step, with the whole public table beside it. */
function shown(s: OwnState, what: 'record' | 'public', move: 'recorded' | 'publicTable', args: Record<string, unknown>, to: number | null): Result<OwnState> {
  const step = nextStep(s);
  if (!step.ok) return step;
  const code = moveCode(D, tableOf(s), step.value, tableSeat(s), [entry(move, args), entry('snapshot', { ...snapOf(s) })]);
  return done({ ...s, made: step.value, show: { what, code: toHex(code), to } });
}

/**
 * After the table phone records an Investigate, an Investigation or a Swap (by its own
 * picker, as on one phone), it shows the record as a code for the phone that takes the
 * card(s): the viewer's, or the Swap partner's. That phone then refuses a card other than
 * the one recorded, in words. Any other move: the state as it is.
 */
export function recordLook(s: OwnState, picked: Picked | null): Result<OwnState> {
  const g = s.game;
  if (s.role !== 'table' || !g || g.current === null || !picked) return ok(s);
  const me = g.current;
  const args = picked.args as { card?: Ref; cards?: Ref[]; mine?: number; theirs?: Ref };
  let r: Recorded;
  if (picked.name === 'investigate' && args.card) r = { what: 'look', by: me, cards: [args.card] };
  else if (picked.name === 'investigation' && args.cards) r = { what: 'look', by: me, cards: args.cards };
  else if (picked.name === 'swapCards' && args.mine !== undefined && args.theirs) r = { what: 'swap', by: me, cards: [{ player: me, position: args.mine }, args.theirs] };
  else return ok(s);
  const cards = r.cards.map((c) => ({ player: c.player, position: c.position }));
  // Who takes each code this move makes holds its maker's newest box (EW-9): a look's card(s) go to the viewer;
  // a Swap's first card (with the box that waits on the answer) to the partner, the answer to the player.
  const n = s.seats.length;
  let holder = s.holder;
  if (r.what === 'look') for (const c of cards) holder = atSeat(holder, n, c.player, me);
  else holder = atSeat(atSeat(holder, n, me, cards[1]!.player), n, cards[1]!.player, me);
  return shown({ ...s, holder }, 'record', 'recorded', { ...r, cards }, receiverOf({ ...r, cards }));
}

/**
 * A public move made on the table phone by the table's own pickers (engine.ts, cards.ts, on
 * the public table): kept as it is but for what the table phone must not do itself. A
 * Reveal waits for the owner's code (`askReveal`); a Shuffle keeps every card where the
 * table phone can't follow it; a Condemn that strikes the Emperor waits for the casters'
 * proofs (`settle`). No look is ever owed on this phone.
 */
export function record(s: OwnState, name: string, next: TableState): Result<OwnState> {
  const before = s.game;
  if (s.role !== 'table' || !before) return fail(OWN.notNow);
  if (s.waiting) return fail(OWN.scanFirst(waitingFor(s)));
  const missing = gathering(s);
  if (missing) return fail(OWN.scanFirst(missing));
  if (name === 'lookAgain' || name === 'look') return fail(OWN.noLooks);
  if (name === 'revealCard') return fail(OWN.notNow);
  if (name === 'endTurn' || name === 'condemn') {
    const target = name === 'endTurn' ? null : next.nextCondemnId > before.nextCondemnId ? next.condemns.at(-1)!.target : before.emperor;
    return settle({ ...s }, name, target, []);
  }
  let game = next;
  let shuffled = s.shuffled;
  if (name === 'shuffleCards') {
    const me = before.current!;
    // Counted, so a phone brought back from an older box replays this Shuffle (EW-9, own-box.ts `shuffleRng`).
    shuffled = before.players.map((_, p) => Math.min(255, (s.shuffled?.[p] ?? 0) + (p === me ? 1 : 0)));
    const hands = next.identity!.hands.map((h, p) => (p === me ? before.identity!.hands[p]!.map((c) => (c.kind === 'emperor' ? { ...c } : { ...HIDDEN })) : h));
    game = { ...next, identity: { ...next.identity!, hands } };
  }
  return done({ ...s, ...(shuffled && { shuffled }), game: { ...game, identity: game.identity && { ...game.identity, looks: [], trace: [] } } });
}

/** The Reveal's card was chosen on the table phone: it waits for that card's owner's code. */
export function askReveal(s: OwnState, player: number, position: number): Result<OwnState> {
  if (s.role !== 'table' || !s.game) return fail(OWN.notNow);
  if (s.waiting) return fail(OWN.scanFirst(waitingFor(s)));
  const missing = gathering(s);
  if (missing) return fail(OWN.scanFirst(missing));
  if (!s.game.identity?.hands[player]?.[position]) return fail(OWN.notNow);
  const trial = revealOn(s.game, player, position, 'rebel');
  if (!trial.ok) return trial;
  return done({ ...s, waiting: { what: 'reveal', player, position } });
}

/** Calls off what the table phone waits for (a Reveal chosen by mistake). A Condemn's proof can't be called off. */
export const cancelWaiting = (s: OwnState): Result<OwnState> => (s.waiting?.what === 'reveal' ? done({ ...s, waiting: null }) : fail(OWN.notNow));

/** A Reveal's code from its owner's phone: the card named, checked against the deal's seals. */
export async function revealOnTable(s: OwnState, seat: number, step: number, a: { card: Ref; kind: IdentityKind; salt: Uint8Array }): Promise<Result<OwnState>> {
  const w = s.waiting;
  if (s.role !== 'table' || !s.game || w?.what !== 'reveal') return fail(OWN.notNow);
  if (seat !== w.player || a.card.player !== seat || a.card.position !== w.position) return fail(OWN.notWanted(s.game.players[w.player]!.name, pos(w.position)));
  if (!fresh(s, seat, step)) return fail(OWN.earlier);
  if (!s.seals.includes(await sealOf(s.table, a.kind, a.salt))) return fail(OWN.sealBroken);
  const next = revealOn(s.game, seat, a.card.position, a.kind);
  if (!next.ok) return next;
  return done({ ...s, game: next.value, waiting: null, from: took(s, seat, step) });
}

/** The engine's Reveal on the public table, with the card's kind as its owner's phone showed it. */
function revealOn(game: TableState, player: number, position: number, kind: IdentityKind): Result<TableState> {
  const hands = game.identity!.hands.map((h, p) => (p === player ? h.map((c, i) => (i === position && !c.faceUp ? { kind, faceUp: false } : c)) : h));
  const r = revealCard({ ...game, identity: { ...game.identity!, hands } }, { card: { player, position } });
  return r.ok ? ok({ ...r.value, identity: r.value.identity && { ...r.value.identity, looks: [] } }) : r;
}

/* EW-7: the Condemn that strikes the Emperor */

/** The move run with some players' identities known: the others count as Rebels (EW-7 with printed cards). */
function runWith(before: TableState, move: 'endTurn' | 'condemn', target: number | null, known: Map<number, boolean>): Result<TableState> {
  const hands = before.identity!.hands.map((h, p): HeldCard[] =>
    p === before.emperor ? h : Array.from({ length: 3 }, () => ({ kind: known.get(p) === false ? 'loyalist' : 'rebel', faceUp: false })),
  );
  const trial = { ...before, identity: { ...before.identity!, hands } };
  const r = move === 'endTurn' ? endTurn(trial) : condemn(trial, { target: target! });
  if (!r.ok) return r;
  return ok({ ...r.value, identity: { ...r.value.identity!, hands: before.identity!.hands, looks: [] } });
}

const emperorFalls = (before: TableState, after: TableState): boolean => !before.winner && after.winner?.side === 'rebels';

/**
 * A turn's end or a Condemn, settled on the table phone (EW-7). Played as if every caster
 * were a Rebel: if the Emperor survives that, nobody's identity mattered and the move
 * stands. If the Emperor falls, the caster whose identity the move reads must prove it
 * before the move is recorded, then the next one if that one was no Rebel; then the move is
 * played with the identities proven. The one read is the one whose identity changes the
 * outcome: "would the Emperor live without this Rebel" asks nobody when two Condemns strike
 * at one turn's end, since either alone would kill.
 */
function settle(s: OwnState, move: 'endTurn' | 'condemn', target: number | null, proven: { player: number; rebel: boolean }[]): Result<OwnState> {
  const before = s.game!;
  const known = new Map(proven.map((p) => [p.player, p.rebel]));
  const all = runWith(before, move, target, known);
  if (!all.ok) return all;
  if (emperorFalls(before, all.value)) {
    const outcome = JSON.stringify(all.value);
    for (const p of before.players.keys()) {
      if (p === before.emperor || known.has(p)) continue;
      const trial = runWith(before, move, target, new Map([...known, [p, false]]));
      if (trial.ok && JSON.stringify(trial.value) !== outcome) return done({ ...s, waiting: { what: 'proof', move, target, caster: p, proven } });
    }
  }
  return done({ ...s, game: ended(all.value), waiting: null });
}

/** At the end the table phone knows no identity but the Emperor's: it shows none (each phone shows its own). */
const ended = (g: TableState): TableState => (g.winner ? { ...g, identity: null } : g);

/** A caster's proof (EW-7): two cards of one kind, by their salts, checked against the seals. */
export async function proofOnTable(s: OwnState, seat: number, step: number, a: { rebel: boolean; salts: Uint8Array[] }): Promise<Result<OwnState>> {
  const w = s.waiting;
  if (s.role !== 'table' || !s.game || w?.what !== 'proof') return fail(OWN.noProofNeeded);
  if (seat !== w.caster) return fail(OWN.notWanted(s.game.players[w.caster]!.name, 'proof'));
  if (!fresh(s, seat, step)) return fail(OWN.earlier);
  const [one, two] = a.salts;
  if (!one || !two || equalBytes(one, two)) return fail(OWN.sealBroken);
  const kind: IdentityKind = a.rebel ? 'rebel' : 'loyalist';
  for (const salt of [one, two]) if (!s.seals.includes(await sealOf(s.table, kind, salt))) return fail(OWN.sealBroken);
  return settle({ ...s, from: took(s, seat, step) }, w.move, w.target, [...w.proven, { player: seat, rebel: a.rebel }]);
}

/** The public table as a code, for a phone that missed moves: round, turn, who lives, the face-up cards, the end. */
export function publicCode(s: OwnState): Result<OwnState> {
  const g = s.game;
  if (s.role !== 'table' || !g) return fail(OWN.notNow);
  return shown(s, 'public', 'publicTable', { ...publicTableOf(g) }, null);
}

/** A code taken by the table phone: a seat code, a Reveal's card, a Condemn's proof. */
export async function takeOnTable(s: OwnState, text: string, via: Via): Promise<Result<OwnState>> {
  const read = await readFor(s, text, via, null);
  if (!read.ok) return read;
  const r = read.value;
  if (r.what === 'code') return r.m.kind === CODE.seat ? seatScanned(s, r.m) : fail(OWN.notNow);
  if (r.what !== 'move') return fail(OWN.notNow);
  const args = r.entry.args as never;
  if (r.entry.move === 'handOver') return (await import('./own-takeover')).handOverScanned(s, r.seat, r.step, args, r.snap ?? null);
  const taken = r.entry.move === 'revealCard' ? await revealOnTable(s, r.seat, r.step, args) : r.entry.move === 'answerRebelCheck' ? await proofOnTable(s, r.seat, r.step, args) : fail(OWN.notNow);
  if (!taken.ok || !r.box) return taken;
  // The player's own box rode with it: the table phone now holds that seat's newest (EW-9).
  const n = s.seats.length;
  return done({ ...taken.value, kept: atSeat(taken.value.kept, n, r.seat, { made: r.step, box: toHex(r.box) }), holder: atSeat(taken.value.holder, n, r.seat, TABLE_SLOT) });
}
