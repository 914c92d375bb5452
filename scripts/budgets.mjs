// Tablée's performance budgets: a script that prints figures against their
// budgets (OK / OVER). It is not a test and never fails on a figure.
//     source scripts/setup.sh; build_release      (or ./scripts/serve.sh)
//     node scripts/budgets.mjs [--runs 15] [--taps 30] [--decisions 60] [--seats 3] [--only a,b,c,d,e] [--games sorciers,…] [--langs fr,en,de,nl] [--dist DIR]
//     node scripts/budgets.mjs --only c --compare OLD_DIST [--rounds 6] [--taps 40] [--games …] [--inject FILE.css]
// Everything is served by `python3 -m http.server` (no compression, like the
// plainest static host) and driven in Debian's Chromium (playwright-core).
//  (a) First-visit bytes: the service worker precaches every file of dist/
//      (of the two .wasm, the gzip-compressed one), so a first visit
//      downloads all of them. Each is compressed with gzip -9 and brotli
//      (q 11), summed per kind of file (html, js, wasm, css, images,
//      manifest…); then what Chromium really downloaded on a first visit
//      (uncompressed server: the page's requests, then the service worker's
//      precache). Then the critical paths (bytes fetched before the first
//      usable control, gzip -9): the home (budget 150 KB) and the embed of
//      each game until its table is playable (200 KB: its landing's button
//      pressed as soon as it shows, then the table drawn; the bytes and the
//      number of files up to the button are printed beside), and the whole
//      install, art aside (420 KB).
//  (b) Start-up to the first usable control (an enabled, visible <button>;
//      recorded in the page by a MutationObserver from an init script, in ms
//      since navigation start, and reported by a console message) at 4x CPU
//      throttling (CDP Emulation.setCPUThrottlingRate), cold (a fresh
//      browser context each run), alternating Tablée and a one-counter
//      Leptos 0.8 app built the same way (bench/counter, built here when its
//      dist/ is missing): the home, and each game's embed (its landing's
//      button, then its table drawn once that button is pressed at once).
//      Median, p95, and the ratio of medians to the counter's with its
//      spread (10th–90th percentile of the runs over the counter's median);
//      budgets: home ≤ 1.5, an embed's table ≤ 2.
//  (c) A tap on a game control, painted, at 4x throttling, for every game: one
//      human seat and two computer seats (pace instant, a fixed seed); the
//      human's controls (a move, or a step of a choice being composed: a card
//      selected, a note put in the stack…) are tapped by a seeded walk, with
//      real, trusted clicks. For each tap the page records, from the click's
//      capture-phase listener: the handler (until the tasks and microtasks it
//      queued ran; a tap that changed nothing by then is not measured), the
//      next paint after the DOM changed (requestAnimationFrame,
//      then a message task: it runs once that frame's style, layout and paint
//      are done) and a double requestAnimationFrame. p50 / p95 per game.
//      Budgets: the handler (the tap's script work: command, render, patch)
//      p95 <= 8 ms; the next paint p95 <= the one-counter app's p95 + 8 ms,
//      that app's button tapped the same way in the same run (16 ms at 4x is
//      below what this machine paints even for it).
//      With --compare OLD_DIST, (c) compares two builds instead: for each
//      game, --rounds rounds, each tapping this build then OLD_DIST (then the
//      other order, alternately) with the same seed (a new seed each round),
//      the taps pooled per build. It prints each build's pooled handler and
//      paint p50 / p95, the difference of p95 (this build minus the old one)
//      with a 90 % bootstrap interval, and a verdict: "worse" only when the
//      whole interval is above zero. One run's p95 of 30 taps moves by 10 ms
//      and more on this machine; pooled rounds of alternated builds are what
//      can tell "not worse" from noise. --inject FILE.css adds a style sheet
//      to this build's pages only (a what-if without a rebuild: compare a
//      build with itself plus the sheet; the CSP is bypassed on both sides).
//  (d) A computer seat's decision in the browser, at 4x throttling, for every
//      game and both levels: games of computer seats only (pace instant); the
//      app records each decision as User Timing entries (src/app/play/driver.rs):
//      `tablee:decide:<game>` is the work of the decision's slices (the search
//      yields to the page between slices), `tablee:decide-wall:<game>` the time
//      from its first slice to the move. p50 / p95 / max, budget 100 ms (p95)
//      on the work.
//  (e) Lighthouse 13 mobile (simulated slow 4G and 4x CPU), three runs of the
//      home and of each game's embed (scripts/lighthouse.mjs): each run's
//      performance score, Total Blocking Time and Largest Contentful Paint.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execSync } from 'node:child_process';
import { GAME_IDS } from './games.mjs';
import { fileURLToPath } from 'node:url';
import { pyServe, launch, firstUsableControl } from './bench_lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNTER = path.join(ROOT, 'bench', 'counter');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
// --dist DIR: measure another build (an earlier one, to compare).
const DIST = path.resolve(arg('dist', path.join(ROOT, 'dist')));
const RUNS = Number(arg('runs', 15));
const TAPS = Number(arg('taps', 30));
const DECISIONS = Number(arg('decisions', 60));
// (d): how many computer seats (3 unless asked; La Bourse searches wider at 5).
const SEATS = Number(arg('seats', 3));
const PACE = arg('pace', 'instant');
const ONLY = arg('only', 'a,b,c,d,e').split(','); // e.g. --only c
const GAMES = arg('games', GAME_IDS.join(',')).split(',');
// --langs fr,en,de,nl: the critical paths in each language (?lang=); default the browser's (English).
const LANGS = arg('langs', '').split(',').filter(Boolean);
const THROTTLE = 4;
const COMPARE = arg('compare', '') ? path.resolve(arg('compare', '')) : '';
const ROUNDS = Number(arg('rounds', 6));
const INJECT = arg('inject', '') ? fs.readFileSync(arg('inject', ''), 'utf8') : '';
// --reduce-motion: this build's pages ask for less motion (a what-if: what the table's motion costs a tap).
const REDUCE = process.argv.includes('--reduce-motion');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (x) => `${x.toFixed(1)} ms`;
// Nearest rank: p95 of 7 runs is the slowest one.
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(q * s.length) - 1)];
};
const verdict = (ok) => (ok ? 'OK' : 'OVER');
const env = { ...process.env, PATH: `${os.homedir()}/.cargo/bin:${ROOT}/node_modules/.bin:${process.env.PATH}` };

// ------------------------------------------------------------------ helpers
/** Every file under `dir`, compressed: { rows: [{ f, raw, gz, br }], raw, gz, br }. */
function compressedTree(dir) {
  const files = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p); else files.push(path.relative(dir, p));
    }
  };
  walk(dir);
  const rows = files.sort().map((f) => {
    const data = fs.readFileSync(path.join(dir, f));
    return { f, raw: data.length, gz: zlib.gzipSync(data, { level: 9 }).length, br: zlib.brotliCompressSync(data).length };
  });
  const sum = (k) => rows.reduce((s, r) => s + r[k], 0);
  return { rows, raw: sum('raw'), gz: sum('gz'), br: sum('br') };
}

function kindOf(f) {
  if (f === 'sw.js') return 'service worker (sw.js)';
  const ext = path.extname(f).slice(1);
  if (['png', 'svg', 'ico', 'webp', 'jpg'].includes(ext)) return 'images';
  if (ext === 'webmanifest' || ext === 'json') return 'manifest';
  if (f.endsWith('.wasm.gz')) return 'wasm (sent as .wasm.gz)';
  return ext || 'other';
}

function compressed(dir) {
  const files = fs.readdirSync(dir).filter((f) => /\.(html|js|wasm|css)$/.test(f)).sort();
  const rows = files.map((f) => {
    const data = fs.readFileSync(path.join(dir, f));
    return { f, raw: data.length, gz: zlib.gzipSync(data, { level: 9 }).length, br: zlib.brotliCompressSync(data).length };
  });
  const sum = (k) => rows.reduce((s, r) => s + r[k], 0);
  return { rows, raw: sum('raw'), gz: sum('gz'), br: sum('br') };
}

// ------------------------------------------------------------------ builds
if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.log('(no dist/: building the release first)');
  execSync('bash -c "source scripts/setup.sh && build_release"', { cwd: ROOT, stdio: 'inherit', env });
}
if (!fs.existsSync(path.join(COUNTER, 'dist', 'index.html'))) {
  console.log('(building the baseline counter app in bench/counter: once, a few minutes)');
  execSync('trunk build --release --offline', {
    cwd: COUNTER, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, CARGO_TARGET_DIR: path.join(COUNTER, 'target') },
  });
}

const app = await pyServe(DIST);
const counter = await pyServe(path.join(COUNTER, 'dist'));
const browser = await launch();

try {
  // ---------------------------------------------------------------- (a)
  if (ONLY.includes('a')) {
  console.log('== (a) First visit: every file of dist/ the service worker precaches');
  const all = compressedTree(DIST);
  // Of the two .wasm, a browser with DecompressionStream (every current
  // one) downloads and precaches the gzip-compressed one only
  // (scripts/post_build.py; public/sw.template.js): the plain one is left out.
  const plain = all.rows.filter((r) => r.f.endsWith('.wasm') && all.rows.some((g) => g.f === `${r.f}.gz`));
  for (const r of plain) {
    all.rows.splice(all.rows.indexOf(r), 1);
    for (const k of ['raw', 'gz', 'br']) all[k] -= r[k];
  }
  console.log(`  (not counted: the plain copies of the ${plain.length} .wasm files, ${kb(plain.reduce((t, r) => t + r.raw, 0))}, only for a browser without DecompressionStream)`);
  const kinds = new Map();
  for (const r of all.rows) {
    const k = kindOf(r.f);
    const t = kinds.get(k) || { n: 0, raw: 0, gz: 0, br: 0 };
    t.n++; t.raw += r.raw; t.gz += r.gz; t.br += r.br;
    kinds.set(k, t);
  }
  console.log(`  ${'kind'.padEnd(28)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const [k, t] of [...kinds].sort((x, y) => y[1].gz - x[1].gz)) {
    console.log(`  ${k.padEnd(28)} ${String(t.n).padStart(5)} ${kb(t.raw).padStart(10)} ${kb(t.gz).padStart(10)} ${kb(t.br).padStart(10)}`);
  }
  console.log(`  ${'total'.padEnd(28)} ${String(all.rows.length).padStart(5)} ${kb(all.raw).padStart(10)} ${kb(all.gz).padStart(10)} ${kb(all.br).padStart(10)}`);
  for (const r of all.rows.filter((x) => x.gz > 8 * 1024)) console.log(`    of which ${r.f}: ${kb(r.gz)} gzip, ${kb(r.br)} brotli`);

  {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const seen = [];
    context.on('requestfinished', async (req) => {
      const worker = (() => { try { return !!req.serviceWorker(); } catch { return false; } })();
      seen.push((async () => {
        const s = await req.sizes().catch(() => null);
        return { url: req.url(), worker, body: s ? s.responseBodySize : 0, headers: s ? s.responseHeadersSize : 0 };
      })());
    });
    const page = await context.newPage();
    await page.goto(app.url());
    await page.waitForSelector('button:not([disabled])', { timeout: 60_000 });
    const sw = await page.evaluate(() => Promise.race([window.tableeSwReady, new Promise((r) => setTimeout(() => r('timeout'), 20_000))]));
    await page.waitForTimeout(500);
    const rows = await Promise.all(seen);
    const show = (list, title) => {
      let total = 0;
      console.log(`  ${title}`);
      for (const r of list) {
        if (r.body > 0) total += r.body + Math.max(0, r.headers);
        const body = r.body > 0 ? `${kb(r.body)} body` : 'HTTP cache / not reported';
        console.log(`    ${decodeURIComponent(new URL(r.url).pathname).padEnd(36)} ${body.padStart(26)} + ${String(Math.max(0, r.headers)).padStart(4)} B headers`);
      }
      console.log(`    ${'total'.padEnd(36)} ${kb(total).padStart(26)}`);
      return total;
    };
    console.log(`  What Chromium downloaded from python3 -m http.server (which does not compress; a host serving gzip would send about the gzip figure above):`);
    const pageTotal = show(rows.filter((r) => !r.worker), 'page requests:');
    const workerRows = rows.filter((r) => r.worker);
    if (workerRows.length) {
      const w = show(workerRows, `service worker (precache; tableeSwReady = ${sw}):`);
      console.log(`    first visit in all ${kb(pageTotal + w)}`);
    } else {
      console.log(`  (service worker: tableeSwReady = ${sw}; its own requests are not visible to this driver)`);
    }
    await context.close();
  }

  }

  // --------------------------------------------------------- (a) continued
  // The critical path: the bytes fetched before the first usable control, for
  // the home and for a blog's embed of each game (its first control of the
  // game: the quick start), each file counted as gzip -9 (the .gz copies as
  // they are), service worker blocked (it starts after that control anyway);
  // then the whole install: what the service worker precaches, the table's
  // art (cards/, maps/) aside.
  if (ONLY.includes('a')) {
  const gzOf = (rel) => {
    const p = path.join(DIST, rel);
    if (!fs.existsSync(p) || fs.statSync(p).isDirectory()) return 0;
    const data = fs.readFileSync(p);
    return rel.endsWith('.gz') ? data.length : zlib.gzipSync(data, { level: 9 }).length;
  };
  const filesOf = (urls) => [...new Set(urls)].filter((u) => u.startsWith(app.url())).map((u) => {
    const rel = decodeURIComponent(new URL(u).pathname).replace(/^\//, '') || 'index.html';
    return { rel, gz: gzOf(rel) };
  });
  const sum = (files) => files.reduce((t, f) => t + f.gz, 0);
  // `then`: after the first control, press it and wait for `then` (an
  // embed's table, playable): the bytes up to each.
  const critical = async (url, selector, then) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const urls = [];
    page.on('request', (r) => urls.push(r.url()));
    const usable = await firstUsableControl(page, 60_000, selector);
    await page.goto(url, { waitUntil: 'commit' });
    await usable.when;
    const files = filesOf(urls);
    let after = null;
    if (then) {
      await page.click(then.press);
      await page.waitForSelector(then.wait, { timeout: 60_000 });
      after = filesOf(urls);
    }
    await context.close();
    return { files, gz: sum(files), after, afterGz: after && sum(after) };
  };
  console.log('\n  Critical path: bytes fetched before the first usable control (gzip -9), budgets: home 150 KB, an embed 200 KB until its table is playable');
  console.log('  (an embed: its landing\'s button, pressed at once, then its table drawn and playable; files: how many were fetched)');
  for (const lang of LANGS.length ? LANGS : ['']) {
  const [q, amp, tag] = lang ? [`?lang=${lang}`, `&lang=${lang}`, ` (${lang})`] : ['', '', ''];
  const home = await critical(app.url(q), 'button:not([disabled])');
  console.log(`    ${`home${tag}`.padEnd(28)} ${kb(home.gz).padStart(10)} → ${verdict(home.gz <= 150 * 1024)}   (${home.files.length} files: ${home.files.filter((f) => f.gz).map((f) => `${f.rel.replace(/-[0-9a-f]{1,16}/, '')} ${(f.gz / 1024).toFixed(1)}`).join(', ')})`);
  for (const g of GAMES) {
    const e = await critical(app.url(`?game=${g}&embed=1${amp}`), '[data-testid=quick-start]',
      { press: '[data-testid=quick-start]', wait: '[data-testid=table]' });
    const wasm = e.after.filter((f) => /\.wasm(\.gz)?$/.test(f.rel));
    const texts = e.after.filter((f) => f.rel.startsWith('i18n/'));
    const css = e.after.filter((f) => f.rel.endsWith('.css'));
    console.log(`    ${`embed of ${g}${tag}`.padEnd(28)} ${kb(e.afterGz).padStart(10)} → ${verdict(e.afterGz <= 200 * 1024)}   (${e.after.length} files; ${wasm.length} .wasm: ${kb(sum(wasm))}, css ${kb(sum(css))}, texts ${kb(sum(texts))}; its landing's button after ${kb(e.gz)} in ${e.files.length} files)`);
  }
  }
  const sw = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const listed = JSON.parse(sw.match(/const FILES = (\[[\s\S]*?\]);/)[1]);
  const precached = listed.filter((f) => f !== './' && !(/\.wasm$/.test(f) && listed.includes(`${f}.gz`)));
  const noArt = precached.filter((f) => !/^(cards|maps)\//.test(f));
  const install = noArt.reduce((t, f) => t + gzOf(f), 0);
  const art = precached.length - noArt.length;
  console.log(`    ${'whole install'.padEnd(28)} ${kb(install).padStart(10)} → ${verdict(install <= 420 * 1024)}   (${noArt.length} files; the ${art} files of the table's art aside: ${kb(precached.filter((f) => !noArt.includes(f)).reduce((t, f) => t + gzOf(f), 0))})`);
  // The same install in French and English only (the languages of the first
  // figures): the other languages' catalogues, rules and manifests aside.
  const other = (f) => /^i18n\/(?!fr\/|en\/)/.test(f) || /^manifest-(?!fr|en)[a-z]{2}\.webmanifest$/.test(f);
  const frEn = noArt.filter((f) => !other(f));
  console.log(`    ${'  of which fr + en only'.padEnd(28)} ${kb(frEn.reduce((t, f) => t + gzOf(f), 0)).padStart(10)}      (${frEn.length} files: code ${kb(frEn.filter((f) => /\.(wasm\.gz|js)$/.test(f)).reduce((t, f) => t + gzOf(f), 0))}, texts ${kb(frEn.filter((f) => f.startsWith('i18n/')).reduce((t, f) => t + gzOf(f), 0))}, pictures ${kb(frEn.filter((f) => /\.(svg|png|webp|jpg)$/.test(f)).reduce((t, f) => t + gzOf(f), 0))})`);
  }

  // ---------------------------------------------------------------- (b)
  // ms from navigation to the first usable control; with `then`, also to
  // its table playable once that control is pressed at once (an embed).
  async function startup(url, selector, then) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const usable = await firstUsableControl(page, 60_000, selector);
    await page.goto(url, { waitUntil: 'commit' });
    const t = await usable.when;
    if (!then) {
      await context.close();
      return t;
    }
    await page.click(then.press);
    await page.waitForSelector(then.wait, { timeout: 60_000 });
    const table = await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0))));
    await context.close();
    return [t, table];
  }

  if (ONLY.includes('b')) {
  console.log(`\n== (b) Start-up to the first usable control, ${THROTTLE}x CPU throttle, ${RUNS} cold runs each (alternating)`);
  const cc = compressed(path.join(COUNTER, 'dist'));
  console.log(`  (baseline: the one-counter Leptos app, ${kb(cc.raw)} raw, ${kb(cc.gz)} gzip)`);
  // The home, and a blog's embed of each game: its landing's button, and
  // its table drawn once that button is pressed at once (the game's chunk
  // loaded). Each round runs the counter, the home and every embed in turn.
  const times = { counter: [], home: [] };
  for (const g of GAMES) Object.assign(times, { [`embed ${g}: button`]: [], [`embed ${g}: table`]: [] });
  for (let i = 0; i < RUNS; i++) {
    times.counter.push(await startup(counter.url()));
    times.home.push(await startup(app.url()));
    for (const g of GAMES) {
      const [button, table] = await startup(app.url(`?game=${g}&embed=1`), '[data-testid=quick-start]',
        { press: '[data-testid=quick-start]', wait: '[data-testid=table]' });
      times[`embed ${g}: button`].push(button);
      times[`embed ${g}: table`].push(table);
    }
  }
  const floor = quantile(times.counter, 0.5);
  // The spread: the ratio of each run to the counter's median, 10th and 90th percentiles.
  for (const [k, xs] of Object.entries(times)) {
    const ratio = quantile(xs, 0.5) / floor;
    const spread = `${(quantile(xs, 0.1) / floor).toFixed(2)}–${(quantile(xs, 0.9) / floor).toFixed(2)}`;
    const budget = k === 'counter' ? '' : k === 'home' ? `  ×${ratio.toFixed(2)} [${spread}], budget ≤ 1.5 → ${verdict(ratio <= 1.5)}` : `  ×${ratio.toFixed(2)} [${spread}], budget ≤ 2 → ${verdict(ratio <= 2)}`;
    console.log(`  ${k.padEnd(30)} median ${quantile(xs, 0.5).toFixed(0)} ms, p95 ${quantile(xs, 0.95).toFixed(0)} ms${budget}`);
  }

  }

  // ---------------------------------------------------------------- (c)
  /** In the page: records every tap on an element matching `sel` (see (c) above). */
  function tapRecorder(sel) {
    window.__taps = [];
    window.tableeTiming = true; // the app's detailed User Timing entries (src/app/play/timing.rs)
    const soon = (f) => (window.scheduler && scheduler.postTask
      ? scheduler.postTask(f, { priority: 'user-blocking' })
      : (() => { const ch = new MessageChannel(); ch.port1.onmessage = f; ch.port2.postMessage(0); })());
    document.addEventListener('click', (e) => {
      if (!(e.target instanceof Element && e.target.closest(sel))) return;
      const t0 = performance.now();
      const c = e.target.closest(sel);
      const rec = { queued: t0 - e.timeStamp, handler: NaN, raf1: NaN, paint: NaN, raf2: NaN, what: c.dataset.testid || c.className };
      // The app's delegated handlers run on window; this one, added now, runs
      // after them (and after the microtasks they queued).
      const notify = (recorded) => { for (const w of (window.__tapWaiters ?? []).splice(0)) w(recorded); };
      let mutated = false;
      let unchanged = false;
      const mo = new MutationObserver(() => { mutated = true; });
      mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const marks = performance.getEntriesByType('measure').length;
      window.addEventListener('click', () => {
        rec.handler = performance.now() - t0;
        // The app's own parts of this handler (User Timing, src/app/play/driver.rs, host.rs).
        for (const m of performance.getEntriesByType('measure').slice(marks)) {
          const k = m.name.replace(/^tablee:/, '');
          rec[k] = (rec[k] ?? 0) + m.duration;
        }
        // The app changes the page within its handler (and the microtasks it
        // queued). Nothing changed: this tap is not measured (a later,
        // unrelated change must not be taken for its paint).
        if (!mutated) { unchanged = true; mo.disconnect(); notify(false); }
      }, { once: true });
      const done = () => {
        if (!Number.isFinite(rec.paint) || !Number.isFinite(rec.raf2)) return;
        window.__taps.push(rec);
        notify(true);
      };
      const frame = () => {
        if (unchanged) return;
        mo.disconnect();
        rec.raf1 = performance.now() - t0;
        soon(() => { rec.paint = performance.now() - t0; done(); });
        requestAnimationFrame(() => { rec.raf2 = performance.now() - t0; done(); });
      };
      requestAnimationFrame(frame);
    }, true);
  }

  const tapLine = (label, recs) => {
    const col = (k) => recs.map((r) => r[k]).filter((x) => Number.isFinite(x));
    const paint = col('paint');
    const p95 = quantile(paint, 0.95);
    return {
      p95,
      handler: quantile(col('handler'), 0.95),
      text: `  ${label.padEnd(14)} ${String(recs.length).padStart(4)} taps  handler p95 ${ms(quantile(col('handler'), 0.95)).padStart(8)}` +
        `  paint p50 ${ms(quantile(paint, 0.5)).padStart(8)}, p95 ${ms(p95).padStart(8)}, max ${ms(Math.max(...paint)).padStart(8)}` +
        `  2×rAF p95 ${ms(quantile(col('raf2'), 0.95)).padStart(8)}`,
    };
  };

  /**
   * Waits until the page has recorded more than `n` taps. Event-driven (the
   * recorder calls back): Playwright's waitForFunction polls in every
   * animation frame, which would add its own work to the frames measured.
   */
  const nextTap = (page, n, timeout) => page.evaluate(([m, ms]) => new Promise((resolve) => {
    if (window.__taps.length > m) return resolve(true);
    (window.__tapWaiters ??= []).push(resolve);
    setTimeout(() => resolve(false), ms);
  }), [n, timeout]);

  const CONTROL = '[data-testid=table] [data-move], [data-testid=table] [data-draft]';
  const ENABLED = '[data-testid=table] [data-move]:not([aria-disabled=true]), [data-testid=table] [data-draft]:not([aria-disabled=true])';

  /** Taps `TAPS` controls of `game` (one human, two computer seats) and returns the records. */
  async function tapGame(game, seed, server = app, css = '', reduce = false) {
    const context = await browser.newContext({ viewport: { width: 1180, height: 820 }, bypassCSP: Boolean(INJECT), reducedMotion: reduce ? 'reduce' : 'no-preference' });
    const page = await context.newPage();
    if (css) {
      await page.addInitScript((text) => {
        addEventListener('DOMContentLoaded', () => { const st = document.createElement('style'); st.textContent = text; document.head.append(st); });
      }, css);
    }
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(tapRecorder, CONTROL);
    await page.goto(server.url(`?game=${game}&seats=human,easy,easy&pace=${PACE}&seed=${seed}`));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    let r = seed >>> 0 || 1;
    const next = (n) => { r = (Math.imul(r, 1103515245) + 12345) >>> 0; return (r >>> 8) % n; };
    const state = () => page.evaluate(() => {
      const t = document.querySelector('[data-testid=table]');
      return t ? `${t.dataset.moves}|${t.dataset.draftState ?? ''}` : 'none';
    });
    let error = null;
    try {
      for (let taps = 0, tries = 0; taps < TAPS && tries < TAPS * 4; tries++) {
        await page.waitForSelector(`[data-testid=end], [data-testid=curtain-go], ${ENABLED}`, { timeout: 60_000 });
        if (await page.$('[data-testid=end]')) break;
        const curtain = await page.$('[data-testid=curtain-go]');
        if (curtain) { await curtain.click(); continue; }
        const moves = await page.$$('[data-testid=table] [data-move]:not([aria-disabled=true])');
        const pool = moves.length && next(3) ? moves : await page.$$(ENABLED);
        if (!pool.length) continue;
        const before = await state();
        const n = await page.evaluate(() => window.__taps.length);
        await pool[next(pool.length)].click({ force: true });
        // A control that changes nothing on screen is not a measured tap.
        const painted = await nextTap(page, n, 5_000);
        if (painted) taps++;
        await page.waitForFunction((b) => {
          const t = document.querySelector('[data-testid=table]');
          return !t || `${t.dataset.moves}|${t.dataset.draftState ?? ''}` !== b;
        }, before, { timeout: 30_000, polling: 50 }).catch(() => {});
      }
    } catch (e) {
      error = e.message.split('\n')[0];
    }
    const recs = await page.evaluate(() => window.__taps);
    // The app's own User Timing entries (src/app/play/driver.rs, host.rs): the command (rules
    // and the unfinished choice), the table's render to plain nodes, the DOM patch.
    const parts = await page.evaluate(() => Object.fromEntries(['command', 'render', 'patch']
      .map((k) => [k, performance.getEntriesByName(`tablee:${k}`).map((e) => e.duration)])));
    await context.close();
    return { recs, error, parts };
  }

  /** The one-counter app: its button tapped `TAPS` times (this machine's floor). */
  async function tapCounter() {
    const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(tapRecorder, 'button');
    await page.goto(counter.url());
    await page.waitForSelector('button');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    for (let i = 0; i < TAPS; i++) {
      const n = await page.evaluate(() => window.__taps.length);
      await page.click('button', { force: true });
      if (!await nextTap(page, n, 10_000)) throw new Error('the counter app painted nothing');
    }
    const recs = await page.evaluate(() => window.__taps);
    await context.close();
    return recs;
  }

  /** A 90 % bootstrap interval of p95(a) - p95(b), seeded (the same figures each run). */
  function p95DiffInterval(a, b, draws = 2000) {
    let r = 12345;
    const rnd = (n) => { r = (Math.imul(r, 1103515245) + 12345) >>> 0; return (r >>> 8) % n; };
    const resample = (xs) => xs.map(() => xs[rnd(xs.length)]);
    const diffs = [];
    for (let i = 0; i < draws; i++) diffs.push(quantile(resample(a), 0.95) - quantile(resample(b), 0.95));
    return [quantile(diffs, 0.05), quantile(diffs, 0.95)];
  }

  if (ONLY.includes('c') && COMPARE) {
    const old = await pyServe(COMPARE);
    console.log(`\n== (c) Tap cost, this build (${path.relative(ROOT, DIST) || DIST}) against ${COMPARE}: ${ROUNDS} rounds of ${TAPS} taps a game and build, alternated, ${THROTTLE}x CPU throttle, pace ${PACE}`);
    console.log('  p95 difference: this build minus the old one, with its 90 % bootstrap interval; "worse" only when the whole interval is above 0');
    try {
      for (const game of GAMES) {
        const pooled = { now: [], old: [] };
        for (let round = 0; round < ROUNDS; round++) {
          const order = round % 2 ? ['old', 'now'] : ['now', 'old'];
          for (const which of order) {
            const { recs } = await tapGame(game, 7 + round, which === 'now' ? app : old, which === 'now' ? INJECT : '', which === 'now' && REDUCE);
            pooled[which].push(...recs);
          }
        }
        for (const [which, recs] of Object.entries(pooled)) {
          if (process.env.DUMP_TAPS) fs.writeFileSync(`${process.env.DUMP_TAPS}-${game}-${which}.json`, JSON.stringify(recs));
          if (recs.length) console.log(tapLine(`${game} ${which}`, recs).text);
        }
        for (const k of ['handler', 'paint']) {
          const a = pooled.now.map((x) => x[k]).filter(Number.isFinite);
          const b = pooled.old.map((x) => x[k]).filter(Number.isFinite);
          if (!a.length || !b.length) continue;
          const d = quantile(a, 0.95) - quantile(b, 0.95);
          const [lo, hi] = p95DiffInterval(a, b);
          const word = lo > 0 ? 'worse' : hi < 0 ? 'better' : 'not worse (no difference told from noise)';
          console.log(`  ${''.padEnd(14)} ${k.padEnd(7)} p95 ${d >= 0 ? '+' : ''}${ms(d)} [${ms(lo)} .. ${ms(hi)}] → ${word}`);
        }
      }
    } finally {
      old.close();
    }
  } else if (ONLY.includes('c')) {
    // The budgets of issue 20: the script work of a tap (its handler: the
    // command, the render to nodes and the patch) p95 <= 8 ms, and tap -> paint
    // p95 <= the counter app's p95 in the same run + 8 ms (16 ms at 4x is below
    // what this machine paints even for the counter app).
    console.log(`\n== (c) A tap on a game control to its paint, ${THROTTLE}x CPU throttle, pace ${PACE}, ${TAPS} taps a game; budgets: handler (script work) p95 <= 8 ms, paint p95 <= the counter app's p95 + 8 ms`);
    const floor = tapLine('counter app', await tapCounter());
    console.log(`${floor.text}  (this machine's floor: paint budget ${ms(floor.p95 + 8)})`);
    for (const game of GAMES) {
      const { recs, error, parts } = await tapGame(game, 7);
      if (process.env.DUMP_TAPS) fs.writeFileSync(`${process.env.DUMP_TAPS}-${game}.json`, JSON.stringify(recs));
      if (!recs.length) { console.log(`  ${game.padEnd(14)} SKIPPED: no tap measured${error ? ` (${error})` : ''}`); continue; }
      const l = tapLine(game, recs);
      console.log(`${l.text}  → script ${verdict(l.handler <= 8)}, paint ${verdict(l.p95 <= floor.p95 + 8)}${error ? `  (stopped early: ${error})` : ''}`);
      console.log(`  ${''.padEnd(14)} in the app (every render, computer moves too): ` + Object.entries(parts)
        .filter(([, xs]) => xs.length).map(([k, xs]) => `${k} p50 ${ms(quantile(xs, 0.5))} p95 ${ms(quantile(xs, 0.95))}`).join(', '));
    }
  }

  // ---------------------------------------------------------------- (d)
  /** Lets computer seats of `level` play `game` until `DECISIONS` decisions; returns the User Timing figures. */
  async function decisions(game, level, seed) {
    const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    let games = 0;
    let seen = [];
    let wall = [];
    while (seen.length < DECISIONS && games < 6) {
      await page.goto(app.url(`?game=${game}&seats=${Array(SEATS).fill(level).join(',')}&pace=instant&seed=${seed + games}`));
      games++;
      // Until the game ends or enough decisions were made.
      await page.waitForFunction(([g, want]) => document.querySelector('[data-testid=end]')
        || performance.getEntriesByName(`tablee:decide:${g}`).length >= want, [game, DECISIONS - seen.length], { timeout: 600_000, polling: 500 })
        .catch(() => {});
      const got = await page.evaluate((g) => ({
        work: performance.getEntriesByName(`tablee:decide:${g}`).map((e) => e.duration),
        wall: performance.getEntriesByName(`tablee:decide-wall:${g}`).map((e) => e.duration),
      }), game);
      seen = seen.concat(got.work);
      wall = wall.concat(got.wall);
      if (!got.work.length) break;
      // A finished game's save would be resumed: start the next one afresh.
      await page.evaluate(() => localStorage.clear());
    }
    await context.close();
    return { work: seen.slice(0, DECISIONS), wall: wall.slice(0, DECISIONS), games };
  }

  if (ONLY.includes('d')) {
    console.log(`\n== (d) A computer seat's decision in the browser, ${THROTTLE}x CPU throttle, ${DECISIONS} decisions per game and level (${SEATS} computer seats), budget 100 ms (p95 work)`);
    for (const game of GAMES) {
      for (const level of ['easy', 'strong']) {
        const { work, wall, games } = await decisions(game, level, 11);
        if (!work.length) { console.log(`  ${`${game} ${level}`.padEnd(22)} SKIPPED: no decision recorded`); continue; }
        const p95 = quantile(work, 0.95);
        console.log(`  ${`${game} ${level}`.padEnd(22)} ${String(work.length).padStart(3)} decisions (${games} game${games > 1 ? 's' : ''})` +
          `  work p50 ${ms(quantile(work, 0.5)).padStart(8)}, p95 ${ms(p95).padStart(8)}, max ${ms(Math.max(...work)).padStart(8)}` +
          `  first slice → move p95 ${ms(quantile(wall, 0.95)).padStart(8)}  → ${verdict(p95 <= 100)}`);
      }
    }
  }
} finally {
  await browser.close();
  app.close();
  counter.close();
}

// ---------------------------------------------------------------- (e)
// Lighthouse 13 mobile (simulated slow 4G, 4x CPU), three runs each, for the
// home and each game's embed as a blog embeds it: scripts/lighthouse.mjs.
if (ONLY.includes('e')) {
  console.log('\n== (e) Lighthouse mobile, three runs each (the median run\'s scores; each run\'s performance, TBT and LCP), budgets: home ≥ 98, an embed ≥ 95');
  execSync(`node ${path.join(ROOT, 'scripts', 'lighthouse.mjs')} --runs 3 --dist ${DIST} --only home,${GAMES.map((g) => `embed-${g}`).join(',')}`, { stdio: ['ignore', 'inherit', 'ignore'] });
}
