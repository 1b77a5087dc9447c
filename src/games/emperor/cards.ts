import { fail, ok, type Result } from '~/kit/result';
import { shuffle, type Rng } from '~/kit/random';
import { data, identityName, type IdentityKind, type KindCounts } from './data';
import { begin, checkPlayer, refuseIfOver, refuseTurnCard, say, setup, SHUFFLE_KEEPS, type TableOptions } from './start';
import { nameOf } from './seats';
import { identityOf, owedLook, type CardRef, type HeldCard, type PrivateLook, type TableState } from './state';

/*
 * The identity cards (the ability cards never come on the phone): the deal and, when the
 * phone holds the cards, the moves on them. Each player's three cards lie in positions,
 * face down except the Emperor card and revealed ones. A move that lets a player see a
 * card owes a private look (`identity.looks`); the look is taken behind that player's
 * hand-over (the move `look`, where Undo stops: game.ts), and everything else a move does
 * is public and goes in the news. Positions are 0–2 here, 1–3 in words.
 */

const pos = (p: number): string => `card ${p + 1}`;
/** Trace lines kept: far more looks than a game takes. */
const TRACE_LIMIT = 400;

/**
 * Deals on the phone (EW-2) and starts the table: the Emperor is whoever drew the
 * Emperor card, shown face up to all. Each player then owes a look at their own hand;
 * `nonce` makes those looks unique to this deal.
 */
export function setupWithCards(options: Omit<TableOptions, 'emperor'>, rng: Rng, nonce: string): Result<TableState> {
  const dealt = dealIdentities(options.names.length, rng);
  if (!dealt.ok) return dealt;
  const started = setup({ ...options, emperor: dealt.value.emperor });
  if (!started.ok) return started;
  const s = started.value;
  // The printed deal keeps the two kept cards first; on the table they lie in any order.
  const hands = dealt.value.hands.map((h) => shuffle(rng, h.cards).map((kind): HeldCard => ({ kind, faceUp: kind === 'emperor' })));
  s.identity = {
    deal: nonce,
    hands,
    looks: s.players.map((p, i) => ({ id: `deal:${nonce}:${i}`, viewer: i, cards: [], what: `${p.name}'s identity cards` })),
    trace: [],
  };
  return ok(s);
}

// ---------------------------------------------------------------- the deal (EW-1, EW-2)

/** One player's three identity cards and the identity they make. */
export interface DealtHand {
  /** The two kept cards first (Loyalist, Rebel), then the drawn one. */
  cards: IdentityKind[];
  /** The card this player drew from the pool. */
  drawn: IdentityKind;
  /** What the three cards make them (EW-2). */
  identity: IdentityKind;
}

export interface Deal {
  /** Hands in seat order: hands[i] belongs to the i-th player entered. */
  hands: DealtHand[];
  /** Index of the one player holding the Emperor card (public: the Emperor reveals it). */
  emperor: number;
}

const KINDS: IdentityKind[] = ['emperor', 'loyalist', 'rebel'];

/** EW-1: the only table sizes the game (and the pools) allow, with the reason in words. */
export function checkPlayerCount(playerCount: number): Result<number> {
  const { min, max } = data.players;
  if (!Number.isInteger(playerCount) || playerCount < min || playerCount > max) {
    return fail(`This game needs ${min} to ${max} players; ${playerCount} players cannot be dealt.`);
  }
  return ok(playerCount);
}

/** The pool each player draws their third card from, for this table size (EW-2). */
export function drawPool(playerCount: number): Result<KindCounts> {
  const checked = checkPlayerCount(playerCount);
  if (!checked.ok) return checked;
  const pool = data.drawPools.find((p) => p.players === playerCount);
  if (!pool) throw new Error(`data has no pool for ${playerCount} players`);
  return ok(pool.cards);
}

export interface CardsToPull {
  /** Every identity card to take out of the printed deck, by kind. */
  total: KindCounts;
  /** Of those, what each player keeps before the draw. */
  keptByEach: KindCounts;
  /** Of those, what is shuffled together for the draw. */
  pool: KindCounts;
  /** Identity cards that stay in the box. */
  leftInBox: KindCounts;
}

/** Printed cards: exactly which cards to take out of the deck for this many players. */
export function cardsToPull(playerCount: number): Result<CardsToPull> {
  const poolResult = drawPool(playerCount);
  if (!poolResult.ok) return poolResult;
  const pool = poolResult.value;
  const kept = data.keptByEveryPlayer;
  const total = {} as KindCounts;
  const leftInBox = {} as KindCounts;
  for (const kind of KINDS) {
    total[kind] = kept[kind] * playerCount + pool[kind];
    leftInBox[kind] = data.identityCards.find((c) => c.id === kind)!.count - total[kind];
  }
  return ok({ total, keptByEach: kept, pool, leftInBox });
}

/** The kinds of a counts object as a flat list of cards, in a fixed order. */
export function cardsOf(counts: KindCounts): IdentityKind[] {
  return KINDS.flatMap((kind) => Array.from({ length: counts[kind] }, () => kind));
}

/**
 * EW-2: every player keeps one Loyalist and one Rebel and draws one card from
 * the shuffled pool for this table size. Exactly one player gets the Emperor.
 */
export function dealIdentities(playerCount: number, rng: Rng): Result<Deal> {
  const poolResult = drawPool(playerCount);
  if (!poolResult.ok) return poolResult;
  const drawn = shuffle(rng, cardsOf(poolResult.value));
  const kept = cardsOf(data.keptByEveryPlayer);
  const hands = drawn.map((card): DealtHand => {
    const cards = [...kept, card];
    return { cards, drawn: card, identity: identityOf(cards) };
  });
  const emperor = hands.findIndex((h) => h.identity === 'emperor');
  return ok({ hands, emperor });
}

// ---------------------------------------------------------------- the moves on the phone's cards

function refuseNoCards(s: TableState): string | null {
  return s.identity ? null : 'The phone does not hold the identity cards at this table (you use printed ones).';
}

function checkCard(s: TableState, ref: CardRef, role: string): string | null {
  const bad = checkPlayer(s, ref.player, role);
  if (bad) return bad;
  if (!Number.isInteger(ref.position) || ref.position < 0 || ref.position > 2) return `Choose card 1, 2 or 3 of ${nameOf(s, ref.player)}.`;
  return null;
}

const cardAt = (s: TableState, ref: CardRef): HeldCard => s.identity!.hands[ref.player]![ref.position]!;

/** A card another player may look at: someone else's, and face down (a face-up card is no secret). */
function checkLookable(s: TableState, me: number, ref: CardRef): string | null {
  const bad = checkCard(s, ref, 'whose card to look at');
  if (bad) return bad;
  if (ref.player === me) return 'You know your own cards: choose another player\'s card.';
  if (cardAt(s, ref).faceUp) return `${nameOf(s, ref.player)}'s ${pos(ref.position)} is face up already: everyone can see it.`;
  return null;
}

/** The turn's action, with the phone's cards: refusals every player would get alike (nothing about identities). */
function refuseCardAction(s: TableState, what: string): string | null {
  return refuseIfOver(s) ?? refuseNoCards(s) ?? refuseTurnCard(s, what);
}

/** Investigate (a turn action): look in secret at one card of another player, chosen by position. */
export function investigate(state: TableState, args: { card: CardRef; nonce: string }): Result<TableState> {
  const refused = refuseCardAction(state, 'Investigate') ?? checkLookable(state, state.current!, args.card);
  if (refused) return fail(refused);
  const s = begin(state);
  const me = s.current!;
  s.actionTaken = true;
  s.identity!.looks.push({ id: `look:${args.nonce}`, viewer: me, cards: [args.card], what: `${nameOf(s, me)}'s look at ${nameOf(s, args.card.player)}'s ${pos(args.card.position)}` });
  say(s, `${nameOf(s, me)} investigates: a secret look at ${nameOf(s, args.card.player)}'s ${pos(args.card.position)}.`);
  return ok(s);
}

/** Investigation (turn-only card): look in secret at two cards, both of one player or one each of two. */
export function investigation(state: TableState, args: { cards: [CardRef, CardRef]; nonce: string }): Result<TableState> {
  const refused = refuseCardAction(state, 'Investigation');
  if (refused) return fail(refused);
  const me = state.current!;
  const [a, b] = args.cards;
  const bad = checkLookable(state, me, a) ?? checkLookable(state, me, b);
  if (bad) return fail(bad);
  if (a.player === b.player && a.position === b.position) return fail('Choose two different cards.');
  const s = begin(state);
  s.actionTaken = true;
  const where =
    a.player === b.player
      ? `${nameOf(s, a.player)}'s ${pos(Math.min(a.position, b.position))} and ${pos(Math.max(a.position, b.position))}`
      : `${nameOf(s, a.player)}'s ${pos(a.position)} and ${nameOf(s, b.player)}'s ${pos(b.position)}`;
  s.identity!.looks.push({ id: `look:${args.nonce}`, viewer: me, cards: [a, b], what: `${nameOf(s, me)}'s look at ${where}` });
  say(s, `${nameOf(s, me)} plays Investigation: a secret look at ${where}.`);
  return ok(s);
}

/**
 * Swap (turn-only card): one of your cards for one of a target's, chosen blind by
 * position. The Emperor can't be the target (the seed) and the Emperor card never
 * moves (EW-6); a face-up card stays face up where it goes. Both players then see
 * their new hand in private: identities follow the cards.
 */
export function swapCards(state: TableState, args: { mine: number; theirs: CardRef; nonce: string }): Result<TableState> {
  const refused = refuseCardAction(state, 'Swap');
  if (refused) return fail(refused);
  const me = state.current!;
  const mine: CardRef = { player: me, position: args.mine };
  const bad = checkCard(state, mine, 'your card') ?? checkCard(state, args.theirs, 'whose card to take');
  if (bad) return fail(bad);
  const target = args.theirs.player;
  if (target === me) return fail('Swap trades with another player: choose someone else.');
  if (target === state.emperor) return fail('Swap can never take a card from the Emperor.');
  // EW-6: the Emperor card never moves, so an Emperor's Swap gives one of their other two.
  if (cardAt(state, mine).kind === 'emperor') return fail('The Emperor card never leaves the Emperor: give one of your other cards.');
  const s = begin(state);
  s.actionTaken = true;
  const hands = s.identity!.hands;
  const given = hands[me]![args.mine]!;
  hands[me]![args.mine] = hands[target]![args.theirs.position]!;
  hands[target]![args.theirs.position] = given;
  s.identity!.looks.push(
    { id: `swap:${args.nonce}:${me}`, viewer: me, cards: [], what: `${nameOf(s, me)}'s cards after the Swap` },
    { id: `swap:${args.nonce}:${target}`, viewer: target, cards: [], what: `${nameOf(s, target)}'s cards after the Swap` },
  );
  say(s, `${nameOf(s, me)} plays Swap: ${nameOf(s, me)}'s ${pos(args.mine)} for ${nameOf(s, target)}'s ${pos(args.theirs.position)}. Each looks at their new cards in secret.`);
  return ok(s);
}

/** Reveal (turn-only card): one face-down card is turned face up for all until its holder shuffles. */
export function revealCard(state: TableState, args: { card: CardRef }): Result<TableState> {
  const refused = refuseCardAction(state, 'Reveal') ?? checkCard(state, args.card, 'whose card to reveal');
  if (refused) return fail(refused);
  if (cardAt(state, args.card).faceUp) return fail(`${nameOf(state, args.card.player)}'s ${pos(args.card.position)} is face up already.`);
  const s = begin(state);
  s.actionTaken = true;
  const card = cardAt(s, args.card);
  card.faceUp = true;
  say(s, `${nameOf(s, s.current!)} plays Reveal: ${nameOf(s, args.card.player)}'s ${pos(args.card.position)} is ${identityName(card.kind)}, face up until ${nameOf(s, args.card.player)} shuffles.`);
  return ok(s);
}

/**
 * Shuffle (a turn action): the current player's cards change positions and any
 * revealed card goes face down again; the Emperor card stays face up (it is public).
 */
export function shuffleCards(state: TableState, rng: Rng): Result<TableState> {
  const refused = refuseCardAction(state, 'Shuffle');
  if (refused) return fail(refused);
  const s = begin(state);
  const me = s.current!;
  s.actionTaken = true;
  s.identity!.hands[me] = shuffle(rng, s.identity!.hands[me]!).map((c) => ({ kind: c.kind, faceUp: c.kind === 'emperor' }));
  say(s, `${nameOf(s, me)} shuffles their identity cards (any revealed card is face down again), then keeps ${SHUFFLE_KEEPS} ability card and discards the rest.`);
  return ok(s);
}

// ---------------------------------------------------------------- the looks

/** The trace a look leaves for the table; a first look at your own dealt cards leaves none (everyone takes one). */
function traceOf(s: TableState, look: PrivateLook): string | null {
  if (look.id.startsWith('deal:')) return null;
  if (look.id.startsWith('again:')) return `${nameOf(s, look.viewer)} looked at their identity cards again (round ${s.round}).`;
  return `${look.what}: seen by ${nameOf(s, look.viewer)} (round ${s.round}).`;
}

/**
 * The look owed first is taken: its viewer has unlocked it behind their hand-over. It is
 * never owed again, and a look beyond the deal's leaves a trace the table sees. The news
 * of the move that owed it stays: nothing happened at the table but a look.
 */
export function look(state: TableState, args: { id: string }): Result<TableState> {
  const owed = owedLook(state);
  if (!owed || owed.id !== args.id) return fail('That look is not the one owed now.');
  const s = structuredClone(state);
  const identity = s.identity!;
  identity.looks.find((l) => l.id === args.id)!.taken = true;
  const trace = traceOf(s, owed);
  if (trace) identity.trace = [...(identity.trace ?? []), trace].slice(-TRACE_LIMIT);
  return ok(s);
}

/** A player asks to see their own cards again: a look owed to them, through their hand-over, traced once taken. */
export function lookAgain(state: TableState, args: { player: number; nonce: string }): Result<TableState> {
  const refused = refuseIfOver(state) ?? refuseNoCards(state) ?? checkPlayer(state, args.player, 'who sees their cards again');
  if (refused) return fail(refused);
  if (owedLook(state)) return fail('A look is still owed: take it first.');
  const s = structuredClone(state);
  s.identity!.looks.push({ id: `again:${args.nonce}`, viewer: args.player, cards: [], what: `${nameOf(s, args.player)}'s identity cards` });
  return ok(s);
}
