// What a tap cost the page's main thread in rendering, from a performance trace
// (`node scripts/profile-tap.ts <game> --trace file.json` prints it; or
// `node scripts/trace-summary.ts file.json`). The CPU profile names every script, but a
// frame's own style, layout and paint show there only as "(program)", and on a slowed
// phone they can be most of a tap: here they are by kind, and every layout over 2 ms on
// its own line (how many of the page's layout objects it redid, and the script that forced
// it, if one did: a layout forced in the middle of a tap is done again at its frame).
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { type?: string; stackTrace?: { functionName: string; url: string; lineNumber: number; columnNumber: number }[] };
    beginData?: { dirtyObjects?: number; totalObjects?: number; stackTrace?: { functionName: string; url: string; lineNumber: number; columnNumber: number }[] };
  };
}

const KINDS: Record<string, string> = { UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'paint', Paint: 'paint', Layerize: 'paint', Commit: 'paint' };

export function renderingSummary(file: string): string {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  // The page's main thread: the renderer main thread that ran the most.
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`)) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return 'No renderer main thread in the trace.';
  const on = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined);
  const start = Math.min(...on.map((e) => e.ts));
  // Script on the stack when a layout ran: in a frame's animation callback it is the frame's
  // own layout done early; in any other script, a layout forced mid-task.
  const scripts = on.filter((e) => /^(FireAnimationFrame|EventDispatch|FunctionCall|RunMicrotasks|TimerFire)$/.test(e.name));
  const inside = (e: TraceEvent) => scripts.filter((s) => s.ts <= e.ts && s.ts + s.dur! >= e.ts + e.dur!);
  const byKind = new Map<string, number>();
  const lines: string[] = [];
  for (const e of on) {
    const kind = KINDS[e.name];
    if (!kind) continue;
    const took = e.dur! / 1000;
    byKind.set(kind, (byKind.get(kind) ?? 0) + took);
    if (e.name !== 'Layout' || took < 2) continue;
    const forcer = e.args?.beginData?.stackTrace?.[0];
    const dirty = e.args?.beginData?.dirtyObjects;
    lines.push(
      `  at ${((e.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${took.toFixed(1)} ms` +
        (dirty !== undefined ? `, ${dirty} of ${e.args!.beginData!.totalObjects} objects` : '') +
        (inside(e).some((s) => s.name === 'FireAnimationFrame') ? ', read in a frame callback (the frame\'s own layout, early)' : inside(e).length ? `, forced by script mid-task (in ${inside(e).map((s) => s.args?.data?.type ?? s.name).join(' > ')})` : ', at its frame') +
        (forcer ? `, by ${forcer.functionName || '(anonymous)'} ${forcer.url.split('/').pop()}:${forcer.lineNumber + 1}:${forcer.columnNumber + 1}` : ''),
    );
  }
  const sum = (k: string) => `${(byKind.get(k) ?? 0).toFixed(1)} ms`;
  return `Rendering on the page's main thread over the trace: style ${sum('style')}, layout ${sum('layout')}, paint ${sum('paint')}.\nLayouts over 2 ms:\n${lines.join('\n') || '  none'}`;
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: node scripts/trace-summary.ts trace.json');
  console.log(renderingSummary(file));
}
