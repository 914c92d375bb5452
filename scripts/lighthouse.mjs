#!/usr/bin/env node
// Lighthouse audit of the release build (not a test: an audit to read).
//
//   ./scripts/serve.sh once (or build_release from scripts/setup.sh), then
//   node scripts/lighthouse.mjs [--runs N] [--only home,sorciers,…] [--gzip] [--json DIR] [--dist DIR]
//
// Serves dist/ with a plain static server (no compression, no cache headers:
// what a bare static host does; --gzip adds gzip and a year of caching for
// the hashed files, to see what a well-configured host gains), then runs
// Lighthouse 13 with its defaults — mobile emulation (Moto G Power) and
// simulated throttling (slow 4G, 4× CPU) — in Debian's Chromium, on the home
// page and on one table per game. Prints the four scores per page (the
// median run of Performance when --runs > 1) and, for each page, every audit
// that lost points with its displayed value, then the diagnostics that did
// not count but failed.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { GAME_IDS } from './games.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? dflt : args[i + 1];
};
const RUNS = Math.max(1, Number(opt('runs', 1)));
const GZIP = args.includes('--gzip');
const JSON_DIR = opt('json', null);
// Another build to audit (the same layout as dist/), e.g. to compare two.
const DIST = path.resolve(opt('dist', path.join(ROOT, 'dist')));

// The home, each game's table opened by a link, and each game as a blog
// embeds it (`embed-<game>`: the address the share dialog's iframe gives).
const PAGES = [
  ['home', ''],
  ...GAME_IDS.map((g) => [g, `?game=${g}&seats=human,easy,easy&seed=1`]),
  ...GAME_IDS.map((g) => [`embed-${g}`, `?game=${g}&embed=1`]),
];
const only = opt('only', null)?.split(',');
const pages = PAGES.filter(([name]) => !only || only.includes(name));

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error('No dist/index.html: build the release first (scripts/serve.sh, or build_release in scripts/setup.sh).');
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.webmanifest': 'application/manifest+json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.json': 'application/json',
};

// A bare static server for dist/ (what `python3 -m http.server` does), with
// the right MIME type for .wasm (streaming compilation needs it).
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  let rel = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html';
  if (rel.endsWith('/')) rel += 'index.html';
  const file = path.join(DIST, rel);
  if (!file.startsWith(DIST)) { res.writeHead(403); return res.end(); }
  fs.readFile(file, (err, data) => {
    if (err) { res.writeHead(404); return res.end(); }
    const ext = path.extname(file);
    const headers = { 'content-type': TYPES[ext] || 'application/octet-stream' };
    if (GZIP) {
      // Trunk's hashed files never change: cache them for a year.
      if (/-[0-9a-f]{1,16}(_bg)?\.(js|wasm|css)$/.test(file)) headers['cache-control'] = 'public, max-age=31536000, immutable';
      if (/\.(html|js|wasm|css|webmanifest|svg|json)$/.test(file) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        headers['content-encoding'] = 'gzip';
        data = zlib.gzipSync(data, { level: 9 });
      }
    }
    res.writeHead(200, headers);
    res.end(data);
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});

const CATS = ['performance', 'accessibility', 'best-practices', 'seo'];
const score = (c) => (c?.score == null ? '–' : String(Math.round(c.score * 100)));

const rows = [];
const details = [];
try {
  for (const [name, query] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${origin}/${query}`, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATS,
      });
      runs.push(result.lhr);
      const a = result.lhr.audits;
      process.stderr.write(`[lighthouse] ${name} run ${i + 1}/${RUNS}: performance ${score(result.lhr.categories.performance)}` +
        ` (TBT ${a['total-blocking-time']?.displayValue}, LCP ${a['largest-contentful-paint']?.displayValue})\n`);
    }
    // The median run by Performance (Lighthouse's own advice for variance).
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    if (JSON_DIR) {
      fs.mkdirSync(JSON_DIR, { recursive: true });
      fs.writeFileSync(path.join(JSON_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    // Each run: performance, Total Blocking Time, Largest Contentful Paint.
    const run = (r) => `${score(r.categories.performance)} (TBT ${r.audits['total-blocking-time']?.displayValue ?? '–'}, LCP ${r.audits['largest-contentful-paint']?.displayValue ?? '–'})`;
    rows.push([name, ...CATS.map((c) => score(lhr.categories[c])), runs.map(run).join(' · ')]);
    const lost = [];
    const advice = [];
    for (const cat of CATS) {
      const category = lhr.categories[cat];
      if (!category) continue;
      for (const ref of category.auditRefs) {
        const a = lhr.audits[ref.id];
        if (!a || a.score === null || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual'
          || a.scoreDisplayMode === 'informative') continue;
        if (a.score >= 1) continue;
        const line = `  ${cat.padEnd(14)} ${a.id}: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}` +
          (ref.weight ? ` (score ${Math.round(a.score * 100)}, weight ${ref.weight})` : '');
        (ref.weight ? lost : advice).push(line);
      }
    }
    details.push(`${name} (${origin}/${query})`);
    details.push(lost.length ? lost.join('\n') : '  no audit lost points');
    if (advice.length) details.push('  diagnostics (no weight in the score):', ...advice.map((l) => `  ${l}`));
  }
} finally {
  await chrome.kill();
  server.close();
}

const head = ['page', 'Performance', 'Accessibility', 'Best Practices', 'SEO', RUNS > 1 ? 'runs: performance (TBT, LCP)' : 'performance (TBT, LCP)'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`Lighthouse ${'13'} mobile, simulated throttling, ${GZIP ? 'gzip + cache headers' : 'plain static server (no compression, no cache headers)'}`);
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
console.log('\nAudits that lost points (value as Lighthouse shows it):');
console.log(details.join('\n'));
