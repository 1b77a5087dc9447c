import type { FollowMoves } from '~/kit/link/live/follow/games';
import { rules } from './game';
import type { MatchState } from './state';

/**
 * Empty Rivalry followed on another phone (kit/link/live/follow): the round helper's match
 * on one phone, its public view sent as it changes. `view(state, PUBLIC)` reads every note
 * of the round being played as FALSE (how many are in stays public), and no state holds the
 * blind dice before the reveal (ER-5), so the Defender's d4 reaches a following phone only
 * with the round's result. Every move is made on the playing phone.
 */
const follow: FollowMoves<MatchState | null> = { game: rules };
export default follow;
