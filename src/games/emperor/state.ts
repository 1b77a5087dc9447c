import * as v from 'valibot';
import { int, list, text } from '~/kit/schema';

/*
 * A saved table's shape, the sense checks a shape can't express, the Resume line, and
 * the few small readings of a state that its screens and game.ts share. The moves are in
 * engine.ts.
 *
 * With printed identity cards the table never knows anyone's identity except the
 * Emperor's (public, EW-2). With the phone holding the cards (`identity`) the state holds
 * every hand: what one player may see of it is game.ts `view`, and a screen owned by a
 * player is drawn from their view, behind their hand-over.
 */

/** The three kinds of identity card (and so the three identities a player can have). */
export const identityKind = v.picklist(['emperor', 'loyalist', 'rebel']);
export type IdentityKind = v.InferOutput<typeof identityKind>;

export const direction = v.picklist(['clockwise', 'counterclockwise']);
export type Direction = v.InferOutput<typeof direction>;

const tablePlayer = v.object({
  /** Name as entered. */
  name: v.string(),
  /** False once a Condemn has killed them; their seat stays but is passed over. */
  alive: v.boolean(),
  /** Turns this player has played to the end (skipped turns do not count). */
  turnsPlayed: int(0),
  /** Upcoming turns to skip (one per Accuse aimed at them). */
  skips: int(0),
});
export type TablePlayer = v.InferOutput<typeof tablePlayer>;

const pendingCondemn = v.object({
  /** Stable id so a block names exactly one Condemn. */
  id: int(),
  /** Who played it. */
  caster: int(),
  /** Who dies if nothing blocks it (the caster, once a Counter-Condemn turns it round). */
  target: int(),
  /** Whose turn it waits for: the caster's, or the Emperor's when the Emperor is the target. */
  waitsFor: int(),
  /** It resolves when `waitsFor` finishes this turn of theirs (their turnsPlayed reaches it). */
  dueTurn: int(),
  /** True once a Counter-Condemn has turned it on its caster. */
  reflected: v.boolean(),
});
export type PendingCondemn = v.InferOutput<typeof pendingCondemn>;

/**
 * EW-7 with printed cards: a Condemn on the Emperor would kill, and the table checks its
 * caster(s) before it does. Each caster in turn shows their three identity cards and the
 * table answers whether most are Rebel; nothing else is played until it is answered.
 */
const rebelCheck = v.object({
  /** Who shows their cards, in order: the caster, or in the second way the first caster then the second. */
  casters: list(int(), 1, 2),
  /** How many of them the table has found Rebel so far; the one asked now is `casters[answered]`. */
  answered: int(0, 1),
  /** The waiting Condemn that strikes at the end of a turn; null for the second way's Condemn, played now. */
  condemn: v.nullable(int()),
});
export type RebelCheck = v.InferOutput<typeof rebelCheck>;

const heldCard = v.object({
  /** What the card says. */
  kind: identityKind,
  /** Face up for all to see: the Emperor card always, any other after a Reveal until its holder shuffles. */
  faceUp: v.boolean(),
});
export type HeldCard = v.InferOutput<typeof heldCard>;

const cardRef = v.object({
  /** Whose card. */
  player: int(0),
  /** Its position in front of them, 0 to 2 (shown as 1 to 3). */
  position: int(0, 2),
});
export type CardRef = v.InferOutput<typeof cardRef>;

const privateLook = v.object({
  /** Unique for this look, also across an Undo (a nonce from the island), so a look already taken is never owed again. */
  id: text(),
  /** The only player who may see it. */
  viewer: int(0),
  /** The cards shown; empty means the viewer's whole hand. */
  cards: v.array(cardRef),
  /** Public words for the hand-over: "Ann's look at Ben's card 2". */
  what: v.string(),
  /**
   * True once its viewer has unlocked it (the move `look`, where Undo stops): never owed
   * again. Optional: a table saved before this field kept it in the looks store (store.ts).
   */
  taken: v.optional(v.boolean()),
});
export type PrivateLook = v.InferOutput<typeof privateLook>;

/** The identity cards when the phone holds them (the "on this phone" mode); null with printed cards. */
const identityCards = v.object({
  /** Random id of this deal: every private look's id starts from it, so no look of an earlier game can match. */
  deal: text(),
  /** hands[player][position]: each player's three identity cards in front of them. */
  hands: v.array(v.pipe(v.array(heldCard), v.length(3))),
  /** Private looks the last move owes (and those taken since), shown one by one behind each viewer's hand-over. */
  looks: v.array(privateLook),
  /**
   * What the table may see about looks taken, newest last: "Ben looked at their identity
   * cards again (round 2)". Optional, like `taken`.
   */
  trace: v.optional(v.array(v.string())),
});
export type IdentityCards = v.InferOutput<typeof identityCards>;

/** One sentence of news for the table: what the last move did. */
const newsItem = v.object({
  text: v.string(),
  /** Set by the engine on news the table must act on or mourn at once (a death, a hand to discard). */
  urgent: v.optional(v.boolean()),
  /**
   * Set by the engine on news that tells the whole table a player's side (a Condemn on the
   * Emperor failing, the table's look at a caster's cards: EW-7): it can't be unseen, so
   * Undo stops at the move that told it (game.ts `stopIfShown`).
   */
  shown: v.optional(v.boolean()),
});
export type NewsItem = v.InferOutput<typeof newsItem>;

/** A table saved before news had fields holds plain sentences: each is read as news that is not urgent. */
const news = v.union([newsItem, v.pipe(v.string(), v.transform((text): NewsItem => ({ text })))]);

export const tableState = v.object({
  /** Everyone at the table; a player's id is their index here. */
  players: list(tablePlayer, 5, 7),
  /** Player ids in clockwise order around the table. */
  seats: v.array(int()),
  /** Id of the Emperor (revealed to all at the deal). */
  emperor: int(),
  /** Round number, from 1. */
  round: int(1),
  /** This round's direction; null while the Emperor has yet to choose it. */
  direction: v.nullable(direction),
  /** Whose turn it is; null between rounds and once the game is over. */
  current: v.nullable(int()),
  /** Whether the current player has already used their one action (a turn-only card, Investigate or Shuffle). */
  actionTaken: v.boolean(),
  /** Condemns waiting to resolve, oldest first. */
  condemns: v.array(pendingCondemn),
  /** Next Condemn id to hand out. */
  nextCondemnId: int(),
  /** The last Condemn on the Emperor that was blocked: who cast it and in which round. */
  blockedOnEmperor: v.nullable(v.object({ caster: int(), round: int() })),
  /** EW-5 house rule: the Emperor's side wins once the Emperor survives this many rounds; null = off. */
  emperorWinsAfterRounds: v.nullable(int(1)),
  /** Set when the game is over. */
  winner: v.nullable(v.object({ side: v.picklist(['rebels', 'emperor']), reason: v.string() })),
  /** What the last move did, in sentences for the table (shown and announced). */
  lastMove: v.array(news),
  /** Everything that happened, newest last, trimmed to the last LOG_LIMIT lines. */
  log: v.array(v.string()),
  /**
   * The identity cards when the phone holds them; null when the table uses printed cards.
   * Optional so a table saved before the phone held cards still loads (as printed).
   */
  identity: v.optional(v.nullable(identityCards)),
  /** EW-7 with printed cards: the table's answer the game waits for (see `rebelCheck`); absent or null otherwise. */
  rebelCheck: v.optional(v.nullable(rebelCheck)),
});
export type TableState = v.InferOutput<typeof tableState>;

/**
 * Which private looks were taken, as a table saved before `taken` and `trace` kept them
 * in a store of their own, outside the table's undo history (store.ts reads it once).
 */
export const looksState = v.object({
  /** The deal these looks belong to (the table's `identity.deal`); another deal starts afresh. */
  deal: v.string(),
  /** Ids of the private looks already taken. */
  done: v.array(v.string()),
  /** What the table may see about looks, newest last: "Ben looked at their identity cards again". */
  trace: v.array(v.string()),
});
export type Looks = v.InferOutput<typeof looksState>;

/**
 * What a saved table must make sense of beyond its shape, so the tracker can draw
 * it: every id in range, the seats a seating of everyone, the turn with a living
 * player, one winner at most and consistent with who is alive, Condemns between
 * living players with ids below the next one.
 */
export function problem(s: TableState): string | null {
  const n = s.players.length;
  const isId = (id: number) => Number.isInteger(id) && id >= 0 && id < n;
  if (s.seats.length !== n || [...s.seats].sort((a, b) => a - b).some((id, i) => id !== i)) return 'the seats are not a seating of everyone';
  if (!isId(s.emperor)) return 'the Emperor is not at the table';
  const emperorAlive = s.players[s.emperor]!.alive;
  // A dead Rebel's Condemn may still strike the Emperor and leave nobody standing (the
  // engine's property test found it); that table is over, with the Rebels the winners.
  if (!s.players.some((p) => p.alive) && s.winner?.side !== 'rebels') return 'nobody is alive';
  if (s.winner === null && !emperorAlive) return 'the Emperor is dead but nobody has won';
  if (s.winner?.side === 'rebels' && emperorAlive) return 'the Rebels won with the Emperor alive';
  if (s.current !== null) {
    if (!isId(s.current) || !s.players[s.current]!.alive) return 'the turn belongs to nobody living';
    if (s.direction === null) return 'a turn is under way before the direction was chosen';
    if (s.winner !== null) return 'a turn is under way after the game ended';
  }
  const ids = new Set<number>();
  for (const c of s.condemns) {
    if (![c.caster, c.target, c.waitsFor].every(isId)) return 'a Condemn names someone not at the table';
    if (!s.players[c.target]!.alive || !s.players[c.waitsFor]!.alive) return 'a Condemn waits on someone dead';
    if (ids.has(c.id) || c.id >= s.nextCondemnId) return 'two Condemns share an id';
    ids.add(c.id);
  }
  if (s.blockedOnEmperor && !isId(s.blockedOnEmperor.caster)) return 'a blocked Condemn names someone not at the table';
  if (s.rebelCheck) {
    const k = s.rebelCheck;
    if (!k.casters.every(isId) || k.answered >= k.casters.length) return 'the check of identity cards names someone not at the table';
    if (s.identity || s.winner !== null || s.current === null) return 'identity cards are checked with printed cards, during a turn';
    if (k.condemn !== null && !s.condemns.some((c) => c.id === k.condemn && c.target === s.emperor)) return 'the check of identity cards is for no Condemn on the Emperor';
  }
  if (s.identity) {
    if (s.identity.hands.length !== n) return 'the identity cards are not one hand per player';
    for (const look of s.identity.looks) {
      if (!isId(look.viewer) || !look.cards.every((c) => isId(c.player))) return 'a look names someone not at the table';
    }
  }
  return null;
}

/** One line for the home page's Resume list: the round, whose turn, who is still alive. */
export function summary(s: TableState | null): string | null {
  if (s === null) return null;
  if (s.winner) return s.winner.side === 'rebels' ? 'Game over: the Rebels won' : "Game over: the Emperor's side won";
  const alive = s.players.filter((p) => p.alive).length;
  const who = s.current !== null ? `${s.players[s.current]!.name}'s turn` : `${s.players[s.emperor]!.name} (the Emperor) picks the direction`;
  return `Round ${s.round} · ${who} · ${alive} of ${s.players.length} alive`;
}

/** EW-2: the Emperor card wins outright; otherwise the kind most of the three cards show. */
export function identityOf(cards: readonly IdentityKind[]): IdentityKind {
  if (cards.length !== 3) throw new Error(`An identity hand has 3 cards, not ${cards.length}`);
  if (cards.includes('emperor')) return 'emperor';
  const rebels = cards.filter((c) => c === 'rebel').length;
  return rebels >= 2 ? 'rebel' : 'loyalist';
}

/**
 * A player's identity as the phone's cards make it now (identities follow the cards:
 * after a Swap the majority of the cards they hold); null with printed cards.
 */
export function identityNow(s: TableState, id: number): IdentityKind | null {
  const hand = s.identity?.hands[id];
  return hand ? identityOf(hand.map((c) => c.kind)) : null;
}

/** Every identity at the end of the game, when nothing is secret any more; null before, or with printed cards. */
export function identitiesAtEnd(s: TableState): { name: string; identity: IdentityKind }[] | null {
  if (!s.winner || !s.identity) return null;
  return s.players.map((p, i) => ({ name: p.name, identity: identityNow(s, i)! }));
}

/** The first look still owed (its viewer has not unlocked it), or null. Moves wait until it is taken. */
export const owedLook = (s: TableState | null): PrivateLook | null => s?.identity?.looks.find((l) => !l.taken) ?? null;
