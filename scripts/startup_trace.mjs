// Where a cold start's time goes (not a test: figures to read). One cold
// load of the home page at 4x CPU throttling, traced by Chromium, the same
// way as budgets.mjs (b): a fresh browser context, the first enabled and
// visible <button> recorded in the page by a MutationObserver from an init
// script. The page reports it by a console message, so that Playwright never
// evaluates its own (large) selector script in the page while it starts.
// Prints the requests (sent / finished, ms after the first request), then
// the renderer main thread's tasks of 4 ms or more, each with the trace
// events that filled it (durations summed by name, heaviest first).
//     source scripts/setup.sh; build_release
//     node scripts/startup_trace.mjs [DIST]      (default dist/; bench/counter/dist for the baseline)
// Tracing slows the page down: compare the shares, not the totals with (b).
import path from 'node:path';
import { pyServe, launch } from './bench_lib.mjs';

const dist = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist');
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
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript(() => {
    const check = () => {
      if (window.__usable !== undefined) return;
      for (const b of document.querySelectorAll('button:not([disabled])')) {
        const r = b.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) {
          window.__usable = performance.now();
          console.debug(`usable ${window.__usable}`);
          return;
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  });
  const usable = new Promise((resolve) => page.on('console', (m) => {
    const x = m.text().match(/^usable ([\d.]+)$/);
    if (x) resolve(Number(x[1]));
  }));
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm', 'loading'],
  });
  await page.goto(server.url(), { waitUntil: 'commit' });
  const t = await usable;
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
} finally {
  await browser.close();
  server.close();
}
