// Screenshots to look at (not tests): the e2e setup, pointed at this folder.
// npx astro build && npx playwright test -c scripts/shots   (SHOTS_DIR=… to choose where)
import { fileURLToPath } from 'node:url';
import base from '../../playwright.config.ts';

// The preview serves the repository's dist/, wherever Playwright is started from.
const root = fileURLToPath(new URL('../..', import.meta.url));

export default { ...base, testDir: '.', retries: 0, webServer: { ...base.webServer, cwd: root } };
