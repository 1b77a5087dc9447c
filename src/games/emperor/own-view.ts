import { setup } from './start';
import type { OwnCard, OwnState } from './own-state';
import type { CardRef, Direction, HeldCard, IdentityKind, TableState } from './state';

/*
 * A player's phone holds `view(state, seat)` (game.ts) for its own seat: the game as the
 * engine's `setup` starts it, its own three cards, the cards lying face up, and the cards it
 * was shown with their looks, kept up to date by what its own codes do and by the table
 * phone's public code. Its cards' salts sit beside the view (`salts`), by position.
 */

/** A card this phone may not see: face down, of no kind in particular (game.ts's placeholder). */
const HIDDEN: HeldCard = { kind: 'rebel', faceUp: false };

/** The deal as a player's phone opens it (`deal`: its id, the table's code): its view of the table as the engine sets it up, with only its own cards and the Emperor card. */
export function dealtView(deal: string, names: string[], me: number, emperor: number, emperorAt: number, kinds: IdentityKind[]): TableState | null {
  // Stand-ins for the names: names cut to fit the start code (own-host.ts `startBytes`) may be the same, which setup refuses.
  const started = setup({ names: names.map((_, i) => `Player ${i + 1}`), emperor });
  if (!started.ok) return null;
  // The table's news and log are the table phone's to tell: a player's phone keeps none.
  const players = started.value.players.map((p, i) => ({ ...p, name: names[i]! }));
  const hands = names.map((_, p) =>
    [0, 1, 2].map((i): HeldCard => (p === me ? { kind: kinds[i]!, faceUp: kinds[i] === 'emperor' } : p === emperor && i === emperorAt ? { kind: 'emperor', faceUp: true } : { ...HIDDEN })),
  );
  return { ...started.value, players, lastMove: [], log: [], identity: { deal, hands, looks: [], trace: [] } };
}

/** This phone's own cards, with their salts (a player's phone once dealt). */
export const ownHand = (s: OwnState): OwnCard[] => (s.game && s.me !== null ? s.game.identity!.hands[s.me]!.map((c, i) => ({ ...c, salt: s.salts[i]! })) : []);

/** The view with one seat's cards changed. */
const withCards = (g: TableState, player: number, cards: HeldCard[]): TableState => ({
  ...g,
  identity: { ...g.identity!, hands: g.identity!.hands.map((h, p) => (p === player ? cards : h)) },
});

/** The state with this phone's own cards (and their salts) as given. */
export const withHand = (s: OwnState, hand: OwnCard[]): Pick<OwnState, 'game' | 'salts'> => ({
  game: withCards(s.game!, s.me!, hand.map((c) => ({ kind: c.kind, faceUp: c.faceUp }))),
  salts: hand.map((c) => c.salt),
});

/** Another seat's card as this phone now sees it (a card given away in a Swap: seen only while it lies face up). */
export const withCard = (g: TableState, ref: CardRef, card: HeldCard): TableState =>
  withCards(g, ref.player, g.identity!.hands[ref.player]!.map((c, i) => (i === ref.position ? { ...card } : c)));

/** A look, as the one-phone game keeps it (cards.ts `investigate`): `viewer` saw `cards`; taken at once on its phone. */
export function withLook(g: TableState, id: string, viewer: number, cards: CardRef[]): TableState {
  const name = (p: number) => g.players[p]!.name;
  const where = cards.map((c) => `${name(c.player)}'s card ${c.position + 1}`).join(' and ');
  const look = { id, viewer, cards, what: `${name(viewer)}'s look at ${where}`, taken: true };
  return { ...g, identity: { ...g.identity!, looks: [...g.identity!.looks, look].slice(-60) } };
}

/** What the table phone's public code says of the table. */
export interface PublicTable {
  round: number;
  direction: Direction | null;
  current: number | null;
  alive: boolean[];
  faceUp: { card: CardRef; kind: IdentityKind }[];
  winner: 'rebels' | 'emperor' | null;
}

/** The public table as `view(state, PUBLIC)` shows it (the table phone's public code). */
export const publicTableOf = (g: TableState): PublicTable => ({
  round: Math.min(Math.max(1, g.round), 255),
  direction: g.direction,
  current: g.current,
  alive: g.players.map((p) => p.alive),
  faceUp: (g.identity?.hands ?? []).flatMap((h, player) => h.flatMap((c, position) => (c.faceUp ? [{ card: { player, position }, kind: c.kind }] : []))),
  winner: g.winner?.side ?? null,
});

/**
 * The public code taken by a player's phone: the round, the turn, who lives, the end, and
 * every other seat's cards lying face up (a card no longer face up was shuffled away: face
 * down again, of no kind this phone knows). Its own cards are its own to say.
 */
export function withPublic(g: TableState, me: number, p: PublicTable): TableState {
  const up = new Map(p.faceUp.map((f) => [`${f.card.player}:${f.card.position}`, f.kind]));
  const hands = g.identity!.hands.map((h, player) =>
    player === me
      ? h
      : h.map((c, position): HeldCard => {
          const kind = up.get(`${player}:${position}`);
          return kind ? { kind, faceUp: true } : c.faceUp ? { ...HIDDEN } : c;
        }),
  );
  const players = g.players.map((x, i) => ({ ...x, alive: p.alive[i] ?? x.alive }));
  const winner = p.winner === null ? null : { side: p.winner, reason: p.winner === 'rebels' ? 'The Rebels won.' : 'The Emperor’s side won.' };
  return { ...g, round: p.round, direction: p.direction, current: p.current, players, winner, identity: { ...g.identity!, hands } };
}
