// 3. Saves: a reload in the middle of a round resumes the identical table
//    (curtain included); an unreadable save is shown, never wiped unasked.
// 4. Offline: after one visit the app loads and plays with the network cut.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, play, storedRaw } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/a/sub/path/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

async function snapshot(page) {
  return page.evaluate(() => {
    const t = document.querySelector('[data-testid=table]');
    const cards = (sel) => [...document.querySelectorAll(sel)].map((c) => `${c.dataset.card}:${c.getAttribute('aria-disabled')}`);
    return {
      viewer: t.dataset.viewer, round: t.dataset.round, moves: t.dataset.moves,
      status: document.querySelector('[data-testid=status]').innerText,
      strip: document.querySelector('[data-testid=players-strip]').innerText,
      hand: cards('[data-testid=hand] [data-card]'),
      trick: cards('[data-testid=trick] [data-card]'),
      sheet: document.querySelector('[data-testid=sheet] table').outerHTML,
    };
  });
}

test('a reload mid-round resumes the identical table', { timeout: 180_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url('?game=sorciers&seats=human,easy,strong&pace=instant&seed=21'));
  await play(page, { steps: 17 }); // into round 4, cards on the table
  await page.waitForSelector('[data-testid=hand].playing button[aria-disabled=false], [data-testid=bid-options]');
  const before = await snapshot(page);
  assert.ok(Number(before.round) >= 3);
  await page.reload();
  await page.waitForSelector('[data-testid=table]');
  await page.waitForFunction((m) => document.querySelector('[data-testid=table]')?.dataset.moves === m, before.moves);
  assert.deepEqual(await snapshot(page), before);
  // And the game goes on from there.
  await play(page, { steps: 3 });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a reload behind a curtain comes back behind the same curtain', { timeout: 180_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url('?game=sorciers&seats=human,human,easy&pace=instant&seed=8&vision=1&official=1&bid=hidden'));
  assert.equal(await play(page, { stopAtCurtain: true, steps: 100 }), 'curtain');
  await page.click('[data-testid=curtain-go]');
  assert.equal(await play(page, { stopAtCurtain: true, steps: 100 }), 'curtain');
  const name = await page.innerText('[data-testid=curtain] h1');
  await page.reload();
  await page.waitForSelector('[data-testid=curtain]');
  assert.equal(await page.innerText('[data-testid=curtain] h1'), name);
  assert.doesNotMatch(await page.content(), /data-card=/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an unreadable save: clear message, raw text, kept until "start fresh"', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url());
  await page.waitForSelector('[data-testid=home]');
  const garbage = '{"format":1,"game":"sorciers","config":{"players":4},"seed":3,"moves":["Bid(99)"],"seats":[]}';
  await page.evaluate((g) => localStorage.setItem('tablee.save.sorciers', g), garbage);
  await page.goto(server.url('?game=sorciers'));
  await page.waitForSelector('[data-testid=save-error]');
  assert.equal(await page.inputValue('[data-testid=save-raw]'), garbage);
  await page.reload();
  await page.waitForSelector('[data-testid=save-error]');
  assert.equal(await storedRaw(page, 'sorciers'), garbage, 'never wiped unasked');
  await page.click('[data-testid=start-fresh]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=save-error]'));
  assert.equal(await storedRaw(page, 'sorciers'), null);
  assert.deepEqual(problems, []);
  await context.close();
});

test('offline after one visit: the app loads and a game is played', { timeout: 180_000 }, async () => {
  // Its own server, stopped after the first visit: the network is really gone.
  const own = await serve({ prefix: '/offline/' });
  const { page, problems, context } = await watchedPage(browser, { origins: [own.origin] });
  await page.goto(own.url());
  await page.waitForSelector('[data-testid=home]');
  assert.equal(await page.evaluate(() => window.tableeSwReady), true, 'the service worker is active');
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await own.close();
  await context.setOffline(true);
  await page.goto(own.url('?game=sorciers&seats=human,easy,easy&pace=instant&seed=2'));
  await page.waitForSelector('[data-testid=table]');
  await play(page, { steps: 8 });
  assert.deepEqual(problems, []);
  await context.close();
});
