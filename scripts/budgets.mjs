// Tablée's performance budgets, measured (a script that prints figures, not a
// test: it never fails on a figure). Run after a release build:
//     ./scripts/serve.sh   (or: source scripts/setup.sh; build_release)
//     node scripts/budgets.mjs [--runs N]
// 1. First-visit download: html + js + wasm + css of dist/, gzip -9 (and brotli).
// 2. Start-up to the first usable control (an enabled <button> on screen), at
//    4x CPU throttling, Tablée vs a one-counter Leptos 0.8 app built the same
//    way (bench/counter, built here if needed); fresh browser context per run.
// 3. A card tap, painted: Event Timing (click → next paint) at 4x throttling,
//    over the taps of a real game (computer pace "fast", so their moves do not
//    share the tap's frame).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve, launch } from '../tests/e2e/harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const quantile = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };
const verdict = (ok) => (ok ? 'OK' : 'OVER');

// ---------------------------------------------------------------- 1. bytes
function bytes(dir) {
  const files = fs.readdirSync(dir).filter((f) => /\.(html|js|wasm|css)$/.test(f) && f !== 'sw.js');
  let gz = 0, br = 0, raw = 0;
  const rows = files.map((f) => {
    const data = fs.readFileSync(path.join(dir, f));
    const g = zlib.gzipSync(data, { level: 9 }).length;
    const b = zlib.brotliCompressSync(data).length;
    gz += g; br += b; raw += data.length;
    return `  ${f.padEnd(40)} ${kb(data.length).padStart(10)} raw ${kb(g).padStart(9)} gzip ${kb(b).padStart(9)} br`;
  });
  return { rows, gz, br, raw };
}

console.log('== 1. First visit download (html + js + wasm + css), budget 120 KB gzip');
const app = bytes(path.join(ROOT, 'dist'));
app.rows.forEach((r) => console.log(r));
console.log(`  total ${kb(app.raw)} raw, ${kb(app.gz)} gzip, ${kb(app.br)} brotli → ${verdict(app.gz <= 120 * 1024)}`);

// ---------------------------------------------------------------- 2. start-up
const counterDir = path.join(ROOT, 'bench', 'counter');
if (!fs.existsSync(path.join(counterDir, 'dist', 'index.html'))) {
  console.log('\n(building the counter baseline in bench/counter: once, a few minutes)');
  execSync('trunk build --release --offline', { cwd: counterDir, stdio: ['ignore', 'ignore', 'inherit'] });
}
const counter = bytes(path.join(counterDir, 'dist'));
console.log(`  (baseline counter app: ${kb(counter.raw)} raw, ${kb(counter.gz)} gzip)`);

const appServer = await serve({ prefix: '/app/' });
const counterServer = await serve({ prefix: '/counter/', root: path.join(counterDir, 'dist') });
const browser = await launch();

async function startup(url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const check = () => {
      const b = document.querySelector('button:not([disabled])');
      if (b && b.getBoundingClientRect().height > 0 && window.__usable === undefined) {
        window.__usable = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__usable !== undefined, null, { timeout: 60_000 });
  const t = await page.evaluate(() => window.__usable);
  await context.close();
  return t;
}

console.log(`\n== 2. Start-up to the first usable control, 4x CPU throttle, ${RUNS} cold runs each (alternating)`);
const times = { app: [], counter: [] };
for (let i = 0; i < RUNS; i++) {
  times.counter.push(await startup(counterServer.url()));
  times.app.push(await startup(appServer.url()));
}
for (const k of ['counter', 'app']) {
  console.log(`  ${k.padEnd(8)} median ${quantile(times[k], 0.5).toFixed(0)} ms, p95 ${quantile(times[k], 0.95).toFixed(0)} ms  [${times[k].map((x) => x.toFixed(0)).join(', ')}]`);
}
const ratio = quantile(times.app, 0.5) / quantile(times.counter, 0.5);
console.log(`  ratio app/counter (medians) ${ratio.toFixed(2)} (budget ≤ 1.5) → ${verdict(ratio <= 1.5)}`);

// ---------------------------------------------------------------- 3. tap → paint
console.log('\n== 3. Card tap to paint, 4x CPU throttle (Event Timing: click → next paint)');
{
  const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(() => {
    window.__taps = [];
    window.__events = [];
    let t0 = 0;
    document.addEventListener('click', (e) => {
      if (e.target.closest('[data-testid=hand] button[data-card]')) t0 = performance.now();
    }, true);
    document.addEventListener('click', () => { if (t0) { window.__taps.push(performance.now() - t0); t0 = 0; } });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name === 'click' && e.target?.closest?.('[data-testid=hand]')) window.__events.push(e.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(appServer.url('?game=sorciers&seats=human,easy,easy&pace=fast&seed=7'));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let taps = 0;
  while (taps < 40) {
    const card = await page.waitForSelector('[data-testid=hand].playing button[data-card][aria-disabled=false], [data-testid=bid-options] button[aria-disabled=false], [data-testid=end]', { timeout: 60_000 });
    const id = await card.evaluate((e) => e.dataset.testid || e.closest('[data-testid]').dataset.testid);
    if (id === 'end') break;
    // Dispatch the tap from inside the page: no test-driver work in the measured frame.
    const before = await page.getAttribute('[data-testid=table]', 'data-moves');
    await card.evaluate((e) => e.click());
    if (id === 'hand') taps++;
    await page.waitForFunction((b) => document.querySelector('[data-testid=table]').dataset.moves !== b, before);
    await page.waitForTimeout(50);
  }
  const { handler, events } = await page.evaluate(() => ({ handler: window.__taps, events: window.__events }));
  const n = handler.length;
  // Event Timing only reports events of 16 ms or more: the others were painted within the frame.
  const durations = [...events, ...Array(Math.max(0, n - events.length)).fill(16)];
  console.log(`  ${n} taps: app handler p50 ${quantile(handler, 0.5).toFixed(1)} ms, p95 ${quantile(handler, 0.95).toFixed(1)} ms`);
  console.log(`  click → next paint: ${events.length} of ${n} taps took ≥ 16 ms; p50 ${quantile(durations, 0.5).toFixed(0)} ms, p95 ${quantile(durations, 0.95).toFixed(0)} ms (Event Timing rounds to 8 ms) → ${verdict(quantile(durations, 0.95) <= 16)}`);
  await context.close();
}

await browser.close();
await appServer.close();
await counterServer.close();
