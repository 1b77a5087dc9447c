// Which Chromium the browser tests, the bench and Lighthouse drive, so that they run
// on any developer's machine: CHROMIUM_PATH if set, else a Chromium or Chrome installed
// on the system, else the Chromium Playwright downloads for itself. Shared by
// playwright.config.ts, scripts/bench.ts and the `pretest` npm script, which runs
// `node scripts/find-browser.ts --install` to download Playwright's Chromium only when
// nothing else is found (no network at all when a browser is there).
// Plain erasable TypeScript: Node runs this file directly (type stripping).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

export interface FoundBrowser {
  /** Absolute path of the browser executable. */
  path: string;
  /** Where it came from, for messages. */
  source: 'CHROMIUM_PATH' | 'system' | 'playwright';
}

/** Executable names looked up on PATH, most specific first. */
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

function systemCandidates(): string[] {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => PATH_NAMES.map((name) => join(dir, process.platform === 'win32' ? `${name}.exe` : name)));
  if (process.platform === 'darwin') {
    const apps = ['/Applications', join(homedir(), 'Applications')];
    return [
      ...apps.flatMap((dir) => [
        join(dir, 'Chromium.app/Contents/MacOS/Chromium'),
        join(dir, 'Google Chrome.app/Contents/MacOS/Google Chrome'),
      ]),
      ...onPath,
    ];
  }
  if (process.platform === 'win32') {
    const roots = [process.env.LOCALAPPDATA, process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)']].filter(
      (d): d is string => Boolean(d),
    );
    return [
      ...roots.flatMap((dir) => [join(dir, 'Chromium/Application/chrome.exe'), join(dir, 'Google/Chrome/Application/chrome.exe')]),
      ...onPath,
    ];
  }
  // Linux and the rest: Debian's /usr/bin/chromium (what CI installs) is on PATH.
  return [...onPath, '/snap/bin/chromium'];
}

/** The browser to drive, or undefined when there is none on this machine. Synchronous (the Playwright config needs it so). */
export function findBrowser(): FoundBrowser | undefined {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    // An explicit choice that is wrong should be said, not silently replaced by another browser.
    if (!existsSync(wanted)) throw new Error(`CHROMIUM_PATH is set to ${wanted}, but there is no file there.`);
    return { path: resolve(wanted), source: 'CHROMIUM_PATH' };
  }
  const system = systemCandidates().find((p) => existsSync(p));
  if (system) return { path: system, source: 'system' };
  const own = chromium.executablePath();
  if (own && existsSync(own)) return { path: own, source: 'playwright' };
  return undefined;
}

export const INSTALL_ADVICE =
  'No Chromium or Chrome found for the browser tests and the bench. Install one of:\n' +
  '  - Debian/Ubuntu: sudo apt-get install -y chromium\n' +
  '  - macOS: brew install --cask chromium (or install Google Chrome)\n' +
  '  - anywhere: npx playwright install chromium (Linux may also need: sudo npx playwright install-deps chromium)\n' +
  'or point CHROMIUM_PATH at a Chrome/Chromium executable.';

/** The browser, or an error that says what to install. */
export function requireBrowser(): FoundBrowser {
  const found = findBrowser();
  if (!found) throw new Error(INSTALL_ADVICE);
  return found;
}

/** Flags for every launch: quiet, no background traffic that would blur the byte counts. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// `node scripts/find-browser.ts --install` (the pretest step): report the browser, or
// download Playwright's Chromium when there is none, or stop with what to install.
if (import.meta.main) {
  let found: FoundBrowser | undefined;
  try {
    found = findBrowser();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  if (!found && process.argv.includes('--install')) {
    console.log('No system Chromium or Chrome found: downloading Playwright\'s Chromium (npx playwright install chromium).');
    const cli = resolve(import.meta.dirname, '../node_modules/@playwright/test/cli.js');
    spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit' });
    found = findBrowser();
  }
  if (!found) {
    console.error(INSTALL_ADVICE);
    process.exit(1);
  }
  console.log(`Browser for tests and bench (${found.source}): ${found.path}`);
}
