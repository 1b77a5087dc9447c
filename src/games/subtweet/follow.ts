import type { FollowMoves } from '~/kit/link/live/follow/games';
import { rules } from './game';

/**
 * SUBTWEET followed on another phone (kit/link/live/follow): the table tracker on one phone,
 * its public view sent as it changes. The tracker holds no secret (the tweets and their
 * recipients stay on paper until the table turns the card over), so the public view is the
 * table as everyone saw it. Every move is made on the tracker's phone.
 */
// The game's stores differ in type (the table, the best card): its view reads the first, the table's.
const follow: FollowMoves<unknown> = { game: rules };
export default follow;
