import { render } from 'preact';
import { FollowPage } from './Follower';

/**
 * The follow page's script (src/pages/follow.astro), bundled apart from the site's pages
 * (as a module worker is, `?worker&url`): what following reaches (every game's follow entry
 * and public screen, the kit's link) would otherwise share chunks with the play pages and
 * re-cut them, and a play page's first screen and scripted turn would load more for a
 * phone that never follows. The page pays for its own copy of Preact instead.
 */
const box = document.getElementById('follow');
if (box) {
  box.replaceChildren();
  render(<FollowPage />, box);
}
