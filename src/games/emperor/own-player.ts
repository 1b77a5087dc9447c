import { fromHex, toHex } from '~/kit/link/bytes';
import { boxedCode, moveCode } from '~/kit/link/table/messages';
import { REFUSED } from '~/kit/link/words';
import { cryptoRng, shuffle, type Rng } from '~/kit/random';
import type { Keys } from './own-take';
import { fail, ok, type Result } from '~/kit/result';
import { atSeat, D, done, entry, fresh, meOf, nextStep, pos, receiverOf, recordWords, seatName, tableOf, tableSeat, took, type OwnMove } from './own-codes';
import type { OwnCard, OwnState } from './own-state';
import { OWN } from './own-words';
import { problem, type IdentityKind } from './state';
import type { Ref } from './own-codes';
import { ownHand, withCard, withHand, withLook, withPublic, type PublicTable } from './own-view';

/*
 * A player's phone: its view of the game (own-view.ts), and the codes it makes for another
 * phone: a card shown to its investigator (boxed to that phone's key), a Swap's card each
 * way (boxed to the partner), a Reveal and an EW-7 proof (public, checked on the table phone
 * against the deal's seals).
 */

type Shown = NonNullable<OwnState['show']>;

const card = (s: OwnState, position: number): OwnCard | undefined => ownHand(s)[position];
/** A look's id on this phone: unique to the code that made or brought it. */
const lookId = (seat: number, step: number): string => `look:${seat}:${step}`;

function playing(s: OwnState): Result<OwnState> {
  if (s.role !== 'player' || s.me === null || !s.game) return fail(OWN.notNow);
  if (s.swap) return fail(OWN.swapWaiting(seatName(s, s.swap.partner)));
  return ok(s);
}

/**
 * A code this phone makes at its next step: public, or boxed to `to`'s key. Its own box
 * rides with the move (EW-9, own-box.ts): this phone's cards as they lie after it.
 */
async function made(s: OwnState, keys: Keys, what: Shown['what'], move: OwnMove, args: Record<string, unknown>, to: number | null, extra: Partial<OwnState> = {}, shown: Partial<Shown> = {}): Promise<Result<OwnState>> {
  const step = nextStep(s);
  if (!step.ok) return step;
  const after = { ...s, ...extra, made: step.value };
  const box = await (await import('./own-box')).boxOf(after, keys.pair, step.value);
  const e = [entry(move, args), entry(to === null ? 'keep' : 'keepFor', { box })];
  const code = to === null ? moveCode(D, tableOf(s), step.value, meOf(s), e) : await boxedCode(D, tableOf(s), step.value, meOf(s), to, fromHex(s.seats[to]!.key), e);
  return done({ ...after, show: { what, code: toHex(code), to, ...shown } });
}

/** Investigate, Investigation: this phone's player is the target; it shows its card at `position` to the investigator's phone only, and keeps the look. */
export async function showCard(s: OwnState, viewer: number, position: number, keys: Keys): Promise<Result<OwnState>> {
  const p = playing(s);
  if (!p.ok) return p;
  const mine = card(s, position);
  if (!mine) return fail(OWN.notNow);
  if (viewer === s.me || !s.seats[viewer]) return fail('Choose who looks at your card.');
  if (mine.faceUp) return fail(OWN.faceUp(position));
  const game = withLook(s.game!, lookId(s.me!, s.made + 1), viewer, [{ player: s.me!, position }]);
  return made(s, keys, 'card', 'investigate', { card: { player: s.me, position }, kind: mine.kind }, viewer, { game });
}

/** A card shown to this phone's player: taken only if it is one the table phone recorded. */
export function cardScanned(s: OwnState, from: number, step: number, a2: { card: Ref; kind: IdentityKind }): Result<OwnState> {
  if (s.role !== 'player' || !s.game || s.me === null) return fail(OWN.notNow);
  const position = a2.card.position;
  if (from >= s.seats.length || a2.card.player !== from) return fail(REFUSED.changed);
  if (!fresh(s, from, step)) return fail(OWN.earlier);
  const rec = s.recorded;
  if (!rec || rec.what !== 'look') return fail(OWN.recordFirst('Investigate'));
  const at = rec.cards.findIndex((c) => c.player === from && c.position === position);
  if (at < 0) return fail(OWN.notRecorded(seatName(s, from), position, recordWords(s, rec.cards)));
  const left = rec.cards.filter((_, i) => i !== at);
  // The card as this phone saw it: the look is taken at once (the screen shows it now; a reload ends it, as on one phone).
  const seen = withCard(s.game, a2.card, { kind: a2.kind, faceUp: false });
  return done({ ...s, game: withLook(seen, lookId(from, step), s.me, [a2.card]), recorded: left.length > 0 ? { ...rec, cards: left } : null, from: took(s, from, step) });
}

/** A Swap's card, as it travels: this phone's card at `given` for `to`'s at `taken`. */
const swapArgs = (to: number, given: number, taken: number, c: OwnCard) => ({ mine: given, theirs: { player: to, position: taken }, kind: c.kind, faceUp: c.faceUp, salt: fromHex(c.salt) });

/**
 * Swap, played by this phone's player: its card at `mine` goes to `partner`'s phone boxed to
 * the partner's key, for the partner's card at `theirs`, which comes back the same way.
 * EW-6: never the Emperor card, never with the Emperor. The card stays here until the
 * partner's comes back.
 */
export async function giveCard(s: OwnState, partner: number, mine: number, theirs: number, keys: Keys): Promise<Result<OwnState>> {
  const p = playing(s);
  if (!p.ok) return p;
  const given = card(s, mine);
  if (!given || theirs < 0 || theirs > 2 || !s.seats[partner]) return fail(OWN.notNow);
  if (partner === s.me) return fail('Swap trades with another player: choose someone else.');
  if (partner === s.game!.emperor) return fail(OWN.emperorTarget);
  if (given.kind === 'emperor') return fail(OWN.emperorCard);
  return made(s, keys, 'swap', 'swapCards', swapArgs(partner, mine, theirs, given), partner, { swap: { partner, mine, theirs } });
}

/** A Swap's card from `from`: the partner's answer to this phone's Swap, or a card given, which this phone answers with its own. */
export async function swapScanned(s: OwnState, from: number, step: number, a2: { mine: number; theirs: Ref; kind: 'loyalist' | 'rebel'; faceUp: boolean; salt: Uint8Array }, keys: Keys): Promise<Result<OwnState>> {
  if (s.role !== 'player' || !s.game || s.me === null) return fail(OWN.notNow);
  if (from >= s.seats.length || a2.theirs.player !== s.me) return fail(REFUSED.changed);
  if (!fresh(s, from, step)) return fail(OWN.earlier);
  const given = a2.mine;
  const taken = a2.theirs.position;
  const got: OwnCard = { kind: a2.kind, faceUp: a2.faceUp, salt: toHex(a2.salt) };
  const hand = ownHand(s);
  const w = s.swap;
  // The card this phone gives lies where the other's was: this phone sees it there only while it lies face up (view),
  // and never with its salt, which is the new holder's to keep.
  const gave = (g: OwnState['game'], at: number, c: OwnCard) => withCard(g!, { player: from, position: at }, c.faceUp ? { kind: c.kind, faceUp: true } : { kind: 'rebel', faceUp: false });
  if (w && w.partner === from) {
    // The partner's card, for the one this phone gave: the Swap is done.
    if (w.mine !== taken || w.theirs !== given) return fail(OWN.notYourSwap);
    const old = hand[w.mine]!;
    hand[w.mine] = got;
    const mine = withHand(s, hand);
    return done({ ...s, ...mine, game: gave(mine.game, w.theirs, old), swap: null, show: null, from: took(s, from, step) });
  }
  // The player who played Swap gave a card: this phone takes it and sends its own back, if it is the Swap the table phone recorded.
  if (w) return fail(OWN.swapWaiting(seatName(s, w.partner)));
  if (s.me === s.game.emperor) return fail(OWN.emperorTarget);
  const rec = s.recorded;
  if (!rec || rec.what !== 'swap') return fail(OWN.recordFirst('Swap'));
  if (rec.by !== from || rec.cards[0]!.position !== given || rec.cards[1]!.position !== taken) {
    return fail(OWN.swapNotRecorded(seatName(s, from), `${recordWords(s, [rec.cards[0]!])} for your ${pos(rec.cards[1]!.position)}`));
  }
  const old = hand[taken]!;
  hand[taken] = got;
  const mine = withHand(s, hand);
  const after = { ...s, ...mine, game: gave(mine.game, given, old), recorded: null, from: took(s, from, step) };
  const answer = await made(after, keys, 'swap', 'swapCards', swapArgs(from, taken, given, old), from);
  // Kept for the partner's phone, should it be wiped before its next code (EW-9): its box then still waits on this card.
  return answer.ok ? done({ ...answer.value, answered: atSeat(answer.value.answered, s.seats.length, from, answer.value.show!.code) }) : answer;
}

/**
 * Reveal: this phone's card at `position` shown to all, named on screen, with its salt for
 * the table phone to check. The card stays face down here until the player says the table
 * phone has it (`revealTaken`): a Reveal tapped by mistake is called off (`cancelShow`).
 */
export async function revealMine(s: OwnState, position: number, keys: Keys): Promise<Result<OwnState>> {
  const p = playing(s);
  if (!p.ok) return p;
  const c = card(s, position);
  if (!c) return fail(OWN.notNow);
  if (c.faceUp) return fail(OWN.faceUp(position));
  return made(s, keys, 'reveal', 'revealCard', { card: { player: s.me, position }, kind: c.kind, salt: fromHex(c.salt) }, null, {}, { card: position });
}

/** The table phone has taken the Reveal: the card lies face up for all. */
export function revealTaken(s: OwnState): Result<OwnState> {
  const position = s.show?.what === 'reveal' ? s.show.card : undefined;
  if (position === undefined || !s.game) return fail(OWN.notNow);
  return done({ ...s, ...withHand(s, ownHand(s).map((x, i) => (i === position ? { ...x, faceUp: true } : x))), show: null });
}

/**
 * A code on screen called off before the phone it was for took it (a Reveal tapped by
 * mistake): nothing of it stays on this phone. Its step stays counted, so the code, shown
 * again later, is refused as an earlier step.
 */
export function cancelShow(s: OwnState): Result<OwnState> {
  if (s.show?.what === 'reveal') return done({ ...s, show: null });
  // A card shown to the wrong player, or the wrong card: nobody looked at it after all.
  if (s.show?.what === 'card' && s.game) return done({ ...s, show: null, game: { ...s.game, identity: { ...s.game.identity!, looks: s.game.identity!.looks.slice(0, -1) } } });
  // A Swap whose partner hasn't answered: this phone's card never left it.
  if (s.show?.what === 'swap' && s.swap) return done({ ...s, show: null, swap: null });
  return fail(OWN.notNow);
}

/** Shuffle on this phone (EW-6): the cards change places and lie face down, the Emperor card face up where it lies. */
export function shuffleMine(s: OwnState, rng: Rng): Result<OwnState> {
  const p = playing(s);
  if (!p.ok) return p;
  const hand = ownHand(s);
  const free = hand.flatMap((c, i) => (c.kind === 'emperor' ? [] : [i]));
  const moved = shuffle(rng, free.map((i) => hand[i]!));
  free.forEach((at, j) => (hand[at] = { ...moved[j]!, faceUp: false }));
  return done({ ...s, ...withHand(s, hand), shuffles: Math.min(255, (s.shuffles ?? 0) + 1) });
}

/**
 * Shuffle as the phone makes it: drawn from its own secret and count (own-box.ts
 * `shuffleRng`), so a phone brought back from an older box replays it to the same order (EW-9).
 */
export const shuffleKept = async (s: OwnState): Promise<Result<OwnState>> => shuffleMine(s, s.secret ? await (await import('./own-box')).shuffleRng(s.secret, s.shuffles ?? 0) : cryptoRng());

/**
 * EW-7: this phone proves its player's identity to the table phone, when the table phone
 * asks (its Condemn strikes the Emperor): two of its cards of the kind it holds most of,
 * by their salts, which the table phone checks against its seals.
 */
export async function proveMine(s: OwnState, keys: Keys): Promise<Result<OwnState>> {
  const p = playing(s);
  if (!p.ok) return p;
  if (s.me === s.game!.emperor) return fail(OWN.noProofNeeded);
  const hand = ownHand(s);
  const rebel = hand.filter((c) => c.kind === 'rebel').length >= 2;
  const two = hand.filter((c) => c.kind === (rebel ? 'rebel' : 'loyalist')).slice(0, 2);
  return made(s, keys, 'proof', 'answerRebelCheck', { rebel, salts: two.map((c) => fromHex(c.salt)) }, null);
}

/** The table phone's record of a look or a Swap: kept when this phone takes the card(s) next. */
export function recordScanned(s: OwnState, from: number, step: number, r: NonNullable<OwnState['recorded']>): Result<OwnState> {
  if (s.role !== 'player' || s.me === null || !s.game) return fail(OWN.notNow);
  if (from !== tableSeat(s)) return fail(REFUSED.changed);
  if (!fresh(s, from, step)) return fail(OWN.earlier);
  const n = s.seats.length;
  if (r.by >= n || r.cards.length < 1 || r.cards.some((c) => c.player >= n) || (r.what === 'swap' && r.cards.length !== 2)) return fail(REFUSED.changed);
  // Another phone's record (over the live link every phone gets it): nothing for this phone, and nothing to say.
  if (receiverOf(r) !== s.me) return ok(s);
  return done({ ...s, recorded: r, from: took(s, from, step) });
}

/** The table's public code: this phone's view takes the table's round, direction, turn, who lives, the cards face up and the end. */
export function publicScanned(s: OwnState, from: number, step: number, a2: PublicTable): Result<OwnState> {
  if (s.role !== 'player' || s.me === null || !s.game) return fail(OWN.notNow);
  if (from !== tableSeat(s)) return fail(REFUSED.changed);
  if (!fresh(s, from, step)) return fail(OWN.earlier);
  const n = s.seats.length;
  if ((a2.current !== null && a2.current >= n) || a2.alive.length !== n || a2.faceUp.some((c) => c.card.player >= n)) return fail(REFUSED.changed);
  // A public code that doesn't make sense of the table (a Rebel-only table, a dead player's turn) is refused, not kept.
  const game = withPublic(s.game, s.me, a2);
  if (problem(game) || (a2.current !== null && a2.direction === null)) return fail(REFUSED.changed);
  return done({ ...s, game, from: took(s, from, step) });
}
