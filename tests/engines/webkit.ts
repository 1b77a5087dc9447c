// WebKit (the engine of every iPhone browser), driven by webdriverio over classic WebDriver:
// WebKitGTK's `WebKitWebDriver` on Linux (Debian: webkit2gtk-driver), under Xvfb when there
// is no display; Safari's `safaridriver` on macOS. webdriverio is given the driver's address,
// so it never looks for or downloads a driver of its own. Classic WebDriver can't report the
// page's console: the front door (server.ts) notes the page's errors in sessionStorage.
// Each phone is a driver and browser of its own (one session per WebKitWebDriver).
import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { FIND_TIMEOUT, pacer, type Engine, type Phone, type Target } from './driver.ts';
import { pageLib } from './page.ts';
import { endGroup, ERRORS_KEY, freePort } from './server.ts';
import { onPath } from './which.ts';

export function webkitDriver(): { path: string; name: string } | undefined {
  const found = process.env.WEBKIT_WEBDRIVER || onPath('WebKitWebDriver');
  if (found) return { path: found, name: 'WebKitWebDriver' };
  if (process.platform === 'darwin' && onPath('safaridriver')) return { path: onPath('safaridriver')!, name: 'safaridriver' };
  return undefined;
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const script = (fn: string, args: unknown[]) => `return (async () => { const lib = (${pageLib})(); return (${fn})(lib, ...${JSON.stringify(args)}); })()`;

async function startDriver(path: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const args = path.endsWith('safaridriver') ? ['-p', String(port)] : [`--port=${port}`];
  // No display (CI, a server): a virtual one for this driver alone.
  const headless = process.platform === 'linux' && !process.env.DISPLAY;
  const xvfb = onPath('xvfb-run');
  if (headless && !xvfb) throw new Error('no display and no xvfb-run (Debian/Ubuntu: apt-get install xvfb xauth)');
  const child = headless ? spawn(xvfb!, ['-a', '-s', '-screen 0 1280x1024x24', path, ...args], { detached: true, stdio: 'ignore' }) : spawn(path, args, { detached: true, stdio: 'ignore' });
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${path} exited (${child.exitCode})`);
    if (await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false)) return { child, port };
    await new Promise((r) => setTimeout(r, 200));
  }
  endGroup(child);
  throw new Error(`${path} did not start`);
}

export async function webkit(origin: string): Promise<Engine> {
  const driver = webkitDriver();
  if (!driver) throw new Error('WebKitWebDriver not found');
  const children: ChildProcess[] = [];
  let version = '';

  async function phone(): Promise<Phone> {
    const { child, port } = await startDriver(driver!.path);
    children.push(child);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryTimeout: 120_000,
      capabilities: driver!.name === 'safaridriver' ? { browserName: 'safari' } : { 'wdio:enforceWebDriverClassic': true, 'webkitgtk:browserOptions': { args: ['--automation'] } } as WebdriverIO.Capabilities,
    });
    version ||= `${browser.capabilities.browserName} ${browser.capabilities.browserVersion}`;
    await browser.setWindowSize(390, 844);
    const pace = pacer();

    const run = <T,>(fn: string, args: unknown[]) => browser.execute(script(fn, args)) as Promise<T>;
    /** The element's WebDriver id, once the page shows it (waited for, as a person waits for a screen to draw). */
    async function element(target: Target): Promise<string> {
      const end = Date.now() + FIND_TIMEOUT;
      for (;;) {
        const found = (await browser.execute(`return (${pageLib})().find(${JSON.stringify(target)})`)) as Record<string, string> | null;
        const id = found?.[ELEMENT] ?? found?.elementId;
        if (id) return id;
        if (Date.now() > end) throw new Error(`not on the page: ${JSON.stringify(target)} (${await run<string>('(lib) => lib.describe()', [])})`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
    return {
      goto: async (path) => void (await browser.url(origin + path)),
      reload: async () => void (await browser.refresh()),
      run: (fn, ...args) => run(fn, args),
      async click(target) {
        await pace();
        try {
          await browser.elementClick(await element(target));
        } catch (error) {
          // Drawn anew between finding and clicking (a helper's re-render): find it again.
          if (!/stale/i.test(String(error))) throw error;
          await browser.elementClick(await element(target));
        }
      },
      async type(target, text) {
        const id = await element(target);
        await browser.elementClear(id);
        await browser.elementSendKeys(id, text);
      },
      // The whole screen, not the element's own screenshot: WebKitGTK's (2.50) counts the page's
      // scroll twice and returns black where the element lies below the first screen.
      async shot(target) {
        const id = await element(target);
        await browser.execute('arguments[0].scrollIntoView({ block: "center" })', { [ELEMENT]: id });
        return Buffer.from(await browser.takeScreenshot(), 'base64');
      },
      errors: () => run<string[]>(`() => { const e = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]'); sessionStorage.removeItem(${JSON.stringify(ERRORS_KEY)}); return e; }`, []),
      async close() {
        await browser.deleteSession().catch(() => undefined);
        endGroup(child);
      },
    };
  }

  const first = await phone();
  let handed = false;
  return {
    name: 'WebKit',
    get version() {
      return version;
    },
    // The first phone is started at once (to read the version); later ones on demand.
    phone: async () => (handed ? phone() : ((handed = true), first)),
    async close() {
      for (const child of children) endGroup(child);
    },
  };
}
