import type { BlockCard, OtherAction } from '../engine';
import type { SeatCard } from '../instinct';
import type * as engine from '../engine';
import type * as cards from '../cards';
import type { CardRef, TableState } from '../state';

/*
 * The card picker: a card played, one question a screen (who? which card?), until the
 * move is whole. A pure reducer: what has been picked so far and one tap in, the next
 * question or the move out. Kept in memory only: a reload starts the choice again.
 * Which players and cards each question offers is the screen's (Pickers.tsx).
 */

/** A choice being made: the card (or action) and what has been picked for it so far. */
export type Picking =
  | { kind: 'transposition' }
  | { kind: 'condemn' }
  | { kind: 'other' }
  | { kind: 'investigate'; player?: number }
  | { kind: 'investigation'; first?: CardRef; player?: number }
  | { kind: 'swap'; mine?: number; player?: number }
  | { kind: 'reveal'; player?: number }
  | { kind: 'accuse'; caster?: number }
  | { kind: 'reverse' }
  | { kind: 'guarding'; caster?: number; mover?: number }
  | { kind: 'block'; condemn: number; card?: BlockCard }
  | { kind: 'again' }
  /** The instinct sheet (the bar's): a card to play, or a waiting Condemn to block. */
  | { kind: 'instinct' };

/** One tap on a picker's screen: a player, a card by position, a blocking card or an action. */
export type Choice =
  | { player: number }
  | { position: number }
  | { card: BlockCard }
  | { action: OtherAction }
  | { play: SeatCard }
  | { condemn: number };

type Moves = Pick<typeof engine, 'transpose' | 'condemn' | 'otherAction' | 'accuse' | 'reverse' | 'guard' | 'block'> &
  Pick<typeof cards, 'investigate' | 'investigation' | 'swapCards' | 'revealCard' | 'lookAgain'>;

/** A move the picker has gathered: the engine move's name (also its Undo rule's, game.ts) and its arguments. */
export type Move = { [K in keyof Moves]: { name: K; args: Parameters<Moves[K]>[1] } }[keyof Moves];

/** After a tap: the next question, or the move the picker has gathered. */
export type Picked = { picking: Picking } | { move: Move };

const ask = (picking: Picking): Picked => ({ picking });
const make = (move: Move): Picked => ({ move });

/**
 * One tap on the picker. `nonce` is fresh for every tap (the island's), for a move that
 * owes a look. A choice the question does not take leaves the picker as it was.
 */
export function choose(s: TableState, p: Picking, c: Choice, nonce: string): Picked {
  const player = 'player' in c ? c.player : undefined;
  const position = 'position' in c ? c.position : undefined;
  switch (p.kind) {
    case 'transposition':
      if (player !== undefined) return make({ name: 'transpose', args: { partner: player } });
      break;
    case 'condemn':
      if (player !== undefined) return make({ name: 'condemn', args: { target: player } });
      break;
    case 'other':
      if ('action' in c) return make({ name: 'otherAction', args: { action: c.action } });
      break;
    case 'investigate':
      if (p.player === undefined && player !== undefined) return ask({ ...p, player });
      if (p.player !== undefined && position !== undefined) {
        return make({ name: 'investigate', args: { card: { player: p.player, position }, nonce } });
      }
      break;
    case 'investigation':
      if (p.player === undefined && player !== undefined) return ask({ ...p, player });
      if (p.player !== undefined && position !== undefined) {
        const card = { player: p.player, position };
        if (p.first === undefined) return ask({ kind: 'investigation', first: card });
        return make({ name: 'investigation', args: { cards: [p.first, card], nonce } });
      }
      break;
    case 'swap':
      if (p.mine === undefined && position !== undefined) return ask({ kind: 'swap', mine: position });
      if (p.mine !== undefined && p.player === undefined && player !== undefined) return ask({ ...p, player });
      if (p.mine !== undefined && p.player !== undefined && position !== undefined) {
        return make({ name: 'swapCards', args: { mine: p.mine, theirs: { player: p.player, position }, nonce } });
      }
      break;
    case 'reveal':
      if (p.player === undefined && player !== undefined) return ask({ ...p, player });
      if (p.player !== undefined && position !== undefined) return make({ name: 'revealCard', args: { card: { player: p.player, position } } });
      break;
    case 'accuse':
      if (player === undefined) break;
      if (p.caster === undefined) return ask({ ...p, caster: player });
      return make({ name: 'accuse', args: { caster: p.caster, target: player } });
    case 'reverse':
      if (player !== undefined) return make({ name: 'reverse', args: { caster: player } });
      break;
    case 'guarding':
      if (player === undefined) break;
      if (p.caster === undefined) return ask({ ...p, caster: player });
      // Only the Emperor's Guarding moves someone else, so only the Emperor is asked whom.
      if (p.caster === s.emperor && p.mover === undefined) return ask({ ...p, mover: player });
      return make({ name: 'guard', args: { caster: p.caster, mover: p.mover, neighbour: player } });
    case 'block': {
      const target = s.condemns.find((x) => x.id === p.condemn)?.target;
      if (target === undefined) break;
      // Clearance may be played by anyone, so it asks who; the other two only by the target.
      if (p.card === undefined && 'card' in c) {
        return c.card === 'clearance' ? ask({ ...p, card: c.card }) : make({ name: 'block', args: { condemn: p.condemn, card: c.card, by: target } });
      }
      if (p.card === 'clearance' && player !== undefined) return make({ name: 'block', args: { condemn: p.condemn, card: 'clearance', by: player } });
      break;
    }
    case 'again':
      if (player !== undefined) return make({ name: 'lookAgain', args: { player, nonce } });
      break;
    case 'instinct':
      // The sheet only opens the card's own picker: the questions and the move are that picker's.
      if ('play' in c) return ask({ kind: c.play });
      if ('condemn' in c && s.condemns.some((x) => x.id === c.condemn)) return ask({ kind: 'block', condemn: c.condemn });
      break;
  }
  return ask(p);
}
