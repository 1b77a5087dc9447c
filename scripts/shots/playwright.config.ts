// Screenshots to look at (not tests): the e2e setup, pointed at this folder.
// npx astro build && npx playwright test -c scripts/shots   (SHOTS_DIR=… to choose where)
import base from '../../playwright.config.ts';

export default { ...base, testDir: '.', retries: 0 };
