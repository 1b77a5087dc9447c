import { render } from 'preact';
import { installFingers } from '../../../ui/fingers';
import { FollowPage } from './Follower';
import { TAPPED } from './words';

/**
 * The follow page's script (src/pages/follow.astro), bundled apart from the site's pages
 * (as a module worker is, `?worker&url`): what following reaches (every game's follow entry
 * and public screen, the kit's link) would otherwise share chunks with the play pages and
 * re-cut them, and a play page's first screen and scripted turn would load more for a
 * phone that never follows. The page pays for its own copy of Preact instead.
 */
const box = document.getElementById('follow');
if (box) {
  // The tap on "Scan its code with this page" that loaded this code, if one did: the
  // scanner's first control lands right under that finger, so the kit's tap guard is told
  // of it (the page noted its point; it came a moment ago), and a "to be sure" second tap
  // never starts the camera.
  const [x, y] = (box.getAttribute(TAPPED) ?? '').split(',').map(Number);
  const tapped = document.getElementById('follow-start');
  installFingers(tapped && Number.isFinite(x) && Number.isFinite(y) ? { clientX: x!, clientY: y!, target: tapped, timeStamp: performance.now(), detail: 1 } : undefined);
  box.replaceChildren();
  render(<FollowPage />, box);
}
