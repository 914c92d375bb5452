// Where a tap's time goes, from Chromium's own trace: the same seeded walk
// as budgets.mjs (c) (one human seat, two computer seats, pace instant, 4x
// CPU throttling), recorded with the DevTools timeline categories, then the
// renderer main thread's work summed by kind (script, style, layout, paint…)
// per tap. Prints figures; not a test.
//     source scripts/setup.sh; build_release
//     node scripts/tap_profile.mjs [--games levee,bourse] [--taps 20] [--cpu 25] [--dist DIR] [--inject FILE.css] [--frame] [--paints N]
// --cpu N also takes a sampling CPU profile of the same walk and prints its N
// heaviest functions by self time (wasm functions by name when the build
// keeps the name section, else as wasm-function[i]). For names, build a copy
// without wasm-opt and with wasm-bindgen's --keep-debug (index.html's rust
// link with data-wasm-opt="0" data-keep-debug, `trunk build --release
// --dist /tmp/distprof`) and pass --dist /tmp/distprof.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pyServe, launch } from './bench_lib.mjs';
import { GAME_IDS } from './games.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const TAPS = Number(arg('taps', 20));
const GAMES = arg('games', GAME_IDS.join(',')).split(',');
const THROTTLE = 4;
const CPU = Number(arg('cpu', 0));
// --inject FILE.css adds a style sheet to the page (the CSP is bypassed for
// it): a what-if on the style without a rebuild ("is it the shadows?").
const INJECT = arg('inject', '');
// --paints N prints the N elements whose paint costs most per tap, by self time (the paint roots the
// trace names), with their classes: which parts of the table repaint.
const PAINTS = Number(arg('paints', 0));
// --frame also prints the work of the tap's own frame only (from the click to
// its frame's commit, the computers' replies left out), per tap.
const FRAME = process.argv.includes('--frame');

// Top-level kinds of main-thread work, by trace event name.
const KINDS = {
  script: ['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.run', 'EvaluateScript'],
  style: ['UpdateLayoutTree', 'ScheduleStyleRecalculation'],
  layout: ['Layout'],
  'pre-paint': ['PrePaint'],
  paint: ['Paint', 'PaintImage'],
  'layerize+commit': ['Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers'],
  'hit-test': ['HitTest'],
};
const KIND_OF = Object.fromEntries(Object.entries(KINDS).flatMap(([k, names]) => names.map((n) => [n, k])));

/** The renderer main thread's complete events of a trace, in time order (an enclosing event first). */
function mainThread(trace) {
  const events = JSON.parse(trace).traceEvents;
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  return events.filter((e) => e.ph === 'X' && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** Sums the main thread's top-level work by kind (an event inside another counted event is skipped). */
function summarise(events) {
  const main = events.filter((e) => KIND_OF[e.name]);
  const sums = {};
  let elements = 0;
  let styles = 0;
  let end = -Infinity;
  for (const e of main) {
    if (e.name === 'UpdateLayoutTree' && e.args?.elementCount) { elements += e.args.elementCount; styles++; }
    if (e.ts < end) continue; // nested in a counted event
    end = e.ts + (e.dur ?? 0);
    const k = KIND_OF[e.name];
    sums[k] = (sums[k] ?? 0) + (e.dur ?? 0) / 1000;
  }
  return { sums, elementsPerStyle: styles ? elements / styles : 0 };
}

/**
 * The tap's own frame: for each click, the main thread's work from the click
 * to the end of the first commit after its handler (the computers' replies
 * come in later frames), by kind; means over the clicks.
 */
function tapFrames(main) {
  const clicks = main.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const sums = {};
  for (const c of clicks) {
    const commit = main.find((e) => e.name === 'Commit' && e.ts > c.ts + c.dur);
    const stop = commit ? commit.ts + commit.dur : c.ts + c.dur;
    let end = -Infinity;
    for (const e of main) {
      if (e.ts < c.ts || !KIND_OF[e.name]) continue;
      if (e.ts > stop) break;
      if (e.ts < end) continue;
      end = e.ts + (e.dur ?? 0);
      sums[KIND_OF[e.name]] = (sums[KIND_OF[e.name]] ?? 0) + (e.dur ?? 0) / 1000 / clicks.length;
    }
  }
  return sums;
}

/** The heaviest functions of a CPU profile by self time, per tap. */
function printProfile(profile, taps) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const f = byId.get(id).callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url ? path.basename(f.url) : ''}`.trim();
    self.set(name, (self.get(name) ?? 0) + (dt[i + 1] ?? 0) / 1000);
  });
  const rows = [...self].filter(([n]) => n !== '(idle)' && n !== '(program)').sort((a, b) => b[1] - a[1]).slice(0, CPU);
  for (const [n, t] of rows) console.log(`      ${(t / Math.max(1, taps)).toFixed(2).padStart(7)} ms/tap  ${n}`);
}

/** The elements whose paint costs most per tap (self time), by the backend node ids of the trace's Paint events. */
async function printPaints(main, cdp, taps) {
  // Paint events nest (a layer's paint holds its children's): each is
  // counted by its self time; an image's paint (PaintImage) by its element.
  const events = main.filter((e) => (e.name === 'Paint' || e.name === 'PaintImage') && e.args?.data?.nodeId);
  const by = new Map();
  const stack = [];
  for (const e of events) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    const key = `${e.name === 'PaintImage' ? 'image ' : ''}${e.args.data.nodeId}`;
    const o = by.get(key) ?? { n: 0, ms: 0, id: e.args.data.nodeId };
    o.n++; o.ms += (e.dur ?? 0) / 1000;
    by.set(key, o);
    const parent = stack[stack.length - 1];
    if (parent) by.get(`${parent.name === 'PaintImage' ? 'image ' : ''}${parent.args.data.nodeId}`).ms -= (e.dur ?? 0) / 1000;
    stack.push(e);
  }
  await cdp.send('DOM.getDocument', { depth: -1 });
  const rows = [...by].sort((a, b) => b[1].ms - a[1].ms).slice(0, PAINTS);
  for (const [key, o] of rows) {
    let name = `${key.startsWith('image') ? 'image of ' : ''}node ${o.id}`;
    try {
      const { node } = await cdp.send('DOM.describeNode', { backendNodeId: o.id });
      const a = node.attributes ?? [];
      const attr = (k) => { const i = a.indexOf(k); return i >= 0 ? a[i + 1] : ''; };
      name = `${key.startsWith('image') ? 'image of ' : ''}${node.localName || node.nodeName}${attr('class') ? '.' + attr('class').trim().split(/\s+/).join('.') : ''}${attr('data-testid') ? `[${attr('data-testid')}]` : ''}`;
    } catch { name += ' (gone)'; }
    console.log(`      ${(o.n / Math.max(1, taps)).toFixed(2).padStart(6)} paints/tap ${(o.ms / Math.max(1, taps)).toFixed(2).padStart(6)} ms/tap (self)  ${name}`);
  }
}

const app = await pyServe(path.resolve(ROOT, arg('dist', 'dist')));
const browser = await launch();
const ENABLED = '[data-testid=table] [data-move]:not([aria-disabled=true]), [data-testid=table] [data-draft]:not([aria-disabled=true])';
console.log(`Main-thread work per tap (ms), ${THROTTLE}x CPU throttle, ${TAPS} taps a game (computer replies included)`);
console.log(`  ${'game'.padEnd(13)} ${Object.keys(KINDS).map((k) => k.padStart(9)).join(' ')}     total  DOM elements  restyled/recalc`);
try {
  for (const game of GAMES) {
    const context = await browser.newContext({ viewport: { width: 1180, height: 820 }, bypassCSP: Boolean(INJECT) });
    const page = await context.newPage();
    if (INJECT) {
      const css = fs.readFileSync(INJECT, 'utf8');
      await page.addInitScript((text) => {
        addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = text; document.head.append(s); });
      }, css);
    }
    const cdp = await context.newCDPSession(page);
    await page.goto(app.url(`?game=${game}&seats=human,easy,easy&pace=instant&seed=7`));
    await page.waitForSelector(`[data-testid=curtain-go], ${ENABLED}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...(process.env.TRACE_CATS ? process.env.TRACE_CATS.split(',') : [])] });
    if (CPU) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    let r = 7;
    const next = (n) => { r = (Math.imul(r, 1103515245) + 12345) >>> 0; return (r >>> 8) % n; };
    let taps = 0;
    for (let tries = 0; taps < TAPS && tries < TAPS * 4; tries++) {
      const ok = await page.waitForSelector(`[data-testid=end], [data-testid=curtain-go], ${ENABLED}`, { timeout: 60_000 }).then(() => true, () => false);
      if (!ok || await page.$('[data-testid=end]')) break;
      const curtain = await page.$('[data-testid=curtain-go]');
      if (curtain) { await curtain.click(); continue; }
      const moves = await page.$$('[data-testid=table] [data-move]:not([aria-disabled=true])');
      const pool = moves.length && next(3) ? moves : await page.$$(ENABLED);
      if (!pool.length) continue;
      await pool[next(pool.length)].click({ force: true });
      taps++;
      await page.waitForTimeout(150);
    }
    const trace = (await browser.stopTracing()).toString();
    if (process.env.TRACE_OUT) fs.writeFileSync(`${process.env.TRACE_OUT}-${game}.json`, trace);
    const profile = CPU ? (await cdp.send('Profiler.stop')).profile : null;
    if (profile && process.env.TRACE_OUT) fs.writeFileSync(`${process.env.TRACE_OUT}-${game}.cpuprofile`, JSON.stringify(profile));
    const dom = await page.evaluate(() => document.querySelectorAll('*').length);
    const main = mainThread(trace);
    const { sums, elementsPerStyle } = summarise(main);
    const per = (k) => (sums[k] ?? 0) / Math.max(1, taps);
    const total = Object.keys(KINDS).reduce((s, k) => s + per(k), 0);
    console.log(`  ${game.padEnd(13)} ${Object.keys(KINDS).map((k) => per(k).toFixed(1).padStart(9)).join(' ')} ${total.toFixed(1).padStart(9)}  ${String(dom).padStart(12)}  ${elementsPerStyle.toFixed(0).padStart(15)}`);
    if (FRAME) {
      const f = tapFrames(main);
      const t = Object.keys(KINDS).reduce((s, k) => s + (f[k] ?? 0), 0);
      console.log(`  ${'  its frame'.padEnd(13)} ${Object.keys(KINDS).map((k) => (f[k] ?? 0).toFixed(1).padStart(9)).join(' ')} ${t.toFixed(1).padStart(9)}`);
    }
    if (profile) printProfile(profile, taps);
    if (PAINTS) await printPaints(main, cdp, taps);
    await context.close();
  }
} finally {
  await browser.close();
  app.close();
}
