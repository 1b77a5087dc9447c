// node scripts/profile-tap.ts <game> ["button name"]: a CPU profile of a play page's first
// tap (or of the scripted turn's tap named, once the turn's steps before it are played), as the bench makes it (CPU slowed 4×, a finger's touch: down, 80 ms, up), through the
// DevTools protocol's Profiler. Prints where the time went, from the touch to the paint after
// the click: self time per function and per script file, and the tap's own Event Timing.
// Expects a build in dist/ (npm run build); `--save file.cpuprofile` keeps the profile and
// `--trace file.json` records a performance trace (both open in Chrome DevTools' Performance panel)
// and prints the rendering it shows (scripts/trace-summary.ts).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, requireBrowser } from './find-browser.ts';
import { base, root } from './site.ts';
import { playTurn } from './turn-play.ts';
import { renderingSummary } from './trace-summary.ts';
import { TURNS } from './turns.ts';

const [game = 'emperor', ...rest] = process.argv.slice(2);
const save = rest.includes('--save') ? rest[rest.indexOf('--save') + 1] : undefined;
const named = rest.find((a, i) => !a.startsWith('--') && !/^--(save|trace)$/.test(rest[i - 1] ?? ''));
const first = TURNS[game]?.find((s) => 'tap' in s) as { tap: string | RegExp } | undefined;
const name = named ?? first?.tap;
if (!name) throw new Error(`No first tap for ${game}: name one.`);

const port = await new Promise<number>((done) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as { port: number }).port;
    s.close(() => done(p));
  });
});
const preview = spawn(join(root, 'node_modules/.bin/astro'), ['preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(port)], { cwd: root, stdio: 'ignore' });
const site = `http://127.0.0.1:${port}${base}`;
for (let i = 0; !(await fetch(site).then((r) => r.ok, () => false)); i++) {
  if (i > 600) throw new Error('astro preview did not answer'); // 2 minutes: a busy machine starts it slowly
  await new Promise((r) => setTimeout(r, 200));
}
const browser = await chromium.launch({ executablePath: requireBrowser().path, args: BROWSER_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __taps: { name: string; duration: number; start: number; processing: number; end: number }[] };
    w.__taps = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        w.__taps.push({ name: e.name, duration: e.duration, start: e.startTime, processing: e.processingStart, end: e.processingEnd });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await page.goto(`${site}games/${game}/play/`, { waitUntil: 'load' });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  // The turn's steps before the named tap, played as a careful player would.
  const at = TURNS[game]?.findIndex((s) => 'tap' in s && String(s.tap) === String(name)) ?? -1;
  if (at > 0) {
    const { stuck } = await playTurn(page, game, { tap: (t) => t.tap(), steps: TURNS[game]!.slice(0, at), after: () => page.waitForTimeout(600) });
    if (stuck) throw new Error(stuck);
  }
  await page.waitForTimeout(1000);
  const target = page.locator('astro-island').first().getByRole('button', { name, exact: true }).first();
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const trace = rest.includes('--trace') ? rest[rest.indexOf('--trace') + 1] : undefined;
  if (trace) await browser.startTracing(page, { path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'] });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(80);
  const stepBefore = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('astro-island [data-step]')].map((e) => e.dataset.step).join(' '));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // Until the step the tap leads to is drawn (a screen loaded on demand comes later than the click's paint), then a little more.
  await page
    .waitForFunction((before) => [...document.querySelectorAll<HTMLElement>('astro-island [data-step]')].map((e) => e.dataset.step).join(' ') !== before, stepBefore, { timeout: 10_000 })
    .catch(() => console.log('(the step did not change within 10 s)'));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
  const { profile } = await cdp.send('Profiler.stop');
  if (trace) await browser.stopTracing();
  if (save) writeFileSync(save, JSON.stringify(profile));
  const taps = await page.evaluate(() => (window as unknown as { __taps: { name: string; duration: number; start: number; processing: number; end: number }[] }).__taps);
  const kinds = /^(pointerdown|pointerup|touchstart|touchend|mousedown|mouseup|click)$/;
  console.log(`${game}, first tap "${name}" (CPU 4×), Event Timing (≥ 16 ms), from the touch:`);
  const t0 = taps.find((t) => kinds.test(t.name))?.start ?? 0;
  for (const t of taps.filter((t) => kinds.test(t.name))) {
    console.log(`  ${t.name.padEnd(12)} at ${(t.start - t0).toFixed(0).padStart(4)} ms, handlers from ${(t.processing - t0).toFixed(0)} to ${(t.end - t0).toFixed(0)} ms, next paint at ${(t.start - t0 + t.duration).toFixed(0)} ms (duration ${t.duration})`);
  }

  // Self time per node from the samples.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  profile.samples?.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000));
  const perFn = new Map<string, number>();
  const perFile = new Map<string, number>();
  for (const [id, t] of self) {
    const f = byId.get(id)!.callFrame;
    const file = f.url ? f.url.split('/').pop()! : `(${f.functionName || 'program'})`;
    const fn = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    perFn.set(fn, (perFn.get(fn) ?? 0) + t);
    perFile.set(file, (perFile.get(file) ?? 0) + t);
  }
  // Who forces layout: the callers of getBoundingClientRect and focus, with their self time there.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const forced = new Map<string, number>();
  for (const [id, t] of self) {
    const f = byId.get(id)!.callFrame;
    if (!/^(getBoundingClientRect|focus|scrollBy|offsetHeight|getComputedStyle)$/.test(f.functionName)) continue;
    const chain: string[] = [];
    for (let p = parent.get(id); p !== undefined && chain.length < 3; p = parent.get(p)) {
      const c = byId.get(p)!.callFrame;
      chain.push(`${c.functionName || '(anonymous)'} ${c.url.split('/').pop()}:${c.lineNumber + 1}:${c.columnNumber + 1}`);
    }
    const k = `${f.functionName} <- ${chain.join(' <- ')}`;
    forced.set(k, (forced.get(k) ?? 0) + t);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n');
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\nSampled ${total.toFixed(0)} ms (idle included). Self time per file:\n${top(perFile, 15)}\n\nPer function:\n${top(perFn, 30)}\n\nLayout read by:\n${top(forced, 12)}`);
  // The frame's own style, layout and paint, which the CPU profile counts as "(program)".
  if (trace) console.log(`\n${renderingSummary(trace)}`);
} finally {
  await browser.close();
  preview.kill();
}
