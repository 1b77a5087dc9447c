import type { FollowMoves } from '~/kit/link/live/follow/games';
import { rules } from './game';
import type { TableState } from './state';

/**
 * The Emperor followed on another phone (kit/link/live/follow): the table played on one
 * phone, its public view sent as it changes. `view(state, PUBLIC)` lays every identity card
 * face down but those lying face up (the Emperor card, a revealed one until its holder
 * shuffles), so a following phone never holds a card a player may not see. Every move is
 * made on the table phone: no card can be played from a following phone.
 */
const follow: FollowMoves<TableState | null> = { game: rules };
export default follow;
