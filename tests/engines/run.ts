// The smoke suites in WebKit and Firefox (`npm run test:engines`, part of `npm test`): the
// steps of steps.ts in each engine this machine has, on the built site (`dist/`). An engine
// that isn't installed is reported as skipped, by name, and doesn't fail the run, except on
// CI (CI=true), where both must run. ENGINES=webkit or ENGINES=firefox runs one.
import { firefox, firefoxPath } from './firefox.ts';
import { frontDoor, preview } from './server.ts';
import { steps } from './steps.ts';
import { webkit, webkitDriver } from './webkit.ts';
import type { Engine, Phone } from './driver.ts';

interface Candidate {
  name: string;
  /** Why it can't run here, or undefined when it can. */
  missing: () => string | undefined;
  /** The front door adds the error notes for engines whose driver can't report the console. */
  catchErrors: boolean;
  start: (origin: string) => Promise<Engine>;
}

const candidates: Candidate[] = [
  { name: 'WebKit', missing: () => (webkitDriver() ? undefined : 'WebKitWebDriver not found'), catchErrors: true, start: webkit },
  { name: 'Firefox', missing: () => (firefoxPath() ? undefined : 'Firefox not found'), catchErrors: false, start: firefox },
];

const chosen = (process.env.ENGINES ?? 'webkit,firefox').toLowerCase().split(',');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let passed = 0;
let failed = 0;
let skipped = 0;

const site = await preview();
try {
  for (const c of candidates.filter((c) => chosen.includes(c.name.toLowerCase()))) {
    const missing = c.missing();
    if (missing) {
      if (process.env.CI) {
        console.log(`${c.name}: FAILED, ${missing} (CI runs every engine)`);
        failed++;
      } else {
        console.log(`${c.name}: skipped, ${missing}`);
        skipped++;
      }
      continue;
    }
    const started = Date.now();
    const door = await frontDoor(site.origin, { catchErrors: c.catchErrors });
    let engine: Engine | undefined;
    try {
      engine = await c.start(door.origin);
      console.log(`${c.name} (${engine.version}):`);
      for (const s of steps) {
        const t = Date.now();
        const notes: string[] = [];
        // Each step's phones are put away after it (as if nobody touched them again): no
        // page of an earlier step runs on beside the next one.
        const opened: Phone[] = [];
        const own = engine;
        const phones: Engine = { name: own.name, version: own.version, phone: async () => (opened.push(await own.phone()), opened.at(-1)!), close: () => own.close() };
        try {
          await s.run({ engine: phones, door, note: (line) => notes.push(line) });
          passed++;
          console.log(`  ✓ ${s.name} (${seconds(Date.now() - t)})`);
        } catch (error) {
          failed++;
          console.log(`  ✗ ${s.name} (${seconds(Date.now() - t)})\n    ${error instanceof Error ? error.message : String(error)}`.replaceAll('\n', '\n    '));
          await door.up().catch(() => undefined); // a step that failed offline leaves the site down
        }
        for (const p of opened) await p.close().catch(() => undefined);
        for (const n of notes) console.log(`      ${n}`);
      }
    } catch (error) {
      failed++;
      console.log(`${c.name}: FAILED to start: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await engine?.close().catch(() => undefined);
      await door.close();
    }
    console.log(`${c.name}: ${seconds(Date.now() - started)}`);
  }
} finally {
  site.stop();
}

console.log(`\nengines: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
