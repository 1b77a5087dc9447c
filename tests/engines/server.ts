// The built site as the smoke suites see it: `astro preview` (as the Playwright e2e serves
// it) behind a small front door on another free port. The browser only ever talks to the
// front door, so the suites can take the site off the network and bring it back (offline
// is "the server is gone", which every engine's driver can do), and, for an engine whose
// driver can't report the page's console (WebKit's classic WebDriver), the front door puts
// a few lines first in every page that note its errors where the suite can read them.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';
import { root } from '../../scripts/site.ts';

/** The sessionStorage key the error notes are kept under (sessionStorage: a test's localStorage.clear() leaves it). */
export const ERRORS_KEY = 'smoke:errors';

/**
 * Notes uncaught exceptions, unhandled rejections and console.error calls, first thing in
 * the page (before any of the site's scripts), in sessionStorage so they outlive a reload.
 */
const CATCHER = `<script>(()=>{const note=(m)=>{try{const a=JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)})||'[]');a.push(location.pathname+': '+m);sessionStorage.setItem(${JSON.stringify(ERRORS_KEY)},JSON.stringify(a))}catch{}};addEventListener('error',(e)=>note('uncaught: '+(e.error&&e.error.stack||e.message)));addEventListener('unhandledrejection',(e)=>note('unhandled rejection: '+(e.reason&&e.reason.stack||e.reason)));const ce=console.error;console.error=(...a)=>{note('console.error: '+a.map(String).join(' '));ce.apply(console,a)}})()</script>`;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function until(what: string, ok: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The built site served by `astro preview` on a free port; `stop()` ends it. */
export async function preview(): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const astro = spawn(process.execPath, [`${root}/node_modules/astro/bin/astro.mjs`, 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const origin = `http://127.0.0.1:${port}`;
  await until('astro preview', async () => (await fetch(`${origin}/`)).ok);
  return { origin, stop: () => void astro.kill() };
}

export interface FrontDoor {
  /** The address the browser opens (with no trailing slash). */
  origin: string;
  /** Takes the site off the network: every connection, open or new, is hung up on. */
  down(): Promise<void>;
  /** Serves the site again. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A front door to `upstream` on a free port of its own; `catchErrors` adds the error notes to every page. */
export async function frontDoor(upstream: string, { catchErrors }: { catchErrors: boolean }): Promise<FrontDoor> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  // Down, the door keeps its port (closing it would let an outgoing connection take it) but
  // hangs up on every connection at once: to a browser, the server is gone.
  let open = true;
  const server = http.createServer((req, res) => void handle(req, res));
  server.on('connection', (s) => {
    if (!open) return void s.destroy();
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(await Array.fromAsync(req));
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && k !== 'host' && k !== 'accept-encoding')) as Record<string, string>;
      const up = await fetch(upstream + req.url, { method: req.method, headers, body, redirect: 'manual' });
      const out: Record<string, string> = {};
      up.headers.forEach((v, k) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k)) out[k] = v;
      });
      if (out.location?.startsWith(upstream)) out.location = out.location.slice(upstream.length);
      let bytes = Buffer.from(await up.arrayBuffer());
      if (catchErrors && (out['content-type'] ?? '').startsWith('text/html')) {
        bytes = Buffer.from(String(bytes).replace(/<head[^>]*>/i, (m) => m + CATCHER));
      }
      res.writeHead(up.status, { ...out, 'content-length': String(bytes.length) });
      res.end(req.method === 'HEAD' ? undefined : bytes);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async down() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    async up() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

/** Ends a child process and everything it started (it was spawned `detached`, in a process group of its own). */
export function endGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
