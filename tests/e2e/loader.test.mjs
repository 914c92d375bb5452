// 13. How the page gets its .wasm (scripts/post_build.py, 2): the build also
//     writes it gzip-compressed (<name>_bg.wasm.gz), and the loader fetches
//     that one and decompresses it in the page, so that a host that does not
//     compress .wasm sends 2.5 times fewer bytes. Every way a host can serve
//     the .gz, and a browser without DecompressionStream: the app starts, and
//     the plain .wasm is fetched only when the .gz cannot be used. The same
//     for the chunks of each game's code (split-*.js, their loader), loaded
//     here by opening a table.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, launch, watchedPage, DIST } from './harness.mjs';

const WASM = fs.readdirSync(DIST).find((f) => /^tablee-[0-9a-f]+_bg\.wasm$/.test(f));
let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Opens the home page served with `alter`; the .wasm requests the page made, once the app is usable. */
async function start({ alter, initScript, expectedProblems = [] }) {
  const app = await serve({ prefix: '/jeux/', alter });
  try {
    const { page, problems, context } = await watchedPage(browser, { origins: [app.origin], initScript });
    const wasm = [];
    page.on('request', (r) => { if (/\.wasm(\.gz)?$/.test(r.url())) wasm.push(path.basename(r.url())); });
    await page.goto(app.url());
    await page.waitForSelector('[data-testid=home-btn]', { timeout: 60_000 });
    assert.ok(await page.evaluate(() => !!window.wasmBindings), 'the wasm module started');
    // A game table too: the module works, not only its first page.
    await page.goto(app.url('?game=sorciers&seats=human,easy,easy&pace=instant&seed=3'));
    await page.waitForSelector('[data-testid=table]', { timeout: 60_000 });
    await context.close();
    assert.deepEqual(problems.filter((p) => !expectedProblems.some((e) => e.test(p))), []);
    return wasm;
  } finally {
    await app.close();
  }
}

test('the build writes the .wasm gzip-compressed, 2.5 times smaller', () => {
  assert.ok(WASM, 'a .wasm in dist/');
  const plain = fs.readFileSync(path.join(DIST, WASM));
  const gz = fs.readFileSync(path.join(DIST, `${WASM}.gz`));
  assert.deepEqual(zlib.gunzipSync(gz), plain, 'the .gz holds exactly the .wasm');
  assert.ok(gz.length * 2.2 < plain.length, `${gz.length} B gzip for ${plain.length} B`);
});

test('a host that sends files as they are: only the .gz is fetched', { timeout: 120_000 }, async () => {
  const wasm = await start({});
  assert.ok(wasm.includes(`${WASM}.gz`) && wasm.some((f) => /^game-sorciers-.*\.wasm\.gz$/.test(f)), wasm.join(', '));
  assert.ok(wasm.every((f) => f.endsWith('.wasm.gz')), wasm.join(', '));
});

test('a host that compresses the .gz once more: the browser undoes it, the page decompresses the rest', { timeout: 120_000 }, async () => {
  const wasm = await start({
    alter: (rel, data) => rel.endsWith('.wasm.gz')
      && { headers: { 'content-type': 'application/gzip', 'content-encoding': 'gzip' }, body: zlib.gzipSync(data) },
  });
  assert.ok(wasm.includes(`${WASM}.gz`) && wasm.every((f) => f.endsWith('.wasm.gz')), wasm.join(', '));
});

test('a host that sends the .gz as an encoding of the .wasm: the browser decompresses it, the page takes it as is', { timeout: 120_000 }, async () => {
  const wasm = await start({
    alter: (rel, data) => rel.endsWith('.wasm.gz')
      && { headers: { 'content-type': 'application/wasm', 'content-encoding': 'gzip' }, body: data },
  });
  assert.ok(wasm.includes(`${WASM}.gz`) && wasm.every((f) => f.endsWith('.wasm.gz')), wasm.join(', '));
});

test('a copy of the site without the .gz: the plain .wasm', { timeout: 120_000 }, async () => {
  const wasm = await start({
    alter: (rel) => rel.endsWith('.wasm.gz') && { status: 404 },
    // The browser itself reports the missing file (preload and fetch).
    expectedProblems: [/HTTP 404: .*\.wasm\.gz$/, /^console error: Failed to load resource: .*404/],
  });
  assert.ok(wasm.includes(WASM), wasm.join(', '));
  assert.ok(wasm.some((f) => /^game-sorciers-[0-9a-f]{16}\.wasm$/.test(f)), `the game's chunk, plain: ${wasm.join(', ')}`);
});

test('a corrupt .gz: the plain .wasm', { timeout: 120_000 }, async () => {
  const wasm = await start({
    alter: (rel, data) => rel.endsWith('.wasm.gz')
      && { headers: { 'content-type': 'application/gzip' }, body: Buffer.concat([data.subarray(0, 5000), Buffer.alloc(5000, 7)]) },
  });
  assert.ok(wasm.includes(WASM), wasm.join(', '));
  assert.ok(wasm.some((f) => /^game-sorciers-[0-9a-f]{16}\.wasm$/.test(f)), `the game's chunk, plain: ${wasm.join(', ')}`);
});

test('a browser without DecompressionStream: the plain .wasm', { timeout: 120_000 }, async () => {
  const wasm = await start({ initScript: () => { delete window.DecompressionStream; } });
  assert.ok(wasm.includes(WASM), wasm.join(', '));
  const chunks = wasm.filter((f) => !f.startsWith('tablee-'));
  assert.ok(chunks.length && chunks.every((f) => f.endsWith('.wasm')), `the chunks, plain: ${wasm.join(', ')}`);
});
