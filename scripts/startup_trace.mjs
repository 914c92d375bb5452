// Where a cold start's time goes (not a test: figures to read). One cold
// load of the home page at 4x CPU throttling, traced by Chromium, the same
// way as budgets.mjs (b): a fresh browser context, the first enabled and
// visible <button> recorded in the page by a MutationObserver from an init
// script. The page reports it by a console message, so that Playwright never
// evaluates its own (large) selector script in the page while it starts.
// Prints the requests (sent / finished, ms after the first request), then
// the renderer main thread's tasks of 4 ms or more, each with the trace
// events that filled it (durations summed by name, heaviest first), then the
// wasm functions V8 compiled on their first call before the first usable
// control (how many, their bytes, the largest: by name when the build keeps
// wasm names, see tap_profile.mjs --dist).
//     source scripts/setup.sh; build_release
//     node scripts/startup_trace.mjs [DIST] [--saves FILE]  (default dist/; bench/counter/dist for the baseline)
// --saves FILE starts with the localStorage entries of FILE (`[[key, value], …]`,
// as `cargo run --release --no-default-features --example saves_shelf` prints):
// a returning family's home, to compare with an empty one (home_saves.mjs).
// Tracing slows the page down: compare the shares, not the totals with (b).
import fs from 'node:fs';
import path from 'node:path';
import { pyServe, launch, firstUsableControl } from './bench_lib.mjs';

const argv = process.argv.slice(2);
const savesAt = argv.indexOf('--saves');
const saves = savesAt >= 0 ? JSON.parse(fs.readFileSync(argv[savesAt + 1], 'utf8')) : null;
const dist = path.resolve(argv.find((a, i) => !a.startsWith('--') && i !== savesAt + 1) ?? 'dist');
const THROTTLE = 4;
// Events worth naming inside a task (the rest are wrappers or tiny).
const NAMED = new Set([
  'ParseHTML', 'ParseAuthorStyleSheet', 'EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'V8.ParseProgram',
  'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'EventDispatch',
  'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit',
  'v8.wasm.compileConsume', 'wasm.OnBytesReceived', 'wasm.FinishStreaming', 'wasm.SyncInstantiate', 'wasm.CompileLazy',
  'MinorGC', 'MajorGC',
]);

const server = await pyServe(dist);
const browser = await launch();
try {
  const origin = new URL(server.url()).origin;
  const context = await browser.newContext(saves ? { storageState: { cookies: [], origins: [{ origin, localStorage: saves.map(([name, value]) => ({ name, value })) }] } } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const usable = await firstUsableControl(page);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm', 'loading'],
  });
  await page.goto(server.url(process.env.QUERY || ''), { waitUntil: 'commit' });
  const t = await usable.when;
  await page.waitForTimeout(300);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;

  const first = events.find((e) => e.name === 'ResourceSendRequest');
  const ms = (ts) => ((ts - first.ts) / 1000).toFixed(1).padStart(7);
  console.log(`${path.relative(process.cwd(), dist) || '.'}: first usable control ${t.toFixed(0)} ms after navigation start (page clock), ${THROTTLE}x CPU throttle, traced`);
  console.log('requests:');
  const urls = new Map();
  for (const e of events.filter((e) => e.name === 'ResourceSendRequest' || e.name === 'ResourceFinish')) {
    const d = e.args?.data ?? {};
    if (d.url) urls.set(d.requestId, d.url);
    const name = (urls.get(d.requestId) ?? d.requestId ?? '').replace(/^https?:\/\/[^/]+\//, '/');
    console.log(`  ${ms(e.ts)} ${e.name === 'ResourceFinish' ? 'finished' : 'sent    '} ${name}`);
  }
  console.log('main-thread tasks of 4 ms or more:');
  const main = events.filter((e) => e.pid === first.pid && e.tid === first.tid && e.ph === 'X');
  const tasks = main.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur >= 4000);
  for (const task of tasks) {
    const sums = {};
    for (const e of main) {
      if (e === task || !NAMED.has(e.name) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
      const url = e.args?.data?.url ?? '';
      const k = url ? `${e.name}(${url.split('/').pop() || '/'})` : e.name;
      sums[k] = (sums[k] ?? 0) + e.dur / 1000;
    }
    const what = Object.entries(sums).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
    console.log(`  ${ms(task.ts)} ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${what}`);
  }
  lazyCompiled(events.filter((e) => e.name === 'wasm.CompileLazy' && e.ts <= first.ts + t * 1000 + 50_000));
} finally {
  await browser.close();
  server.close();
}

/** The functions compiled on first call (trace events with their index), against the .wasm's code section. */
function lazyCompiled(events) {
  const file = fs.readdirSync(dist).find((f) => /^tablee-[0-9a-f]+_bg\.wasm$/.test(f));
  if (!file) return;
  const b = fs.readFileSync(path.join(dist, file));
  let i = 8;
  const leb = () => { let r = 0, s = 0, x; do { x = b[i++]; r += (x & 0x7f) * 2 ** s; s += 7; } while (x & 0x80); return r; };
  const limits = () => { if (leb() & 1) leb(); leb(); };
  let imported = 0;
  const sizes = [];
  const names = {};
  while (i < b.length) {
    const id = b[i++];
    const end = leb() + i;
    if (id === 0) { // custom: the "name" section's function names
      const n = leb();
      const name = b.subarray(i, i + n).toString();
      i += n;
      while (name === 'name' && i < end) {
        const sub = b[i++];
        const subEnd = leb() + i;
        if (sub === 1) for (let k = leb(); k > 0; k--) { const f = leb(); const l = leb(); names[f] = b.subarray(i, i + l).toString(); i += l; }
        i = subEnd;
      }
    } else if (id === 2) { // imports: functions come first in the index space
      for (let k = leb(); k > 0; k--) {
        for (let str = 0; str < 2; str++) { const n = leb(); i += n; } // module and field names
        const kind = b[i++];
        if (kind === 0) { leb(); imported++; } else if (kind === 1) { i++; limits(); } else if (kind === 2) limits(); else i += 2;
      }
    } else if (id === 10) {
      for (let k = leb(); k > 0; k--) { const n = leb(); sizes.push(n); i += n; }
    }
    i = end;
  }
  const fns = [...new Set(events.map((e) => e.args?.func_index).filter((f) => f !== undefined))];
  const size = (f) => sizes[f - imported] ?? 0;
  const total = fns.reduce((s, f) => s + size(f), 0);
  console.log(`wasm functions compiled on their first call before the first usable control: ${fns.length}, ` +
    `${(total / 1024).toFixed(1)} KB of ${(sizes.reduce((s, n) => s + n, 0) / 1024).toFixed(1)} KB of code; the largest:`);
  for (const f of fns.sort((a, c) => size(c) - size(a)).slice(0, 10)) {
    console.log(`  ${String(size(f)).padStart(7)} B  ${(names[f] ?? `wasm-function[${f}]`).slice(0, 140)}`);
  }
}
