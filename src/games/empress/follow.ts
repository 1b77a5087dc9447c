import type { FollowMoves } from '~/kit/link/live/follow/games';
import { load } from '~/kit/persist';
import { rules } from './game';
import { modeSpec } from './mode-store';
import type { MatchState } from './state';
import { phoneSpec, trackerSpec } from './store';

/**
 * Empress followed on another phone (kit/link/live/follow): the match of the helper the
 * table chose, the tracker's with real cards, else the phone's (whose `view` lays the
 * lead's waiting card face down for everyone but its owner).
 */
const follow: FollowMoves<MatchState | null> = {
  game: rules,
  store: (storage) => (storage && load(modeSpec, storage).saved.state === 'cards' ? trackerSpec : phoneSpec),
};
export default follow;
