// Undo, export / import of a game, and the "update available" notice of the
// service worker when a new build is deployed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, watchedPage, play, DIST } from './harness.mjs';

let server, browser;
let deployed = 0; // bumped to "deploy" a new build: sw.js changes
before(async () => {
  const sw = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  server = await serve({
    prefix: '/t/',
    pages: { '/t/sw.js': () => ({ type: 'text/javascript', body: deployed ? `${sw}\n// deployment ${deployed}\n` : sw }) },
  });
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.close(); });

test('undo takes back your own move until a computer has played', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url('?game=sorciers&seats=human,easy,easy&pace=instant&seed=31'));
  await play(page, { steps: 4 }); // past the first round's deal and bids
  // Slow computers leave time to change one's mind.
  await page.selectOption('[data-testid=pace]', 'slow');
  const card = await page.waitForSelector('[data-testid=hand].playing button[data-card][aria-disabled=false]');
  const code = await card.getAttribute('data-card');
  const moves = await page.getAttribute('[data-testid=table]', 'data-moves');
  await card.click();
  await page.waitForSelector('[data-testid=undo]');
  assert.equal(await page.locator(`[data-testid=hand] [data-card="${code}"]`).count(), 0);
  await page.click('[data-testid=undo]');
  await page.waitForFunction((m) => document.querySelector('[data-testid=table]').dataset.moves === m, moves);
  assert.equal(await page.locator(`[data-testid=hand] [data-card="${code}"]`).count(), 1, 'the card is back');
  // Play again and let a computer answer: the move is confirmed, undo is gone.
  await page.selectOption('[data-testid=pace]', 'instant');
  await page.click(`[data-testid=hand] [data-card="${code}"]`);
  await page.waitForFunction((m) => Number(document.querySelector('[data-testid=table]').dataset.moves) >= Number(m) + 2, moves);
  assert.equal(await page.locator('[data-testid=undo]').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a game exported to a file is imported and resumes at the same move', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url('?game=sorciers&seats=human,easy,strong,easy&pace=instant&seed=12'));
  await play(page, { steps: 9 });
  const moves = await page.getAttribute('[data-testid=table]', 'data-moves');
  const hand = await page.$$eval('[data-testid=hand] [data-card]', (cs) => cs.map((c) => c.dataset.card));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export]')]);
  const file = await download.path();
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(saved.format, 2);
  assert.ok(saved.rev >= 1 && typeof saved.writer === 'string', 'the stamp of the last write');
  assert.equal(saved.game, 'sorciers');
  assert.equal(saved.seed, 12);
  assert.equal(saved.moves.length, Number(moves));
  // A fresh device: nothing stored; import the file from the home screen.
  const other = await watchedPage(browser, { origins: [server.origin] });
  await other.page.goto(server.url());
  await other.page.setInputFiles('#import-file', file);
  await other.page.waitForSelector('[data-testid=table]');
  assert.equal(await other.page.getAttribute('[data-testid=table]', 'data-moves'), moves);
  assert.deepEqual(await other.page.$$eval('[data-testid=hand] [data-card]', (cs) => cs.map((c) => c.dataset.card)), hand);
  assert.deepEqual(problems, []);
  assert.deepEqual(other.problems, []);
  await other.context.close();
  await context.close();
});

test('a new deployment shows "update available" and applies on request', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url());
  assert.equal(await page.evaluate(() => window.tableeSwReady), true);
  assert.equal(await page.locator('[data-testid=update]').count(), 0, 'no notice on the first install');
  deployed++;
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await page.waitForSelector('[data-testid=update]', { timeout: 30_000 });
  await Promise.all([page.waitForEvent('load'), page.click('[data-testid=update] button')]);
  await page.waitForSelector('[data-testid=home]');
  assert.equal(await page.locator('[data-testid=update]').count(), 0, 'the new version is running');
  assert.deepEqual(problems, []);
  await context.close();
});
