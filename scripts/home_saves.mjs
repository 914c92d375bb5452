// The home's start-up with a full list of saved games: the first usable
// control at 4x CPU throttling, cold (a fresh browser context each run),
// alternating an empty storage and the list a family who plays a lot leaves
// (30 games in progress, 10 finished: examples/saves_shelf.rs). Prints the
// median and p95 of each and the storage's size. A benchmark, not a test.
//     source scripts/setup.sh; build_release
//     node scripts/home_saves.mjs [--runs 9] [--dist DIR]
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pyServe, launch, firstUsableControl } from './bench_lib.mjs';

const args = process.argv.slice(2);
const arg = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const RUNS = Number(arg('--runs', '9'));
const DIST = path.resolve(arg('--dist', 'dist'));
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const entries = JSON.parse(execFileSync('cargo', ['run', '-q', '--release', '--no-default-features', '--example', 'saves_shelf'],
  { cwd: ROOT, maxBuffer: 64 << 20 }).toString());
const bytes = entries.reduce((n, [k, v]) => n + k.length + v.length, 0);
console.log(`saved games: ${entries.filter(([k]) => k.includes('.save.')).length}, ${(bytes / 1024).toFixed(0)} KB of localStorage`);

const server = await pyServe(DIST);
const browser = await launch();
const origin = new URL(server.url()).origin;
const quantile = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]; };
const times = { empty: [], full: [] };
for (let i = 0; i < RUNS; i++) {
  for (const k of i % 2 ? ['full', 'empty'] : ['empty', 'full']) {
    const storageState = { cookies: [], origins: k === 'full' ? [{ origin, localStorage: entries.map(([name, value]) => ({ name, value })) }] : [] };
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const usable = await firstUsableControl(page, 60_000, '[data-testid=home] button:not([disabled])');
    await page.goto(server.url(), { waitUntil: 'commit' });
    times[k].push(await usable.when);
    if (k === 'full' && i === 0) {
      await page.waitForSelector('[data-testid=saves-going]');
      const n = await page.locator('[data-testid=resume]').count();
      const f = await page.locator('[data-testid=finished]').count();
      console.log(`the home lists ${n} games in progress and ${f} finished`);
    }
    await context.close();
  }
}
console.log('home start-up to its first usable control, 4x CPU throttling:');
for (const k of ['empty', 'full']) {
  console.log(`  ${k.padEnd(6)} median ${quantile(times[k], 0.5).toFixed(0)} ms, p95 ${quantile(times[k], 0.95).toFixed(0)} ms  [${times[k].map((x) => x.toFixed(0)).join(', ')}]`);
}
console.log(`  difference of medians: ${(quantile(times.full, 0.5) - quantile(times.empty, 0.5)).toFixed(0)} ms`);
await browser.close();
server.close();
