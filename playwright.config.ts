import { defineConfig } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { BROWSER_ARGS, requireBrowser } from './scripts/find-browser.ts';

// CHROMIUM_PATH, else the system Chromium/Chrome, else Playwright's own (the pretest
// step downloads it only when there is no other); stops with what to install otherwise.
const executablePath = requireBrowser().path;

// A free local port unless one is given: ask the OS for one in a child process
// (the config has to be synchronous).
function freePort(): number {
  const out = spawnSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  return Number(String(out.stdout).trim());
}
const port = Number(process.env.PORT) || freePort();
process.env.PORT = String(port); // workers re-read this config; keep them on the same server

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI: two cores running two browsers can starve a tap's timing; a real
  // failure fails twice. Locally a flaky test shows itself at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: BROWSER_ARGS,
    },
  },
  projects: [{ name: 'chromium-phone' }],
  webServer: {
    // Serves the already built site (npm test builds first): the real output, not a dev server.
    // --ignore-lock: several test runs (and a dev's own preview) may serve at once.
    command: `npx astro preview --ignore-lock --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
