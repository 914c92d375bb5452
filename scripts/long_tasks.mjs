// The long tasks of a page's cold load (not a test: figures to read): what
// Lighthouse's Total Blocking Time is made of. One cold load of the address
// at 4x CPU throttling in a phone-sized viewport, traced by Chromium for 6 s;
// prints each main-thread task over 50 ms (ms after navigation, length) with
// the trace events that filled it, and the sum of their parts over 50 ms.
//     source scripts/setup.sh; build_release
//     node scripts/long_tasks.mjs ['?game=sorciers&seats=human,easy,easy&seed=1'] [--dist DIR]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pyServe, launch } from './bench_lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const i = process.argv.indexOf('--dist');
const DIST = path.resolve(i > 0 ? process.argv[i + 1] : path.join(ROOT, 'dist'));
const QUERY = process.argv.slice(2).find((a, k, all) => a.startsWith('?') && all[k - 1] !== '--dist') ?? '?game=sorciers&seats=human,easy,easy&seed=1';

const app = await pyServe(DIST);
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(app.url(QUERY));
  await page.waitForTimeout(6000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const main = events.filter((e) => e.ph === 'X' && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain').sort((a, b) => a.ts - b.ts);
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? main[0].ts;
  console.log(`${QUERY} (${path.relative(ROOT, DIST) || DIST}): main-thread tasks over 50 ms, 4x CPU throttle`);
  let blocking = 0;
  for (const task of main.filter((e) => e.name === 'RunTask' && e.dur > 50_000)) {
    blocking += (task.dur - 50_000) / 1000;
    const parts = {};
    for (const e of main) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur || /RunTask|ThreadController/.test(e.name)) continue;
      const url = e.args?.data?.url ? `(${e.args.data.url.split('/').pop().slice(0, 24)})` : '';
      parts[e.name + url] = (parts[e.name + url] ?? 0) + (e.dur ?? 0) / 1000;
    }
    const top = Object.entries(parts).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
    console.log(`  ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${top}`);
  }
  console.log(`  sum of the parts over 50 ms: ${blocking.toFixed(0)} ms`);
  await context.close();
} finally {
  await browser.close();
  app.close();
}
